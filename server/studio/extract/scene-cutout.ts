// A piece photographed in a scene rather than on a backdrop: held between fingers, worn on a
// neck, in front of a blurred room. The border is then no single colour, so the backdrop plane
// cannot say what is piece. What can: the piece is where the fine detail is (facets, prongs,
// links, highlights in focus), while skin is smooth and the background out of focus. The
// detailed parts that are not skin locate the piece; its pixels are then those whose colour is
// unlike every surface around it (skin, shadow) and no mix of two (the edge of a jaw against
// hair), which keeps a gold band lying on a finger and clears the finger seen through it. When
// what was located is itself a large detailed surface (a linen display bust), the piece is what
// stands out from that fabric around it.
import sharp from 'sharp';
import { connectedComponents, dilate, maskOfComponents, type Mask } from '../analysis/binary-mask';
import { rasterFromRgba, type Raster } from '../analysis/raster';
import { localMean } from '../analysis/subject-mask';
import { skinSurfaces } from './skin-in-frame';
import { surfaceColours, surfaceDistance } from './surface-colours';

/** Border share within the backdrop's colour below which the photo is a scene. */
export const SCENE_MAX_UNIFORMITY = 0.4;

/** A part cut by the frame smaller than this share of the piece is scenery (hair, a prop)... */
export const SCENE_MIN_SHARE_AT_BORDER = 0.25;
/** ...and so is one with more than this share of it along the frame (in the border band). */
export const SCENE_MAX_SHARE_IN_BORDER_BAND = 0.2;

/** A part smaller than this share of the piece is a detailed speck of the scene, not the piece. */
export const SCENE_MIN_SHARE_OF_PIECE = 0.1;

/** Long side the scene is measured at. */
const SCENE_SIDE = 640;

/** Detail density, relative to the image's most detailed spots, below which there is no piece. */
const MIN_DETAIL = 0.25;
/** ...and below which a part touching the piece is not part of it (a thin chain is faint). */
const MIN_FAINT_DETAIL = 0.08;
/** A locus over this share of the image is a detailed surface the piece lies on, not the piece. */
const SURFACE_LOCUS_SHARE = 0.12;
/** Colour distance (RGB) from the neighbourhood mean beyond which a pixel is not that surface. */
const TRIM_DISTANCE = 25;
/** Colour detail (RGB units from the neighbourhood mean) under which a pixel is plain surface. */
const SMOOTH_DETAIL = 6;
/** Colour detail above which a pixel in the piece's locus is piece (a highlight, a facet edge). */
const PIECE_DETAIL = 24;
/** A detailed part whose detail is at least this share of the best part's is part of the piece. */
const MIN_PART_SCORE = 0.2;
/** How far (share of the long side) either side of an edge its two surfaces are sampled. */
const EDGE_REACH = 1 / 40;
/** Colour distance (RGB) from a mix of the two sides within which a pixel is their edge... */
const MIX_TOLERANCE = 16;
/** ...when the sides are at least this far apart (RGB): two surfaces, or lit and shaded skin. */
const EDGE_CONTRAST = 56;
/** Colour distance (RGB) from every surrounding surface colour above which a pixel is piece. */
const SURFACE_TOLERANCE = 28;
/** Surface colours the surroundings are summarised by. */
const SURFACE_COLOURS = 6;

export interface SceneDistance {
  /** Per pixel: distance to the nearest surrounding surface colour; 0 away from the piece. */
  values: Float32Array;
  tolerance: number;
}

/**
 * The scene measured at one working size, whatever the photo's: texture, skin pores and the
 * width of a chain then look the same to every threshold. The distances come back at the
 * photo's size (smoothly resampled up, max-pooled down so a fine chain stays).
 */
