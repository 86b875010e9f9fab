import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../../ui/focus-ring.css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { coverButton } from '../../../ui/surface.css';
import { vars } from '../../../ui/theme/theme.css';
import * as typography from '../../../ui/typography.css';

const large = largeMediaQuery;
const hairline = `1px solid ${vars.color.hairline}`;

/** The detail page's measure (its layout is a Stack). */
export const page = style({ maxWidth: '1240px' });

// ---- The piece -------------------------------------------------------------------------------

export const hero = style({
  '@media': { [large]: { gridTemplateColumns: 'minmax(0, 500px) minmax(0, 1fr)' } },
});

/** The master image on its dark mat. */
export const masterMat = style({
  aspectRatio: '1 / 1',
  background: 'radial-gradient(ellipse at 50% 42%, #1a1a1d 0%, #0a0a0c 68%)',
  border: hairline,
  boxShadow: vars.elevation['2'],
});

/** Over the whole mat. */
export const fill = style({ inset: 0 });

export const masterImage = style([fill, { width: '100%', height: '100%', objectFit: 'contain' }]);

export const masterOpen = style([
  coverButton,
  { selectors: { '&:focus-visible': { outlineOffset: '-3px' } } },
]);

export const masterCaption = style({ minHeight: vars.space['10'] });

/** The ghost button's text lines up with the mat's right edge. */
export const captionAction = style({ marginInlineEnd: `calc(-1 * ${vars.space['3']})` });

/** The display title, larger still when wide: the piece's name is the page. */
export const title = style([
  typography.displayTitle,
  { overflowWrap: 'anywhere', '@media': { [large]: { fontSize: '56px' } } },
]);

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 9rem) minmax(0, 1fr)',
  margin: 0,
  borderTop: hairline,
});

globalStyle(`${facts} > dt, ${facts} > dd`, {
  margin: 0,
  padding: `${vars.space['3']} 0`,
  borderBottom: hairline,
  display: 'flex',
  alignItems: 'center',
});

globalStyle(`${facts} > dt`, {
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

globalStyle(`${facts} > dd`, {
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const description = style([typography.lead, { maxWidth: '62ch' }]);

/** The chip is the tooltip's trigger: a bare button around it. */
export const chipButton = style([
  focusRing,
  {
    display: 'inline-flex',
    padding: 0,
    border: 'none',
    background: 'transparent',
    borderRadius: vars.radius.full,
    cursor: 'help',
  },
]);

// ---- Generated visuals -----------------------------------------------------------------------

export const historyHeader = style({ borderBottom: hairline });

export const newLine = style({ marginTop: `calc(-1 * ${vars.space['2']})` });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space['5']} ${vars.space['3']}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [large]: {
      gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
      gap: `${vars.space['8']} ${vars.space['6']}`,
    },
  },
});

// ---- States ----------------------------------------------------------------------------------

export const statePanel = style({ minHeight: '60vh' });

export const stateText = style([typography.lead, { maxWidth: '44ch' }]);

export const alertPanel = style({ maxWidth: '640px' });
