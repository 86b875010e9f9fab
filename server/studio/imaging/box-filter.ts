// The mean over a (2r+1)² window, on opencv.js's box filter (O(1) per pixel at any radius).
// Windows are clipped at the image's edge and divided by the pixels they really cover: the filter
// sums with zeros outside, and each sum is divided by its window's clipped area.
import { cv, matOf, withMats } from './cv';

export function boxMean(
  values: Float32Array,
  width: number,
  height: number,
  radius: number,
): Float32Array {
  const sums = withMats((keep) => {
    const result = keep(new cv.Mat());
    const side = 2 * radius + 1;
    const anchor = new cv.Point(-1, -1);
    const size = new cv.Size(side, side);
    const source = keep(matOf(values, width, height));
    cv.boxFilter(source, result, -1, size, anchor, false, cv.BORDER_CONSTANT);
    return new Float32Array(result.data32F);
  });
  const across = clippedCounts(width, radius);
  const down = clippedCounts(height, radius);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) sums[y * width + x]! /= across[x]! * down[y]!;
  }
  return sums;
}

/** How many of the window's pixels lie inside a line of `length`, at each position. */
function clippedCounts(length: number, radius: number): Float32Array {
  const counts = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    counts[i] = Math.min(i + radius, length - 1) - Math.max(i - radius, 0) + 1;
  }
  return counts;
}
