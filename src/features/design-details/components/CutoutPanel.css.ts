import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../../ui/focus-ring.css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { vars } from '../../../ui/theme/theme.css';

/** The mat the crop panel uses too, so the two images sit on the same dark. */
const MAT = '#070708';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.raised,
  border: `1px solid ${vars.color.hairline}`,
  '@media': { [largeMediaQuery]: { padding: vars.space['5'] } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.textSecondary,
  fontWeight: vars.fontWeight.medium,
});

export const reasons = style({
  margin: 0,
  paddingInlineStart: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

/** Square like the crop mat; the stage inside keeps the image's own proportions. */
export const frame = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  width: '100%',
  display: 'grid',
  placeItems: 'center',
  background: MAT,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.hairline}`,
  padding: vars.space['3'],
  overflow: 'hidden',
  containerType: 'size',
});

// The checkerboard says "transparent" the way every image editor does, in warm light greys that
// let a pencil line or a dark stone read as clearly as a bright metal.
const checker = {
  backgroundColor: '#d9d5cc',
  backgroundImage:
    'conic-gradient(#c3beb4 25%, transparent 25% 50%, #c3beb4 50% 75%, transparent 75%)',
  backgroundSize: '16px 16px',
};

export const stage = style({
  position: 'relative',
  maxWidth: '100%',
  maxHeight: '100%',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  selectors: {
    '&[data-view="checker"]': checker,
    '&[data-view="mat"]': { background: MAT, boxShadow: `0 0 0 1px ${vars.color.hairline}` },
    '&[data-view="original"]': { background: MAT },
  },
});

export const canvas = style([
  focusRing,
  {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    display: 'block',
    // Touch strokes paint instead of scrolling the page.
    touchAction: 'none',
    cursor: 'crosshair',
    selectors: {
      '&[aria-disabled="true"]': { cursor: 'default' },
      '&:focus-visible': { outlineOffset: '-2px' },
    },
  },
]);

export const centred = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
});

export const busy = style({
  position: 'absolute',
  insetInlineStart: vars.space['2'],
  insetBlockStart: vars.space['2'],
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['1.5']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  background: 'rgba(12, 12, 13, 0.86)',
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
  pointerEvents: 'none',
});

export const controls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  justifyContent: 'space-between',
});

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1.5'],
});

/** A tool that stays chosen: champagne outline and a faint fill when pressed. */
export const toolButton = style({
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.accent,
      background: `color-mix(in srgb, ${vars.color.accent} 14%, transparent)`,
      color: vars.color.text,
    },
  },
});

export const size = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});

export const sizeInput = style([
  focusRing,
  {
    width: 112,
    accentColor: vars.color.accent,
    cursor: 'pointer',
    selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.55 } },
  },
]);

export const sizeValue = style({
  minWidth: '3.2em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

/** Segmented radio groups (background, motif): native radios, visually replaced. */
export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const legend = style({
  padding: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textSecondary,
  letterSpacing: vars.letterSpacing.wide,
});

export const segments = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  padding: vars.space['0.5'],
  gap: vars.space['0.5'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const radioInput = style({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  cursor: 'inherit',
});

export const segment = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 30,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
  color: vars.color.textSecondary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.hover },
    '&:has(input:checked)': { background: vars.color.pressed, color: vars.color.text },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '1px',
    },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const motifs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))',
  gap: vars.space['2'],
});

export const motif = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: vars.space['1.5'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.hairline}`,
  cursor: 'pointer',
  fontSize: vars.fontSize.xs,
  color: vars.color.textSecondary,
  selectors: {
    '&:hover': { borderColor: vars.color.border },
    '&:has(input:checked)': {
      borderColor: vars.color.accent,
      color: vars.color.text,
      background: `color-mix(in srgb, ${vars.color.accent} 10%, transparent)`,
    },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '1px',
    },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const motifThumb = style({
  width: 64,
  height: 48,
  borderRadius: vars.radius.sm,
  backgroundColor: '#ebe8e1',
  backgroundRepeat: 'no-repeat',
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textSecondary,
});

/** The keyboard shortcuts: shown where a keyboard is likely (the wide layout). */
export const keys = style({
  display: 'none',
  '@media': { [largeMediaQuery]: { display: 'inline' } },
});

globalStyle(`${hint} kbd`, {
  fontFamily: vars.font.body,
  fontSize: '11px',
  padding: '0 4px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});
