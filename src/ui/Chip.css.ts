import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from './focus-ring.css';
import { vars } from './theme/theme.css';

const tinted = (fg: string, bg: string) => ({
  background: bg,
  color: fg,
  borderColor: `color-mix(in srgb, ${fg} 28%, transparent)`,
});

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1.5'],
    minHeight: vars.space['6'],
    paddingInline: vars.space['3'],
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    letterSpacing: vars.letterSpacing.wide,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
  },
  variants: {
    tone: {
      neutral: tinted(vars.color.neutralFg, vars.color.neutralBg),
      success: tinted(vars.color.successFg, vars.color.successBg),
      warning: tinted(vars.color.warningFg, vars.color.warningBg),
      error: tinted(vars.color.errorFg, vars.color.errorBg),
      accent: tinted(
        vars.color.accent,
        `color-mix(in srgb, ${vars.color.accent} 12%, transparent)`,
      ),
    },
    interactive: {
      true: [
        focusRing,
        {
          cursor: 'pointer',
          transition: `filter ${vars.motion.fast} ${vars.motion.easing}`,
          selectors: { '&:hover': { filter: 'brightness(1.15)' } },
        },
      ],
      false: {},
    },
  },
  defaultVariants: { tone: 'neutral', interactive: false },
});

export const chipIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  marginInlineStart: `calc(${vars.space['1']} * -1)`,
});

// Icons scale with the chip's text so any lucide icon fits without a size prop.
globalStyle(`${chipIcon} > svg`, { width: '1.2em', height: '1.2em' });