export async function sceneDistanceAtWorkingSize(raster: Raster): Promise<SceneDistance> {
  const { width, height } = raster;
  const scale = SCENE_SIDE / Math.max(width, height);
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const { data } = await sharp(raster.rgb, { raw: { width, height, channels: 3 } })
    .resize(w, h, { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const scene = sceneDistance(
    rasterFromRgba(new Uint8Array(data.buffer, data.byteOffset, data.length), w, h),
  );
  if (w >= width) {
    return { values: maxPooled(scene.values, w, h, width, height), tolerance: scene.tolerance };
  }
  // Distances as 8 bits (0.25 RGB units a step, enough around the tolerance) for the resize.
  const levels = Uint8Array.from(scene.values, (value) => Math.min(255, Math.round(value * 4)));
  const back = await sharp(levels, { raw: { width: w, height: h, channels: 1 } })
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { values: Float32Array.from(back, (level) => level / 4), tolerance: scene.tolerance };
}

/** Shrinks a map keeping each output pixel's largest input: a chain thinner than a pixel stays. */
function maxPooled(
  values: Float32Array,
  w: number,
  h: number,
  width: number,
  height: number,
): Float32Array {
  const out = new Float32Array(width * height);
  for (let y = 0; y < h; y++) {
    const ty = Math.min(height - 1, Math.floor((y * height) / h));
    for (let x = 0; x < w; x++) {
      const target = ty * width + Math.min(width - 1, Math.floor((x * width) / w));
      out[target] = Math.max(out[target]!, values[y * w + x]!);
    }
  }
  return out;
}

export function sceneDistance(raster: Raster): SceneDistance {
  const { width, height } = raster;
  const { locus, detail } = locatePiece(raster);
  let locusArea = 0;
  for (const set of locus.data) locusArea += set;
  const values =
    locusArea > SURFACE_LOCUS_SHARE * width * height
      ? standingOutFromFabric(raster, locus)
      : unlikeSurroundings(raster, locus, detail);
  return { values, tolerance: SURFACE_TOLERANCE };
}

/**
 * Where the piece is: the part richest in fine detail that is not skin, with the detailed parts
 * near it, grown (hysteresis) into the faintly detailed parts touching it (a thin drop chain).
 */
function locatePiece(raster: Raster): { locus: Mask; detail: Float32Array } {
  const { width, height } = raster;
  const count = width * height;
  const longSide = Math.max(width, height);
  const detail = colourDetail(raster, Math.max(1, Math.round(longSide / 250)));
  const density = localMean(detail, width, height, Math.max(2, Math.round(longSide / 80)));
  const richest = percentile(density, 0.995);
  const skin = skinSurfaces(raster);
  const detailed: Mask = { width, height, data: new Uint8Array(count) };
  const faint: Mask = { width, height, data: new Uint8Array(count) };
  for (let i = 0; i < count; i++) {
    if (skin.data[i]) continue;
    detailed.data[i] = density[i]! > MIN_DETAIL * richest ? 1 : 0;
    faint.data[i] = density[i]! > MIN_FAINT_DETAIL * richest ? 1 : 0;
  }
  return { locus: grownInto(pieceLocus(detailed, detail), faint), detail };
}

/**
 * The piece on a detailed surface (a linen bust, a knit) found as what stands out from the
 * surface right around it. Unlike the edge between two surfaces, it stands out on every side:
 * each pixel is compared with the neighbourhoods a radius away in eight directions, and the
 * nearest colour counts.
 */
function standingOutFromFabric(raster: Raster, locus: Mask): Float32Array {
  const { width, height, rgb } = raster;
  const radius = Math.max(3, Math.round(Math.max(width, height) / 50));
  const local = trimmedLocalMean(raster, radius);
  const values = new Float32Array(width * height);
  for (let i = 0; i < values.length; i++) {
    if (!locus.data[i]) continue;
    const x = i % width;
    const y = (i - x) / width;
    let nearest = Infinity;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const sx = Math.min(width - 1, Math.max(0, x + dx * radius));
        const sy = Math.min(height - 1, Math.max(0, y + dy * radius));
        const j = (sy * width + sx) * 3;
        nearest = Math.min(
          nearest,
          surfaceDistance(rgb, i, [local[j]!, local[j + 1]!, local[j + 2]!]),
        );
      }
    }
    values[i] = nearest;
  }
  return values;
}

/**
 * The piece among smooth surfaces (skin, shadow, a blurred room): its pixels are those unlike
 * every surface colour around it, or sharp (a highlight, a facet edge). The surfaces are the
 * smooth pixels in a band just outside the locus (a detailed one there may be a missed part of
 * the piece).
 */
