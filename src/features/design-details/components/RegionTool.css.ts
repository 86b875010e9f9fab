import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../ui/focus-ring.css';
import { vars } from '../../../ui/theme/theme.css';

export const tool = style({ borderTop: `1px solid ${vars.color.hairline}` });

/** The drawing on paper white, its regions tinted over it. */
export const stage = style({
  maxHeight: 420,
  background: '#f4f1ea',
  border: `1px solid ${vars.color.hairline}`,
});

export const svg = style({ display: 'block', width: '100%', height: 'auto', maxHeight: 420 });

export const region = style([
  focusRing,
  {
    cursor: 'pointer',
    stroke: 'rgba(20, 20, 24, 0.35)',
    strokeWidth: 1,
    vectorEffect: 'non-scaling-stroke',
    selectors: {
      '&:hover': { stroke: vars.color.text, strokeWidth: 2 },
      '&[aria-pressed="true"]': { stroke: vars.color.accent, strokeWidth: 3 },
      '&:focus-visible': { outline: 'none', stroke: vars.color.accent, strokeWidth: 3 },
    },
  },
]);

export const openRegion = style({ strokeDasharray: '4 3' });

export const colourInput = style([
  focusRing,
  {
    width: 36,
    height: 28,
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    background: 'none',
    cursor: 'pointer',
  },
]);

export const swatch = style({
  display: 'inline-block',
  width: 10,
  height: 10,
  marginInlineEnd: vars.space['1'],
  borderRadius: 2,
  border: '1px solid rgba(0, 0, 0, 0.25)',
  verticalAlign: 'middle',
});

/** The open swatch: no fill, a dashed edge like an open region's. */
export const openSwatch = style({ borderStyle: 'dashed', background: 'transparent' });
