/** Width at which the studio switches from the narrow (mobile) to the wide (desktop) layout. */
export const LARGE_MIN_WIDTH_PX = 1024;

export const largeMediaQuery = `screen and (min-width: ${LARGE_MIN_WIDTH_PX}px)`;

/** The two sizes every feature story is rendered and screenshotted at. */
export const viewports = {
  narrow: { width: 390, height: 844 },
  wide: { width: 1440, height: 900 },
} as const;
