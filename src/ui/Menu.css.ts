import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from './focus-ring.css';
import { vars } from './theme/theme.css';

const motionOk = '(prefers-reduced-motion: no-preference)';

// The trigger for custom content (an avatar): no chrome of its own, just a round focus ring.
export const contentTrigger = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 0,
    margin: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
  },
]);

export const contentDecoration = style({ display: 'inline-flex' });

export const panel = style({
  zIndex: vars.zIndex.menu,
  minWidth: '220px',
  maxWidth: 'min(320px, calc(100vw - 16px))',
  padding: vars.space['1.5'],
  background: vars.color.raised,
  color: vars.color.text,
  border: `1px solid ${vars.color.hairline}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation['2'],
  outline: 'none',
  transformOrigin: 'var(--anchor-origin, top)',
  // The closed state only applies with motion: with reduced motion it is never transparent.
  '@media': {
    [motionOk]: {
      transitionProperty: 'opacity, transform',
      transitionDuration: vars.motion.fast,
      transitionTimingFunction: vars.motion.easing,
      selectors: { '&[data-closed]': { opacity: 0, transform: 'scale(0.97)' } },
    },
  },
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    width: '100%',
    minHeight: vars.space['10'],
    padding: `${vars.space['2']} ${vars.space['3']}`,
    margin: 0,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
    textAlign: 'left',
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      // Keyboard and pointer both move Headless UI's focus; the item under it gets the wash.
      '&[data-focus]': { background: vars.color.hover },
      '&:active': { background: vars.color.pressed },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed', background: 'transparent' },
    },
  },
  variants: {
    danger: {
      true: { color: vars.color.errorFg },
      false: { color: vars.color.text },
    },
  },
  defaultVariants: { danger: false },
});

export const itemIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textSecondary,
});

globalStyle(`${item.classNames.variants.danger.true} ${itemIcon}`, { color: 'inherit' });
globalStyle(`${itemIcon} > svg`, { width: '18px', height: '18px' });

export const section = style({ display: 'flex', flexDirection: 'column' });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  // A hairline under the header, running the panel's full width, sets it apart from the items.
  margin: `0 calc(-1 * ${vars.space['1.5']}) ${vars.space['1.5']}`,
  // Text lines up with the items' (panel padding + item padding).
  padding: `${vars.space['2']} calc(${vars.space['1.5']} + ${vars.space['3']}) ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.hairline}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
  overflowWrap: 'anywhere',
});

export const divider = style({
  height: '1px',
  margin: `${vars.space['1.5']} calc(-1 * ${vars.space['1.5']})`,
  background: vars.color.hairline,
});
