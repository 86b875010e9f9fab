import { style } from '@vanilla-extract/css';
import { focusRing } from './focus-ring.css';
import { vars } from './theme/theme.css';

const motionOk = '(prefers-reduced-motion: no-preference)';

export const field = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
});

export const box = style([
  focusRing,
  {
    flexShrink: 0,
    display: 'inline-grid',
    placeItems: 'center',
    width: '20px',
    height: '20px',
    // Centres the box on the label's first line.
    marginTop: '1px',
    border: `1px solid ${vars.color.textMuted}`,
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.onAccent,
    cursor: 'pointer',
    '@media': {
      [motionOk]: {
        transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
      },
    },
    selectors: {
      '&[data-hover]:not([data-disabled])': { borderColor: vars.color.textSecondary },
      '&[data-checked]': { background: vars.color.accent, borderColor: vars.color.accent },
      '&[data-checked][data-hover]:not([data-disabled])': {
        background: vars.color.accentHover,
        borderColor: vars.color.accentHover,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
]);

export const tick = style({
  opacity: 0,
  selectors: { [`${box}[data-checked] &`]: { opacity: 1 } },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    [`${field}[data-disabled] &`]: { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const description = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textSecondary,
  selectors: { [`${field}[data-disabled] &`]: { color: vars.color.textMuted } },
});
