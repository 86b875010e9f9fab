import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../../ui/focus-ring.css';
import { vars } from '../../../ui/theme/theme.css';

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  width: '100%',
  color: vars.color.text,
  // The caption lays itself out by the tile's own width (phones show two narrow tiles a row).
  containerType: 'inline-size',
});

/** The square dark mat the visual sits on. */
export const mat = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  width: '100%',
  borderRadius: vars.radius.lg,
  background: '#08080a',
  border: `1px solid ${vars.color.hairline}`,
  overflow: 'hidden',
  transition: `border-color ${vars.motion.base} ${vars.motion.easing}`,
  selectors: {
    [`${tile}:hover &, ${tile}[data-hovered] &, ${tile}:focus-within &`]: {
      borderColor: vars.color.border,
    },
  },
});

/** What the mat shows: the thumbnail or a state placeholder. */
export const surface = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['4'],
});

/** Completed visuals open in the viewer: a transparent button over the whole mat. */
export const openButton = style([
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

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
});

export const imageHidden = style({ position: 'absolute', opacity: 0, pointerEvents: 'none' });

export const skeleton = style({ width: '100%', height: '100%', borderRadius: vars.radius.md });

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.wide,
  textAlign: 'center',
});

export const placeholderError = style({ color: vars.color.errorFg });

export const modelBadge = style({
  position: 'absolute',
  insetBlockStart: vars.space['3'],
  insetInlineStart: vars.space['3'],
  display: 'grid',
  placeItems: 'center',
  width: vars.space['8'],
  height: vars.space['8'],
  borderRadius: vars.radius.full,
  background: 'rgba(8, 8, 10, 0.72)',
  border: `1px solid ${vars.color.hairline}`,
  color: vars.color.accent,
  pointerEvents: 'none',
});

export const modelIconOnly = style({ color: vars.color.accent });

/** Actions shown on hover or keyboard focus, bottom right; a sibling of the open button. */
export const actions = style({
  position: 'absolute',
  insetBlockEnd: vars.space['3'],
  insetInlineEnd: vars.space['3'],
  display: 'flex',
  gap: vars.space['2'],
  opacity: 0,
  transform: 'translateY(4px)',
  transition: `opacity ${vars.motion.base} ${vars.motion.easing}, transform ${vars.motion.base} ${vars.motion.easing}`,
  selectors: {
    [`${tile}:hover &, ${tile}[data-hovered] &, ${tile}:focus-within &`]: {
      opacity: 1,
      transform: 'none',
    },
  },
  '@media': {
    // Touch screens have no hover: keep the actions in view.
    '(hover: none)': { opacity: 1, transform: 'none' },
  },
});

export const actionButton = style({
  background: 'rgba(8, 8, 10, 0.82)',
  borderColor: vars.color.border,
  color: vars.color.text,
  backdropFilter: 'blur(6px)',
});

export const deleteButton = style({
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.errorFg, borderColor: vars.color.errorFg },
  },
});

/**
 * Label and chips on one line; on a narrow tile (every tile of a row alike) the chips go below the
 * label rather than crush it to a letter.
 */
export const caption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
  '@container': {
    '(max-width: 12.5rem)': { flexDirection: 'column', alignItems: 'flex-start' },
  },
});

export const badges = style({
  display: 'flex',
  flexShrink: 0,
  gap: vars.space['1.5'],
});

export const label = style({
  flex: 1,
  minWidth: 0,
  maxWidth: '100%',
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const reason = style({
  margin: 0,
  maxWidth: '30ch',
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const placeholderTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

globalStyle(`${placeholder} > svg`, { flexShrink: 0 });

/** Manage mode's delete icon: always in view, top right of the mat. */
export const manageDelete = style({
  position: 'absolute',
  insetBlockStart: vars.space['3'],
  insetInlineEnd: vars.space['3'],
});
