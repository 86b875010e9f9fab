import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme/theme.css';

const shimmer = keyframes({
  from: { backgroundPosition: '200% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.raised,
    // A soft band of light sweeping across; frozen, it rests just off the shape (plain raised fill).
    backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.hover} 50%, transparent 100%)`,
    backgroundSize: '50% 100%',
    backgroundRepeat: 'no-repeat',
    backgroundPosition: '-100% 0',
    animation: `${shimmer} 1.6s ${vars.motion.easing} infinite`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radius.sm, maxWidth: '100%' },
      rect: { height: vars.space['16'], borderRadius: vars.radius.md },
      circle: {
        width: vars.space['10'],
        height: vars.space['10'],
        borderRadius: vars.radius.full,
        flexShrink: 0,
      },
    },
  },
  defaultVariants: { shape: 'text' },
});
