import { style } from '@vanilla-extract/css';

/** A fieldset that only groups (and disables or names) its controls: no frame, no inset. */
export const bareFieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
