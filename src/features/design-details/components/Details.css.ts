import { style } from '@vanilla-extract/css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { surfacePanel } from '../../../ui/surface.css';
import { vars } from '../../../ui/theme/theme.css';

/** Narrow: a full-height panel over the shell. Wide: a card centred on the page. */
export const frame = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
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

/** Narrow: the back and close buttons stay on top while the panel scrolls. */
export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  background: vars.color.canvas,
  borderBottom: `1px solid ${vars.color.hairline}`,
  '@media': { [largeMediaQuery]: { position: 'static', background: 'transparent' } },
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

export const matImage = style({ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' });

/** Two fields side by side when wide (the grid itself is a Box). */
export const row = style({
  '@media': { [largeMediaQuery]: { gridTemplateColumns: '1fr 1fr' } },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  background: vars.color.overlay,
});

export const overlayCard = style([surfacePanel, { minWidth: 260 }]);

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
