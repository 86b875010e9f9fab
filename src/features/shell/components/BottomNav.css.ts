import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../ui/focus-ring.css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { vars } from '../../../ui/theme/theme.css';

export const BOTTOM_NAV_HEIGHT = '64px';

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.topBar,
  height: BOTTOM_NAV_HEIGHT,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  background: vars.color.topBar,
  borderTop: `1px solid ${vars.color.hairline}`,
  paddingBottom: 'env(safe-area-inset-bottom)',
  '@media': { [largeMediaQuery]: { display: 'none' } },
});

export const link = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['1'],
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    letterSpacing: vars.letterSpacing.wide,
    textDecoration: 'none',
    color: vars.color.textMuted,
    transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { color: vars.color.text },
      '&[aria-current="page"]': { color: vars.color.accent },
    },
  },
]);
