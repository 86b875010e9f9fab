// A region the prior leaves out but the piece surrounds is a hole only if it shows the backdrop:
// a ring's middle shows the cloth, a pearl set in a frame does not. Judged by colour against the
// backdrop the piece stands on (what is outside it, reached from the image's border).
import { connectedComponents, type Mask } from '../analysis/binary-mask';
import type { RgbImage } from './salient-prior';

/** Bits per channel of the backdrop's colour histogram (4 → 4096 bins). */
const BITS = 4;
/** A colour seen in less than this share of the backdrop is not the backdrop. */
const BACKDROP_MIN_SHARE = 2e-4;
/** A hole most of whose pixels are no backdrop colour is part of the piece. */
const MIN_BACKDROP_SHARE_OF_HOLE = 0.5;

/** Sets in `piece` the enclosed regions whose colours are not the backdrop's. */
export function fillOpaqueHoles(piece: Mask, image: RgbImage): Mask {
  const { width, height, data } = piece;
  const outside: Mask = { width, height, data: data.map((v) => 1 - v) };
  const { labels, items } = connectedComponents(outside, 4);
  const backdrop = new Set(items.filter((i) => i.touchesBorder).map((i) => i.label));
  const holes = items.filter((i) => !i.touchesBorder);
  if (holes.length === 0 || backdrop.size === 0) return piece;

  const bins = new Float64Array(1 << (3 * BITS));
  let total = 0;
  for (let i = 0; i < labels.length; i++) {
    if (!backdrop.has(labels[i]!)) continue;
    bins[binOf(image.rgb, i)]!++;
    total++;
  }
  // Each colour also counts for its neighbours: the backdrop seen through a hole is a little
  // darker or lighter than around the piece.
  const spread = blurBins(bins);
  const seen = new Uint32Array(items.length + 1);
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i]!;
    if (label === 0 || backdrop.has(label)) continue;
    if (spread[binOf(image.rgb, i)]! / total >= BACKDROP_MIN_SHARE) seen[label]!++;
  }
  const fill = new Set(
    holes.filter((h) => seen[h.label]! / h.area < MIN_BACKDROP_SHARE_OF_HOLE).map((h) => h.label),
  );
  if (fill.size === 0) return piece;
  const out = new Uint8Array(data);
  for (let i = 0; i < out.length; i++) if (fill.has(labels[i]!)) out[i] = 1;
  return { width, height, data: out };
}

function binOf(rgb: Uint8Array, i: number): number {
  const shift = 8 - BITS;
  return (
    ((rgb[i * 3]! >> shift) << (2 * BITS)) |
    ((rgb[i * 3 + 1]! >> shift) << BITS) |
    (rgb[i * 3 + 2]! >> shift)
  );
}

function blurBins(bins: Float64Array): Float64Array {
  const side = 1 << BITS;
  const out = new Float64Array(bins.length);
  for (let r = 0; r < side; r++) {
    for (let g = 0; g < side; g++) {
      for (let b = 0; b < side; b++) {
        const v = bins[(r << (2 * BITS)) | (g << BITS) | b]!;
        if (v === 0) continue;
        for (let dr = -1; dr <= 1; dr++) {
          for (let dg = -1; dg <= 1; dg++) {
            for (let db = -1; db <= 1; db++) {
              const R = r + dr;
              const G = g + dg;
              const B = b + db;
              if (R < 0 || G < 0 || B < 0 || R >= side || G >= side || B >= side) continue;
              out[(R << (2 * BITS)) | (G << BITS) | B]! += v;
            }
          }
        }
      }
    }
  }
  return out;
}
