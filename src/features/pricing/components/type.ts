import type { Sprinkles } from '../../../ui/theme/sprinkles.css';

/** The serif of a plan's name and of the page's section headings. */
export const cardTitleType = {
  fontFamily: 'display',
  fontWeight: 'semibold',
  fontSize: '2xl',
  lineHeight: 'tight',
} as const satisfies Sprinkles;
