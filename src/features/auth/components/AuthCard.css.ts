import { style } from '@vanilla-extract/css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { vars } from '../../../ui/theme/theme.css';
import * as typography from '../../../ui/typography.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  padding: `${vars.space['8']} ${vars.space['6']}`,
  boxShadow: vars.elevation['2'],
  '@media': {
    [largeMediaQuery]: {
      flex: 1,
      justifyContent: 'center',
      padding: `${vars.space['8']} ${vars.space['10']}`,
    },
  },
});

export const mark = style({
  width: vars.space['12'],
  height: vars.space['12'],
  border: `1px solid color-mix(in srgb, ${vars.color.accent} 35%, transparent)`,
  background: `radial-gradient(circle at 50% 35%, rgba(214, 183, 121, 0.18), transparent 70%)`,
});

export const title = style({ '@media': { [largeMediaQuery]: { fontSize: '40px' } } });

export const footer = style({ borderTop: `1px solid ${vars.color.hairline}` });

/** An in-text link to the other sign-in page. */
export const textLink = style([
  typography.textLink,
  {
    marginInlineStart: vars.space['1'],
    fontWeight: vars.fontWeight.medium,
    selectors: { '&:hover': { textDecorationColor: 'currentColor' } },
  },
]);

/** "Forgot password?" under the password field, at its end. */
export const forgotLine = style({ marginTop: `calc(-1 * ${vars.space['2']})` });
