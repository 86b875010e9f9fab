import { describe, expect, it } from 'vitest';
import { growFromSeeds } from './grow';

describe('growFromSeeds', () => {
  // 5 x 3, open everywhere but the wall in column 2 of rows 0-1.
  const wall = new Set([2, 7]);
  const width = 5;
  const height = 3;

  it('reaches round a wall, 4-connected, and tells each pixel its seed', () => {
    const origin = growFromSeeds(
      width,
      height,
      (i) => i === 0,
      (j) => !wall.has(j),
    );
    expect(Array.from(origin)).toEqual([1, 1, 0, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('lets the nearest seed claim a pixel, and passes the seed to the test', () => {
    const seen: number[] = [];
    const origin = growFromSeeds(
      width,
      height,
      (i) => i === 10 || i === 14,
      (j, seed) => {
        seen.push(seed);
        return j >= 10;
      },
    );
    expect(Array.from(origin.slice(10))).toEqual([11, 11, 11, 15, 15]);
    expect(Array.from(origin.slice(0, 10)).every((v) => v === 0)).toBe(true);
    expect(new Set(seen)).toEqual(new Set([10, 14]));
  });
});
