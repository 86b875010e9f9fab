import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { motionOk, overlayBackdrop } from './overlay.css';
import { vars } from './theme/theme.css';

export const root = style({ position: 'relative', zIndex: vars.zIndex.dialog });

export const backdrop = overlayBackdrop(vars.motion.base);

export const viewport = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflowY: 'auto',
  },
  variants: {
    fullScreen: {
      true: { padding: 0 },
      false: { padding: vars.space['4'] },
    },
  },
});

export const panel = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: `calc(100dvh - 2 * ${vars.space['4']})`,
    background: vars.color.raised,
    color: vars.color.text,
    border: `1px solid ${vars.color.hairline}`,
    borderRadius: vars.radius.xl,
    boxShadow: vars.elevation['3'],
    outline: 'none',
    '@media': {
      [motionOk]: {
        transitionProperty: 'opacity, transform',
        transitionDuration: vars.motion.base,
        transitionTimingFunction: vars.motion.easing,
        selectors: {
          '&[data-closed]': { opacity: 0, transform: 'translateY(6px) scale(0.98)' },
        },
      },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: '420px' },
      md: { maxWidth: '540px' },
      lg: { maxWidth: '760px' },
    },
    // Declared after `size`, so a full-screen panel ignores the size's max width.
    fullScreen: {
      true: {
        maxWidth: 'none',
        height: '100dvh',
        maxHeight: '100dvh',
        border: 'none',
        borderRadius: 0,
        boxShadow: 'none',
      },
      false: {},
    },
  },
  defaultVariants: { size: 'md', fullScreen: false },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: `${vars.space['6']} ${vars.space['6']} 0`,
});

export const headerFullScreen = style({
  paddingBottom: vars.space['4'],
  borderBottom: `1px solid ${vars.color.hairline}`,
});

export const headings = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  // Lines the title's cap height up with the centre of the 32px close button beside it.
  paddingTop: vars.space['0.5'],
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textSecondary,
});

export const close = style({
  flexShrink: 0,
  marginTop: `calc(-1 * ${vars.space['1']})`,
  marginRight: `calc(-1 * ${vars.space['2']})`,
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space['5']} ${vars.space['6']} 0`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['6']} ${vars.space['6']} ${vars.space['6']}`,
});

export const actionsFullScreen = style({
  marginTop: 'auto',
  padding: `${vars.space['4']} ${vars.space['6']} calc(${vars.space['4']} + env(safe-area-inset-bottom))`,
  borderTop: `1px solid ${vars.color.hairline}`,
});

// Without actions the panel still needs its bottom breathing room.
export const end = style({ height: vars.space['6'], flexShrink: 0 });

globalStyle(`${body} > p + p`, { marginTop: vars.space['3'] });
