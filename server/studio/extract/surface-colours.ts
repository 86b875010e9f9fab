// The colours of the surfaces around a piece (skin in light and shadow, a blurred room), and how
// unlike them a pixel is.
import type { Raster } from '../analysis/raster';

/** `k` representative colours of the sampled pixels (k-means, seeded across the luma range). */
export function surfaceColours(
  { rgb, luma }: Raster,
  samples: number[],
  k: number,
): [number, number, number][] {
  if (samples.length === 0) return [];
  const step = Math.max(1, Math.floor(samples.length / 4000));
  const points: number[] = [];
  for (let s = 0; s < samples.length; s += step) points.push(samples[s]!);
  const byLuma = points.slice().sort((a, b) => luma[a]! - luma[b]!);
  let centres: [number, number, number][] = Array.from(
    { length: Math.min(k, points.length) },
    (_, c) => {
      const index = byLuma[Math.floor(((c + 0.5) / k) * byLuma.length)]!;
      return [rgb[index * 3]!, rgb[index * 3 + 1]!, rgb[index * 3 + 2]!];
    },
  );
  for (let round = 0; round < 8; round++) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (const index of points) {
      let nearest = 0;
      let nearestDistance = Infinity;
      for (let c = 0; c < centres.length; c++) {
        const [r, g, b] = centres[c]!;
        const d =
          (rgb[index * 3]! - r) ** 2 +
          (rgb[index * 3 + 1]! - g) ** 2 +
          (rgb[index * 3 + 2]! - b) ** 2;
        if (d < nearestDistance) {
          nearestDistance = d;
          nearest = c;
        }
      }
      const sum = sums[nearest]!;
      sum[0]! += rgb[index * 3]!;
      sum[1]! += rgb[index * 3 + 1]!;
      sum[2]! += rgb[index * 3 + 2]!;
      sum[3]!++;
    }
    centres = centres.map((centre, c) => {
      const [r, g, b, n] = sums[c]!;
      return n ? [r! / n, g! / n, b! / n] : centre;
    });
  }
  return centres;
}

/**
 * How unlike a surface colour a pixel is. Shading moves a surface along its brightness, so hue and
 * saturation (the chroma difference) count twice as much as brightness: silver on skin differs
 * in chroma, skin in shadow does not.
 */
export function surfaceDistance(
  rgb: Uint8Array,
  index: number,
  [r, g, b]: readonly [number, number, number],
): number {
  const dr = rgb[index * 3]! - r;
  const dg = rgb[index * 3 + 1]! - g;
  const db = rgb[index * 3 + 2]! - b;
  const dy = 0.2126 * dr + 0.7152 * dg + 0.0722 * db;
  return Math.hypot(0.5 * dy, 2 * (db - dy) * 0.5, 2 * (dr - dy) * 0.5);
}
