import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/theme.css';

export const screen = style({
  flex: 1,
  minHeight: '60vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['8'],
});