function unlikeSurroundings(raster: Raster, locus: Mask, detail: Float32Array): Float32Array {
  const { width, height, rgb } = raster;
  const count = width * height;
  const around = dilate(locus, Math.max(2, Math.round(Math.max(width, height) / 40)));
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    if (around.data[i] && !locus.data[i] && detail[i]! < SMOOTH_DETAIL) samples.push(i);
  }
  const surfaces = surfaceColours(raster, samples, SURFACE_COLOURS);
  // Needed only in and around the locus: computed once, when first asked for.
  const known = new Float32Array(count).fill(-1);
  const nearest = (i: number) => {
    if (known[i]! < 0) {
      let distance = Infinity;
      for (const surface of surfaces)
        distance = Math.min(distance, surfaceDistance(rgb, i, surface));
      known[i] = distance;
    }
    return known[i]!;
  };
  const reach = Math.max(2, Math.round(EDGE_REACH * Math.max(width, height)));
  const values = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    if (!locus.data[i]) continue;
    const mix = edgeMixDistance(raster, locus, nearest, i, reach);
    if (mix < MIX_TOLERANCE) values[i] = Math.min(nearest(i), mix);
    else if (detail[i]! > PIECE_DETAIL) values[i] = Math.max(nearest(i), 2 * SURFACE_TOLERANCE);
    else values[i] = nearest(i);
  }
  return values;
}

/**
 * How far pixel `i`'s colour is from a mix of two different surfaces on opposite sides of it,
 * `reach` away and outside the piece's locus: small on the edge between a jaw and hair, however
 * sharp. Infinity when no direction has two such surfaces (a chain on skin has skin either side).
 */
function edgeMixDistance(
  { rgb, width, height }: Raster,
  locus: Mask,
  nearest: (index: number) => number,
  i: number,
  reach: number,
): number {
  let best = Infinity;
  const x = i % width;
  const y = (i - x) / width;
  for (const [dx, dy] of [
    [1, 0],
    [0, 1],
    [1, 1],
    [1, -1],
  ] as const) {
    const ax = x - dx * reach;
    const ay = y - dy * reach;
    const bx = x + dx * reach;
    const by = y + dy * reach;
    if (ax < 0 || bx >= width || Math.min(ay, by) < 0 || Math.max(ay, by) >= height) continue;
    const a = ay * width + ax;
    const b = by * width + bx;
    if (locus.data[a] || locus.data[b]) continue;
    if (nearest(a) > SURFACE_TOLERANCE || nearest(b) > SURFACE_TOLERANCE) continue;
    if (rgbDistance(rgb, a, b) < EDGE_CONTRAST) continue;
    best = Math.min(best, distanceToSegment(rgb, i, a, b));
  }
  return best;
}

function rgbDistance(rgb: Uint8Array, a: number, b: number): number {
  const dr = rgb[a * 3]! - rgb[b * 3]!;
  return Math.hypot(dr, rgb[a * 3 + 1]! - rgb[b * 3 + 1]!, rgb[a * 3 + 2]! - rgb[b * 3 + 2]!);
}

/** RGB distance from pixel `i`'s colour to the segment between pixels `a`'s and `b`'s. */
function distanceToSegment(rgb: Uint8Array, i: number, a: number, b: number): number {
  let along = 0;
  let length = 0;
  for (let c = 0; c < 3; c++) {
    const ab = rgb[b * 3 + c]! - rgb[a * 3 + c]!;
    along += (rgb[i * 3 + c]! - rgb[a * 3 + c]!) * ab;
    length += ab * ab;
  }
  const t = length > 0 ? Math.min(1, Math.max(0, along / length)) : 0;
  let distance = 0;
  for (let c = 0; c < 3; c++) {
    const mix = rgb[a * 3 + c]! + t * (rgb[b * 3 + c]! - rgb[a * 3 + c]!);
    distance += (rgb[i * 3 + c]! - mix) ** 2;
  }
  return Math.sqrt(distance);
}

