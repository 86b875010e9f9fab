import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export const screen = style({
  minHeight: '100%',
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  padding: vars.space['8'],
  textAlign: 'center',
});

export const icon = style({ color: vars.color.accent });

export const title = style({
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
});
