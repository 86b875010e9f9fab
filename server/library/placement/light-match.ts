// The piece, photographed in its own light, matched to the photograph's by one bounded global
// adjustment: a white balance (per-channel gains from the grey-world colour of the photograph
// around the piece, at most ±MAX_TINT) and an exposure (one gain from that region's lightness
// against a well-lit reference, within EXPOSURE_RANGE). Every piece pixel gets the same three
// gains, so the piece is its own pixels in the photograph's light, not repainted.
import type { Canvas, Layer } from '../../studio/render/canvas';

/** A channel's gain stays within this share of neutral. */
export const MAX_TINT = 0.08;
/** The exposure gain's bounds. */
export const EXPOSURE_RANGE = [0.8, 1.1] as const;
/** The lightness (Rec. 709 luma) of a well-lit skin or table top: exposure 1. */
const REFERENCE_LUMA = 150;

export interface LightMatch {
  /** Red, green and blue gains applied to every piece pixel (white balance times exposure). */
  gains: [number, number, number];
  exposure: number;
}

/** Gains from the canvas around `region` (the region itself and as much again on each side). */
export function measureLight(
  canvas: Canvas,
  region: { left: number; top: number; width: number; height: number },
): LightMatch {
  const x0 = Math.max(0, Math.round(region.left - region.width));
  const y0 = Math.max(0, Math.round(region.top - region.height));
  const x1 = Math.min(canvas.width, Math.round(region.left + 2 * region.width));
  const y1 = Math.min(canvas.height, Math.round(region.top + 2 * region.height));
  const sums = [0, 0, 0];
  let count = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * canvas.width + x) * 3;
      for (let c = 0; c < 3; c++) sums[c]! += canvas.rgb[i + c]!;
      count++;
    }
  }
  if (count === 0) return { gains: [1, 1, 1], exposure: 1 };
  const mean = sums.map((sum) => sum / count) as [number, number, number];
  const grey = (mean[0] + mean[1] + mean[2]) / 3;
  const luma = 0.2126 * mean[0] + 0.7152 * mean[1] + 0.0722 * mean[2];
  const exposure = clamp(luma / REFERENCE_LUMA, EXPOSURE_RANGE[0], EXPOSURE_RANGE[1]);
  // Half of the region's colour cast: skin and wood are warm by nature, not only by the light.
  const tint = mean.map((channel) =>
    clamp(1 + 0.5 * (channel / Math.max(1, grey) - 1), 1 - MAX_TINT, 1 + MAX_TINT),
  );
  return {
    gains: [tint[0]! * exposure, tint[1]! * exposure, tint[2]! * exposure],
    exposure,
  };
}

/** The layer with every colour multiplied by the gains (alpha untouched). */
export function applyLight(layer: Layer, { gains }: LightMatch): Layer {
  const rgba = layer.rgba.slice();
  for (let i = 0; i < rgba.length; i += 4) {
    for (let c = 0; c < 3; c++) rgba[i + c] = Math.min(255, Math.round(rgba[i + c]! * gains[c]!));
  }
  return { ...layer, rgba };
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
