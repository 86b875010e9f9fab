import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css';

/** The rim around the segments; it hugs them, whatever the column around it does. */
export const segments = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  padding: vars.space['0.5'],
  gap: vars.space['0.5'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

/** One segment: a label over its invisible radio, filled when the radio is checked. */
export const segment = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 30,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
  color: vars.color.textSecondary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.hover },
    '&:has(input:checked)': { background: vars.color.pressed, color: vars.color.text },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '1px',
    },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.55 },
  },
});
