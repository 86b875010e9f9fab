// A ring's shank or a watch's strap goes round the finger or wrist it is worn on, a hook's wire
// through the lobe. The piece is a flat picture laid over the body, so the part of its band reaching
// past the limb's outline (above the piercing) would hang in the air beside it: that part is behind
// the limb, and hidden. The head (a ring's stones,
// a watch's case) is wider than the band and stays whole, even where it overhangs the outline.
import { coverAt, type Layer } from './canvas';

/** How much darker the band is where it turns away at the outline, towards shade. */
const TURN_SHADE = 0.4;
/**
 * Across the band, a head is at least this much wider than the band, and at least HEAD_OF_FULLEST
 * as wide as the piece's fullest slice (a drawn band is not even: it swells here and there).
 */
const HEAD_OVER_BAND = 1.3;
const HEAD_OF_FULLEST = 0.5;
/** Slices this near as full as the fullest are head, however full the band. */
const NEAR_FULLEST = 0.9;
/** A slice narrower by this share of the fullest than the one TAPER_SPAN slices in tapers a head. */
const TAPER_STEP = 0.02;
const TAPER_SPAN = 3;
/**
 * At most this share of the piece goes behind the limb; more means the piece is not a band round
 * it (a bracelet laid open, a ring seen from the side), and it stays whole as drawn.
 */
export const MAX_HIDDEN_SHARE = 0.45;

export interface Limb {
  /** Signed distance to its outline at every canvas pixel (negative inside). */
  distance: Float32Array;
  canvasWidth: number;
  /** Unit vector along it (the finger's or forearm's length), in canvas axes. */
  axis: readonly [number, number];
  /** The width of its soft outline, in pixels. */
  soft: number;
  /** How far in from the outline the band turns away from the viewer, in pixels. */
  depth: number;
}

export interface BehindTheLimb {
  /** Per pixel of the layer, the share of it the limb hides (0-1). */
  hidden: Float32Array;
  /** Per pixel, how far the band there has turned away from the viewer (0-1), for its shade. */
  turned: Float32Array;
}

/**
 * The band pixels of `layer` beyond the limb's outline, hidden (faded over the outline's soft
 * edge), and the band turning away towards it. The piece is cut in slices along the limb; a slice
 * mostly beyond the outline is band, and a slice much fuller than the band's is the head. Null
 * when nothing is hidden, or when too much would be.
 */
export function behindTheLimb(layer: Layer, limb: Limb): BehindTheLimb | null {
  const { width, height, rgba } = layer;
  const { axis, soft, depth } = limb;
  const limbAt = limbDistanceAt(layer, limb);
  // Slices along the limb, numbered by their place across it (whole pixels from the layer's
  // corner that is lowest across it).
  const across = [-axis[1], axis[0]] as const;
  const origin = Math.min(0, width * across[0]) + Math.min(0, height * across[1]);
  const sliceOf = (x: number, y: number) => Math.floor(x * across[0] + y * across[1] - origin);
  const slices = Math.ceil(Math.abs(width * across[0]) + Math.abs(height * across[1])) + 1;
  const amount = new Float64Array(slices);
  const beyond = new Float64Array(slices);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const alpha = rgba[(y * width + x) * 4 + 3]! / 255;
      const slice = sliceOf(x, y);
      amount[slice]! += alpha;
      if (limbAt(x, y) > 0) beyond[slice]! += alpha;
    }
  const bandSlices = [...amount.keys()].filter(
    (s) => amount[s]! > 0 && beyond[s]! > 0.5 * amount[s]!,
  );
  if (bandSlices.length === 0) return null;
  const band = median(bandSlices.map((s) => amount[s]!));
  // The head: the run of slices this full about the fullest (a band's end seen edge-on can be as
  // full, but is not part of it).
  const fullest = amount.indexOf(Math.max(...amount));
  // (A piece that is all head, a stud, is band by that measure: its fullest slices are still head.)
  const threshold = Math.min(
    Math.max(HEAD_OVER_BAND * band, HEAD_OF_FULLEST * amount[fullest]!),
    NEAR_FULLEST * amount[fullest]!,
  );
  let [first, last] = [fullest, fullest];
  while (first > 0 && amount[first - 1]! > threshold) first--;
  while (last < slices - 1 && amount[last + 1]! > threshold) last++;
  // A rounded head tapers at its ends (a stud's top): it goes on while its slices keep narrowing
  // (measured over a few slices: pixel counts narrow in steps).
  const step = TAPER_STEP * amount[fullest]!;
  const tapers = (k: number, inward: number) =>
    k >= 0 && k < slices && amount[k]! > 0 && amount[k]! < amount[k + inward * TAPER_SPAN]! - step;
  while (tapers(first - 1, 1)) first--;
  while (tapers(last + 1, -1)) last++;
  const hidden = new Float32Array(width * height);
  const turned = new Float32Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const slice = sliceOf(x, y);
      if (slice >= first && slice <= last) continue;
      const i = y * width + x;
      const d = limbAt(x, y);
      hidden[i] = 1 - coverAt(d, soft);
      turned[i] = Math.min(1, Math.max(0, 1 + d / depth) ** 2);
    }
  return hidesWithinCap(layer, hidden) ? { hidden, turned } : null;
}

/** The limb's signed distance at a pixel (x, y) of `layer`; Infinity off the canvas. */
export function limbDistanceAt(layer: Layer, limb: Limb): (x: number, y: number) => number {
  const { left, top } = layer;
  const { distance, canvasWidth } = limb;
  return (x, y) => {
    const [cx, cy] = [left + x, top + y];
    const inside = cx >= 0 && cy >= 0 && cx < canvasWidth && cy * canvasWidth < distance.length;
    return inside ? distance[cy * canvasWidth + cx]! : Infinity;
  };
}

/** Whether `hidden` (per pixel of `layer`) hides something, and at most MAX_HIDDEN_SHARE of it. */
export function hidesWithinCap(layer: Layer, hidden: Float32Array): boolean {
  let [total, behind] = [0, 0];
  for (let i = 0; i < hidden.length; i++) {
    const alpha = layer.rgba[i * 4 + 3]! / 255;
    total += alpha;
    behind += alpha * hidden[i]!;
  }
  return behind > 0 && behind <= MAX_HIDDEN_SHARE * total;
}

/** The layer with its band shaded where it turns away and the hidden share taken out of alpha. */
export function hideBehind(layer: Layer, { hidden, turned }: BehindTheLimb): Layer {
  const rgba = layer.rgba.slice();
  for (let i = 0; i < hidden.length; i++) {
    const shade = 1 - TURN_SHADE * turned[i]!;
    for (let c = 0; c < 3; c++) rgba[i * 4 + c] = Math.round(rgba[i * 4 + c]! * shade);
    rgba[i * 4 + 3] = Math.round(rgba[i * 4 + 3]! * (1 - hidden[i]!));
  }
  return { ...layer, rgba };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
