import { style } from '@vanilla-extract/css';
import { focusRing } from './focus-ring.css';
import { vars } from './theme/theme.css';

const motionOk = '(prefers-reduced-motion: no-preference)';

export const list = style({
  display: 'flex',
  gap: vars.space['1'],
  overflowX: 'auto',
  // The hairline is an inset shadow, not a border: the list scrolls sideways (so it clips), and
  // the selected tab's underline must sit on top of the hairline, inside the list's box.
  boxShadow: `inset 0 -1px 0 ${vars.color.hairline}`,
  scrollbarWidth: 'none',
});

export const tab = style([
  focusRing,
  {
    position: 'relative',
    flexShrink: 0,
    minHeight: vars.space['10'],
    padding: `${vars.space['2']} ${vars.space['4']}`,
    margin: 0,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.textSecondary,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    letterSpacing: vars.letterSpacing.wide,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    '@media': {
      [motionOk]: {
        transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
      },
    },
    selectors: {
      // The outline sits inside (the list scrolls sideways and would clip an outer one), and
      // clear of the bottom edge so the underline still shows on the focused tab.
      '&:focus-visible': { outlineOffset: '-4px' },
      '&[data-hover]': { color: vars.color.text },
      '&[data-selected]': { color: vars.color.text },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
      // The underline: champagne under the selected tab's label, over the list's hairline.
      '&::after': {
        content: '""',
        position: 'absolute',
        left: vars.space['4'],
        right: vars.space['4'],
        bottom: 0,
        height: '2px',
        borderRadius: vars.radius.full,
        background: vars.color.accent,
        opacity: 0,
        transform: 'scaleX(0.4)',
      },
      '&[data-selected]::after': { opacity: 1, transform: 'none' },
    },
  },
]);

// Underline motion lives in its own rule so the reduced-motion guard covers the pseudo-element.
export const tabMotion = style({
  '@media': {
    [motionOk]: {
      selectors: {
        '&::after': {
          transition: `opacity ${vars.motion.base} ${vars.motion.easing}, transform ${vars.motion.base} ${vars.motion.easing}`,
        },
      },
    },
  },
});

export const panel = style([
  focusRing,
  {
    paddingTop: vars.space['5'],
    borderRadius: vars.radius.sm,
  },
]);
