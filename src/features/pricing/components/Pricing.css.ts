import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { largeMediaQuery } from '../../../ui/theme/breakpoints';
import { focusOutline } from '../../../ui/focus-ring.css';
import { surfacePanel } from '../../../ui/surface.css';
import { vars } from '../../../ui/theme/theme.css';
import * as typography from '../../../ui/typography.css';

const wide = (rules: StyleRule): StyleRule => ({ '@media': { [largeMediaQuery]: rules } });
const accentTint = (percent: number) =>
  `color-mix(in srgb, ${vars.color.accent} ${percent}%, transparent)`;
const hairline = `1px solid ${vars.color.hairline}`;

export const glow = style({
  background: `radial-gradient(ellipse 70% 40% at 50% 0%, ${accentTint(7)}, transparent 70%)`,
});

export const screen = style({ maxWidth: 1320 });

export const lead = style([typography.lead, { maxWidth: 560, textWrap: 'balance' }]);

// ---- Billing period switch: two radios drawn as one pill -----------------------------------

export const periodGroup = style({ border: hairline });

export const periodOption = style({
  minHeight: 36,
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background ${vars.motion.base} ${vars.motion.easing}, color ${vars.motion.base} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:has(input:checked)': { background: vars.color.accent, color: vars.color.onAccent },
    '&:has(input:focus-visible)': focusOutline,
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

// ---- Plan cards ----------------------------------------------------------------------------

export const planCardRecommended = style({
  borderColor: accentTint(55),
  background: `linear-gradient(180deg, ${accentTint(8)} 0%, ${vars.color.surface} 45%)`,
  boxShadow: `0 0 0 1px ${accentTint(18)}, ${vars.elevation['2']}`,
});

export const planCardCurrent = style({ borderColor: vars.color.border });

export const planHead = style({ minHeight: 28 });

export const planDescription = style([
  typography.smallProse,
  wide({ minHeight: `calc(2 * ${vars.lineHeight.normal} * ${vars.fontSize.sm})` }),
]);

export const priceAmount = style({
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize['4xl'],
  lineHeight: 1,
  letterSpacing: vars.letterSpacing.tight,
  fontVariantNumeric: 'lining-nums',
});

export const priceNote = style({
  minHeight: `calc(${vars.lineHeight.normal} * ${vars.fontSize.xs})`,
});

/** A row ruled above and below: a plan's allowance, the credits' total. */
export const ruled = style({ borderBlock: hairline });

export const featureIcon = style({ marginBlockStart: 1 });

// ---- Credits panel and FAQ -----------------------------------------------------------------

export const lower = style({
  gridTemplateColumns: '1fr',
  ...wide({ gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' }),
});

export const creditsPanel = style([surfacePanel, { alignSelf: 'start' }]);

export const panelIcon = style({
  width: 44,
  height: 44,
  border: `1px solid ${accentTint(35)}`,
  background: accentTint(8),
});

export const faqList = style({ borderBlockStart: hairline });

export const faqItem = style({ borderBlockEnd: hairline });

export const faqQuestion = style({
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.accentHover },
    '&:focus-visible': focusOutline,
  },
});

export const faqChevron = style({
  transition: `transform ${vars.motion.base} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

globalStyle(`details[open] > summary .${faqChevron}`, { transform: 'rotate(180deg)' });

export const faqAnswer = style([
  typography.smallProse,
  { paddingBlockEnd: vars.space['4'], maxWidth: 680 },
]);
