import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { surfacePanel } from '../../../ui/surface.css';
import { vars } from '../../../ui/theme/theme.css';
import * as typography from '../../../ui/typography.css';

const wide = (rules: StyleRule): StyleRule => ({ '@media': { [largeMediaQuery]: rules } });
const accentTint = (percent: number) =>
  `color-mix(in srgb, ${vars.color.accent} ${percent}%, transparent)`;

export const screen = style({
  flex: 1,
  width: '100%',
  maxWidth: 1320,
  marginInline: 'auto',
  padding: `${vars.space['8']} ${vars.space['4']} ${vars.space['12']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  ...wide({
    padding: `${vars.space['10']} ${vars.space['8']} ${vars.space['16']}`,
    gap: vars.space['10'],
  }),
});

export const glow = style({
  background: `radial-gradient(ellipse 70% 40% at 50% 0%, ${accentTint(7)}, transparent 70%)`,
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
});

// ---- Header --------------------------------------------------------------------------------

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['3'],
});

export const title = style([typography.displayTitle, { textWrap: 'balance' }]);

export const lead = style([typography.lead, { maxWidth: 560, textWrap: 'balance' }]);

// ---- Billing period switch -----------------------------------------------------------------

export const periodRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  marginBlockStart: vars.space['2'],
});

export const periodGroup = style({
  display: 'inline-flex',
  margin: 0,
  padding: vars.space['1'],
  border: `1px solid ${vars.color.hairline}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
});

export const periodLegend = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const periodOption = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  paddingInline: vars.space['5'],
  borderRadius: vars.radius.full,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background ${vars.motion.base} ${vars.motion.easing}, color ${vars.motion.base} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:has(input:checked)': { background: vars.color.accent, color: vars.color.onAccent },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const periodInput = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

// ---- Plan cards ----------------------------------------------------------------------------

export const planGrid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['4'],
  ...wide({ gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space['5'] }),
});

export const planCard = style([
  surfacePanel,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['5'],
    padding: vars.space['6'],
  },
]);

export const planCardRecommended = style({
  borderColor: accentTint(55),
  background: `linear-gradient(180deg, ${accentTint(8)} 0%, ${vars.color.surface} 45%)`,
  boxShadow: `0 0 0 1px ${accentTint(18)}, ${vars.elevation['2']}`,
});

export const planCardCurrent = style({ borderColor: vars.color.border });

export const planHead = style({ minHeight: 28 });

export const planTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
});

export const planDescription = style([
  typography.smallProse,
  wide({ minHeight: `calc(2 * ${vars.lineHeight.normal} * ${vars.fontSize.sm})` }),
]);

export const priceLine = style({ margin: 0 });

export const priceAmount = style({
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize['4xl'],
  lineHeight: 1,
  letterSpacing: vars.letterSpacing.tight,
  fontVariantNumeric: 'lining-nums',
});

export const pricePeriod = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const priceNote = style({
  margin: 0,
  minHeight: `calc(${vars.lineHeight.normal} * ${vars.fontSize.xs})`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
});

export const priceSaving = style({ color: vars.color.accent });

export const allowance = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  paddingBlock: vars.space['3'],
  borderBlock: `1px solid ${vars.color.hairline}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const allowanceIcon = style({ display: 'inline-flex', color: vars.color.accent });

export const features = style({ listStyle: 'none', flex: 1 });

export const feature = style({ lineHeight: vars.lineHeight.snug });

export const featureIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  marginBlockStart: 1,
  color: vars.color.accent,
});

export const planError = style({ textAlign: 'start' });

export const skeletonCard = style([planCard, { minHeight: 420 }]);

// ---- Credits panel -------------------------------------------------------------------------

export const lower = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['8'],
  ...wide({ gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: vars.space['10'] }),
});

export const creditsPanel = style([
  surfacePanel,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['5'],
    padding: vars.space['6'],
    alignSelf: 'start',
    ...wide({ padding: vars.space['8'] }),
  },
]);

export const panelIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `1px solid ${accentTint(35)}`,
  color: vars.color.accent,
  background: accentTint(8),
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
});

export const totalRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  borderBlock: `1px solid ${vars.color.hairline}`,
});

export const totalLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

export const totalValue = style({
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: vars.letterSpacing.wide,
});

// ---- FAQ -----------------------------------------------------------------------------------

export const faq = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const faqList = style({
  display: 'flex',
  flexDirection: 'column',
  borderBlockStart: `1px solid ${vars.color.hairline}`,
});

export const faqItem = style({ borderBlockEnd: `1px solid ${vars.color.hairline}` });

export const faqQuestion = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlock: vars.space['4'],
  cursor: 'pointer',
  listStyle: 'none',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.sm,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.accentHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const faqChevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.base} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

globalStyle(`details[open] > summary .${faqChevron}`, { transform: 'rotate(180deg)' });

export const faqAnswer = style([
  typography.smallProse,
  { paddingBlockEnd: vars.space['4'], maxWidth: 680 },
]);

export const contact = style([
  typography.smallProse,
  { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space['2'] },
]);

export const contactIcon = style({ display: 'inline-flex', color: vars.color.accent });

export const contactLink = style({
  color: vars.color.accent,
  textDecorationColor: accentTint(45),
  textUnderlineOffset: 3,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.accentHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
