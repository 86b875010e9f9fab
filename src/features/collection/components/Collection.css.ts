import { globalStyle, style } from '@vanilla-extract/css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { filterPill } from '../../../ui/filters.css';
import { galleryGrid, galleryLink } from '../../../ui/gallery.css';
import { pageColumn } from '../../../ui/page.css';
import { designMat, glowPanel, matImage as surfaceMatImage } from '../../../ui/surface.css';
import { vars } from '../../../ui/theme/theme.css';
import * as typography from '../../../ui/typography.css';

const focusVisible = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
};

export const page = style([
  pageColumn,
  {
    maxWidth: 1200,
    gap: vars.space['8'],
    '@media': { [largeMediaQuery]: { gap: vars.space['10'] } },
  },
]);

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  '@media': {
    [largeMediaQuery]: {
      flexDirection: 'row',
      alignItems: 'flex-end',
      justifyContent: 'space-between',
    },
  },
});

export const headerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const lead = style([typography.lead, { maxWidth: 560 }]);

export const toolbarRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  '@media': {
    [largeMediaQuery]: { flexDirection: 'row', alignItems: 'flex-end', gap: vars.space['6'] },
  },
});

export const searchField = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
});

export const searchIcon = style({
  position: 'absolute',
  left: vars.space['4'],
  color: vars.color.textMuted,
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
    '&:focus-visible': { ...focusVisible, borderColor: vars.color.accent },
  },
});

export const sortField = style({
  width: '100%',
  '@media': { [largeMediaQuery]: { width: 220, flexShrink: 0 } },
});

export const pills = style({
  display: 'flex',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  flexWrap: 'wrap',
  // Room for the focus ring inside the scroll box.
  paddingBlock: vars.space['1'],
  marginInline: `calc(-1 * ${vars.space['1']})`,
  paddingInline: vars.space['1'],
});

export const pill = style([
  filterPill,
  {
    transition: `background ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  },
]);

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  minHeight: 24,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  margin: 0,
});

// The gallery grid with more air between rows when wide.
export const grid = style([
  galleryGrid,
  {
    transition: `opacity ${vars.motion.base} ${vars.motion.easing}`,
    '@media': { [largeMediaQuery]: { gap: `${vars.space['10']} ${vars.space['6']}` } },
  },
]);

export const gridRefreshing = style({ opacity: 0.55 });

export const card = style({ position: 'relative', minWidth: 0 });

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

export const matEmpty = style({ color: vars.color.textMuted });

export const cardName = style([
  typography.cardTitle,
  { '@media': { [largeMediaQuery]: { fontSize: vars.fontSize.xl } } },
]);

export const cardMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['1']} ${vars.space['2']}`,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.wide,
  margin: 0,
});

export const dot = style({ color: vars.color.textMuted });

export const visualCount = style({ color: vars.color.accent });

export const deleteButton = style({
  position: 'absolute',
  top: vars.space['2'],
  right: vars.space['2'],
  background: 'rgba(12, 12, 13, 0.78)',
  backdropFilter: 'blur(6px)',
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  paddingTop: vars.space['4'],
});

export const pagerText = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  minWidth: 96,
  textAlign: 'center',
});

export const empty = style([glowPanel, { padding: `${vars.space['12']} ${vars.space['4']}` }]);

globalStyle(`${empty} h2`, { fontFamily: vars.font.display });
