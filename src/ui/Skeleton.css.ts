import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme/theme.css';

// The band moves by transform, which the compositor animates on its own: a moving background
// repainted the page's main thread every frame (Lighthouse counted it against /pricing's plans).
const shimmer = keyframes({
  from: { transform: 'translateX(200%)' },
  to: { transform: 'translateX(-100%)' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    position: 'relative',
    overflow: 'hidden',
    backgroundColor: vars.color.raised,
    selectors: {
      // A soft band of light sweeping across; frozen, it rests just off the shape (plain raised fill).
      '&::after': {
        content: '""',
        position: 'absolute',
        insetBlock: 0,
        insetInlineStart: 0,
        width: '50%',
        backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.hover} 50%, transparent 100%)`,
        transform: 'translateX(-100%)',
        animation: `${shimmer} 1.6s ${vars.motion.easing} infinite`,
      },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        selectors: { '&::after': { animation: 'none' } },
      },
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
