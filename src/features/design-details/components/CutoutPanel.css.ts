import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../../ui/focus-ring.css';
import { darkMatColour } from '../../../ui/surface.css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { vars } from '../../../ui/theme/theme.css';

// The checkerboard says "transparent" the way every image editor does, in warm light greys that
// let a pencil line or a dark stone read as clearly as a bright metal.
const checker = {
  backgroundColor: '#d9d5cc',
  backgroundImage:
    'conic-gradient(#c3beb4 25%, transparent 25% 50%, #c3beb4 50% 75%, transparent 75%)',
  backgroundSize: '16px 16px',
};

/** Inside the square mat, the stage keeps the image's own proportions. */
export const stage = style({
  maxWidth: '100%',
  maxHeight: '100%',
  selectors: {
    '&[data-view="checker"]': checker,
    '&[data-view="mat"]': {
      background: darkMatColour,
      boxShadow: `0 0 0 1px ${vars.color.hairline}`,
    },
    '&[data-view="original"]': { background: darkMatColour },
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

export const covering = style({ inset: 0 });

export const busy = style({
  insetInlineStart: vars.space['2'],
  insetBlockStart: vars.space['2'],
  background: 'rgba(12, 12, 13, 0.86)',
  border: `1px solid ${vars.color.border}`,
  pointerEvents: 'none',
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

export const sizeInput = style([
  focusRing,
  {
    width: 112,
    accentColor: vars.color.accent,
    cursor: 'pointer',
    selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.55 } },
  },
]);

export const sizeValue = style({ minWidth: '3.2em' });

export const motifs = style({ gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))' });

export const motif = style({
  border: `1px solid ${vars.color.hairline}`,
  cursor: 'pointer',
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
  backgroundColor: '#ebe8e1',
  backgroundRepeat: 'no-repeat',
});

/** The keyboard shortcuts: shown where a keyboard is likely (the wide layout). */
export const keys = style({
  display: 'none',
  '@media': { [largeMediaQuery]: { display: 'inline' } },
});

globalStyle(`${keys} kbd`, {
  fontFamily: vars.font.body,
  fontSize: '11px',
  padding: '0 4px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});
