import { style } from '@vanilla-extract/css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { vars } from '../../../ui/theme/theme.css';

// The narrow top bar has no room beside the logo: there the chip keeps to the balance.
export const reserved = style({
  display: 'none',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  whiteSpace: 'nowrap',
  '@media': { [largeMediaQuery]: { display: 'inline' } },
});
