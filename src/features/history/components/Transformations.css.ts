import { style } from '@vanilla-extract/css';
import { filterBar, filterPill } from '../../../ui/filters.css';
import { focusOutline } from '../../../ui/focus-ring.css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { vars } from '../../../ui/theme/theme.css';

/** Wide: the filters in one row, the kind select at its end. */
export const toolbar = style([
  filterBar,
  {
    '@media': {
      [largeMediaQuery]: {
        flexDirection: 'row',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
      },
    },
  },
]);

export const pill = style([
  filterPill,
  { display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] },
]);

export const count = style({ opacity: 0.8 });

export const live = style({ minHeight: 24 });

export const liveDot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  boxShadow: `0 0 0 4px color-mix(in srgb, ${vars.color.accent} 20%, transparent)`,
});

export const designLink = style({
  color: vars.color.textSecondary,
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '100%',
  selectors: {
    '&:hover': { color: vars.color.accent, textDecoration: 'underline' },
    '&:focus-visible': focusOutline,
  },
});
