// A sketch reduced to clean line art: strokes are what is clearly darker than the paper around
// them (so paper grain and uneven phone lighting vanish), faint broad smudges fall under the
// contrast threshold, handwritten notes (rows of letter-sized marks) and small isolated marks
// (specks, stray dots) are dropped. Line weight survives as the strokes' width.
import { close, dilate, type Mask } from '../analysis/binary-mask';
import type { Raster } from '../analysis/raster';
import { localMean, paperRadius } from '../analysis/subject-mask';
import { keepPieceComponents } from './keep-piece-components';
import { removeHandwrittenNotes } from './sketch-notes';

/** Luma levels below the local paper a pixel must be to count as ink. */
const INK_CONTRAST = 18;
/** Over this many further levels the ink's alpha ramps to full. */
const INK_RAMP = 50;

/** Highest alpha of an edge pixel next to a stroke. */
const EDGE_FEATHER = 0.35;

export function extractLineArt(raster: Raster): { alpha: Uint8Array } {
  const { width, height, luma } = raster;
  const paper = localMean(luma, width, height, paperRadius(width, height));
  const strokes: Mask = { width, height, data: new Uint8Array(width * height) };
  for (let i = 0; i < strokes.data.length; i++) {
    strokes.data[i] = luma[i]! < paper[i]! - INK_CONTRAST ? 1 : 0;
  }
  removeHandwrittenNotes(strokes);
  const clean = keepPieceComponents(strokes, { minShareOfLargest: 0.02, minShareOfImage: 0.0004 });
  // Metal has a minimum gauge: a hairline pencil stroke becomes a wire about 1/400 of the page.
  // Pencil lines break and fray; small gaps are bridged so each line becomes one continuous wire.
  const joined = close(clean, Math.floor(Math.max(width, height) / 500));
  const kept = smoothOutline(dilate(joined, Math.floor(Math.max(width, height) / 800)));
  // The ramp reaches one pixel past the strokes, for an anti-aliased edge.
  const near = dilate(kept, 1);
  const alpha = new Uint8Array(width * height);
  for (let i = 0; i < alpha.length; i++) {
    if (!near.data[i]) continue;
    const depth = paper[i]! - luma[i]! - INK_CONTRAST * 0.5;
    const t = Math.min(1, Math.max(0, depth / INK_RAMP));
    // A stroke is solid (it becomes metal); its edge is only feathered, never widened.
    alpha[i] = kept.data[i] ? 255 : Math.round(EDGE_FEATHER * 255 * t);
  }
  return { alpha };
}

// A box-filtered mask thresholded at half: frayed pencil edges become clean wire outlines.
function smoothOutline(mask: Mask): Mask {
  const { width, height } = mask;
  const radius = Math.floor(Math.max(width, height) / 600);
  if (radius < 1) return mask;
  const mean = localMean(Float32Array.from(mask.data), width, height, radius);
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = mean[i]! >= 0.5 ? 1 : 0;
  return { width, height, data };
}
