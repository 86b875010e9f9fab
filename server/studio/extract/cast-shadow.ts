// The shadow a piece casts on a plain backdrop, cleared from a studio photo's cut: pixels of nearly
// the backdrop's colour, only darker and smooth, reached from the open backdrop.
import type { Mask } from '../analysis/binary-mask';
import { borderPixelIndices } from '../analysis/background-model';
import type { Raster } from '../analysis/raster';
import { localMean } from '../analysis/subject-mask';

/** Chromaticity difference from the backdrop within which a darker pixel may be its shadow. */
const SHADOW_MAX_CHROMA = 0.07;
/**
 * On a light backdrop a shadow beside coloured metal also carries the light the metal bounces
 * into it, the more the darker it is: this much more chromaticity per unit of darkness.
 */
const SHADOW_BOUNCE_TINT = 0.28;
/** A shadow is smooth: its luma differs from the local mean by at most this (RMS)... */
const SHADOW_MAX_ROUGHNESS = 5;
/** ...over a window this share of the long side, so it means the same at any size. */
const SHADOW_WINDOW = 1 / 400;
/** A shadow is this much darker than the backdrop at most (brightness ratio)... */
const SHADOW_MIN_RATIO = 0.45;
/** ...and at least this much. */
const SHADOW_MAX_RATIO = 0.98;
/**
 * On a light backdrop a shadow's colour drifts gradually with its depth, while a pale part of the
 * piece as light as a shadow (a cone's outside in the light) meets the backdrop at a crisp colour
 * edge: the shadow is not followed across a chromaticity change larger than this...
 */
const SHADOW_COLOUR_STEP = 0.025;
/** ...over this share of the long side (an edge is spread over a few pixels). */
const SHADOW_COLOUR_SPAN = 1 / 270;

/**
 * Clears the cast shadow from `hard` (the pixels unlike the backdrop). Smooth grey areas inside a
 * silver piece are walled in by its edges, so they are not reached and stay (as would a shadow
 * seen through a ring: the backdrop inside a piece cannot be told from a highlight of its colour,
 * like a steel case's).
 */
export function dropCastShadows(
  raster: Raster,
  backdrop: Float32Array,
  hard: Mask,
  lightBackdrop: boolean,
): void {
  const { width, height } = raster;
  const longSide = Math.max(width, height);
  const radius = Math.max(2, Math.round(SHADOW_WINDOW * longSide));
  const roughness = lumaRoughness(raster, radius);
  const chromaticity = chromaticities(raster.rgb);
  const { ratio, tint } = toneAgainstBackdrop(raster.rgb, chromaticity, backdrop);
  // On a light backdrop the tint is what ends a shadow against the piece; tested per pixel, the
  // photo's noise draws that end as a ragged line of specks, so it is tested on local means.
  const meanTint = lightBackdrop ? localMean(tint, width, height, radius) : tint;
  const meanRatio = lightBackdrop ? localMean(ratio, width, height, radius) : ratio;
  const shadowLike = new Uint8Array(hard.data.length);
  for (let i = 0; i < shadowLike.length; i++) {
    if (!hard.data[i] || roughness[i]! >= SHADOW_MAX_ROUGHNESS) continue;
    const bounce = lightBackdrop ? SHADOW_BOUNCE_TINT * (1 - meanRatio[i]!) : 0;
    shadowLike[i] =
      ratio[i]! > SHADOW_MIN_RATIO &&
      ratio[i]! < SHADOW_MAX_RATIO &&
      meanTint[i]! < Math.max(SHADOW_MAX_CHROMA, bounce)
        ? 1
        : 0;
  }
  // The chromaticity of dark pixels is mostly noise: a dark backdrop's shadow is followed as is.
  const span = lightBackdrop ? Math.max(1, Math.round(SHADOW_COLOUR_SPAN * longSide)) : 0;
  const shadow = floodFromBorder(hard, chromaticity, shadowLike, span);
  if (lightBackdrop) {
    // A shadow pixel held back only by the colour edge of the piece it blurs into goes too.
    growShadow(shadow, shadowLike, width, span);
  }
  for (let i = 0; i < shadow.length; i++) if (shadow[i]) hard.data[i] = 0;
}

/**
 * The shadow-like pixels reached from the border through backdrop and shadow; with a `span`, not
 * into a pixel on a colour edge.
 */
