// Earrings photographed hanging from a display rod: the rod runs straight across the frame from
// border to border and is as far from the backdrop as the piece, so segmentation keeps it, and a
// model shot then hangs a steel bar at the ear. A rod is found as a straight band of constant
// thickness entering at the left border and leaving at the right one, covered along its length and
// standing free of the rest (backdrop just above and below it over most of its length). It goes
// with what crosses it: a hook's wire in front of the rod is the rod's colour under its glints, and
// the loop over the rod, cut off, is dropped with the specks; worn, that part is behind the lobe.

import { close, maskArea, type Mask } from '../analysis/binary-mask';

/** A rod is at most this share of the image's height thick... */
const MAX_THICKNESS = 0.12;
/** ...and its thickness at the two borders differs by at most this ratio (it is a straight bar). */
const MIN_THICKNESS_RATIO = 0.6;
/** Share of its columns the band must cover (at least COVERED of the band's rows each). */
const MIN_COVERED_COLUMNS = 0.9;
const COVERED = 0.8;
/** Share of its columns with backdrop both just above and just below the band. */
const MIN_FREE_COLUMNS = 0.6;
/** A polished rod's highlight is backdrop-bright: gaps up to this share of the height are closed. */
const MAX_HIGHLIGHT = 0.02;
/** A rod holds a piece: what is left without it is at least this share of the band's area. */
const MIN_HELD = 0.1;
/** Rows just above and below the band (share of the height): backdrop beside a free rod, and
 * cleared with it (its soft rim). */
const CLEARANCE = 0.006;

interface Run {
  from: number;
  /** Exclusive. */
  to: number;
}

interface Rod {
  /** The band's rows at the left (x = 0) and right (x = width - 1) borders. */
  left: Run;
  right: Run;
}

/** The rows a dropped rod covered, per column (its soft rim included). */
export interface DroppedRod {
  top: Int32Array;
  bottom: Int32Array;
}

/** Clears a display rod from `hard` (the piece before morphology) in place; the rows it covered. */
export function dropDisplayRod(hard: Mask): DroppedRod | null {
  const { width, height, data } = hard;
  const solid = close(hard, Math.max(1, Math.round((MAX_HIGHLIGHT * height) / 2)));
  const rod = findRod(solid);
  if (!rod) return null;
  const clear = Math.max(2, Math.round(CLEARANCE * height));
  const band: number[] = [];
  const dropped = { top: new Int32Array(width), bottom: new Int32Array(width) };
  for (let x = 0; x < width; x++) {
    const { top, bottom } = bandAt(rod, x, width);
    dropped.top[x] = Math.max(0, top - clear);
    dropped.bottom[x] = Math.min(height - 1, bottom + clear);
    for (let y = dropped.top[x]!; y <= dropped.bottom[x]!; y++)
      if (data[y * width + x]) band.push(y * width + x);
  }
  // A bar across the frame with nothing hanging from it is the piece (a bar necklace, a bangle).
  if (maskArea(hard) - band.length < MIN_HELD * band.length) return null;
  for (const index of band) data[index] = 0;
  return dropped;
}

/**
 * A hook's wire cut where it went over the rod would end square: it fades out over `length`
 * pixels instead, as a wire turning away behind the rod.
 */
export function fadeAtRod(alpha: Uint8Array, width: number, rod: DroppedRod, length: number) {
  const height = alpha.length / width;
  for (let x = 0; x < width; x++) {
    for (let k = 1; k <= length; k++) {
      const share = k / (length + 1);
      for (const y of [rod.top[x]! - k, rod.bottom[x]! + k]) {
        if (y < 0 || y >= height) continue;
        alpha[y * width + x] = Math.round(alpha[y * width + x]! * share);
      }
    }
  }
}

function findRod(solid: Mask): Rod | null {
  const { width, height } = solid;
  const maxThickness = MAX_THICKNESS * height;
  for (const left of runsInColumn(solid, 0)) {
    const leftThickness = left.to - left.from;
    if (leftThickness < 2 || leftThickness > maxThickness) continue;
    for (const right of runsInColumn(solid, width - 1)) {
      const rightThickness = right.to - right.from;
      const ratio =
        Math.min(leftThickness, rightThickness) / Math.max(leftThickness, rightThickness);
      if (rightThickness < 2 || rightThickness > maxThickness || ratio < MIN_THICKNESS_RATIO)
        continue;
      const rod = { left, right };
      if (isFreeStandingBand(solid, rod)) return rod;
    }
  }
  return null;
}

/** The band covers the mask along its length and, over most of it, nothing touches it. */
function isFreeStandingBand(solid: Mask, rod: Rod): boolean {
  const { width, height } = solid;
  const clear = Math.max(2, Math.round(CLEARANCE * height));
  let covered = 0;
  let free = 0;
  for (let x = 0; x < width; x++) {
    const { top, bottom } = bandAt(rod, x, width);
    let inBand = 0;
    for (let y = top; y <= bottom; y++) if (set(solid, x, y)) inBand++;
    if (inBand >= COVERED * (bottom - top + 1)) covered++;
    if (!set(solid, x, top - clear) && !set(solid, x, bottom + clear)) free++;
  }
  return covered >= MIN_COVERED_COLUMNS * width && free >= MIN_FREE_COLUMNS * width;
}

/** The band's first and last rows in column `x`: a straight line between its ends at the borders. */
function bandAt({ left, right }: Rod, x: number, width: number): { top: number; bottom: number } {
  const t = width > 1 ? x / (width - 1) : 0;
  return {
    top: Math.round(left.from + (right.from - left.from) * t),
    bottom: Math.round(left.to - 1 + (right.to - left.to) * t),
  };
}

function runsInColumn(mask: Mask, x: number): Run[] {
  const runs: Run[] = [];
  let from = -1;
  for (let y = 0; y <= mask.height; y++) {
    const on = y < mask.height && set(mask, x, y);
    if (on && from < 0) from = y;
    if (!on && from >= 0) {
      runs.push({ from, to: y });
      from = -1;
    }
  }
  return runs;
}

function set(mask: Mask, x: number, y: number): boolean {
  return y >= 0 && y < mask.height && mask.data[y * mask.width + x] === 1;
}
