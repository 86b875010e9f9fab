// A glossy ground (acrylic, glass, polished stone) mirrors the piece below it, and the prior takes
// the reflection for more of the piece. A reflection is the piece flipped about a horizontal line
// where the two meet, and fainter: each of its pixels stands out from the ground in the direction
// of its mirror pixel's, by a fraction of as much (a quarter at most: acrylic and glass reflect
// little). A piece's own lower half (a watch's second strap, a ring's far band) stands out about
// as much as its upper half, so it is not taken for one.
import { meanColourWhere } from '../imaging/box-filter';
import { type Box, type Mask, maskDataWhere } from '../imaging/mask';
import type { RgbImage } from './salient-prior';

export interface MirrorParams {
  /** The ground's colour is averaged over this radius (share of the long side), piece left out. */
  groundRadius: number;
  /** At least this share of what lies below the line mirrors a part of the piece above it... */
  minMatched: number;
  /** ...their contrasts with the ground agree this well (correlation)... */
  minCorrelation: number;
  /** ...and the lower one is at most this fraction of the upper one (a reflection is fainter). */
  maxStrength: number;
  /**
   * The reflection reaches at least this share of the piece's height below the line: as it
   * fades it still shows much of the piece, where a sliver at the piece's foot is its own shading.
   */
  minReach: number;
  /** The matte's soft rim reaches this far (share of the long side) past a cleared run's columns. */
  softRim: number;
  /** Rows and columns sampled in the search (every n-th), for speed. */
  stride: number;
}

export const MIRROR: MirrorParams = {
  groundRadius: 0.04,
  minMatched: 0.7,
  minCorrelation: 0.6,
  maxStrength: 0.25,
  minReach: 0.25,
  softRim: 0.01,
  stride: 2,
};

/** The reflection found below a piece: the line it mirrors about and how faint it is. */
interface Reflection {
  /** Row of the mirror line (working pixels). */
  axis: number;
  correlation: number;
  strength: number;
  matched: number;
}

/**
 * The piece's probability (0-1, at `image`'s size) without the faint mirror image a glossy ground
 * shows below it. Pieces side by side (a pair of studs, one standing higher) each meet their own
 * reflection: each is searched alone. All of it goes, down to its faintest edge: the matte's soft
 * rim of a reflection would still widen the piece's box and drop its shadow far below it.
 */
export function clearMirrorReflection(
  probability: Float32Array,
  image: RgbImage,
  params: MirrorParams = MIRROR,
): Float32Array {
  const { width, height } = image;
  const piece: Mask = {
    width,
    height,
    data: maskDataWhere(probability.length, (i) => probability[i]! >= 0.5),
  };
  const groups = columnGroups(piece);
  if (groups.length === 0) return probability;
  const contrast = contrastWithGround(piece, image, params);
  const rim = Math.max(1, Math.round(params.softRim * Math.max(width, height)));
  let out: Float32Array | null = null;
  for (const box of groups) {
    const found = findReflection(piece, contrast, box, params);
    if (!found) continue;
    out ??= probability.slice();
    const from = Math.max(0, box.x - rim);
    const to = Math.min(width, box.x + box.width + rim);
    for (let y = found.axis + 1; y < height; y++) {
      for (let x = from; x < to; x++) {
        const i = y * width + x;
        // Past the run's own columns only the soft rim: a neighbour's piece is not touched.
        const own = x >= box.x && x < box.x + box.width;
        if (own || out[i]! < 0.5) out[i] = 0;
      }
    }
  }
  return out ?? probability;
}

/**
 * Within `box`, the best mirror line below which the piece is its own fainter mirror image
 * (`contrast`: each pixel's colour minus the ground's), or null.
 */
