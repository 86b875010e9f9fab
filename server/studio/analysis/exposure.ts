import type { Mask } from '../imaging/mask';
// Exposure of the piece: its mean brightness, and how much of it is clipped to pure black or white
// (detail there is lost for good).

export interface Exposure {
  /** Mean luma of the measured pixels, 0-1 (about 0.5 is well exposed). */
  meanLuma: number;
  /** Share of the measured pixels at or above 250 (blown highlights). */
  clippedHighlights: number;
  /** Share of the measured pixels at or below 5 (crushed shadows). */
  clippedShadows: number;
}

/** Measures the pixels of `region` (or the whole image when it is empty or null). */
export function measureExposure(luma: Float32Array, region: Mask | null): Exposure {
  let sum = 0;
  let highlights = 0;
  let shadows = 0;
  let count = 0;
  const useRegion = region !== null && region.data.some((value) => value === 1);
  for (let i = 0; i < luma.length; i++) {
    if (useRegion && !region.data[i]) continue;
    const value = luma[i]!;
    sum += value;
    if (value >= 250) highlights++;
    if (value <= 5) shadows++;
    count++;
  }
  return {
    meanLuma: count ? sum / count / 255 : 0,
    clippedHighlights: count ? highlights / count : 0,
    clippedShadows: count ? shadows / count : 0,
  };
}

/** 0-1: 1 when the mean is within 0.35-0.65 and little is clipped, falling off outside. */
export function exposureQuality(exposure: Exposure): number {
  const offCentre = Math.max(0, Math.abs(exposure.meanLuma - 0.5) - 0.15) / 0.35;
  const clipped = Math.min(1, 2 * (exposure.clippedHighlights + exposure.clippedShadows));
  return Math.max(0, 1 - offCentre - 0.5 * clipped);
}
