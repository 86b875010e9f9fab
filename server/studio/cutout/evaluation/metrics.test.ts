import { describe, expect, it } from 'vitest';
import { boundaryPixels, boundaryScore, iou, sad, scoreCutout } from './metrics';

/** A width × height mask from rows of '#' (255), '+' (128), '-' (127) and '.' (0). */
function mask(rows: string[]): { width: number; height: number; alpha: Uint8Array } {
  const height = rows.length;
  const width = rows[0]!.length;
  const alpha = new Uint8Array(width * height);
  const values: Record<string, number> = { '#': 255, '+': 128, '-': 127, '.': 0 };
  rows.forEach((row, y) => {
    [...row].forEach((c, x) => (alpha[y * width + x] = values[c]!));
  });
  return { width, height, alpha };
}

/** A mask whose columns [from, to) are the piece. */
function columns(width: number, height: number, from: number, to: number): Uint8Array {
  const alpha = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = from; x < to; x++) alpha[y * width + x] = 255;
  return alpha;
}

describe('iou', () => {
  it('is 1 for identical masks and for two empty ones', () => {
    const square = mask(['....', '.##.', '.##.', '....']);
    expect(iou(square.alpha, square.alpha)).toBe(1);
    expect(iou(new Uint8Array(9), new Uint8Array(9))).toBe(1);
  });

  it('counts overlap over union of the halves', () => {
    const truth = mask(['##..', '##..', '....', '....']);
    const shifted = mask(['.##.', '.##.', '....', '....']);
    // Two shared pixels out of six covered.
    expect(iou(shifted.alpha, truth.alpha)).toBeCloseTo(2 / 6);
    expect(iou(new Uint8Array(16), truth.alpha)).toBe(0);
  });

  it('cuts at 128: 128 is the piece, 127 is not', () => {
    const truth = mask(['##']);
    expect(iou(mask(['++']).alpha, truth.alpha)).toBe(1);
    expect(iou(mask(['+-']).alpha, truth.alpha)).toBe(0.5);
  });
});

describe('sad', () => {
  it('sums absolute alpha differences as 0-1, in thousands', () => {
    const truth = mask(['##..']);
    expect(sad(truth.alpha, truth.alpha)).toBe(0);
    expect(sad(mask(['####']).alpha, truth.alpha)).toBeCloseTo(2 / 1000);
    // A soft edge: 128 where the truth is 255 is off by 127/255.
    expect(sad(mask(['#+..']).alpha, truth.alpha)).toBeCloseTo(127 / 255 / 1000);
  });

  it('refuses masks of different sizes', () => {
    expect(() => sad(new Uint8Array(4), new Uint8Array(5))).toThrow(/pixels/);
  });
});

describe('boundary F-score', () => {
  it('finds the inner outline and ignores the frame edge', () => {
    const m = mask(['###.', '###.', '###.']);
    const edge = boundaryPixels(m.alpha, m.width, m.height);
    // Only column 2 touches the outside; the frame's left, top and bottom edges do not count.
    expect([...edge]).toEqual([0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0]);
    expect(boundaryScore(columns(5, 5, 0, 5), columns(5, 5, 0, 5), 5, 5).f).toBe(1);
  });

  it('forgives an outline up to 2 px off, not 3', () => {
    const truth = columns(20, 10, 0, 10);
    expect(boundaryScore(columns(20, 10, 0, 11), truth, 20, 10).f).toBe(1);
    expect(boundaryScore(columns(20, 10, 0, 12), truth, 20, 10).f).toBe(1);
    const far = boundaryScore(columns(20, 10, 0, 13), truth, 20, 10);
    expect(far.precision).toBe(0);
    expect(far.recall).toBe(0);
    expect(far.f).toBe(0);
  });

  it('is 1 for two empty masks and 0 when only one is empty', () => {
    const empty = new Uint8Array(16);
    const blob = mask(['....', '.##.', '.##.', '....']).alpha;
    expect(boundaryScore(empty, empty, 4, 4).f).toBe(1);
    expect(boundaryScore(empty, blob, 4, 4).f).toBe(0);
    expect(boundaryScore(blob, empty, 4, 4).f).toBe(0);
  });

  it('notices a lost chain that IoU hardly sees', () => {
    // A 6 × 6 pendant and a 1-px chain running up from it across a 40 px frame.
    const width = 40;
    const height = 40;
    const truth = new Uint8Array(width * height);
    for (let y = 30; y < 36; y++) for (let x = 17; x < 23; x++) truth[y * width + x] = 255;
    for (let y = 2; y < 30; y++) truth[y * width + 20] = 255;
    const noChain = truth.slice();
    for (let y = 2; y < 30; y++) noChain[y * width + 20] = 0;
    const scores = scoreCutout(noChain, truth, width, height);
    expect(scores.iou).toBeCloseTo(36 / 64);
    expect(scores.boundaryPrecision).toBe(1);
    expect(scores.boundaryRecall).toBeLessThan(0.5);
    expect(scores.boundaryF).toBeLessThan(0.65);
  });
});
