// Grain: on flat areas any pixel-to-pixel flicker is noise. Immerkaer's estimator cancels smooth
// shading with a 3x3 kernel and reads the noise level from what is left.

/** Flat areas change by less than this many levels per pixel (estimated on the 3x3 neighbourhood). */
const FLAT_GRADIENT = 8;
/** Noise sigma (luma levels) that reads as fully grainy (1). */
const GRAINY_SIGMA = 8;

/**
 * Standard deviation of the noise (luma levels) from the kernel [1 -2 1; -2 4 -2; 1 -2 1] on flat
 * pixels: sigma = sqrt(pi/2) * mean|response| / 6. Returns 0 when nothing is flat.
 */
export function estimateNoiseSigma(luma: Float32Array, width: number, height: number): number {
  let sum = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const gx = Math.abs(luma[i + 1]! - luma[i - 1]!);
      const gy = Math.abs(luma[i + width]! - luma[i - width]!);
      if (gx + gy > 2 * FLAT_GRADIENT) continue;
      const response =
        luma[i - width - 1]! -
        2 * luma[i - width]! +
        luma[i - width + 1]! -
        2 * luma[i - 1]! +
        4 * luma[i]! -
        2 * luma[i + 1]! +
        luma[i + width - 1]! -
        2 * luma[i + width]! +
        luma[i + width + 1]!;
      sum += Math.abs(response);
      count++;
    }
  }
  return count ? (Math.sqrt(Math.PI / 2) * sum) / (6 * count) : 0;
}

/** 0-1: 0 clean, 1 grainy. */
export function noiseScore(sigma: number): number {
  return Math.min(1, sigma / GRAINY_SIGMA);
}
