import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/theme.css';

const ease = `${vars.motion.base} ${vars.motion.easing}`;

/** The caption lays itself out by the tile's own width (phones show two narrow tiles a row). */
export const tile = style({ containerType: 'inline-size' });

const revealed = `${tile}:hover &, ${tile}[data-hovered] &, ${tile}:focus-within &`;

/** The square dark mat the visual sits on. */
export const mat = style({
  aspectRatio: '1 / 1',
  background: '#08080a',
  border: `1px solid ${vars.color.hairline}`,
  transition: `border-color ${ease}`,
  selectors: { [revealed]: { borderColor: vars.color.border } },
});

/** What the mat shows (the thumbnail or a state placeholder), over its whole face. */
export const fill = style({ inset: 0 });

export const imageHidden = style({ position: 'absolute', opacity: 0, pointerEvents: 'none' });

export const skeleton = style({ width: '100%', height: '100%', borderRadius: vars.radius.md });

export const placeholder = style({});

globalStyle(`${placeholder} > svg`, { flexShrink: 0 });

const corner = vars.space['3'];

export const modelBadge = style({
  insetBlockStart: corner,
  insetInlineStart: corner,
  width: vars.space['8'],
  height: vars.space['8'],
  background: 'rgba(8, 8, 10, 0.72)',
  border: `1px solid ${vars.color.hairline}`,
  pointerEvents: 'none',
});

/** Actions shown on hover or keyboard focus, bottom right; a sibling of the open button. */
export const actions = style({
  insetBlockEnd: corner,
  insetInlineEnd: corner,
  opacity: 0,
  transform: 'translateY(4px)',
  transition: `opacity ${ease}, transform ${ease}`,
  selectors: { [revealed]: { opacity: 1, transform: 'none' } },
  // Touch screens have no hover: keep the actions in view.
  '@media': { '(hover: none)': { opacity: 1, transform: 'none' } },
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

/** Manage mode's delete icon: always in view, top right of the mat. */
export const manageDelete = style({
  position: 'absolute',
  insetBlockStart: corner,
  insetInlineEnd: corner,
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

export const label = style({ maxWidth: '100%', textOverflow: 'ellipsis' });

export const reason = style({
  maxWidth: '30ch',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
