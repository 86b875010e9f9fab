import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/theme.css';

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  minWidth: '200px',
});

export const name = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'none',
  letterSpacing: vars.letterSpacing.normal,
});

export const email = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  textTransform: 'none',
  letterSpacing: vars.letterSpacing.normal,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
