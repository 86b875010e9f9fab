import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { pressTransition, primaryTone, secondaryTone } from './button-tones';
import { focusRing } from './focus-ring.css';
import { vars } from './theme/theme.css';

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space['2'],
      margin: 0,
      // Every variant keeps a 1px border (transparent when unseen) so sizes line up side by side.
      border: '1px solid transparent',
      borderRadius: vars.radius.md,
      fontFamily: vars.font.body,
      fontWeight: vars.fontWeight.medium,
      letterSpacing: vars.letterSpacing.wide,
      lineHeight: vars.lineHeight.tight,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      userSelect: 'none',
      ...pressTransition,
      selectors: {
        '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
        // Busy is not unavailable: keep full colour so the spinner and label read clearly.
        '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
      },
    },
  ],
  variants: {
    variant: {
      primary: primaryTone,
      secondary: secondaryTone,
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.hover },
          '&:active:not(:disabled)': { background: vars.color.pressed },
        },
      },
      danger: {
        background: vars.color.errorBg,
        borderColor: `color-mix(in srgb, ${vars.color.errorFg} 38%, transparent)`,
        color: vars.color.errorFg,
        selectors: {
          '&:hover:not(:disabled)': {
            background: `color-mix(in srgb, ${vars.color.errorFg} 22%, transparent)`,
          },
        },
      },
    },
    size: {
      sm: {
        minHeight: vars.space['8'],
        paddingInline: vars.space['3'],
        fontSize: vars.fontSize.sm,
        gap: vars.space['1.5'],
      },
      md: {
        minHeight: vars.space['10'],
        paddingInline: vars.space['4'],
        fontSize: vars.fontSize.sm,
      },
      lg: {
        minHeight: vars.space['12'],
        paddingInline: vars.space['6'],
        fontSize: vars.fontSize.md,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'secondary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

// Wraps icons (and the loading spinner) so they never squash and sit on the text's centre line.
export const icon = style({ display: 'inline-flex', flexShrink: 0 });

globalStyle(`${icon} > svg`, { width: '1.15em', height: '1.15em' });
