// Holes are decided by what they show. The prior judges them at 320 px and by shape: it fills a
// ring's middle (a round object is salient whole) and leaves a pearl set in a frame out. Here a
// region inside the piece is a hole when its colours are the backdrop's and not the piece's
// own, and a region the piece encloses is part of it when its colours are not the backdrop's.
import { grainAlike, localDeviation } from '../imaging/local-deviation';
import type { RgbImage } from './salient-prior';
import { componentsTouchingBorder, connectedComponents } from '../imaging/labelling';
import { growFromSeeds } from '../imaging/grow';
import { dilate, opening } from '../imaging/morphology';
import { invertMask, type Mask } from '../imaging/mask';
import { fitSmoothSurface } from '../imaging/smooth-surface';

export interface SeeThroughParams {
  /** Bits per channel of the colour histograms (5 → 32768 bins). */
  bits: number;
  /** A colour seen in less than this share of the backdrop is not the backdrop. */
  backdropMinShare: number;
  /** An enclosed region most of whose pixels are no backdrop colour is part of the piece. */
  backdropShareOfHole: number;
  /** The piece's own colours are read this far inside its outline (share of the long side)... */
  rimFrom: number;
  rimTo: number;
  /** ...and a pixel is backdrop seen through the piece when this much likelier the backdrop's. */
  likelier: number;
  /** A see-through region is at least this wide (pixels at the working size)... */
  minHalfWidth: number;
  /** ...and this share of the piece's area. */
  minShare: number;
  /** The backdrop is read within this distance of the piece (share of the long side). */
  backdropReach: number;
  /** A see-through region's grain (local luma deviation) is within this factor of the backdrop's. */
  grainFactor: number;
  /**
   * On a smooth backdrop (seamless, gradient, vignette), a pixel is also backdrop seen through
   * when every channel is within this many spreads of a quadratic surface fitted to the backdrop
   * around the piece, so a grey ring's middle on a grey gradient goes although the ring shares
   * its colours (0: off)...
   */
  surfaceSpreads: number;
  /** ...or within this many levels, whichever is more... */
  surfaceLevels: number;
  /** ...when the backdrop's spread about the surface is at most this (a textured one says nothing). */
  surfaceMaxSpread: number;
}

export const SEE_THROUGH: SeeThroughParams = {
  bits: 5,
  backdropMinShare: 2e-4,
  backdropShareOfHole: 0.5,
  rimFrom: 0.003,
  rimTo: 0.008,
  likelier: 4,
  minHalfWidth: 2,
  minShare: 0.01,
  backdropReach: 0.08,
  grainFactor: 2.5,
  surfaceSpreads: 3,
  surfaceLevels: 6,
  surfaceMaxSpread: 8,
};

/** Sets in `piece` the enclosed regions whose colours are not the backdrop's (a pearl, a stone). */
export function fillOpaqueHoles(
  piece: Mask,
  image: RgbImage,
  params: SeeThroughParams = SEE_THROUGH,
): Mask {
  const { width, height, data } = piece;
  const outside = invertMask(piece);
  const { labels, items } = connectedComponents(outside, 4);
  const backdrop = new Set(items.filter((i) => i.touchesBorder).map((i) => i.label));
  const holes = items.filter((i) => !i.touchesBorder);
  if (holes.length === 0 || backdrop.size === 0) return piece;
  const seen = colourShares(image, params, (i) => backdrop.has(labels[i]!));
  const inBackdrop = new Uint32Array(items.length + 1);
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i]!;
    if (label === 0 || backdrop.has(label)) continue;
    if (seen.share(i) >= params.backdropMinShare) inBackdrop[label]!++;
  }
  const fill = new Set(
    holes
      .filter((h) => inBackdrop[h.label]! / h.area < params.backdropShareOfHole)
      .map((h) => h.label),
  );
  if (fill.size === 0) return piece;
  const out = new Uint8Array(data);
  for (let i = 0; i < out.length; i++) if (fill.has(labels[i]!)) out[i] = 1;
  return { width, height, data: out };
}

/**
 * Clears from `piece` the regions inside it that show the backdrop: colours far likelier the
 * backdrop's than the piece's own (read on a rim just inside its outline), wide enough to see
 * through and away from the outline (a ring's middle, the gap of a loop), then on up to the
 * outline through what shows the backdrop too.
 */
