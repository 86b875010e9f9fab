import type { Box } from '../imaging/mask';
// Focus: a sharp image has abrupt brightness changes, which the Laplacian (a pixel minus the mean
// of its four neighbours) amplifies; blur smooths them away, so its variance drops.

/** Laplacian variance at which sharpness reads 0.63 (1 - 1/e): a softly focused photo. */
const SHARPNESS_SCALE = 300;

/** Variance of the 4-neighbour Laplacian of luma over the box (computed on raw values, unclipped). */
export function laplacianVariance(
  luma: Float32Array,
  width: number,
  height: number,
  box: Box,
): number {
  let sum = 0;
  let sumOfSquares = 0;
  let count = 0;
  const x0 = Math.max(1, box.x);
  const y0 = Math.max(1, box.y);
  const x1 = Math.min(width - 1, box.x + box.width);
  const y1 = Math.min(height - 1, box.y + box.height);
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = y * width + x;
      const laplacian =
        luma[i - 1]! + luma[i + 1]! + luma[i - width]! + luma[i + width]! - 4 * luma[i]!;
      sum += laplacian;
      sumOfSquares += laplacian * laplacian;
      count++;
    }
  }
  if (count === 0) return 0;
  const mean = sum / count;
  return sumOfSquares / count - mean * mean;
}

/** Maps a Laplacian variance to 0-1 (0 blurred, 1 crisp), saturating smoothly. */
export function sharpnessScore(variance: number): number {
  return 1 - Math.exp(-variance / SHARPNESS_SCALE);
}
