// Conversions between the cut-out's plain RGB image and the analysis Raster the older stages take.
import type { Raster } from '../analysis/raster';
import type { RgbImage } from './salient-prior';

export function rasterFromRgb(image: RgbImage): Raster {
  const { width, height, rgb } = image;
  const luma = new Float32Array(width * height);
  for (let i = 0; i < luma.length; i++) {
    luma[i] = 0.2126 * rgb[i * 3]! + 0.7152 * rgb[i * 3 + 1]! + 0.0722 * rgb[i * 3 + 2]!;
  }
  return { width, height, rgb, alpha: null, luma };
}
