import { style } from '@vanilla-extract/css';
import { largeMediaQuery } from './theme/breakpoints';
import { vars } from './theme/theme.css';

/**
 * A screen's centred column of sections, with the page margins of the narrow and wide layouts.
 * Each screen adds its own measure (max width) and the gap between its sections.
 */
export const pageColumn = style({
  width: '100%',
  margin: '0 auto',
  padding: `${vars.space['8']} ${vars.space['4']} ${vars.space['12']}`,
  display: 'flex',
  flexDirection: 'column',
  '@media': {
    [largeMediaQuery]: { padding: `${vars.space['12']} ${vars.space['8']} ${vars.space['16']}` },
  },
});
