// The payment result screens (success and cancelled): one centred panel, icon, text and action.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../ui/theme/theme.css';
import * as typography from '../../../ui/typography.css';

/** Shared by the payment result screens (success and cancelled). */
export const screen = style({
  minHeight: '100%',
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `${vars.space['12']} ${vars.space['4']}`,
  background: `radial-gradient(ellipse at 50% 35%, rgba(214, 183, 121, 0.07), transparent 60%)`,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  width: '100%',
  maxWidth: 480,
  textAlign: 'center',
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
      success: {
        color: vars.color.successFg,
        borderColor: `color-mix(in srgb, ${vars.color.successFg} 35%, transparent)`,
        background: vars.color.successBg,
      },
      warning: {
        color: vars.color.warningFg,
        borderColor: `color-mix(in srgb, ${vars.color.warningFg} 35%, transparent)`,
        background: vars.color.warningBg,
      },
    },
  },
  defaultVariants: { tone: 'accent' },
});

export const text = style([typography.lead, { textWrap: 'balance' }]);

export const action = style({ marginBlockStart: vars.space['4'] });
