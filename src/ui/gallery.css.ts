import { style } from '@vanilla-extract/css';
import { largeMediaQuery } from './theme/breakpoints';
import { focusOutline } from './focus-ring.css';
import { vars } from './theme/theme.css';

/** A list of designs or visuals as a grid: two columns when narrow, four when wide. */
export const galleryGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space['6']} ${vars.space['4']}`,
  '@media': {
    [largeMediaQuery]: {
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      gap: `${vars.space['8']} ${vars.space['6']}`,
    },
  },
});

/** The link around a gallery item: its mat above, its text below. */
export const galleryLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.lg,
  selectors: {
    '&:focus-visible': focusOutline,
  },
});

/** The text under a gallery item's mat, inset a little from the mat's edges. */
export const galleryText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  paddingInline: vars.space['1'],
});
