import { style } from '@vanilla-extract/css';
import { focusRing } from './focus-ring.css';
import { sprinkles } from './theme/sprinkles.css';
import { vars } from './theme/theme.css';

export const root = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '1.5' }),
  { minWidth: 0 },
]);

export const label = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
});

export const asterisk = style({ marginInlineStart: vars.space['0.5'], color: vars.color.accent });

export const control = style([
  focusRing,
  {
    width: '100%',
    minHeight: vars.space['10'],
    margin: 0,
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.snug,
    transitionProperty: 'border-color, background-color',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:hover:not(:disabled):not([readonly])': { borderColor: vars.color.textMuted },
      '&:focus-visible': { borderColor: vars.color.accent, outlineOffset: '1px' },
      '&[aria-invalid="true"]': { borderColor: vars.color.errorFg },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
      // Read-only while a form's request runs (it keeps focus, unlike disabled): looks on hold.
      '&[readonly]': { opacity: 0.55 },
    },
  },
]);

export const multiline = style({ resize: 'vertical', minHeight: vars.space['16'] });

export const helper = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  margin: 0,
  color: vars.color.errorFg,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
});

export const errorIcon = style({ flexShrink: 0, marginTop: '0.1em' });