function findReflection(
  piece: Mask,
  contrast: Float32Array,
  box: Box,
  params: MirrorParams,
): Reflection | null {
  const { width } = piece;
  const bottom = box.y + box.height - 1;
  // A reflection is never taller than the piece it mirrors, and reaches minReach of it.
  const firstAxis = Math.ceil((box.y + bottom) / 2);
  const lastAxis = Math.floor((bottom + params.minReach * box.y) / (1 + params.minReach));
  const step = params.stride;
  let best: Reflection | null = null;
  let bestScore = 0;
  for (let axis = firstAxis; axis <= Math.min(lastAxis, bottom - 2); axis++) {
    let below = 0;
    let matched = 0;
    let pq = 0;
    let qq = 0;
    let pp = 0;
    for (let y = axis + 1; y <= bottom; y += step) {
      const mirror = 2 * axis - y;
      if (mirror < box.y) break;
      for (let x = box.x; x < box.x + box.width; x += step) {
        const p = y * width + x;
        if (!piece.data[p]) continue;
        below++;
        const q = mirror * width + x;
        if (!piece.data[q]) continue;
        matched++;
        for (let c = 0; c < 3; c++) {
          const a = contrast[p * 3 + c]!;
          const b = contrast[q * 3 + c]!;
          pq += a * b;
          qq += b * b;
          pp += a * a;
        }
      }
    }
    if (below === 0 || matched / below < params.minMatched || qq === 0 || pp === 0) continue;
    const correlation = pq / Math.sqrt(pp * qq);
    const strength = pq / qq;
    if (correlation < params.minCorrelation || strength > params.maxStrength || strength <= 0)
      continue;
    // The most evidence: many mirrored pixels that agree well.
    const score = correlation * matched;
    if (score > bestScore) {
      bestScore = score;
      best = { axis, correlation, strength, matched: matched / below };
    }
  }
  return best;
}

/**
 * The boxes of the piece's runs of columns that hold some of it, split where two empty columns
 * or more lie between; a run too small to matter is left out.
 */
function columnGroups(piece: Mask): Box[] {
  const { width, height, data } = piece;
  const top = new Int32Array(width).fill(-1);
  const bottom = new Int32Array(width).fill(-1);
  const area = new Int32Array(width);
  let total = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!data[y * width + x]) continue;
      if (top[x]! < 0) top[x] = y;
      bottom[x] = y;
      area[x]!++;
      total++;
    }
  }
  const boxes: Box[] = [];
  let x = 0;
  while (x < width) {
    if (area[x] === 0) {
      x++;
      continue;
    }
    const start = x;
    let end = x;
    let y0 = height;
    let y1 = -1;
    let sum = 0;
    // A run goes on over single empty columns.
    while (x < width && (area[x]! > 0 || (x + 1 < width && area[x + 1]! > 0))) {
      if (area[x]! > 0) {
        end = x;
        y0 = Math.min(y0, top[x]!);
        y1 = Math.max(y1, bottom[x]!);
        sum += area[x]!;
      }
      x++;
    }
    if (sum >= MIN_GROUP_SHARE * total) {
      boxes.push({ x: start, y: y0, width: end - start + 1, height: y1 - y0 + 1 });
    }
  }
  return boxes;
}

/** A run of columns holding less than this share of the piece is a speck, not a piece. */
const MIN_GROUP_SHARE = 0.02;

/** Each pixel's colour minus the ground's around it (the piece left out of the ground's mean). */
function contrastWithGround(piece: Mask, image: RgbImage, params: MirrorParams): Float32Array {
  const { width, height } = piece;
  const radius = Math.max(2, Math.round(params.groundRadius * Math.max(width, height)));
  const ground = maskDataWhere(piece.data.length, (i) => !piece.data[i]);
  const { mean, share } = meanColourWhere(image, ground, radius);
  const out = new Float32Array(piece.data.length * 3);
  for (let i = 0; i < piece.data.length; i++) {
    if (share[i]! <= 0.01) continue;
    for (let c = 0; c < 3; c++) out[i * 3 + c] = image.rgb[i * 3 + c]! - mean[i * 3 + c]!;
  }
  return out;
}
