import { keyframes, style } from '@vanilla-extract/css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { pageColumn } from '../../../ui/page.css';
import { glowPanel } from '../../../ui/surface.css';
import { vars } from '../../../ui/theme/theme.css';
import * as typography from '../../../ui/typography.css';

export const page = style([pageColumn, { maxWidth: 1120 }]);

export const lead = style([typography.lead, { maxWidth: 620 }]);

export const zone = style([
  glowPanel,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['4'],
    minHeight: 300,
    padding: `${vars.space['10']} ${vars.space['6']}`,
    textAlign: 'center',
    transition: `border-color ${vars.motion.base} ${vars.motion.easing}, background ${vars.motion.base} ${vars.motion.easing}`,
  },
]);

export const zoneDragging = style({
  borderColor: vars.color.accent,
  borderStyle: 'solid',
  background: `radial-gradient(ellipse at 50% 30%, rgba(214, 183, 121, 0.18), transparent 75%), ${vars.color.raised}`,
});

export const zoneIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 64,
  height: 64,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.hairline}`,
  color: vars.color.accent,
  background: vars.color.canvas,
});

export const zoneTitle = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.medium,
  margin: 0,
});

export const statusBlock = style({ maxWidth: 460 });

export const fileName = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  margin: 0,
  overflowWrap: 'anywhere',
});

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

export const sectionTitle = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.medium,
  margin: 0,
});

export const link = style({ color: vars.color.accent, fontSize: vars.fontSize.sm });

export const grid = style({ listStyle: 'none' });

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.lg,
});

export const mat = style({
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.lg,
  background: '#08080a',
  border: `1px solid ${vars.color.hairline}`,
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  padding: vars.space['3'],
});

export const tileName = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  margin: 0,
});
export const tileMeta = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textSecondary,
  margin: 0,
});

export const features = style({
  listStyle: 'none',
  '@media': { [largeMediaQuery]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const featureTitle = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});

export const zoneAlert = style({ textAlign: 'left', width: '100%', maxWidth: 520 });
