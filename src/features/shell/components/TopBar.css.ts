import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../ui/focus-ring.css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { vars } from '../../../ui/theme/theme.css';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.topBar,
  height: '56px',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `0 ${vars.space['3']}`,
  background: vars.color.topBar,
  borderBottom: `1px solid ${vars.color.hairline}`,
  '@media': {
    [largeMediaQuery]: {
      height: '68px',
      gridTemplateColumns: '1fr auto 1fr',
      padding: `0 ${vars.space['10']}`,
    },
  },
});

export const link = style([
  focusRing,
  {
    position: 'relative',
    padding: `${vars.space['2']} 0`,
    color: vars.color.textSecondary,
    textDecoration: 'none',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    letterSpacing: vars.letterSpacing.caps,
    textTransform: 'uppercase',
    borderRadius: vars.radius.sm,
    transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { color: vars.color.text },
      '&[aria-current="page"]': { color: vars.color.text },
      '&[aria-current="page"]::after': {
        content: '""',
        position: 'absolute',
        insetInline: 0,
        bottom: '-2px',
        height: '1px',
        background: vars.color.accent,
      },
    },
  },
]);

/** Holds the credit chip's place while the profile loads. */
export const chipSkeleton = style({ borderRadius: vars.radius.full });
