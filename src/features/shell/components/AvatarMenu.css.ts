import { style } from '@vanilla-extract/css';

export const who = style({ minWidth: '200px' });
