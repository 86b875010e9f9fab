import { style } from '@vanilla-extract/css';

/** Wide enough for "Page 10 of 12", so the buttons do not move as the page changes. */
export const pageText = style({ minWidth: 96 });
