import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

/** Fills the shell's main area, so the message sits in its middle. */
export const screen = style({ minHeight: '100%', flex: 1 });

export const title = style({
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
});
