import { style } from '@vanilla-extract/css';

export const screen = style({ minHeight: '60vh' });
