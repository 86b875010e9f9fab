import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css';

/**
 * The one keyboard focus indicator every interactive primitive shares. `:focus-visible` keeps it
 * away from mouse clicks; the offset lets it read against any fill, including the champagne one.
 */
/** The indicator itself, for a screen's own selectors (`'&:has(input:focus-visible)'`). */
export const focusOutline = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' };

export const focusRing = style({
  outline: 'none',
  selectors: { '&:focus-visible': focusOutline },
});
