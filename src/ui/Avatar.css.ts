import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme/theme.css';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.raised,
    position: 'relative',
    // A thin champagne-tinted rim, like a setting around a stone; drawn above a photo too.
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        borderRadius: 'inherit',
        boxShadow: `inset 0 0 0 1px color-mix(in srgb, ${vars.color.accent} 35%, transparent)`,
        pointerEvents: 'none',
      },
    },
    color: vars.color.accent,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: vars.letterSpacing.wide,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: vars.space['8'], height: vars.space['8'], fontSize: vars.fontSize.xs },
      md: { width: vars.space['10'], height: vars.space['10'], fontSize: vars.fontSize.sm },
      lg: { width: vars.space['16'], height: vars.space['16'], fontSize: vars.fontSize.xl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
