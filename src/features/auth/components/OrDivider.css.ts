import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/theme.css';

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
});

export const line = style({ flex: 1, height: '1px', background: vars.color.hairline });

export const word = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});
