import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { motionOk, overlayBackdrop } from './overlay.css';
import { vars } from './theme/theme.css';

export const root = style({ position: 'relative', zIndex: vars.zIndex.drawer });

export const backdrop = overlayBackdrop(vars.motion.slow);

export const panel = recipe({
  base: {
    position: 'fixed',
    top: 0,
    bottom: 0,
    display: 'flex',
    flexDirection: 'column',
    width: 'min(86vw, 320px)',
    height: '100dvh',
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.elevation['3'],
    outline: 'none',
    '@media': {
      [motionOk]: {
        transition: `transform ${vars.motion.slow} ${vars.motion.easing}`,
      },
    },
  },
  variants: {
    side: {
      left: {
        left: 0,
        borderRight: `1px solid ${vars.color.hairline}`,
        '@media': {
          [motionOk]: { selectors: { '&[data-closed]': { transform: 'translateX(-100%)' } } },
        },
      },
      right: {
        right: 0,
        borderLeft: `1px solid ${vars.color.hairline}`,
        '@media': {
          [motionOk]: { selectors: { '&[data-closed]': { transform: 'translateX(100%)' } } },
        },
      },
    },
  },
  defaultVariants: { side: 'left' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  minHeight: '64px',
  padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['3']} ${vars.space['6']}`,
  paddingTop: `calc(${vars.space['3']} + env(safe-area-inset-top))`,
  borderBottom: `1px solid ${vars.color.hairline}`,
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
  overflowWrap: 'anywhere',
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space['3']} ${vars.space['3']} calc(${vars.space['3']} + env(safe-area-inset-bottom))`,
});
