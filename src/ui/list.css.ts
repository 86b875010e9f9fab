import { style } from '@vanilla-extract/css';

/** A list that only groups its items (for screen readers): no markers, no inset, no margin. */
export const bareList = style({ margin: 0, padding: 0, listStyle: 'none' });
