import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../../ui/focus-ring.css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { vars } from '../../../ui/theme/theme.css';
import * as typography from '../../../ui/typography.css';

const large = largeMediaQuery;

/** The detail page's measure (its layout is a Stack). */
export const page = style({ maxWidth: '1240px' });

// ---- The piece -------------------------------------------------------------------------------

export const hero = style({
  '@media': { [large]: { gridTemplateColumns: 'minmax(0, 500px) minmax(0, 1fr)' } },
});

/** The master image on its dark mat. */
export const masterMat = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  width: '100%',
  borderRadius: vars.radius.xl,
  background: 'radial-gradient(ellipse at 50% 42%, #1a1a1d 0%, #0a0a0c 68%)',
  border: `1px solid ${vars.color.hairline}`,
  overflow: 'hidden',
  boxShadow: vars.elevation['2'],
});

export const masterImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  padding: vars.space['6'],
  '@media': { [large]: { padding: vars.space['10'] } },
});

export const masterOpen = style([
  focusRing,
  {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    padding: 0,
    border: 'none',
    background: 'transparent',
    borderRadius: 'inherit',
    cursor: 'zoom-in',
    selectors: { '&:focus-visible': { outlineOffset: '-3px' } },
  },
]);

export const masterEmpty = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
});

export const masterCaption = style({
  minHeight: vars.space['10'],
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

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
  borderTop: `1px solid ${vars.color.hairline}`,
});

globalStyle(`${facts} > dt, ${facts} > dd`, {
  margin: 0,
  padding: `${vars.space['3']} 0`,
  borderBottom: `1px solid ${vars.color.hairline}`,
});

globalStyle(`${facts} > dt`, {
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  display: 'flex',
  alignItems: 'center',
});

globalStyle(`${facts} > dd`, {
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  display: 'flex',
  alignItems: 'center',
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
    color: 'inherit',
  },
]);

export const tooltipTitle = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
});

export const tooltipList = style({
  margin: `${vars.space['1']} 0 0`,
  paddingInlineStart: vars.space['4'],
});

// ---- Generated visuals -----------------------------------------------------------------------

export const historyHeader = style({ borderBottom: `1px solid ${vars.color.hairline}` });

export const historyTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  '@media': { [large]: { fontSize: vars.fontSize['3xl'] } },
});

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

export const stateTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.medium,
});

export const stateText = style({
  margin: 0,
  maxWidth: '44ch',
  color: vars.color.textSecondary,
  lineHeight: vars.lineHeight.normal,
});

export const alertPanel = style({ maxWidth: '640px' });
