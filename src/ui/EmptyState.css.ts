import { style } from '@vanilla-extract/css';
import { sprinkles } from './theme/sprinkles.css';
import { vars } from './theme/theme.css';

export const root = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: '4',
    marginX: 'auto',
    paddingY: '16',
    paddingX: '6',
  }),
  { maxWidth: '32rem' },
]);

// The icon sits in a dark mat with a hairline rim, like a piece in its display case.
export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.space['16']} + ${vars.space['4']})`,
  height: `calc(${vars.space['16']} + ${vars.space['4']})`,
  marginBottom: vars.space['2'],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.hairline}`,
  background: vars.color.surface,
  color: vars.color.accent,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  maxWidth: '28rem',
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const action = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '3',
  marginTop: '4',
});
