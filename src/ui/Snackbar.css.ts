import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { largeMediaQuery } from './theme/breakpoints';
import { vars } from './theme/theme.css';

const motionOk = '(prefers-reduced-motion: no-preference)';

// The live region: always in the document (so announcements are reliable), bottom centre, above
// the narrow layout's bottom navigation.
export const region = style({
  position: 'fixed',
  left: '50%',
  bottom: `calc(88px + env(safe-area-inset-bottom))`,
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.snackbar,
  width: `min(560px, calc(100vw - 2 * ${vars.space['4']}))`,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  '@media': {
    [largeMediaQuery]: { bottom: vars.space['6'] },
  },
});

export const card = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    maxWidth: '100%',
    minHeight: '52px',
    padding: `${vars.space['2']} ${vars.space['2']} ${vars.space['2']} ${vars.space['4']}`,
    background: vars.color.raised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.elevation['3'],
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
    // The closed state only applies with motion: with reduced motion it is never transparent.
    '@media': {
      [motionOk]: {
        transitionProperty: 'opacity, transform',
        transitionDuration: vars.motion.base,
        transitionTimingFunction: vars.motion.easing,
        selectors: { '&[data-closed]': { opacity: 0, transform: 'translateY(8px)' } },
      },
    },
  },
  variants: {
    tone: {
      neutral: {},
      success: {},
      error: {},
    },
  },
});

export const icon = recipe({
  base: { display: 'inline-flex', flexShrink: 0 },
  variants: {
    tone: {
      neutral: { color: vars.color.accent },
      success: { color: vars.color.successFg },
      error: { color: vars.color.errorFg },
    },
  },
});

globalStyle(`${icon.classNames.base} > svg`, { width: '20px', height: '20px' });

export const message = style({
  flex: '1 1 auto',
  minWidth: 0,
  paddingBlock: vars.space['1.5'],
  overflowWrap: 'anywhere',
});

export const trailing = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  flexShrink: 0,
});
