// What the prior cannot see: it works at 320 px, so a chain, a prong or a hook finer than a few of
// its pixels fades from it. Below that scale the image itself decides: a thin structure that
// stands out from the backdrop around it (judged against that backdrop's own local variation, so
// velvet's pile or linen's weave does not count) and touches the piece is part of the piece.
// Only thin structures are added: a cast shadow or a reflection is broad, and stays out. A fine
// chain stands out in dashes, one per link, so dashes a link's gap apart count as one structure.
import { boxMean } from '../imaging/box-filter';
import { PRIOR_SIDE, type RgbImage } from './salient-prior';
import { connectedComponents } from '../imaging/labelling';
import { dilate, erode } from '../imaging/morphology';
import { type Mask, maskDataWhere } from '../imaging/mask';

export interface FineDetailParams {
  /** Below this prior, a pixel is backdrop for the local backdrop model. */
  backdropBelow: number;
  /** Window of the local backdrop model, as a share of the long side. */
  windowShare: number;
  /** Colour distance from the local backdrop, in its own standard deviations, to stand out. */
  standOut: number;
  /** A floor under the backdrop's deviation (0-1 colour units): JPEG noise on a flat ground. */
  deviationFloor: number;
  /**
   * Structures this many of the prior's pixels wide or more are its business (at least 3 pixels
   * of the working size): the prior sees at a fixed side, so what is thin grows with the image.
   */
  thinPriorPixels: number;
  /**
   * A fine chain stands out in dashes (its links); dashes this many of the prior's pixels apart
   * (at least 2 working pixels) count as joined when deciding what touches the piece (only the
   * dashes themselves are added).
   */
  joinPriorPixels: number;
}

export const FINE_DETAIL: FineDetailParams = {
  backdropBelow: 0.1,
  windowShare: 1 / 30,
  standOut: 5,
  deviationFloor: 0.02,
  thinPriorPixels: 1.5,
  joinPriorPixels: 1.25,
};

/** `probability` with the thin structures that stand out and touch the piece raised to 1. */
export function addFineDetail(
  probability: Float32Array,
  image: RgbImage,
  params: FineDetailParams = FINE_DETAIL,
): Float32Array {
  const { width, height, rgb } = image;
  const n = width * height;
  const radius = Math.max(3, Math.round(Math.max(width, height) * params.windowShare));
  const mean = (v: Float32Array) => boxMean(v, width, height, radius);
  const weight = new Float32Array(maskDataWhere(n, (i) => probability[i]! < params.backdropBelow));
  const share = mean(weight);
  let distanceSq: Float32Array | null = null;
  let variance: Float32Array | null = null;
  for (let c = 0; c < 3; c++) {
    const value = new Float32Array(n);
    for (let i = 0; i < n; i++) value[i] = rgb[i * 3 + c]! / 255;
    const weighted = new Float32Array(n);
    const weightedSquare = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      weighted[i] = value[i]! * weight[i]!;
      weightedSquare[i] = value[i]! * value[i]! * weight[i]!;
    }
    const m1 = mean(weighted);
    const m2 = mean(weightedSquare);
    distanceSq ??= new Float32Array(n);
    variance ??= new Float32Array(n);
    for (let i = 0; i < n; i++) {
      const s = share[i]!;
      if (s < 1e-3) continue;
      const mu = m1[i]! / s;
      variance[i]! += Math.max(0, m2[i]! / s - mu * mu);
      distanceSq[i]! += (value[i]! - mu) ** 2;
    }
  }
  const piece: Mask = {
    width,
    height,
    data: maskDataWhere(n, (i) => probability[i]! >= 0.5),
  };
  const standing: Mask = { width, height, data: new Uint8Array(n) };
  for (let i = 0; i < n; i++) {
    if (piece.data[i] || share[i]! < 0.05) continue;
    const deviation = Math.max(params.deviationFloor, Math.sqrt(variance![i]!));
    standing.data[i] = Math.sqrt(distanceSq![i]!) > params.standOut * deviation ? 1 : 0;
  }
  // Thin only: what survives an opening of the thin width is broad (a shadow, a reflection).
  const longSide = Math.max(width, height);
  const half = Math.floor(workingPixels(params.thinPriorPixels, longSide, 3) / 2);
  const broad = dilate(erode(standing, half), half + 1);
  for (let i = 0; i < n; i++) if (broad.data[i]) standing.data[i] = 0;
  // Touching the piece: a thin structure joined to it (a chain from a pendant, a prong), its
  // dashes bridged.
  const bridged = dilate(standing, workingPixels(params.joinPriorPixels, longSide, 2));
  const joined: Mask = {
    width,
    height,
    data: maskDataWhere(n, (i) => bridged.data[i] !== 0 || piece.data[i] !== 0),
  };
  const { labels, items } = connectedComponents(joined, 8);
  const withPiece = new Uint8Array(items.length + 1);
  for (let i = 0; i < n; i++) if (piece.data[i]) withPiece[labels[i]!] = 1;
  const out = new Float32Array(probability);
  for (let i = 0; i < n; i++) if (standing.data[i] && withPiece[labels[i]!]) out[i] = 1;
  return out;
}

/** A length in the prior's pixels at a working copy of `longSide`, never under `least`. */
function workingPixels(priorPixels: number, longSide: number, least: number): number {
  return Math.max(least, Math.round((priorPixels * longSide) / PRIOR_SIDE));
}
