import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/theme.css';

export const footer = style({ borderTop: `1px solid ${vars.color.hairline}` });

export const tagline = style({ fontStyle: 'italic' });
