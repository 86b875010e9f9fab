import { style } from '@vanilla-extract/css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { vars } from '../../../ui/theme/theme.css';
import * as typography from '../../../ui/typography.css';

export const page = style({
  flex: 1,
  width: '100%',
  display: 'grid',
  alignItems: 'start',
  justifyItems: 'center',
  padding: `${vars.space['8']} ${vars.space['4']} ${vars.space['10']}`,
  '@media': {
    [largeMediaQuery]: {
      maxWidth: '1200px',
      marginInline: 'auto',
      gridTemplateColumns: 'minmax(0, 1.05fr) minmax(0, 1fr)',
      alignItems: 'stretch',
      gap: vars.space['12'],
      padding: `${vars.space['8']} ${vars.space['10']}`,
    },
  },
});

export const formColumn = style({
  maxWidth: '440px',
  // Beside the brand panel the card takes the row's full height, so both edges line up.
  '@media': { [largeMediaQuery]: { order: 2, justifySelf: 'center' } },
});

/** The brand panel, beside the form on wide screens only. */
export const brand = style({
  minHeight: '540px',
  border: `1px solid ${vars.color.hairline}`,
  background: [
    `radial-gradient(120% 80% at 85% 0%, rgba(214, 183, 121, 0.14), transparent 60%)`,
    `radial-gradient(90% 70% at 0% 100%, rgba(214, 183, 121, 0.08), transparent 65%)`,
    `linear-gradient(160deg, #17150f 0%, ${vars.color.surface} 45%, ${vars.color.canvas} 100%)`,
  ].join(', '),
  '@media': { [largeMediaQuery]: { order: 1 } },
});

// Centred in the space above the words.
export const art = style({
  width: '64%',
  maxWidth: '300px',
  alignSelf: 'center',
  marginBlock: 'auto',
});

export const brandText = style({ maxWidth: '440px' });

export const eyebrow = style([typography.eyebrow, { fontWeight: vars.fontWeight.semibold }]);
