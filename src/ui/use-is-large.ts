import { useSyncExternalStore } from 'react';
import { largeMediaQuery } from './theme/breakpoints';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(largeMediaQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

// What the HTML was painted for (src/api/first-paint.ts): hydration must first render that layout,
// then React re-renders with the real one if they differ. Without painted HTML, no hydration reads it.
let paintedLarge = true;

/** The layout the server-painted HTML used; set once before hydrating it. */
export const setPaintedLayout = (large: boolean): void => {
  paintedLarge = large;
};

/**
 * True at and above the `large` breakpoint. For behaviour that differs by layout (which dialog
 * variant, which label); pure styling differences belong in sprinkles media conditions.
 */
export const useIsLarge = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(largeMediaQuery).matches,
    () => paintedLarge,
  );
