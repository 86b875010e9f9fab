import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { sprinkles } from './theme/sprinkles.css';
import { vars } from './theme/theme.css';

const toned = (fg: string, bg: string) => ({
  background: bg,
  borderColor: `color-mix(in srgb, ${fg} 30%, transparent)`,
  // The icon and title carry the tone; body text stays ivory for easy reading.
  vars: { '--alert-tone': fg },
});

export const alert = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    columnGap: vars.space['3'],
    padding: `${vars.space['3']} ${vars.space['4']}`,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    tone: {
      info: toned(vars.color.infoFg, vars.color.infoBg),
      success: toned(vars.color.successFg, vars.color.successBg),
      warning: toned(vars.color.warningFg, vars.color.warningBg),
      error: toned(vars.color.errorFg, vars.color.errorBg),
    },
  },
});

export const icon = style({
  display: 'flex',
  color: 'var(--alert-tone)',
  // Centres a 18px icon on the first line of 14px text at line-height 1.55.
  paddingTop: vars.space['0.5'],
});

export const body = sprinkles({ display: 'flex', flexDirection: 'column', gap: '0.5' });

export const title = style({
  margin: 0,
  color: 'var(--alert-tone)',
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
});

export const message = style({ color: vars.color.text });

export const action = style([
  sprinkles({ display: 'flex', alignItems: 'center' }),
  { alignSelf: 'center' },
]);
