import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../ui/focus-ring.css';
import { vars } from '../../../ui/theme/theme.css';

export const link = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    padding: `${vars.space['3']} ${vars.space['3']}`,
    borderRadius: vars.radius.md,
    color: vars.color.textSecondary,
    textDecoration: 'none',
    fontWeight: vars.fontWeight.medium,
    selectors: {
      '&:hover': { background: vars.color.hover, color: vars.color.text },
      '&[aria-current="page"]': { color: vars.color.accent, background: vars.color.hover },
    },
  },
]);
