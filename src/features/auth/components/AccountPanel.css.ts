import { style } from '@vanilla-extract/css';
import { pageColumn } from '../../../ui/page.css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { vars } from '../../../ui/theme/theme.css';

export const page = style([pageColumn, { maxWidth: '640px', gap: vars.space['6'] }]);

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  padding: vars.space['6'],
  '@media': { [largeMediaQuery]: { padding: vars.space['8'] } },
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

/** The submit button sits at the end of its form on wide screens, full width on narrow ones. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  '@media': { [largeMediaQuery]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});

export const emailLine = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
