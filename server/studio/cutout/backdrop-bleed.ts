// The prior swells at 320 px: over a fine wire's open loop, between a chain's links. What it
// swelled over shows the backdrop around it, its colour and its grain, with no outline marking
// where a piece would begin; a piece's outline is a step, its surface another colour or grain.
import { boxMean } from '../imaging/box-filter';
import { connectedComponents } from '../imaging/labelling';
import { grainAlike, localDeviation } from '../imaging/local-deviation';
import { boundingBox, type Mask } from '../imaging/mask';
import { dilate, erode } from '../imaging/morphology';
import type { RgbImage } from './salient-prior';
import { SEE_THROUGH, type SeeThroughParams } from './see-through';

export interface BackdropBleedParams {
  /** An edge is a colour step this many times the backdrop's own step (its noise and grain)... */
  edgeFactor: number;
  /** ...and at least this many levels (0-255, the largest channel's step between neighbours). */
  edgeFloor: number;
  /** A bled pixel is this close to the backdrop's mean colour where its growth came in (levels,
   * largest channel): a shadow or a pale metal is further. */
  nearBackdropColour: number;
  /** The backdrop's colour is averaged over this radius (share of the long side): past noise. */
  colourRadius: number;
  /** A bled region is at least this wide (pixels at the working size), like a see-through one. */
  minHalfWidth: number;
}

export const BACKDROP_BLEED: BackdropBleedParams = {
  edgeFactor: 2,
  edgeFloor: 6,
  nearBackdropColour: 12,
  colourRadius: 0.04,
  minHalfWidth: 2,
};

/**
 * Clears from `piece` what continues the backdrop across its outline: the backdrop is grown into
 * the piece through pixels with no step, the backdrop's grain and its colour.
 */
export function clearBackdropBleed(
  piece: Mask,
  image: RgbImage,
  params: BackdropBleedParams = BACKDROP_BLEED,
  seeThrough: SeeThroughParams = SEE_THROUGH,
): Mask {
  // Everything it reads lies within the backdrop's reach of the piece: work in that window only
  // (0.4 s at 1024 px for the whole frame). Its border is backdrop, as the frame's is.
  const long = Math.max(piece.width, piece.height);
  const box = boundingBox(piece);
  if (!box) return piece;
  const margin = Math.max(3, Math.round(seeThrough.backdropReach * long));
  const x0 = Math.max(0, box.x - margin);
  const y0 = Math.max(0, box.y - margin);
  const x1 = Math.min(piece.width, box.x + box.width + margin);
  const y1 = Math.min(piece.height, box.y + box.height + margin);
  const window = (width: number, channels: number, values: Uint8Array) => {
    const out = new Uint8Array((x1 - x0) * (y1 - y0) * channels);
    for (let y = y0; y < y1; y++) {
      out.set(
        values.subarray((y * width + x0) * channels, (y * width + x1) * channels),
        (y - y0) * (x1 - x0) * channels,
      );
    }
    return out;
  };
  const w = x1 - x0;
  const h = y1 - y0;
  const kept = bleedCleared(
    { width: w, height: h, data: window(piece.width, 1, piece.data) },
    { width: w, height: h, rgb: window(piece.width, 3, image.rgb) },
    long,
    params,
    seeThrough,
  );
  if (!kept) return piece;
  const out = new Uint8Array(piece.data);
  for (let y = y0; y < y1; y++)
    out.set(kept.subarray((y - y0) * w, (y - y0 + 1) * w), y * piece.width + x0);
  return { width: piece.width, height: piece.height, data: out };
}

