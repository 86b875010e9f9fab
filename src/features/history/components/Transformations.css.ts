import { style } from '@vanilla-extract/css';
import { filterBar, filterPill } from '../../../ui/filters.css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { vars } from '../../../ui/theme/theme.css';

const focusVisible = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' };

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

export const pills = style({
  display: 'flex',
  gap: vars.space['2'],
  margin: 0,
  listStyle: 'none',
  flexWrap: 'wrap',
  padding: vars.space['1'],
  marginInline: `calc(-1 * ${vars.space['1']})`,
});

export const pill = style([
  filterPill,
  { display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] },
]);

export const count = style({
  fontSize: vars.fontSize.xs,
  opacity: 0.8,
  fontVariantNumeric: 'tabular-nums',
});

export const kindField = style({
  width: '100%',
  '@media': { [largeMediaQuery]: { width: 220, flexShrink: 0 } },
});

export const live = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  margin: 0,
  minHeight: 24,
});

export const liveDot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  boxShadow: `0 0 0 4px color-mix(in srgb, ${vars.color.accent} 20%, transparent)`,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${vars.space['2']}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  paddingInline: vars.space['1'],
  minWidth: 0,
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
    '&:focus-visible': focusVisible,
  },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

/** The end of the grid: 'Load older visuals', centred under it. */
export const older = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space['2'],
});
