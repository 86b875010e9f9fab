// Sketches are dark strokes on light paper; photos of metal have as many bright glints as dark
// creases. Comparing the two kinds of thin line is the strongest single sketch/photo cue.

export interface LinePolarity {
  /** Summed depth (luma levels) of pixels darker than both neighbours along some direction. */
  darkLineDepth: number;
  /** Summed height of pixels brighter than both neighbours along some direction. */
  lightLineHeight: number;
  /** darkLineDepth / lightLineHeight: about 1 for photos, 2 or more for line drawings. */
  polarity: number;
  /** (darkLineDepth + lightLineHeight) per pixel: how much thin-line evidence there is at all. */
  lineContrast: number;
}

/** Below this many luma levels a thin line is texture or noise, not a stroke or a glint. */
const MIN_LINE_CONTRAST = 16;

const DIRECTIONS: ReadonlyArray<readonly [number, number]> = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
];

/**
 * For every pixel, how much darker (or brighter) it is than both neighbours along its best
 * direction (a 1-3 px line at the analysis scale); sums the dark and light line contrasts.
 */
export function measureLinePolarity(
  luma: Float32Array,
  width: number,
  height: number,
): LinePolarity {
  let darkLineDepth = 0;
  let lightLineHeight = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const value = luma[i]!;
      let darker = 0;
      let lighter = 0;
      for (const [dx, dy] of DIRECTIONS) {
        const offset = dy * width + dx;
        const a = luma[i - offset]!;
        const b = luma[i + offset]!;
        darker = Math.max(darker, Math.min(a, b) - value);
        lighter = Math.max(lighter, value - Math.max(a, b));
      }
      if (darker > MIN_LINE_CONTRAST && darker >= lighter) darkLineDepth += darker;
      else if (lighter > MIN_LINE_CONTRAST) lightLineHeight += lighter;
    }
  }
  return {
    darkLineDepth,
    lightLineHeight,
    // Both near zero (a blank page, a flat colour) says nothing either way: ratio 1.
    polarity: (darkLineDepth + 1000) / (lightLineHeight + 1000),
    lineContrast: (darkLineDepth + lightLineHeight) / Math.max(1, width * height),
  };
}
