import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../ui/focus-ring.css';
import { vars } from '../../../ui/theme/theme.css';

export const logo = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    textDecoration: 'none',
    color: vars.color.text,
    borderRadius: vars.radius.sm,
  },
]);

export const mark = style({ color: vars.color.accent });

export const word = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  whiteSpace: 'nowrap',
});
