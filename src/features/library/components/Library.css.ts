import { style } from '@vanilla-extract/css';
import { focusOutline } from '../../../ui/focus-ring.css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { pageColumn } from '../../../ui/page.css';
import { surfaceCard } from '../../../ui/surface.css';
import { vars } from '../../../ui/theme/theme.css';

export const page = style([pageColumn, { maxWidth: 1200 }]);

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  '@media': {
    [largeMediaQuery]: { gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' },
  },
});

/** A photo card (surfaceCard) while its points are shown. */
export const selectedCard = style([surfaceCard, { borderColor: vars.color.accent }]);

export const thumbButton = style({
  all: 'unset',
  cursor: 'pointer',
  display: 'block',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  aspectRatio: '4 / 5',
  background: vars.color.canvas,
  selectors: { '&:focus-visible': focusOutline },
});

export const thumb = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const uploadingThumb = style({ aspectRatio: '4 / 5' });

export const editor = style({
  '@media': { [largeMediaQuery]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const stage = style({ touchAction: 'none' });

export const overlay = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' });

export const hint = style({ minHeight: '1.4em' });
