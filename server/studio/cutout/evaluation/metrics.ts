// How close a cut-out's alpha is to the truth: IoU of the binary masks (alpha >= 128), SAD (the
// sum of absolute alpha differences in thousands, as the alpha-matting benchmarks report it) and
// the boundary F-score within 2 px, which notices a lost chain or prong that IoU barely sees.

/** Alpha at or above this (0-255) is the piece. */
export const MASK_LEVEL = 128;
/** Boundary pixels this close (Euclidean, in pixels) count as matching. */
export const BOUNDARY_TOLERANCE = 2;

export interface CutoutScores {
  iou: number;
  /** Sum over pixels of |alpha - truth| / 255, in thousands. */
  sad: number;
  boundaryF: number;
  boundaryPrecision: number;
  boundaryRecall: number;
}

/** Intersection over union of alpha >= 128 and truth >= 128; 1 when both are empty. */
export function iou(alpha: Uint8Array, truth: Uint8Array): number {
  checkSizes(alpha, truth);
  let both = 0;
  let either = 0;
  for (let i = 0; i < alpha.length; i++) {
    const a = alpha[i]! >= MASK_LEVEL;
    const t = truth[i]! >= MASK_LEVEL;
    if (a && t) both++;
    if (a || t) either++;
  }
  return either === 0 ? 1 : both / either;
}

/** Sum of absolute alpha differences, alpha as 0-1, in thousands. */
export function sad(alpha: Uint8Array, truth: Uint8Array): number {
  checkSizes(alpha, truth);
  let sum = 0;
  for (let i = 0; i < alpha.length; i++) sum += Math.abs(alpha[i]! - truth[i]!);
  return sum / 255 / 1000;
}

/**
 * Pixels of the mask with a 4-neighbour outside it. The frame's edge is not an outline: a chain
 * or strap that leaves the picture has no boundary there.
 */
export function boundaryPixels(mask: Uint8Array, width: number, height: number): Uint8Array {
  const edge = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (mask[i]! < MASK_LEVEL) continue;
      if (
        (x > 0 && mask[i - 1]! < MASK_LEVEL) ||
        (x < width - 1 && mask[i + 1]! < MASK_LEVEL) ||
        (y > 0 && mask[i - width]! < MASK_LEVEL) ||
        (y < height - 1 && mask[i + width]! < MASK_LEVEL)
      ) {
        edge[i] = 1;
      }
    }
  }
  return edge;
}

/** Marks every pixel within `radius` (Euclidean) of a marked pixel. */
function dilate(marks: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const out = new Uint8Array(marks.length);
  const reach = Math.floor(radius);
  const offsets: [number, number][] = [];
  for (let dy = -reach; dy <= reach; dy++) {
    for (let dx = -reach; dx <= reach; dx++) {
      if (dx * dx + dy * dy <= radius * radius) offsets.push([dx, dy]);
    }
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!marks[y * width + x]) continue;
      for (const [dx, dy] of offsets) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx >= 0 && ny >= 0 && nx < width && ny < height) out[ny * width + nx] = 1;
      }
    }
  }
  return out;
}

/**
 * Boundary precision (share of the cut-out's outline within `tolerance` px of the truth's),
 * recall (the reverse) and their harmonic mean. Both outlines empty scores 1; one empty, 0.
 */
export function boundaryScore(
  alpha: Uint8Array,
  truth: Uint8Array,
  width: number,
  height: number,
  tolerance = BOUNDARY_TOLERANCE,
): { precision: number; recall: number; f: number } {
  checkSizes(alpha, truth);
  const found = boundaryPixels(alpha, width, height);
  const expected = boundaryPixels(truth, width, height);
  const nearExpected = dilate(expected, width, height, tolerance);
  const nearFound = dilate(found, width, height, tolerance);
  let foundCount = 0;
  let expectedCount = 0;
  let foundHits = 0;
  let expectedHits = 0;
  for (let i = 0; i < found.length; i++) {
    if (found[i]) {
      foundCount++;
      if (nearExpected[i]) foundHits++;
    }
    if (expected[i]) {
      expectedCount++;
      if (nearFound[i]) expectedHits++;
    }
  }
  if (foundCount === 0 && expectedCount === 0) return { precision: 1, recall: 1, f: 1 };
  if (foundCount === 0 || expectedCount === 0) return { precision: 0, recall: 0, f: 0 };
  const precision = foundHits / foundCount;
  const recall = expectedHits / expectedCount;
  const f = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f };
}

export function scoreCutout(
  alpha: Uint8Array,
  truth: Uint8Array,
  width: number,
  height: number,
): CutoutScores {
  const boundary = boundaryScore(alpha, truth, width, height);
  return {
    iou: iou(alpha, truth),
    sad: sad(alpha, truth),
    boundaryF: boundary.f,
    boundaryPrecision: boundary.precision,
    boundaryRecall: boundary.recall,
  };
}

function checkSizes(alpha: Uint8Array, truth: Uint8Array): void {
  if (alpha.length !== truth.length) {
    throw new Error(`Alpha has ${alpha.length} pixels but the truth has ${truth.length}.`);
  }
}
