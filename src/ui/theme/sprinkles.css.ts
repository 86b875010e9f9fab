import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { largeMediaQuery } from './breakpoints';
import { vars } from './theme.css';

// `narrow` is the default (mobile first); `large` switches to the wide layout.
const layout = defineProperties({
  conditions: {
    narrow: {},
    large: { '@media': largeMediaQuery },
  },
  defaultCondition: 'narrow',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flex: { '1': '1' },
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline', 'start'],
    alignSelf: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: [
      'stretch',
      'flex-start',
      'center',
      'flex-end',
      'space-between',
      'space-around',
    ],
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: { ...vars.space, auto: 'auto' },
    marginRight: { ...vars.space, auto: 'auto' },
    placeItems: ['center'],
    position: ['relative', 'absolute'],
    overflow: ['hidden'],
    minWidth: { '0': '0' },
    width: { full: '100%', auto: 'auto' },
    height: { full: '100%', auto: 'auto' },
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.fontSize,
    gridTemplateColumns: {
      '1': 'repeat(1, minmax(0, 1fr))',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
      '4': 'repeat(4, minmax(0, 1fr))',
    },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const look = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      secondary: vars.color.textSecondary,
      muted: vars.color.textMuted,
      accent: vars.color.accent,
      error: vars.color.errorFg,
    },
    background: {
      canvas: vars.color.canvas,
      surface: vars.color.surface,
      raised: vars.color.raised,
      topBar: vars.color.topBar,
    },
    borderRadius: vars.radius,
    fontFamily: vars.font,
    fontWeight: vars.fontWeight,
    lineHeight: vars.lineHeight,
    letterSpacing: vars.letterSpacing,
    textTransform: ['uppercase', 'none'],
    fontVariantNumeric: ['tabular-nums'],
    overflowWrap: ['anywhere'],
    whiteSpace: ['nowrap'],
    textOverflow: ['ellipsis'],
    textWrap: ['balance'],
    listStyle: ['none'],
    textDecoration: ['none'],
  },
});

export const sprinkles = createSprinkles(layout, look);
export type Sprinkles = Parameters<typeof sprinkles>[0];
