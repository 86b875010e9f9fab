import { describe, expect, it } from 'vitest';
import type { Cutout } from '../extract/cutout';
import { oneOfPair } from './one-of-pair';

/** A cut-out of filled rectangles [x, y, width, height], each pixel's red its rectangle's index. */
function cutoutOf(width: number, height: number, parts: number[][]): Cutout {
  const rgba = new Uint8Array(width * height * 4);
  const data = new Uint8Array(width * height);
  parts.forEach(([left, top, w, h], index) => {
    for (let y = top!; y < top! + h!; y++)
      for (let x = left!; x < left! + w!; x++) {
        rgba.set([index + 1, 0, 0, 255], (y * width + x) * 4);
        data[y * width + x] = 1;
      }
  });
  return { width, height, rgba, mask: { width, height, data }, style: 'photo' };
}

describe('oneOfPair', () => {
  it('lifts out the left earring of a pair side by side, its pixels untouched', () => {
    const pair = cutoutOf(200, 90, [
      [10, 10, 70, 70],
      [120, 12, 68, 66],
    ]);
    const one = oneOfPair(pair);
    expect(one.width).toBeLessThan(100);
    let area = 0;
    for (let i = 0; i < one.width * one.height; i++) {
      area += one.mask.data[i]!;
      // Only the left one's pixels, as they were.
      if (one.rgba[i * 4 + 3]) expect(one.rgba[i * 4]).toBe(1);
    }
    expect(area).toBe(70 * 70);
  });

  it('parts two drops hung so close that their tips touch, along the thin join', () => {
    // Two drops joined by a 2 px bridge at their sides.
    const pair = cutoutOf(200, 90, [
      [10, 10, 80, 70],
      [90, 40, 20, 2],
      [110, 12, 80, 66],
    ]);
    const one = oneOfPair(pair);
    expect(one.width).toBeGreaterThanOrEqual(80);
    expect(one.width).toBeLessThan(100);
    let left = 0;
    for (let i = 0; i < one.width * one.height; i++) {
      if (one.rgba[i * 4 + 3]) expect(one.rgba[i * 4]).not.toBe(3);
      if (one.rgba[i * 4] === 1) left++;
    }
    expect(left).toBe(80 * 70);
  });

  it('keeps a single earring, one made of close parts, and parts that are not alike', () => {
    const single = cutoutOf(100, 200, [[20, 10, 60, 180]]);
    expect(oneOfPair(single)).toBe(single);
    // A stud and its drop a hair apart are one earring.
    const drop = cutoutOf(100, 200, [
      [30, 10, 40, 40],
      [20, 51, 60, 140],
    ]);
    expect(oneOfPair(drop)).toBe(drop);
    const unlike = cutoutOf(200, 90, [
      [10, 10, 70, 70],
      [120, 30, 20, 20],
    ]);
    expect(oneOfPair(unlike)).toBe(unlike);
    // One above the other is not a pair worn side by side.
    const stacked = cutoutOf(90, 200, [
      [10, 10, 70, 70],
      [10, 120, 70, 70],
    ]);
    expect(oneOfPair(stacked)).toBe(stacked);
    // A bow: two alike wings joined by a knot, not a thin bridge.
    const bow = cutoutOf(200, 90, [
      [10, 10, 80, 70],
      [90, 30, 20, 30],
      [110, 10, 80, 70],
    ]);
    expect(oneOfPair(bow)).toBe(bow);
  });
});
