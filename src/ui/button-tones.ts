// Style pieces every pressable control shares (Button, IconButton), so their tones stay identical.
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './theme/theme.css';

export const pressTransition: StyleRule = {
  transitionProperty: 'background-color, border-color, color, opacity',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
};

export const primaryTone: StyleRule = {
  background: vars.color.accent,
  color: vars.color.onAccent,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.accentHover },
    '&:active:not(:disabled)': { background: vars.color.accent },
  },
};

export const secondaryTone: StyleRule = {
  background: 'transparent',
  borderColor: vars.color.border,
  color: vars.color.text,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.hover },
    '&:active:not(:disabled)': { background: vars.color.pressed },
  },
};
