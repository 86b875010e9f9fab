import { globalStyle } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { pressTransition, primaryTone, secondaryTone } from './button-tones';
import { focusRing } from './focus-ring.css';
import { vars } from './theme/theme.css';

export const iconButton = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      padding: 0,
      margin: 0,
      border: '1px solid transparent',
      borderRadius: vars.radius.full,
      cursor: 'pointer',
      ...pressTransition,
      selectors: {
        '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
      },
    },
  ],
  variants: {
    variant: {
      ghost: {
        background: 'transparent',
        color: vars.color.textSecondary,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.hover, color: vars.color.text },
          '&:active:not(:disabled)': { background: vars.color.pressed },
        },
      },
      secondary: secondaryTone,
      primary: primaryTone,
    },
    size: {
      sm: { width: vars.space['8'], height: vars.space['8'] },
      md: { width: vars.space['10'], height: vars.space['10'] },
      lg: { width: vars.space['12'], height: vars.space['12'] },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

// Icons are sized by the button, so callers can pass a bare <Heart /> without thinking.
const iconSizes = { sm: vars.space['4'], md: vars.space['5'], lg: vars.space['5'] } as const;
for (const [size, length] of Object.entries(iconSizes)) {
  globalStyle(`${iconButton.classNames.variants.size[size as keyof typeof iconSizes]} > svg`, {
    width: length,
    height: length,
  });
}
