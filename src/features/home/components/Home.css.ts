import { keyframes, style } from '@vanilla-extract/css';
import { pageColumn } from '../../../ui/page.css';
import { glowPanel } from '../../../ui/surface.css';
import { sprinkles } from '../../../ui/theme/sprinkles.css';
import { vars } from '../../../ui/theme/theme.css';
import * as typography from '../../../ui/typography.css';

export const page = style([pageColumn, { maxWidth: 1120 }]);

export const lead = style([typography.lead, { maxWidth: 620 }]);

export const zone = style([
  glowPanel,
  {
    minHeight: 300,
    transition: `border-color ${vars.motion.base} ${vars.motion.easing}, background ${vars.motion.base} ${vars.motion.easing}`,
  },
]);

export const zoneDragging = style({
  borderColor: vars.color.accent,
  borderStyle: 'solid',
  background: `radial-gradient(ellipse at 50% 30%, rgba(214, 183, 121, 0.18), transparent 75%), ${vars.color.raised}`,
});

export const zoneIcon = style({
  width: 64,
  height: 64,
  border: `1px solid ${vars.color.hairline}`,
});

export const zoneAlert = style([
  sprinkles({ textAlign: 'left', width: 'full' }),
  { maxWidth: 520 },
]);

export const statusBlock = style({ maxWidth: 460 });

const shimmer = keyframes({
  '0%': { opacity: 0.55 },
  '50%': { opacity: 1 },
  '100%': { opacity: 0.55 },
});

export const analyzingGem = style({
  color: vars.color.accent,
  animation: `${shimmer} 1.8s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** The file's name in an upload's status. */
export const fileName = sprinkles({
  color: 'text',
  fontSize: 'md',
  fontWeight: 'medium',
  overflowWrap: 'anywhere',
});

export const mat = style({
  aspectRatio: '1 / 1',
  background: '#08080a',
  border: `1px solid ${vars.color.hairline}`,
});
