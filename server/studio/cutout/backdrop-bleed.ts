// The prior swells at 320 px: over a fine wire's open loop, between a chain's links. What it
// swelled over shows the backdrop around it, its colour and its grain, with no outline marking
// where a piece would begin; a piece's outline is a step, its surface another colour or grain.
import { meanColourWhere } from '../imaging/box-filter';
import { componentsTouchingBorder } from '../imaging/labelling';
import { grainAlike, localDeviation } from '../imaging/local-deviation';
import { changeInPieceWindow } from '../imaging/crop';
import { growFromSeeds } from '../imaging/grow';
import { invertMask, type Mask, maskDataWhere } from '../imaging/mask';
import { opening } from '../imaging/morphology';
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
  // (0.4 s at 1024 px for the whole frame).
  const long = Math.max(piece.width, piece.height);
  const margin = Math.max(3, Math.round(seeThrough.backdropReach * long));
  return changeInPieceWindow(piece, image, margin, (inWindow, imageInWindow) =>
    bleedCleared(inWindow, imageInWindow, long, params, seeThrough),
  );
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
  const backdrop = componentsTouchingBorder(invertMask(piece), 4);
  if (!backdrop) return null;
  const open = backdrop.data;
  const step = colourSteps(image);
  const grain = localDeviation(image);
  let count = 0;
  for (let i = 0; i < open.length; i++) count += open[i]!;
  if (count === 0) return null;
  const steps = new Float32Array(count);
  const grains = new Float32Array(count);
  for (let i = 0, k = 0; i < open.length; i++) {
    if (!open[i]) continue;
    steps[k] = step[i]!;
    grains[k++] = grain[i]!;
  }
  // The backdrop's own steps and grain, read past the pixels along the piece's outline.
  const quantile = (values: Float32Array, q: number) =>
    values.sort()[Math.floor(values.length * q)]!;
  const limit = Math.max(params.edgeFloor, params.edgeFactor * quantile(steps, 0.9));
  const backGrain = quantile(grains, 0.5);
  const local = meanColourWhere(
    image,
    open,
    Math.max(3, Math.round(params.colourRadius * long)),
  ).mean;
  // Each grown pixel is compared with the backdrop where its growth came in, however deep: a
  // gradient or a shadow cannot carry it into the piece step by step.
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
  const origin = growFromSeeds(width, height, (i) => open[i] === 1, passable);
  const grown = maskDataWhere(origin.length, (i) => origin[i]! > 0 && !open[i]);
  const bled = opening({ width, height, data: grown }, params.minHalfWidth);
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

/** The largest channel's step from each pixel to its right and lower neighbours, both ways. */
function colourSteps(image: RgbImage): Float32Array {
  const { width, height, rgb } = image;
  const out = new Float32Array(width * height);
  const between = (i: number, j: number) => {
    let d = 0;
    for (let c = 0; c < 3; c++) d = Math.max(d, Math.abs(rgb[i * 3 + c]! - rgb[j * 3 + c]!));
    if (d > out[i]!) out[i] = d;
    if (d > out[j]!) out[j] = d;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (x + 1 < width) between(i, i + 1);
      if (y + 1 < height) between(i, i + width);
    }
  }
  return out;
}
