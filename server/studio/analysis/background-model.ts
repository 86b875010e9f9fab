// What the background looks like, learnt from the image border: pieces are photographed or drawn
// in the middle, so the outer band is mostly backdrop or paper.
import type { Raster } from './raster';

export interface BackgroundModel {
  /** Median colour of the border band, per channel (sRGB 0-255). */
  colour: [number, number, number];
  /** Luma of that colour, 0-255. */
  luma: number;
  /** Typical colour distance of border pixels from `colour` (75th percentile, RGB units). */
  spread: number;
  /** Share (0-1) of border pixels within a small distance of `colour`: 1 is a plain backdrop. */
  uniformity: number;
  /** Colour distance from `colour` beyond which a pixel is taken as part of the piece. */
  tolerance: number;
  /** Whether the border is mostly transparent (a cut-out: the alpha channel is the mask). */
  transparent: boolean;
}

/** Border pixels within this RGB distance of the median count as "plain backdrop". */
const UNIFORM_DISTANCE = 24;

/** Width of the border band: 3% of the short side, at least one pixel. */
export function borderBand(width: number, height: number): number {
  return Math.max(1, Math.round(0.03 * Math.min(width, height)));
}

/** Indices of the pixels in the outer band of the image. */
export function borderPixelIndices(width: number, height: number): Int32Array {
  const band = borderBand(width, height);
  const indices: number[] = [];
  for (let y = 0; y < height; y++) {
    const inVerticalBand = y < band || y >= height - band;
    for (let x = 0; x < width; x++) {
      if (inVerticalBand || x < band || x >= width - band) indices.push(y * width + x);
    }
  }
  return Int32Array.from(indices);
}

/**
 * Models the background as the median border colour; its spread sets how far a pixel must differ
 * to count as the piece (a noisy or shaded backdrop needs a wider margin than clean paper).
 */
export function estimateBackground(raster: Raster): BackgroundModel {
  const { width, height, rgb, alpha } = raster;
  const border = borderPixelIndices(width, height);
  const colour: [number, number, number] = [
    channelMedian(rgb, border, 0),
    channelMedian(rgb, border, 1),
    channelMedian(rgb, border, 2),
  ];
  const distances = new Float32Array(border.length);
  let uniform = 0;
  let transparentBorder = 0;
  for (let k = 0; k < border.length; k++) {
    const index = border[k]!;
    distances[k] = colourDistance(rgb, index, colour);
    if (distances[k]! <= UNIFORM_DISTANCE) uniform++;
    if (alpha && alpha[index]! < 128) transparentBorder++;
  }
  distances.sort();
  const spread = distances[Math.floor(0.75 * (distances.length - 1))] ?? 0;
  return {
    colour,
    luma: 0.2126 * colour[0] + 0.7152 * colour[1] + 0.0722 * colour[2],
    spread,
    uniformity: distances.length ? uniform / distances.length : 0,
    tolerance: Math.min(64, Math.max(16, 2 * spread + 12)),
    transparent: transparentBorder > 0.5 * border.length,
  };
}

/** Euclidean RGB distance of pixel `index` from `colour`. */
export function colourDistance(
  rgb: Uint8Array,
  index: number,
  colour: readonly [number, number, number],
): number {
  const dr = rgb[index * 3]! - colour[0];
  const dg = rgb[index * 3 + 1]! - colour[1];
  const db = rgb[index * 3 + 2]! - colour[2];
  return Math.sqrt(dr * dr + dg * dg + db * db);
}

/** Median of one channel over the given pixels, from a 256-bin histogram. */
function channelMedian(rgb: Uint8Array, indices: Int32Array, channel: number): number {
  const histogram = new Uint32Array(256);
  for (let k = 0; k < indices.length; k++) histogram[rgb[indices[k]! * 3 + channel]!]!++;
  const half = (indices.length - 1) / 2;
  let seen = 0;
  for (let value = 0; value < 256; value++) {
    seen += histogram[value]!;
    if (seen > half) return value;
  }
  return 0;
}
