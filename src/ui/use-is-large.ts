import { useSyncExternalStore } from 'react';
import { largeMediaQuery } from './theme/breakpoints';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(largeMediaQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * True at and above the `large` breakpoint. For behaviour that differs by layout (which dialog
 * variant, which label); pure styling differences belong in sprinkles media conditions.
 */
export const useIsLarge = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(largeMediaQuery).matches,
    () => true,
  );