/**
 * Each pixel's neighbourhood colour without its outliers: the plain mean, then twice the mean of
 * only the neighbours near the previous estimate, so a chain crossing a fabric does not tint it.
 */
function trimmedLocalMean(raster: Raster, radius: number): Float32Array {
  const { width, height, rgb } = raster;
  const count = width * height;
  const channels = [0, 1, 2].map((channel) => {
    const values = new Float32Array(count);
    for (let i = 0; i < count; i++) values[i] = rgb[i * 3 + channel]!;
    return values;
  });
  let means = channels.map((values) => localMean(values, width, height, radius));
  for (let pass = 0; pass < 2; pass++) {
    const weight = new Float32Array(count);
    for (let i = 0; i < count; i++) {
      const d = Math.hypot(...channels.map((values, c) => values[i]! - means[c]![i]!));
      weight[i] = d < TRIM_DISTANCE ? 1 : 0;
    }
    const share = localMean(weight, width, height, radius);
    means = channels.map((values, c) => {
      const weighted = localMean(
        values.map((value, i) => value * weight[i]!),
        width,
        height,
        radius,
      );
      const previous = means[c]!;
      return weighted.map((sum, i) => (share[i]! > 0.05 ? sum / share[i]! : previous[i]!));
    });
  }
  const out = new Float32Array(count * 3);
  for (let i = 0; i < count; i++) for (let c = 0; c < 3; c++) out[i * 3 + c] = means[c]![i]!;
  return out;
}

/** Per pixel, how far its colour is from the mean of its neighbourhood of `radius`. */
function colourDetail(raster: Raster, radius: number): Float32Array {
  const { width, height, rgb } = raster;
  const count = width * height;
  const detail = new Float32Array(count);
  for (let channel = 0; channel < 3; channel++) {
    const values = new Float32Array(count);
    for (let i = 0; i < count; i++) values[i] = rgb[i * 3 + channel]!;
    const mean = localMean(values, width, height, radius);
    for (let i = 0; i < count; i++) detail[i]! += (values[i]! - mean[i]!) ** 2;
  }
  for (let i = 0; i < count; i++) detail[i] = Math.sqrt(detail[i]!);
  return detail;
}

/** The detailed part richest in detail, and the others nearly as rich close to it. */
function pieceLocus(detailed: Mask, detail: Float32Array): Mask {
  const { width, height } = detailed;
  const { labels, items } = connectedComponents(detailed, 8);
  const scores = new Float64Array(items.length + 1);
  for (let i = 0; i < labels.length; i++) if (labels[i]) scores[labels[i]!]! += detail[i]!;
  let best = 0;
  for (let label = 1; label <= items.length; label++)
    if (scores[label]! > scores[best]!) best = label;
  if (!best) return { width, height, data: new Uint8Array(labels.length) };
  const box = items[best - 1]!.box;
  const margin = 0.1 * Math.max(width, height);
  const keep = new Uint8Array(items.length + 1);
  for (const item of items) {
    const near =
      item.box.x <= box.x + box.width + margin &&
      item.box.x + item.box.width >= box.x - margin &&
      item.box.y <= box.y + box.height + margin &&
      item.box.y + item.box.height >= box.y - margin;
    keep[item.label] = near && scores[item.label]! >= MIN_PART_SCORE * scores[best]! ? 1 : 0;
  }
  return maskOfComponents({ labels }, keep, width, height);
}

/** The components of `mask` that overlap `seed`. */
function grownInto(seed: Mask, mask: Mask): Mask {
  const union: Mask = { width: seed.width, height: seed.height, data: seed.data.slice() };
  for (let i = 0; i < union.data.length; i++) if (mask.data[i]) union.data[i] = 1;
  const { labels, items } = connectedComponents(union, 8);
  const keep = new Uint8Array(items.length + 1);
  for (let i = 0; i < labels.length; i++) if (seed.data[i]) keep[labels[i]!] = 1;
  return maskOfComponents({ labels }, keep, seed.width, seed.height);
}

function percentile(values: Float32Array, share: number): number {
  const sorted = values.slice().sort();
  return sorted[Math.floor(share * (sorted.length - 1))] ?? 0;
}
