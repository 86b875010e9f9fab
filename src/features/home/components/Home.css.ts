import { keyframes, style } from '@vanilla-extract/css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { vars } from '../../../ui/theme/theme.css';

export const page = style({
  width: '100%',
  maxWidth: 1120,
  margin: '0 auto',
  padding: `${vars.space['8']} ${vars.space['4']} ${vars.space['12']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['10'],
  '@media': {
    [largeMediaQuery]: { padding: `${vars.space['12']} ${vars.space['8']} ${vars.space['16']}` },
  },
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const eyebrow = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  fontWeight: vars.fontWeight.medium,
});

export const title = style({
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
  margin: 0,
  '@media': { [largeMediaQuery]: { fontSize: vars.fontSize['4xl'] } },
});

export const lead = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  maxWidth: 620,
  margin: 0,
});

export const zone = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  minHeight: 300,
  padding: `${vars.space['10']} ${vars.space['6']}`,
  borderRadius: vars.radius.xl,
  border: `1px dashed ${vars.color.border}`,
  background: `radial-gradient(ellipse at 50% 0%, rgba(214, 183, 121, 0.08), transparent 70%), ${vars.color.surface}`,
  textAlign: 'center',
  transition: `border-color ${vars.motion.base} ${vars.motion.easing}, background ${vars.motion.base} ${vars.motion.easing}`,
});

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

export const zoneHint = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  margin: 0,
});

export const statusBlock = style({
  width: '100%',
  maxWidth: 460,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  alignItems: 'center',
});

export const statusText = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  margin: 0,
});

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

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  marginBottom: vars.space['4'],
});

export const sectionTitle = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.medium,
  margin: 0,
});

export const link = style({ color: vars.color.accent, fontSize: vars.fontSize.sm });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['4'],
  '@media': {
    [largeMediaQuery]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['6'] },
  },
});

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

export const matImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
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
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [largeMediaQuery]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space['6'] } },
});

export const feature = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.hairline}`,
});

export const featureIcon = style({ color: vars.color.accent });
export const featureTitle = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});
export const featureText = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  margin: 0,
  lineHeight: vars.lineHeight.normal,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const zoneAlert = style({ textAlign: 'left', width: '100%', maxWidth: 520 });
