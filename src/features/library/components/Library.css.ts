import { style } from '@vanilla-extract/css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { pageColumn } from '../../../ui/page.css';
import { vars } from '../../../ui/theme/theme.css';

export const page = style([pageColumn, { maxWidth: 1200, gap: vars.space['8'] }]);

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  marginBottom: vars.space['6'],
});

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

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['3'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.hairline}`,
  borderRadius: vars.radius.lg,
});

export const selectedCard = style({ borderColor: vars.color.accent });

export const thumbButton = style({
  all: 'unset',
  cursor: 'pointer',
  display: 'block',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  aspectRatio: '4 / 5',
  background: vars.color.canvas,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const thumb = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
});

export const uploadingThumb = style({
  aspectRatio: '4 / 5',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  padding: vars.space['4'],
  background: vars.color.canvas,
  borderRadius: vars.radius.md,
});

export const cardFooter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const cardName = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const editor = style({
  display: 'grid',
  gap: vars.space['6'],
  marginTop: vars.space['8'],
  '@media': { [largeMediaQuery]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const stage = style({
  position: 'relative',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.canvas,
  touchAction: 'none',
});

export const stageImage = style({ display: 'block', width: '100%', height: 'auto' });

export const overlay = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' });

export const pointList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});

export const pointRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const hint = style({
  margin: 0,
  minHeight: '1.4em',
  fontSize: vars.fontSize.sm,
  color: vars.color.accent,
});