export function clearSeeThrough(
  piece: Mask,
  image: RgbImage,
  params: SeeThroughParams = SEE_THROUGH,
): Mask {
  const { width, height, data } = piece;
  const long = Math.max(width, height);
  const open = componentsTouchingBorder(invertMask(piece), 4);
  if (!open) return piece;
  const near = dilate(open, Math.max(1, Math.round(params.rimFrom * long)));
  const far = dilate(open, Math.max(2, Math.round(params.rimTo * long)));
  const rim = (i: number) => data[i] === 1 && far.data[i] === 1 && near.data[i] === 0;
  // The backdrop near the piece: a gradient or a vignette is not the same colour far away.
  const around = dilate(piece, Math.max(3, Math.round(params.backdropReach * long)));
  const nearBackdrop = (i: number) => open.data[i] === 1 && around.data[i] === 1;
  const back = colourShares(image, params, nearBackdrop);
  const own = colourShares(image, params, rim);
  if (own.total === 0) return piece;
  const onSurface = smoothBackdrop(image, nearBackdrop, params);
  const through: Mask = { width, height, data: new Uint8Array(width * height) };
  const showsBackdrop = (i: number) => {
    const b = back.share(i);
    return (b >= params.backdropMinShare && b > params.likelier * own.share(i)) || !!onSurface?.(i);
  };
  for (let i = 0; i < through.data.length; i++) {
    if (!data[i] || far.data[i]) continue;
    if (showsBackdrop(i)) through.data[i] = 1;
  }
  // Wide enough to see through: an opening drops the specks and hairlines of colour.
  const wide = opening(through, params.minHalfWidth);
  const parts = connectedComponents(wide, 8);
  let area = 0;
  for (const v of data) area += v;
  // Seen through, the backdrop keeps its grain: a smooth dark dial is not black velvet's pile.
  const grain = localDeviation(image);
  let backGrain = 0;
  let backCount = 0;
  for (let i = 0; i < grain.length; i++) {
    if (!nearBackdrop(i)) continue;
    backGrain += grain[i]!;
    backCount++;
  }
  backGrain /= Math.max(1, backCount);
  const partGrain = new Float64Array(parts.items.length + 1);
  for (let i = 0; i < grain.length; i++) partGrain[parts.labels[i]!]! += grain[i]!;
  const likeBackdrop = (label: number, area: number) =>
    grainAlike(partGrain[label]! / area, backGrain, params.grainFactor);
  const clear = new Set(
    parts.items
      .filter((p) => p.area >= params.minShare * area && likeBackdrop(p.label, p.area))
      .map((p) => p.label),
  );
  if (clear.size === 0) return piece;
  const out = new Uint8Array(data);
  for (let i = 0; i < out.length; i++) if (clear.has(parts.labels[i]!)) out[i] = 0;
  runOnToOutline(out, data, far.data, width, showsBackdrop);
  return { width, height, data: out };
}

/**
 * Clears, from each cleared region, on through the band near the outline (`nearOutline`, left out
 * when the regions were found) to the piece's outline, while the pixels show the backdrop. Inside
 * a thin chain or wire that whole band is backdrop: left, it hems the chain in a band of it.
 */
function runOnToOutline(
  out: Uint8Array,
  piece: Uint8Array,
  nearOutline: Uint8Array,
  width: number,
  showsBackdrop: (i: number) => boolean,
): void {
  // Only the band's pixels are entered: the cleared regions seed it where they meet it.
  const reached = growFromSeeds(
    width,
    out.length / width,
    (i) => piece[i] === 1 && !out[i],
    (j) => out[j] === 1 && nearOutline[j] === 1 && showsBackdrop(j),
  );
  for (let i = 0; i < out.length; i++) if (reached[i]) out[i] = 0;
}

/** Whether pixel i lies on the smooth surface of the backdrop; null on a textured backdrop. */
function smoothBackdrop(
  image: RgbImage,
  backdrop: (i: number) => boolean,
  params: SeeThroughParams,
): ((i: number) => boolean) | null {
  if (params.surfaceSpreads <= 0) return null;
  const surface = fitSmoothSurface(image, backdrop);
  if (!surface || Math.max(...surface.spread) > params.surfaceMaxSpread) return null;
  const tolerance = surface.spread.map((s) =>
    Math.max(params.surfaceLevels, params.surfaceSpreads * s),
  );
  return (i) => {
    const fitted = surface.at(i);
    for (let c = 0; c < 3; c++) {
      if (Math.abs(image.rgb[i * 3 + c]! - fitted[c]!) > tolerance[c]!) return false;
    }
    return true;
  };
}

interface ColourShares {
  total: number;
  /** The share of the sampled pixels whose colour is near pixel i's. */
  share(i: number): number;
}

function colourShares(
  image: RgbImage,
  params: SeeThroughParams,
  sampled: (i: number) => boolean,
): ColourShares {
  const { bits } = params;
  const bins = new Float64Array(1 << (3 * bits));
  let total = 0;
  const n = image.width * image.height;
  for (let i = 0; i < n; i++) {
    if (!sampled(i)) continue;
    bins[binOf(image.rgb, i, bits)]!++;
    total++;
  }
  // Each colour also counts for its neighbours: the backdrop seen through a hole is a little
  // darker or lighter than around the piece.
  const spread = blurBins(bins, bits);
  return { total, share: (i) => (total ? spread[binOf(image.rgb, i, bits)]! / total : 0) };
}

function binOf(rgb: Uint8Array, i: number, bits: number): number {
  const shift = 8 - bits;
  return (
    ((rgb[i * 3]! >> shift) << (2 * bits)) |
    ((rgb[i * 3 + 1]! >> shift) << bits) |
    (rgb[i * 3 + 2]! >> shift)
  );
}

function blurBins(bins: Float64Array, bits: number): Float64Array {
  const side = 1 << bits;
  const out = new Float64Array(bins.length);
  for (let r = 0; r < side; r++) {
    for (let g = 0; g < side; g++) {
      for (let b = 0; b < side; b++) {
        const v = bins[(r << (2 * bits)) | (g << bits) | b]!;
        if (v === 0) continue;
        for (let dr = -1; dr <= 1; dr++) {
          for (let dg = -1; dg <= 1; dg++) {
            for (let db = -1; db <= 1; db++) {
              const R = r + dr;
              const G = g + dg;
              const B = b + db;
              if (R < 0 || G < 0 || B < 0 || R >= side || G >= side || B >= side) continue;
              out[(R << (2 * bits)) | (G << bits) | B]! += v;
            }
          }
        }
      }
    }
  }
  return out;
}
