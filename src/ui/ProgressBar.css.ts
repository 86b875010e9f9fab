import { keyframes, style } from '@vanilla-extract/css';
import { sprinkles } from './theme/sprinkles.css';
import { vars } from './theme/theme.css';

export const root = sprinkles({ display: 'flex', alignItems: 'center', gap: '3', width: 'full' });

export const track = style({
  position: 'relative',
  flexGrow: 1,
  height: vars.space['1'],
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.neutralBg,
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  left: 0,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  transition: `width ${vars.motion.slow} ${vars.motion.easing}`,
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

// A 40% band gliding across; at rest (reduced motion, screenshots) it sits in the middle.
export const indeterminate = style([
  fill,
  {
    width: '40%',
    transform: 'translateX(75%)',
    animation: `${slide} 1.4s ${vars.motion.easing} infinite`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
]);

export const value = style({
  // Fixed, so bars stacked in a list line up whatever their percentages.
  width: '5ch',
  flexShrink: 0,
  textAlign: 'right',
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});
