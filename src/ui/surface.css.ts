import { style } from '@vanilla-extract/css';
import { focusRing } from './focus-ring.css';
import { sprinkles } from './theme/sprinkles.css';
import { vars } from './theme/theme.css';

/**
 * The studio's shared surfaces: raised panels and cards on a hairline rim, the glowing dashed
 * panel that invites an upload, and the dark mats designs are shown on. Layout (padding, gaps)
 * stays with each screen; compose these with `style([surfacePanel, { ... }])`.
 */

/** A large raised panel: plan cards, the credits panel, a progress card. */
export const surfacePanel = style({
  border: `1px solid ${vars.color.hairline}`,
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
});

/** A smaller raised card with the tighter corner: feature cards, option cards. */
export const surfaceCard = style({
  border: `1px solid ${vars.color.hairline}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

/** A dashed panel lit from its top edge: where a design can be dropped, or will appear. */
export const glowPanel = style({
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  background: `radial-gradient(ellipse at 50% 0%, rgba(214, 183, 121, 0.08), transparent 70%), ${vars.color.surface}`,
});

/**
 * The square dark mat a design sits on in a gallery, softly lit from the centre. Its rim and
 * shadow ease, so a screen can light it up when the link around it is hovered.
 */
export const designMat = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['4'],
  overflow: 'hidden',
  border: `1px solid ${vars.color.hairline}`,
  borderRadius: vars.radius.lg,
  background: 'radial-gradient(ellipse at 50% 40%, #1a1918 0%, #08080a 72%)',
  transition: `border-color ${vars.motion.base} ${vars.motion.easing}, box-shadow ${vars.motion.base} ${vars.motion.easing}`,
});

/** A design image filling its mat, whole whatever its shape. */
export const matImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
});

/** A transparent button over a whole mat, opening what the mat shows in a viewer. */
export const coverButton = style([
  focusRing,
  {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    padding: 0,
    margin: 0,
    border: 'none',
    borderRadius: 'inherit',
    background: 'transparent',
    cursor: 'zoom-in',
    selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
  },
]);

/** A round badge holding an icon in champagne; a screen sets its size, rim and fill. */
export const iconBadge = sprinkles({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  borderRadius: 'full',
  color: 'accent',
});

/**
 * A flat square mat in the darkest tone, for one image to be looked at closely (a crop, a
 * cut-out). Its content can size itself against the mat's inner box (`cqw`, `cqh`); a screen
 * lays it out (position, grid, padding, corner) with the sprinkles.
 */
export const darkMatColour = '#070708';
export const darkMat = style({
  aspectRatio: '1 / 1',
  background: darkMatColour,
  border: `1px solid ${vars.color.hairline}`,
  containerType: 'size',
});

/** A hairline rim, for a panel whose fill and corner come from the sprinkles. */
export const hairlineRim = style({ border: `1px solid ${vars.color.hairline}` });
