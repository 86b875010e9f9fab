import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../ui/focus-ring.css';
import { sprinkles } from '../../../ui/theme/sprinkles.css';

export const logo = style([
  focusRing,
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: '2', borderRadius: 'sm' }),
  sprinkles({ textDecoration: 'none', color: 'text' }),
]);
