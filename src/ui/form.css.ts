import { style } from '@vanilla-extract/css';

/** A fieldset that only groups (and disables or names) its controls: no frame, no inset. */
export const bareFieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

/**
 * A native radio or checkbox kept for the keyboard and screen readers, invisible over the whole
 * label that draws it (a card, a segment of a switch): a click anywhere on the label hits it.
 */
export const coveringInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
  zIndex: 1,
});