function floodFromBorder(
  hard: Mask,
  chromaticity: Float32Array,
  shadowLike: Uint8Array,
  span: number,
): Uint8Array {
  const { width, height } = hard;
  const open = new Uint8Array(width * height);
  const stack: number[] = [];
  for (const index of borderPixelIndices(width, height)) {
    if (!hard.data[index] || shadowLike[index]) {
      open[index] = 1;
      stack.push(index);
    }
  }
  const chromaticityStep = (a: number, b: number) =>
    Math.abs(chromaticity[a * 3]! - chromaticity[b * 3]!) +
    Math.abs(chromaticity[a * 3 + 1]! - chromaticity[b * 3 + 1]!) +
    Math.abs(chromaticity[a * 3 + 2]! - chromaticity[b * 3 + 2]!);
  // Whether `index` differs in colour from a pixel `span` away along its row or column that the
  // flood has reached or will (backdrop): an edge, whichever way it runs and the flood comes.
  const differs = (index: number, around: number) =>
    (open[around] === 1 || hard.data[around] === 0) &&
    chromaticityStep(around, index) > SHADOW_COLOUR_STEP;
  const onColourEdge = (index: number) => {
    const x = index % width;
    return (
      (x >= span && differs(index, index - span)) ||
      (x + span < width && differs(index, index + span)) ||
      (index >= span * width && differs(index, index - span * width)) ||
      (index + span * width < open.length && differs(index, index + span * width))
    );
  };
  while (stack.length) {
    const index = stack.pop()!;
    for (const next of neighbours(index, width, open.length)) {
      if (next < 0 || open[next]) continue;
      if (hard.data[next] && !shadowLike[next]) continue;
      if (span && onColourEdge(next)) continue;
      open[next] = 1;
      stack.push(next);
    }
  }
  for (let i = 0; i < open.length; i++) open[i] = open[i]! & shadowLike[i]!;
  return open;
}

/** Each pixel's share of each channel in its sum (+1, so black is defined). */
function chromaticities(rgb: Uint8Array): Float32Array {
  const chromaticity = new Float32Array(rgb.length);
  for (let i = 0; i < rgb.length; i += 3) {
    const sum = rgb[i]! + rgb[i + 1]! + rgb[i + 2]! + 1;
    chromaticity[i] = rgb[i]! / sum;
    chromaticity[i + 1] = rgb[i + 1]! / sum;
    chromaticity[i + 2] = rgb[i + 2]! / sum;
  }
  return chromaticity;
}

/**
 * Each pixel's brightness as a share of the backdrop's there, and its tint: how far its
 * chromaticity is from the backdrop's (L1).
 */
function toneAgainstBackdrop(
  rgb: Uint8Array,
  chromaticity: Float32Array,
  backdrop: Float32Array,
): { ratio: Float32Array; tint: Float32Array } {
  const ratio = new Float32Array(rgb.length / 3);
  const tint = new Float32Array(rgb.length / 3);
  for (let i = 0; i < ratio.length; i++) {
    const backdropSum = backdrop[i * 3]! + backdrop[i * 3 + 1]! + backdrop[i * 3 + 2]! + 1;
    ratio[i] = (rgb[i * 3]! + rgb[i * 3 + 1]! + rgb[i * 3 + 2]! + 1) / backdropSum;
    let distance = 0;
    for (let c = 0; c < 3; c++)
      distance += Math.abs(chromaticity[i * 3 + c]! - backdrop[i * 3 + c]! / backdropSum);
    tint[i] = distance;
  }
  return { ratio, tint };
}

/** Adds to `shadow` the shadow-like pixels up to `depth` steps (4-connected) from it. */
function growShadow(
  shadow: Uint8Array,
  shadowLike: Uint8Array,
  width: number,
  depth: number,
): void {
  let front: number[] = [];
  for (let i = 0; i < shadow.length; i++) if (shadow[i]) front.push(i);
  for (let layer = 0; layer < depth && front.length; layer++) {
    const added: number[] = [];
    for (const index of front) {
      for (const next of neighbours(index, width, shadow.length)) {
        if (next < 0 || shadow[next] || !shadowLike[next]) continue;
        shadow[next] = 1;
        added.push(next);
      }
    }
    front = added;
  }
}

/** The 4-connected neighbours of `index` in an image `width` wide of `length` pixels; -1 off it. */
function neighbours(index: number, width: number, length: number): number[] {
  const x = index % width;
  return [
    x > 0 ? index - 1 : -1,
    x < width - 1 ? index + 1 : -1,
    index >= width ? index - width : -1,
    index + width < length ? index + width : -1,
  ];
}

/**
 * RMS difference of luma from its local mean: texture and edges, where a plain standard
 * deviation would also count a shadow's smooth falloff (a ramp is at its own mean).
 */
function lumaRoughness({ luma, width, height }: Raster, radius: number): Float32Array {
  const mean = localMean(luma, width, height, radius);
  const residual = new Float32Array(luma.length);
  for (let i = 0; i < residual.length; i++) residual[i] = (luma[i]! - mean[i]!) ** 2;
  const roughness = localMean(residual, width, height, radius);
  for (let i = 0; i < roughness.length; i++) roughness[i] = Math.sqrt(roughness[i]!);
  return roughness;
}
