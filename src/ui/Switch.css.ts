import { style } from '@vanilla-extract/css';
import { focusRing } from './focus-ring.css';
import { vars } from './theme/theme.css';

const motionOk = '(prefers-reduced-motion: no-preference)';

export const field = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  minWidth: 0,
  // Centres a one-line label on the 24px track.
  paddingTop: vars.space['0.5'],
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  cursor: 'pointer',
  // Disabled text dims to the muted ivory (still AA), not by opacity, so it stays legible.
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

const trackWidth = '44px';
const trackHeight = '24px';
const thumbSize = '16px';
const inset = '3px';

export const track = style([
  focusRing,
  {
    position: 'relative',
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    width: trackWidth,
    height: trackHeight,
    padding: 0,
    margin: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    background: vars.color.neutralBg,
    cursor: 'pointer',
    '@media': {
      [motionOk]: {
        transition: `background-color ${vars.motion.base} ${vars.motion.easing}, border-color ${vars.motion.base} ${vars.motion.easing}`,
      },
    },
    selectors: {
      '&[data-hover]:not([data-disabled])': { borderColor: vars.color.textMuted },
      '&[data-checked]': { background: vars.color.accent, borderColor: vars.color.accent },
      '&[data-checked][data-hover]:not([data-disabled])': {
        background: vars.color.accentHover,
        borderColor: vars.color.accentHover,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
]);

export const thumb = style({
  display: 'block',
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  background: vars.color.textSecondary,
  boxShadow: vars.elevation['1'],
  transform: `translateX(${inset})`,
  '@media': {
    [motionOk]: {
      transition: `transform ${vars.motion.base} ${vars.motion.easing}, background-color ${vars.motion.base} ${vars.motion.easing}`,
    },
  },
  selectors: {
    [`${track}[data-checked] &`]: {
      // Track width - 2px border - thumb - inset.
      transform: `translateX(calc(${trackWidth} - 2px - ${thumbSize} - ${inset}))`,
      background: vars.color.onAccent,
    },
  },
});
