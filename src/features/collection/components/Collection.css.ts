import { globalStyle, style } from '@vanilla-extract/css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { vars } from '../../../ui/theme/theme.css';

const focusVisible = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
};

export const page = style({
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space['8']} ${vars.space['4']} ${vars.space['12']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  '@media': {
    [largeMediaQuery]: {
      padding: `${vars.space['12']} ${vars.space['8']} ${vars.space['16']}`,
      gap: vars.space['10'],
    },
  },
});

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

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const eyebrow = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  fontWeight: vars.fontWeight.medium,
});

export const title = style({
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
  margin: 0,
  '@media': { [largeMediaQuery]: { fontSize: vars.fontSize['4xl'] } },
});

export const lead = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  maxWidth: 560,
  margin: 0,
});

export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  paddingBottom: vars.space['6'],
  borderBottom: `1px solid ${vars.color.hairline}`,
});

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

export const pill = style({
  flexShrink: 0,
  whiteSpace: 'nowrap',
  minHeight: 36,
  padding: `0 ${vars.space['4']}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.hairline}`,
  background: 'transparent',
  color: vars.color.textSecondary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  transition: `background ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.hover, color: vars.color.text },
    '&:focus-visible': focusVisible,
    '&[aria-pressed="true"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

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

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space['6']} ${vars.space['4']}`,
  transition: `opacity ${vars.motion.base} ${vars.motion.easing}`,
  '@media': {
    [largeMediaQuery]: {
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      gap: `${vars.space['10']} ${vars.space['6']}`,
    },
  },
});

export const gridRefreshing = style({ opacity: 0.55 });

export const card = style({ position: 'relative', minWidth: 0 });

export const cardLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.lg,
  selectors: { '&:focus-visible': focusVisible },
});

export const mat = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.lg,
  background: `radial-gradient(ellipse at 50% 40%, #1a1918 0%, #08080a 72%)`,
  border: `1px solid ${vars.color.hairline}`,
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  padding: vars.space['4'],
  boxShadow: vars.elevation['1'],
  transition: `border-color ${vars.motion.base} ${vars.motion.easing}, box-shadow ${vars.motion.base} ${vars.motion.easing}`,
  selectors: {
    [`${cardLink}:hover &`]: {
      borderColor: `color-mix(in srgb, ${vars.color.accent} 45%, transparent)`,
      boxShadow: vars.elevation['2'],
    },
  },
  '@media': { [largeMediaQuery]: { padding: vars.space['6'] } },
});

export const matImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  transition: `transform ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: { [`${cardLink}:hover &`]: { transform: 'scale(1.03)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const matEmpty = style({ color: vars.color.textMuted });

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  paddingInline: vars.space['1'],
});

export const cardName = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [largeMediaQuery]: { fontSize: vars.fontSize.xl } },
});

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

export const empty = style({
  padding: `${vars.space['12']} ${vars.space['4']}`,
  borderRadius: vars.radius.xl,
  border: `1px dashed ${vars.color.border}`,
  background: `radial-gradient(ellipse at 50% 0%, rgba(214, 183, 121, 0.08), transparent 70%), ${vars.color.surface}`,
});

globalStyle(`${empty} h2`, { fontFamily: vars.font.display });
