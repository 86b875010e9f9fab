import { style } from '@vanilla-extract/css';
import { focusOutline } from './focus-ring.css';
import { largeMediaQuery } from './theme/breakpoints';
import { vars } from './theme/theme.css';

/**
 * The studio's shared text styles: the eyebrow / display title / lead trio that opens a page, and
 * the small secondary copy under it. Each resets its margin, so it reads the same on any element.
 * Compose them (`style([eyebrow, { ... }])`) when a screen needs a local difference.
 */

/** The small champagne capitals above a title ("Studio", "Checkout"). */
export const eyebrow = style({
  margin: 0,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

/** A page's serif headline, one step larger on wide screens. */
export const displayTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
  '@media': { [largeMediaQuery]: { fontSize: vars.fontSize['4xl'] } },
});

/** The introductory paragraph under a title; screens set their own measure (max width). */
export const lead = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

/** A short secondary line at the small size: hints, statuses, notes. */
export const caption = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});

/** Secondary prose at the small size, with the body's line height for text that wraps. */
export const smallProse = style([caption, { lineHeight: vars.lineHeight.normal }]);

/** The serif name on a gallery card: one line, cut with an ellipsis. */
export const cardTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** A section's serif heading inside a page or panel ("Buy credits", "Generated visuals"). */
export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

/** A section title one step larger on wide screens: a design's name, a screen's main section. */
export const headline = style([
  sectionTitle,
  { '@media': { [largeMediaQuery]: { fontSize: vars.fontSize['3xl'] } } },
]);

/** Small muted capitals naming a value or a row: "Total", a fact's term, "or". */
export const capsLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

/** A link inside running text, in champagne with a soft underline. */
export const textLink = style({
  color: vars.color.accent,
  textDecorationColor: `color-mix(in srgb, ${vars.color.accent} 45%, transparent)`,
  textUnderlineOffset: 3,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.accentHover },
    '&:focus-visible': focusOutline,
  },
});
