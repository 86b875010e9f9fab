import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from './focus-ring.css';
import { vars } from './theme/theme.css';

const motionOk = '(prefers-reduced-motion: no-preference)';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1.5'],
  minWidth: 0,
});

// Label, box and messages match TextField, so a form mixing both reads as one.
export const label = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
});

export const button = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    width: '100%',
    minHeight: vars.space['10'],
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    margin: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.snug,
    textAlign: 'left',
    cursor: 'pointer',
    '@media': {
      [motionOk]: { transition: `border-color ${vars.motion.fast} ${vars.motion.easing}` },
    },
    selectors: {
      '&[data-hover]:not([data-disabled])': { borderColor: vars.color.textMuted },
      '&:focus-visible': { borderColor: vars.color.accent, outlineOffset: '1px' },
      '&[data-open], &[data-open][data-hover]:not([data-disabled])': {
        borderColor: vars.color.accent,
      },
      '&[data-invalid]': { borderColor: vars.color.errorFg },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
]);

export const value = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const placeholder = style({ color: vars.color.textMuted });

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textSecondary,
  '@media': {
    [motionOk]: { transition: `transform ${vars.motion.base} ${vars.motion.easing}` },
  },
  selectors: { [`${button}[data-open] &`]: { transform: 'rotate(180deg)' } },
});

globalStyle(`${chevron} > svg`, { width: '18px', height: '18px' });

export const options = style({
  zIndex: vars.zIndex.menu,
  width: 'var(--button-width)',
  minWidth: '180px',
  maxHeight: '280px',
  overflowY: 'auto',
  padding: vars.space['1.5'],
  background: vars.color.raised,
  border: `1px solid ${vars.color.hairline}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation['2'],
  outline: 'none',
  // The closed state only applies with motion: with reduced motion it is never transparent.
  '@media': {
    [motionOk]: {
      transitionProperty: 'opacity, transform',
      transitionDuration: vars.motion.fast,
      transitionTimingFunction: vars.motion.easing,
      selectors: { '&[data-closed]': { opacity: 0, transform: 'translateY(-4px)' } },
    },
  },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.space['10'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&[data-focus]': { background: vars.color.hover },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const optionLabel = style({ flex: '1 1 auto', minWidth: 0 });

export const check = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.accent,
  visibility: 'hidden',
  selectors: { [`${option}[data-selected] &`]: { visibility: 'visible' } },
});

globalStyle(`${check} > svg`, { width: '16px', height: '16px' });

export const helper = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  color: vars.color.errorFg,
});

export const errorIcon = style({ flexShrink: 0, marginTop: '0.1em' });
