import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css';

const motionOk = '(prefers-reduced-motion: no-preference)';

// Takes no box of its own: the trigger lays out exactly as it would without a tooltip.
export const anchor = style({ display: 'contents' });

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const tooltip = style({
  position: 'fixed',
  top: 0,
  left: 0,
  zIndex: vars.zIndex.tooltip,
  maxWidth: 'min(280px, calc(100vw - 16px))',
  padding: `${vars.space['1.5']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.raised,
  boxShadow: vars.elevation['2'],
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: vars.letterSpacing.wide,
  textAlign: 'center',
  overflowWrap: 'break-word',
  pointerEvents: 'none',
  // Placement is written to `transform`; it must never animate (not even the reduced-motion
  // reset's 0.01ms), or the first frame after showing would measure at the corner.
  transitionProperty: 'none',
  '@media': {
    [motionOk]: {
      animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}`,
    },
  },
  selectors: { '&[hidden]': { display: 'none' } },
});
