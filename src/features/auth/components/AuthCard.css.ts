import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../ui/focus-ring.css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { vars } from '../../../ui/theme/theme.css';

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

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  textAlign: 'center',
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['12'],
  height: vars.space['12'],
  marginBottom: vars.space['2'],
  borderRadius: vars.radius.full,
  // Beside the brand panel the stone is already on show.
  '@media': { [largeMediaQuery]: { display: 'none' } },
  border: `1px solid color-mix(in srgb, ${vars.color.accent} 35%, transparent)`,
  background: `radial-gradient(circle at 50% 35%, rgba(214, 183, 121, 0.18), transparent 70%)`,
  color: vars.color.accent,
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
  '@media': { [largeMediaQuery]: { fontSize: '40px' } },
});

export const subtitle = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});

export const footer = style({
  paddingTop: vars.space['5'],
  borderTop: `1px solid ${vars.color.hairline}`,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

/** An in-text link to the other sign-in page. */
export const textLink = style([
  focusRing,
  {
    marginInlineStart: vars.space['1'],
    color: vars.color.accent,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'underline',
    textDecorationColor: `color-mix(in srgb, ${vars.color.accent} 45%, transparent)`,
    textUnderlineOffset: '3px',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:hover': { color: vars.color.accentHover, textDecorationColor: 'currentColor' },
    },
  },
]);

/** The fields and the submit button. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  '@media': { [largeMediaQuery]: { gap: vars.space['4'] } },
});

/** Groups the fields; while a request runs they are read-only (see the forms). */
export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  '@media': { [largeMediaQuery]: { gap: vars.space['4'] } },
});

export const actions = style({ paddingTop: vars.space['1'] });

/** "Forgot password?" under the password field, at its end. */
export const forgotLine = style({
  margin: 0,
  marginTop: `calc(-1 * ${vars.space['2']})`,
  fontSize: vars.fontSize.sm,
  textAlign: 'end',
});
