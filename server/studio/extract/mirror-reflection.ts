// A piece photographed on a glossy surface (black acrylic, polished stone) shows its mirror image
// under it. Segmentation keeps that reflection as part of the piece, and every renderer then
// draws a dark upside-down copy of it. The reflection is found as a horizontal axis below which
// the silhouette mirrors the part above it, markedly darker: everything below that axis goes.
// Pieces side by side (a pair of studs) each have their own axis: they need not stand level.
// A tilted piece meets its reflection along its sloping lower edge, not the axis: the reflection's
// dark top, running up from the axis to that edge, goes as well.

import type { Mask } from '../analysis/binary-mask';
import type { Raster } from '../analysis/raster';

/** Search resolution: the silhouette is compared at about this long side. */
const SEARCH_SIDE = 240;
/** Share of the part below the axis that must mirror the part above it. */
const MIN_MIRRORED = 0.6;
/** The reflection is at most this bright relative to the piece it mirrors. */
const MAX_BRIGHTNESS = 0.55;
/** ... and at least this share of the whole silhouette (specks are not reflections). */
const MIN_SHARE = 0.06;
/** Empty columns at least this share of the width apart pieces standing side by side. */
const MIN_GAP = 0.01;
/** How far above the axis (share of the piece's height) the reflection's top may reach. */
const MAX_RISE = 0.1;

interface Reflection {
  /** First row (full resolution) of the reflection; rows from here down are cleared. */
  fromRow: number;
  /** Mean brightness below the axis over the mirrored part's. */
  brightness: number;
  /** Mean luma of the piece's mirrored part. */
  pieceLuma: number;
  /** Rows (full resolution) of the piece above the axis. */
  pieceHeight: number;
}

interface Columns {
  from: number;
  /** Exclusive. */
  to: number;
}

/**
 * Finds a mirror reflection under the piece in `hard` (1 = piece), within `columns`; null when
 * there is none.
 */
function findMirrorReflection(raster: Raster, hard: Mask, columns: Columns): Reflection | null {
  const { width, height } = hard;
  const step = Math.max(1, Math.ceil(Math.max(columns.to - columns.from, height) / SEARCH_SIDE));
  const w = Math.ceil((columns.to - columns.from) / step);
  const h = Math.ceil(height / step);
  // Block majority and the mean brightness of the piece pixels in each block.
  const small = new Uint8Array(w * h);
  const luma = new Float32Array(w * h);
  for (let by = 0; by < h; by++) {
    for (let bx = 0; bx < w; bx++) {
      let set = 0;
      let total = 0;
      let sum = 0;
      for (let y = by * step; y < Math.min(height, (by + 1) * step); y++) {
        const x0 = columns.from + bx * step;
        for (let x = x0; x < Math.min(columns.to, x0 + step); x++) {
          total++;
          if (!hard.data[y * width + x]) continue;
          set++;
          sum += raster.luma[y * width + x]!;
        }
      }
      if (set * 2 >= total && set > 0) {
        small[by * w + bx] = 1;
        luma[by * w + bx] = sum / set;
      }
    }
  }
  const rowArea = new Float64Array(h);
  const rowLuma = new Float64Array(h);
  let top = -1;
  let bottom = -1;
  let area = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!small[y * w + x]) continue;
      rowArea[y] = rowArea[y]! + 1;
      rowLuma[y] = rowLuma[y]! + luma[y * w + x]!;
    }
    if (rowArea[y]! > 0) {
      if (top < 0) top = y;
      bottom = y;
      area += rowArea[y]!;
    }
  }
  if (top < 0 || bottom - top < 12) return null;

  let best: Reflection | null = null;
  const span = bottom - top + 1;
  for (let axis = Math.round(top + 0.4 * span); axis <= bottom - Math.round(0.08 * span); axis++) {
    let below = 0;
    let belowLuma = 0;
    for (let y = axis + 1; y <= bottom; y++) {
      below += rowArea[y]!;
      belowLuma += rowLuma[y]!;
    }
    if (below < MIN_SHARE * area) continue;
    let mirrored = 0;
    let mirroredLuma = 0;
    let aboveLuma = 0;
    for (let d = 1; axis + d <= bottom && axis - d >= 0; d++) {
      const lower = (axis + d) * w;
      const upper = (axis - d) * w;
      for (let x = 0; x < w; x++) {
        if (!small[lower + x] || !small[upper + x]) continue;
        mirrored++;
        mirroredLuma += luma[lower + x]!;
        aboveLuma += luma[upper + x]!;
      }
    }
    const share = mirrored / below;
    if (share < MIN_MIRRORED || aboveLuma <= 0) continue;
    const brightness = mirroredLuma / aboveLuma;
    if (brightness > MAX_BRIGHTNESS) continue;
    // The average brightness below must agree: a dark pendant tip is not a reflection.
    if (belowLuma / below > (MAX_BRIGHTNESS * aboveLuma) / mirrored) continue;
    // At the true axis the mirrored pairs are reflection against piece, the darkest ratio: an axis
    // inside a symmetric piece pairs piece with piece, one inside the reflection, dim with dim.
    if (!best || brightness < best.brightness) {
      const fromRow = Math.min(height, (axis + 1) * step);
      best = {
        fromRow,
        brightness,
        pieceLuma: aboveLuma / mirrored,
        pieceHeight: fromRow - top * step,
      };
    }
  }
  return best;
}

/** Clears the reflections (if any) from `hard` in place. */
export function dropMirrorReflection(raster: Raster, hard: Mask): void {
  for (const columns of sideBySide(hard)) {
    const reflection = findMirrorReflection(raster, hard, columns);
    if (!reflection) continue;
    const { fromRow } = reflection;
    for (let y = fromRow; y < hard.height; y++)
      hard.data.fill(0, y * hard.width + columns.from, y * hard.width + columns.to);
    const dark = MAX_BRIGHTNESS * reflection.pieceLuma;
    const highest = Math.max(0, fromRow - Math.round(MAX_RISE * reflection.pieceHeight));
    for (let x = columns.from; x < columns.to; x++)
      clearDarkRun(raster, hard, x, fromRow, highest, dark);
  }
}

/**
 * Clears, in column `x`, the piece pixels darker than `dark` running up unbroken from `fromRow`,
 * when the run ends (at the piece's lit edge or the backdrop) no higher than `highest`. A longer
 * dark run is the piece's own.
 */
function clearDarkRun(
  raster: Raster,
  hard: Mask,
  x: number,
  fromRow: number,
  highest: number,
  dark: number,
): void {
  const { width, data } = hard;
  let y = fromRow - 1;
  while (y >= highest && data[y * width + x] && raster.luma[y * width + x]! < dark) y--;
  if (y < highest) return;
  for (let row = y + 1; row < fromRow; row++) data[row * width + x] = 0;
}

/** The column ranges of the pieces standing side by side: runs of columns with piece in them. */
function sideBySide({ width, height, data }: Mask): Columns[] {
  const occupied = new Uint8Array(width);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (data[y * width + x]) occupied[x] = 1;
  const gap = Math.max(1, Math.round(MIN_GAP * width));
  const runs: Columns[] = [];
  let empty = gap;
  for (let x = 0; x < width; x++) {
    if (!occupied[x]) {
      empty++;
      continue;
    }
    if (empty >= gap || runs.length === 0) runs.push({ from: x, to: x + 1 });
    else runs[runs.length - 1]!.to = x + 1;
    empty = 0;
  }
  return runs;
}
