// The mean over a (2r+1)² window, on opencv.js's box filter (O(1) per pixel at any radius).
// Windows are clipped at the image's edge and divided by the pixels they really cover: the filter
// sums with zeros outside, and each sum is divided by its window's clipped area.
import { cv, matOf, withMats } from './cv';
import type { ColourGuide } from './guided-filter';

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

/**
 * The mean colour of the pixels `inside` (1) within `radius` of each pixel (RGB, 3 per pixel; 0
 * where there are none), and the share of each window they fill.
 */
export function meanColourWhere(
  image: ColourGuide,
  inside: Uint8Array,
  radius: number,
): { mean: Float32Array; share: Float32Array } {
  const { width, height, rgb } = image;
  const n = width * height;
  const share = boxMean(Float32Array.from(inside), width, height, radius);
  const mean = new Float32Array(n * 3);
  const channel = new Float32Array(n);
  for (let c = 0; c < 3; c++) {
    for (let i = 0; i < n; i++) channel[i] = inside[i] ? rgb[i * 3 + c]! : 0;
    const sums = boxMean(channel, width, height, radius);
    for (let i = 0; i < n; i++) mean[i * 3 + c] = share[i]! > 0 ? sums[i]! / share[i]! : 0;
  }
  return { mean, share };
}
