// The page frame the visual screens share (Craft and the list of every visual): a centred column
// with a lead paragraph under the title.
import { style } from '@vanilla-extract/css';
import { pageColumn } from '../../../ui/page.css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { vars } from '../../../ui/theme/theme.css';
import * as typography from '../../../ui/typography.css';

export const page = style([
  pageColumn,
  {
    maxWidth: 1240,
    gap: vars.space['10'],
    '@media': { [largeMediaQuery]: { gap: vars.space['12'] } },
  },
]);

export const lead = style([typography.lead, { maxWidth: 600 }]);
