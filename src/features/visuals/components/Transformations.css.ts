import { style } from '@vanilla-extract/css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { vars } from '../../../ui/theme/theme.css';

const focusVisible = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' };

export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  paddingBottom: vars.space['6'],
  borderBottom: `1px solid ${vars.color.hairline}`,
  '@media': {
    [largeMediaQuery]: {
      flexDirection: 'row',
      alignItems: 'flex-end',
      justifyContent: 'space-between',
    },
  },
});

export const pills = style({
  display: 'flex',
  gap: vars.space['2'],
  margin: 0,
  listStyle: 'none',
  flexWrap: 'wrap',
  padding: vars.space['1'],
  marginInline: `calc(-1 * ${vars.space['1']})`,
});

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
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

export const count = style({
  fontSize: vars.fontSize.xs,
  opacity: 0.8,
  fontVariantNumeric: 'tabular-nums',
});

export const kindField = style({
  width: '100%',
  '@media': { [largeMediaQuery]: { width: 220, flexShrink: 0 } },
});

export const live = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  margin: 0,
  minHeight: 24,
});

export const liveDot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  boxShadow: `0 0 0 4px color-mix(in srgb, ${vars.color.accent} 20%, transparent)`,
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space['6']} ${vars.space['4']}`,
  '@media': {
    [largeMediaQuery]: {
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      gap: `${vars.space['8']} ${vars.space['6']}`,
    },
  },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${vars.space['2']}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  paddingInline: vars.space['1'],
  minWidth: 0,
});

export const designLink = style({
  color: vars.color.textSecondary,
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '100%',
  selectors: {
    '&:hover': { color: vars.color.accent, textDecoration: 'underline' },
    '&:focus-visible': focusVisible,
  },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });
