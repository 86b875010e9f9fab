import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { focusOutline } from '../../../ui/focus-ring.css';
import { galleryLink } from '../../../ui/gallery.css';
import { designMat as galleryMat, surfaceCard } from '../../../ui/surface.css';
import { sprinkles } from '../../../ui/theme/sprinkles.css';
import { vars } from '../../../ui/theme/theme.css';
import * as typography from '../../../ui/typography.css';

const ease = `${vars.motion.base} ${vars.motion.easing}`;

/** A small champagne link beside a heading ("See the whole collection"). */
export const link = style([
  sprinkles({ display: 'inline-flex', whiteSpace: 'nowrap', alignItems: 'center', gap: '1' }),
  sprinkles({ color: 'accent', fontSize: 'sm' }),
  { textUnderlineOffset: '3px', selectors: { '&:focus-visible': focusOutline } },
]);

// ---- Choose a design ----------------------------------------------------------------------

export const designLink = style([galleryLink, { height: '100%' }]);

export const mat = style([
  galleryMat,
  {
    selectors: {
      [`${designLink}:hover &`]: {
        borderColor: `color-mix(in srgb, ${vars.color.accent} 45%, transparent)`,
        boxShadow: vars.elevation['2'],
      },
    },
  },
]);

export const uploadMat = style({
  aspectRatio: '1 / 1',
  border: `1px dashed ${vars.color.border}`,
  background: `radial-gradient(ellipse at 50% 0%, rgba(214, 183, 121, 0.1), transparent 70%), ${vars.color.surface}`,
  transition: `border-color ${ease}`,
  selectors: { [`${designLink}:hover &`]: { borderColor: vars.color.accent } },
});

export const uploadHint = style({ maxWidth: 180 });

export const designMeta = sprinkles({ color: 'secondary', fontSize: 'xs', letterSpacing: 'wide' });

// ---- The studio: design + options ---------------------------------------------------------

const wide = (rules: StyleRule): StyleRule => ({ '@media': { [largeMediaQuery]: rules } });

export const studio = style(
  wide({ gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gridTemplateRows: 'auto 1fr' }),
);

// Narrow: the design, the choices, then cost and Generate. Wide: the choices fill the right
// column and the cost sits under the design on the left, beside the choices. Same DOM order in
// both, so the keyboard follows the reading order.
export const designPanel = style(wide({ gridColumn: '1', gridRow: '1' }));
export const optionsColumn = style(wide({ gridColumn: '2', gridRow: '1 / span 2' }));
export const summaryPlace = style(wide({ gridColumn: '1', gridRow: '2' }));

export const designMat = style({
  position: 'relative',
  flexShrink: 0,
  width: 112,
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.lg,
  background: 'radial-gradient(ellipse at 50% 42%, #1d1c1a 0%, #070708 75%)',
  border: `1px solid ${vars.color.hairline}`,
  overflow: 'hidden',
  boxShadow: vars.elevation['2'],
  '@media': {
    [largeMediaQuery]: { width: '100%', aspectRatio: '4 / 3', borderRadius: vars.radius.xl },
  },
});

/** Fills the mat minus its margin; object-fit keeps the whole piece in view whatever its shape. */
export const designMatImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space['2'],
  objectFit: 'contain',
  '@media': { [largeMediaQuery]: { padding: vars.space['8'] } },
});

export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 28,
  height: 28,
  borderRadius: vars.radius.full,
  border: `1px solid color-mix(in srgb, ${vars.color.accent} 55%, transparent)`,
  color: vars.color.accent,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

/** A radio drawn as a card (lay it out with Stack: gap 2, padding 4, position relative). */
export const choice = style([
  surfaceCard,
  {
    cursor: 'pointer',
    transition: `border-color ${ease}, background ${ease}`,
    selectors: {
      '&:hover': { borderColor: vars.color.border, background: vars.color.raised },
      '&:has(input:checked)': {
        borderColor: vars.color.accent,
        background: `linear-gradient(180deg, rgba(214, 183, 121, 0.09), transparent 80%), ${vars.color.raised}`,
      },
      '&:has(input:focus-visible)': focusOutline,
      '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
]);

export const choiceLabel = sprinkles({ color: 'text', fontSize: 'md', fontWeight: 'medium' });

export const choiceText = sprinkles({ color: 'secondary', fontSize: 'xs', lineHeight: 'normal' });

export const choiceCost = sprinkles({ color: 'muted', fontSize: 'xs', letterSpacing: 'wide' });

export const checkMark = style({
  display: 'grid',
  placeItems: 'center',
  width: 20,
  height: 20,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: 'transparent',
  flexShrink: 0,
  selectors: {
    [`${choice}:has(input:checked) &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
  },
});

export const swatch = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  boxShadow: 'inset 0 0 0 1px rgba(255, 255, 255, 0.06)',
  '::before': {
    // A soft contact shadow where the piece would rest.
    content: '""',
    position: 'absolute',
    left: '30%',
    right: '30%',
    bottom: '22%',
    height: '10%',
    borderRadius: '50%',
    background: 'radial-gradient(ellipse, rgba(0, 0, 0, 0.35), transparent 70%)',
  },
  '::after': {
    // And the glint of the piece itself.
    content: '""',
    position: 'absolute',
    left: '50%',
    top: '42%',
    width: '18%',
    aspectRatio: '1 / 1',
    transform: 'translate(-50%, -50%)',
    borderRadius: '50%',
    background:
      'radial-gradient(circle at 35% 30%, rgba(255, 255, 255, 0.95), rgba(236, 214, 170, 0.7) 35%, rgba(150, 118, 62, 0.35) 65%, transparent 72%)',
  },
});

/** The check of a scene sits on its swatch's corner, leaving the label the card's width. */
export const sceneMark = style({
  position: 'absolute',
  top: vars.space['3'],
  right: vars.space['3'],
  filter: 'drop-shadow(0 1px 2px rgba(0, 0, 0, 0.45))',
});

globalStyle(`${sceneMark} > span`, { background: 'rgba(12, 12, 13, 0.55)' });

export const selectedScene = style([typography.smallProse, { minHeight: '1.55em' }]);

// ---- Summary --------------------------------------------------------------------------------

export const summary = style({
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.hairline}`,
  background: `radial-gradient(ellipse at 100% 0%, rgba(214, 183, 121, 0.1), transparent 60%), ${vars.color.surface}`,
});

// A figure's value is in the interface face: the display serif's old-style figures read poorly
// as a balance.
export const figureValue = sprinkles({
  margin: '0',
  fontFamily: 'body',
  fontSize: 'xl',
  fontWeight: 'medium',
  lineHeight: 'tight',
  letterSpacing: 'tight',
  fontVariantNumeric: 'tabular-nums',
});

// ---- Visuals of the design -------------------------------------------------------------------

export const visualsEmpty = style([
  typography.caption,
  { border: `1px dashed ${vars.color.hairline}` },
]);

export const centered = style({ minHeight: 360 });
