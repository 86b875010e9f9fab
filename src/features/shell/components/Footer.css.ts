import { style } from '@vanilla-extract/css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { vars } from '../../../ui/theme/theme.css';

// The footer belongs to the wide layout; narrow screens have the bottom navigation instead.
export const footer = style({
  display: 'none',
  '@media': {
    [largeMediaQuery]: {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: vars.space['4'],
      padding: `${vars.space['6']} ${vars.space['10']}`,
      borderTop: `1px solid ${vars.color.hairline}`,
      color: vars.color.textMuted,
      fontSize: vars.fontSize.sm,
    },
  },
});

export const tagline = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontStyle: 'italic',
});
