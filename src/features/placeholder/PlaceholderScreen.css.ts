import { style } from '@vanilla-extract/css';

/** Fills the shell's main area, so the message sits in its middle. */
export const screen = style({ minHeight: '100%', flex: 1 });
