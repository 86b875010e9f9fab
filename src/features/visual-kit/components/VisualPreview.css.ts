import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/theme.css';

/** The dark mat the visual is shown on, as large as the dialog allows. */
export const mat = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  height: 'min(62dvh, 560px)',
  borderRadius: vars.radius.lg,
  background: 'radial-gradient(ellipse at 50% 40%, #17171a 0%, #08080a 70%)',
  border: `1px solid ${vars.color.hairline}`,
  overflow: 'hidden',
});

/** Mobile: the mat fills the height between the header and the actions. */
export const matMobile = style({
  height: '100%',
  minHeight: '320px',
});

export const image = style({
  maxWidth: '100%',
  maxHeight: '100%',
  objectFit: 'contain',
  display: 'block',
});

export const modelViewer = style({
  display: 'block',
  width: '100%',
  height: '100%',
  background: 'transparent',
  // model-viewer reads this custom property for its progress bar.
  vars: { '--progress-bar-color': vars.color.accent },
});

export const modelLoading = style({ inset: 0, pointerEvents: 'none' });

/** Mobile: full-width buttons, the primary (Download) first in view at the bottom. */
export const actionsMobile = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space['3'],
  width: '100%',
});

export const spanAll = style({ gridColumn: '1 / -1' });

globalStyle(`${actionsMobile} > *`, { width: '100%' });
globalStyle(`${actionsMobile} button`, { width: '100%', justifyContent: 'center' });
