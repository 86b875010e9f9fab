import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/theme.css';

export const line = style({ flex: 1, height: '1px', background: vars.color.hairline });
