// The payment result screens (success and cancelled): one centred panel, icon, text and action.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../ui/theme/theme.css';
import * as typography from '../../../ui/typography.css';

export const screen = style({
  minHeight: '100%',
  background: `radial-gradient(ellipse at 50% 35%, rgba(214, 183, 121, 0.07), transparent 60%)`,
});

export const panel = recipe({
  variants: { width: { wide: { maxWidth: 480 }, narrow: { maxWidth: 460 } } },
});

const tone = (color: string, background: string) => ({
  color,
  borderColor: `color-mix(in srgb, ${color} 35%, transparent)`,
  background,
});

export const icon = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    width: 72,
    height: 72,
    marginBlockEnd: vars.space['2'],
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.hairline}`,
    background: vars.color.surface,
    color: vars.color.accent,
  },
  variants: {
    tone: {
      accent: {},
      success: tone(vars.color.successFg, vars.color.successBg),
      warning: tone(vars.color.warningFg, vars.color.warningBg),
    },
  },
  defaultVariants: { tone: 'accent' },
});

export const text = style([typography.lead, { textWrap: 'balance' }]);
