import { globalStyle, style } from '@vanilla-extract/css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { filterPill } from '../../../ui/filters.css';
import { focusOutline } from '../../../ui/focus-ring.css';
import { galleryGrid, galleryLink } from '../../../ui/gallery.css';
import { pageColumn } from '../../../ui/page.css';
import { designMat, glowPanel, matImage as surfaceMatImage } from '../../../ui/surface.css';
import { vars } from '../../../ui/theme/theme.css';
import * as typography from '../../../ui/typography.css';

/** The collection's measure; its layout is a Stack. */
export const page = style([pageColumn, { maxWidth: 1200 }]);

export const lead = style([typography.lead, { maxWidth: 560 }]);

export const searchIcon = style({
  position: 'absolute',
  left: vars.space['4'],
  pointerEvents: 'none',
});

export const searchInput = style({
  width: '100%',
  minHeight: 48,
  padding: `0 ${vars.space['4']} 0 ${vars.space['12']}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:hover': { borderColor: vars.color.textMuted },
    '&:focus-visible': { ...focusOutline, borderColor: vars.color.accent },
  },
});

export const pill = style([
  filterPill,
  {
    transition: `background ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  },
]);

export const summary = style({ minHeight: 24 });

// The gallery grid with more air between rows when wide.
export const grid = style([
  galleryGrid,
  {
    transition: `opacity ${vars.motion.base} ${vars.motion.easing}`,
    '@media': { [largeMediaQuery]: { gap: `${vars.space['10']} ${vars.space['6']}` } },
  },
]);

export const gridRefreshing = style({ opacity: 0.55 });

export const mat = style([
  designMat,
  {
    boxShadow: vars.elevation['1'],
    selectors: {
      [`${galleryLink}:hover &`]: {
        borderColor: `color-mix(in srgb, ${vars.color.accent} 45%, transparent)`,
        boxShadow: vars.elevation['2'],
      },
    },
    '@media': { [largeMediaQuery]: { padding: vars.space['6'] } },
  },
]);

export const matImage = style([
  surfaceMatImage,
  {
    transition: `transform ${vars.motion.slow} ${vars.motion.easing}`,
    selectors: { [`${galleryLink}:hover &`]: { transform: 'scale(1.03)' } },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
]);

export const cardName = style([
  typography.cardTitle,
  { '@media': { [largeMediaQuery]: { fontSize: vars.fontSize.xl } } },
]);

export const deleteButton = style({
  position: 'absolute',
  top: vars.space['2'],
  right: vars.space['2'],
  background: 'rgba(12, 12, 13, 0.78)',
  backdropFilter: 'blur(6px)',
});

export const empty = style([glowPanel, { padding: `${vars.space['12']} ${vars.space['4']}` }]);

globalStyle(`${empty} h2`, { fontFamily: vars.font.display });
