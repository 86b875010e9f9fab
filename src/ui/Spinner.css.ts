import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme/theme.css';

const spin = keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});

export const spinner = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      sm: { width: vars.space['4'], height: vars.space['4'] },
      md: { width: vars.space['6'], height: vars.space['6'] },
      lg: { width: vars.space['10'], height: vars.space['10'] },
    },
    tone: {
      accent: { color: vars.color.accent },
      // Inside a button: follow the button's text colour (champagne on champagne would vanish).
      current: { color: 'currentColor' },
    },
  },
  defaultVariants: { size: 'md', tone: 'accent' },
});

export const ring = style({
  width: '100%',
  height: '100%',
  animation: `${spin} 0.9s linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const track = style({ opacity: 0.2 });