/** The piece in a window with its bled regions cleared, or null when there are none. */
function bleedCleared(
  piece: Mask,
  image: RgbImage,
  long: number,
  params: BackdropBleedParams,
  seeThrough: SeeThroughParams,
): Uint8Array | null {
  const { width, height, data } = piece;
  const outside: Mask = { width, height, data: data.map((v) => 1 - v) };
  const { labels, items } = connectedComponents(outside, 4);
  const backdrop = new Set(items.filter((i) => i.touchesBorder).map((i) => i.label));
  if (backdrop.size === 0) return null;
  const open = Uint8Array.from(labels, (l) => (backdrop.has(l) ? 1 : 0));
  const step = colourSteps(image);
  const grain = localDeviation(image);
  const steps: number[] = [];
  const grains: number[] = [];
  for (let i = 0; i < step.length; i++) {
    if (!open[i]) continue;
    steps.push(step[i]!);
    grains.push(grain[i]!);
  }
  if (steps.length === 0) return null;
  // The backdrop's own steps and grain, read past the pixels along the piece's outline.
  const quantile = (values: number[], q: number) =>
    values.sort((a, b) => a - b)[Math.floor(values.length * q)]!;
  const limit = Math.max(params.edgeFloor, params.edgeFactor * quantile(steps, 0.9));
  const backGrain = quantile(grains, 0.5);
  const local = localBackdropColour(
    image,
    open,
    Math.max(3, Math.round(params.colourRadius * long)),
  );
  // Each grown pixel is compared with the backdrop where its growth came in, however deep: a
  // gradient or a shadow cannot carry it into the piece step by step.
  const reference = new Int32Array(width * height);
  const passable = (j: number, from: number) => {
    if (
      data[j] !== 1 ||
      step[j]! > limit ||
      !grainAlike(grain[j]!, backGrain, seeThrough.grainFactor)
    )
      return false;
    let d = 0;
    for (let c = 0; c < 3; c++)
      d = Math.max(d, Math.abs(image.rgb[j * 3 + c]! - local[from * 3 + c]!));
    return d <= params.nearBackdropColour;
  };
  const grown = new Uint8Array(width * height);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < data.length; i++) {
    if (!open[i]) continue;
    reference[i] = i;
    queue[tail++] = i;
  }
  const visit = (j: number, from: number) => {
    if (grown[j] || !passable(j, from)) return;
    grown[j] = 1;
    reference[j] = from;
    queue[tail++] = j;
  };
  while (head < tail) {
    const i = queue[head++]!;
    const from = reference[i]!;
    const x = i % width;
    if (x > 0) visit(i - 1, from);
    if (x < width - 1) visit(i + 1, from);
    if (i >= width) visit(i - width, from);
    if (i + width < data.length) visit(i + width, from);
  }
  const bled = dilate(
    erode({ width, height, data: grown }, params.minHalfWidth),
    params.minHalfWidth,
  );
  let changed = false;
  const out = new Uint8Array(data);
  for (let i = 0; i < out.length; i++) {
    if (bled.data[i] && grown[i]) {
      out[i] = 0;
      changed = true;
    }
  }
  return changed ? out : null;
}

/** The mean colour of the backdrop's pixels within `radius` of each pixel (RGB, 3 per pixel). */
function localBackdropColour(image: RgbImage, open: Uint8Array, radius: number): Float32Array {
  const { width, height, rgb } = image;
  const n = width * height;
  const weight = boxMean(Float32Array.from(open), width, height, radius);
  const out = new Float32Array(n * 3);
  for (let c = 0; c < 3; c++) {
    const channel = new Float32Array(n);
    for (let i = 0; i < n; i++) channel[i] = open[i] ? rgb[i * 3 + c]! : 0;
    const mean = boxMean(channel, width, height, radius);
    for (let i = 0; i < n; i++) out[i * 3 + c] = weight[i]! > 0 ? mean[i]! / weight[i]! : 0;
  }
  return out;
}

/** The largest channel's step from each pixel to its right and lower neighbours, both ways. */
function colourSteps(image: RgbImage): Float32Array {
  const { width, height, rgb } = image;
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      for (const j of [x + 1 < width ? i + 1 : -1, y + 1 < height ? i + width : -1]) {
        if (j < 0) continue;
        let d = 0;
        for (let c = 0; c < 3; c++) d = Math.max(d, Math.abs(rgb[i * 3 + c]! - rgb[j * 3 + c]!));
        if (d > out[i]!) out[i] = d;
        if (d > out[j]!) out[j] = d;
      }
    }
  }
  return out;
}
