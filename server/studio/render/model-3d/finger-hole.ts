// The finger hole of a ring drawn from the front: the largest empty region the piece encloses,
// when it is shaped like a hole (an ellipse seen along the finger) and big enough to be one.
// Stones' gaps, the holes of a setting or of a sketch's hatching are smaller or irregular, and a
// ring drawn from the top encloses none: those rings have no hole and stay plain extrusions.
import type { GridCoverage } from './mesh';

export interface FingerHole {
  /** Centroid, in grid sample coordinates (x right, y down). */
  x: number;
  y: number;
  /** Area in cells. */
  area: number;
  /** Semi-axes of the ellipse with the same second moments, in cells, and its major axis angle. */
  major: number;
  minor: number;
  angle: number;
}

const INSIDE = 0.5;
/** Smallest hole, as a fraction of the piece's bounding box: a band loops around a finger. */
const MIN_AREA_FRACTION = 0.03;
/** Share of the moment ellipse the hole must fill (1 for an ellipse; gaps between prongs less). */
const MIN_ELLIPSE_FILL = 0.7;

export function findFingerHole(grid: GridCoverage): FingerHole | null {
  const { values, W, H, width, height } = grid;
  // 0 unknown empty, 1 inside the piece, 2 outside (reached from the border), 3+ hole labels.
  const label = new Int32Array(W * H);
  for (let i = 0; i < label.length; i++) label[i] = values[i]! >= INSIDE ? 1 : 0;
  const stack: number[] = [];
  const flood = (start: number, mark: number, visit: (i: number) => void) => {
    label[start] = mark;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop()!;
      visit(i);
      const x = i % W;
      for (const j of [i - W, i + W, x > 0 ? i - 1 : -1, x < W - 1 ? i + 1 : -1]) {
        if (j < 0 || j >= label.length || label[j] !== 0) continue;
        label[j] = mark;
        stack.push(j);
      }
    }
  };
  flood(0, 2, () => {}); // the padding makes the border one connected outside

  let best: FingerHole | null = null;
  let mark = 3;
  for (let start = 0; start < label.length; start++) {
    if (label[start] !== 0) continue;
    let n = 0;
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let syy = 0;
    let sxy = 0;
    flood(start, mark++, (i) => {
      const x = i % W;
      const y = (i - x) / W;
      n++;
      sx += x;
      sy += y;
      sxx += x * x;
      syy += y * y;
      sxy += x * y;
    });
    if (best && n <= best.area) continue;
    const x = sx / n;
    const y = sy / n;
    const cxx = sxx / n - x * x;
    const cyy = syy / n - y * y;
    const cxy = sxy / n - x * y;
    const spread = Math.sqrt(((cxx - cyy) / 2) ** 2 + cxy * cxy);
    const l1 = (cxx + cyy) / 2 + spread;
    const l2 = Math.max(1e-9, (cxx + cyy) / 2 - spread);
    best = {
      x,
      y,
      area: n,
      major: 2 * Math.sqrt(l1),
      minor: 2 * Math.sqrt(l2),
      angle: 0.5 * Math.atan2(2 * cxy, cxx - cyy),
    };
  }
  if (!best || best.area < MIN_AREA_FRACTION * width * height) return null;
  if (best.area / (Math.PI * best.major * best.minor) < MIN_ELLIPSE_FILL) return null;
  return best;
}
