// Local contrast: how much luma varies around each pixel. Grain tells a photographed ground
// (velvet's pile, linen's weave) from a smooth surface (polished metal, a seamless backdrop).
import { boxMean } from './box-filter';
import type { ColourGuide } from './guided-filter';

/** Standard deviation of luma over each pixel's 5×5 window. */
export function localDeviation(image: ColourGuide): Float32Array {
  const { width, height, rgb } = image;
  const luma = new Float32Array(width * height);
  for (let i = 0; i < luma.length; i++) {
    luma[i] = 0.2126 * rgb[i * 3]! + 0.7152 * rgb[i * 3 + 1]! + 0.0722 * rgb[i * 3 + 2]!;
  }
  return planeDeviation(luma, width, height);
}

/** Standard deviation of a plane's values over each pixel's 5×5 window. */
export function planeDeviation(values: Float32Array, width: number, height: number): Float32Array {
  const squares = new Float32Array(values.length);
  for (let i = 0; i < values.length; i++) squares[i] = values[i]! * values[i]!;
  const meanSquare = boxMean(squares, width, height, 2);
  const deviation = boxMean(values, width, height, 2);
  for (let i = 0; i < deviation.length; i++) {
    const m = deviation[i]!;
    deviation[i] = Math.sqrt(Math.max(0, meanSquare[i]! - m * m));
  }
  return deviation;
}

/** Below this deviation (luma levels) grain is JPEG and sensor noise on a flat ground. */
const NOISE_FLOOR = 0.5;

/** Whether two grains (local deviations) are within `factor` of each other, above the noise. */
export function grainAlike(a: number, b: number, factor: number): boolean {
  const x = Math.max(a, NOISE_FLOOR);
  const y = Math.max(b, NOISE_FLOOR);
  return x <= factor * y && y <= factor * x;
}
