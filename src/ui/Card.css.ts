import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme/theme.css';

export const card = recipe({
  base: {
    display: 'block',
    background: vars.color.surface,
    border: `1px solid ${vars.color.hairline}`,
    borderRadius: vars.radius.lg,
    color: vars.color.text,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space['3'] },
      md: { padding: vars.space['5'] },
      lg: { padding: vars.space['8'] },
    },
    interactive: {
      true: {
        transitionProperty: 'transform, box-shadow, border-color',
        transitionDuration: vars.motion.base,
        transitionTimingFunction: vars.motion.easing,
        selectors: {
          // Lift on hover, and when anything inside is keyboard-focused, so both inputs get it.
          '&:hover, &:has(:focus-visible)': {
            transform: 'translateY(-2px)',
            borderColor: vars.color.border,
            boxShadow: vars.elevation['2'],
          },
        },
        '@media': {
          '(prefers-reduced-motion: reduce)': {
            selectors: { '&:hover, &:has(:focus-visible)': { transform: 'none' } },
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { padding: 'md', interactive: false },
});
