import { style } from '@vanilla-extract/css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { vars } from '../../../ui/theme/theme.css';
import { BOTTOM_NAV_HEIGHT } from './BottomNav.css';

export const shell = style({ minHeight: '100dvh' });

export const main = style({
  // Keep content clear of the fixed bottom navigation on narrow screens.
  paddingBottom: BOTTOM_NAV_HEIGHT,
  '@media': { [largeMediaQuery]: { paddingBottom: 0 } },
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space['3'],
  top: '-100px',
  zIndex: vars.zIndex.tooltip,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.semibold,
  selectors: { '&:focus': { top: vars.space['3'] } },
});
