import { style } from '@vanilla-extract/css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { surfacePanel } from '../../../ui/surface.css';
import { vars } from '../../../ui/theme/theme.css';

/** Narrow: a full-height panel over the shell. Wide: a card centred on the page. */
export const frame = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.canvas,
  overflowY: 'auto',
  '@media': {
    [largeMediaQuery]: {
      position: 'static',
      inset: 'auto',
      zIndex: 'auto',
      width: '100%',
      maxWidth: 1160,
      margin: `${vars.space['10']} auto`,
      background: vars.color.surface,
      border: `1px solid ${vars.color.hairline}`,
      borderRadius: vars.radius.xl,
      boxShadow: vars.elevation['2'],
      overflow: 'visible',
    },
  },
});

export const outer = style({
  width: '100%',
  '@media': { [largeMediaQuery]: { padding: `0 ${vars.space['8']}` } },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['2']}`,
  background: vars.color.canvas,
  borderBottom: `1px solid ${vars.color.hairline}`,
  '@media': {
    [largeMediaQuery]: {
      position: 'static',
      background: 'transparent',
      padding: `${vars.space['4']} ${vars.space['6']}`,
    },
  },
});

export const title = style({
  flex: 1,
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  '@media': { [largeMediaQuery]: { fontSize: vars.fontSize['3xl'] } },
});

export const body = style({
  display: 'grid',
  gap: vars.space['6'],
  padding: vars.space['4'],
  '@media': {
    [largeMediaQuery]: {
      gridTemplateColumns: 'minmax(0, 1.05fr) minmax(0, 1fr)',
      gap: vars.space['10'],
      padding: vars.space['8'],
      alignItems: 'start',
    },
  },
});

/** The design's images: its crop, then its cut-out. */
export const mediaColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  minWidth: 0,
});

export const mat = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  width: '100%',
  display: 'grid',
  placeItems: 'center',
  background: '#070708',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.hairline}`,
  padding: vars.space['4'],
  overflow: 'hidden',
  // The cropper sizes itself against the mat's inner box (cqw / cqh).
  containerType: 'size',
  '@media': { [largeMediaQuery]: { padding: vars.space['8'] } },
});

export const matImage = style({
  maxWidth: '100%',
  maxHeight: '100%',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  display: 'block',
});

/** Two fields side by side when wide (the grid itself is a Box). */
export const row = style({
  '@media': { [largeMediaQuery]: { gridTemplateColumns: '1fr 1fr' } },
});

export const chance = style({ border: `1px solid ${vars.color.hairline}` });

export const chanceTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.textSecondary,
  fontWeight: vars.fontWeight.medium,
});

export const chanceScore = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize['2xl'],
  margin: 0,
});

export const challenges = style({ listStyle: 'none' });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.overlay,
  padding: vars.space['6'],
});

export const overlayCard = style([surfacePanel, { minWidth: 260 }]);

export const overlayText = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontFamily: vars.font.display,
});

export const cropStage = style({
  position: 'relative',
  maxWidth: '100%',
  maxHeight: '100%',
  lineHeight: 0,
  userSelect: 'none',
});

// react-image-crop in the studio's colours; the image fits the mat (its container) both ways.
export const cropper = style({
  maxHeight: '100cqh',
  vars: {
    '--rc-border-color': vars.color.accent,
    '--rc-focus-color': vars.color.focus,
    '--rc-drag-handle-bg-colour': vars.color.accent,
  },
});

export const cropImage = style({
  display: 'block',
  maxWidth: '100%',
  borderRadius: vars.radius.sm,
});
