import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css';

/**
 * The one keyboard focus indicator every interactive primitive shares. `:focus-visible` keeps it
 * away from mouse clicks; the offset lets it read against any fill, including the champagne one.
 */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});
