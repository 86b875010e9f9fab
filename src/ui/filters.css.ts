import { style } from '@vanilla-extract/css';
import { largeMediaQuery } from './theme/breakpoints';
import { focusOutline } from './focus-ring.css';
import { vars } from './theme/theme.css';

/**
 * A rounded toggle button in a row of filters; `aria-pressed="true"` marks the chosen one in
 * champagne. A screen adds its own layout (an icon and a count, a transition).
 */
export const filterPill = style({
  flexShrink: 0,
  whiteSpace: 'nowrap',
  minHeight: 36,
  padding: `0 ${vars.space['4']}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.hairline}`,
  background: 'transparent',
  color: vars.color.textSecondary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.hover, color: vars.color.text },
    '&:focus-visible': focusOutline,
    '&[aria-pressed="true"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

/** The band of filters above a gallery, ruled off from it by a hairline. */
export const filterBar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  paddingBottom: vars.space['6'],
  borderBottom: `1px solid ${vars.color.hairline}`,
});

/**
 * A row of filter pills as a list (lay it out with Inline: gap 2, padding 1): the padding gives
 * the pills' focus rings room, and the row is pulled out by as much so the pills line up.
 */
export const filterPillList = style({
  margin: 0,
  listStyle: 'none',
  marginInline: `calc(-1 * ${vars.space['1']})`,
});

/** A select at the end of the filters: full width when narrow, a fixed width when wide. */
export const filterSelect = style({
  width: '100%',
  '@media': { [largeMediaQuery]: { width: 220, flexShrink: 0 } },
});
