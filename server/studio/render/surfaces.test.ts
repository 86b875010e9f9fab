// The lifestyle surfaces as an art director would check them: veined marble has a few long veins
// on a light ground (not a stack of evenly spaced lines, which reads as a contour map, nor grey
// blots where the veins' field is flat); oak's grain runs parallel to its boards' seams.
import { describe, expect, it } from 'vitest';
import { surfaceFor } from './surfaces';

const luminance = ([r, g, b]: readonly number[]) => 0.3 * r! + 0.59 * g! + 0.11 * b!;

describe('veined marble', () => {
  const marble = surfaceFor('veined_marble', 1.25, 400);
  const width = 400;
  const height = 500;

  it('is a light stone with a modest share of veins', () => {
    const values: number[] = [];
    for (let y = 0; y < height; y += 2)
      for (let x = 0; x < width; x += 2)
        values.push(luminance(marble((x + 0.5) / width, (y + 0.5) / height)));
    values.sort((a, b) => a - b);
    const veins = values.filter((value) => value < 215).length / values.length;
    expect(values[Math.floor(values.length / 2)]).toBeGreaterThan(232); // the ground
    expect(values[Math.floor(values.length * 0.001)]).toBeLessThan(175); // dark vein cores
    expect(veins).toBeGreaterThan(0.005);
    expect(veins).toBeLessThan(0.1);
  });

  it('has a few veins across the slab, not a series of contour lines', () => {
    let crossings = 0;
    const rows = 10;
    for (let row = 0; row < rows; row++) {
      let inVein = false;
      for (let x = 0; x < width; x++) {
        const dark = luminance(marble((x + 0.5) / width, (row + 0.5) / rows)) < 215;
        if (dark && !inVein) crossings++;
        inVein = dark;
      }
    }
    expect(crossings / rows).toBeGreaterThan(0.5);
    expect(crossings / rows).toBeLessThan(3);
  });

  it('draws veins, not blots: no dark patch is more than a thick vein across', () => {
    const dark = (x: number, y: number) =>
      luminance(marble((x + 0.5) / width, (y + 0.5) / height)) < 215;
    // A pixel inside a vein of width w finds the paper within w/2 of it in some direction.
    const reach = 8;
    const directions = [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
      [0.7, 0.7],
      [-0.7, 0.7],
      [0.7, -0.7],
      [-0.7, -0.7],
    ] as const;
    let blotted = 0;
    for (let y = reach; y < height - reach; y += 2)
      for (let x = reach; x < width - reach; x += 2)
        if (dark(x, y) && directions.every(([dx, dy]) => dark(x + dx * reach, y + dy * reach)))
          blotted++;
    expect(blotted).toBe(0);
  });
});

describe('oak', () => {
  const oak = surfaceFor('oak', 1.25, 400);
  const width = 400;
  const height = 500;
  const at = (x: number, y: number) => luminance(oak((x + 0.5) / width, (y + 0.5) / height));

  it('is a deep, warm wood that polished gold (lit to a luma of 130 and more) stands out from', () => {
    let [sum, count] = [0, 0];
    const channels = [0, 0, 0];
    for (let y = 0; y < height; y += 5)
      for (let x = 0; x < width; x += 5) {
        const colour = oak((x + 0.5) / width, (y + 0.5) / height);
        sum += luminance(colour);
        count++;
        for (let c = 0; c < 3; c++) channels[c]! += colour[c]!;
      }
    expect(sum / count).toBeLessThan(100);
    expect(channels[0]).toBeGreaterThan(1.3 * channels[1]!);
    expect(channels[1]).toBeGreaterThan(1.3 * channels[2]!);
  });

  it('has its grain, and its boards, running across the frame', () => {
    // Along the grain the wood changes slowly; across it, ring after ring.
    let along = 0;
    let across = 0;
    for (let y = 10; y < height - 10; y += 7)
      for (let x = 10; x < width - 10; x += 7) {
        along += Math.abs(at(x + 3, y) - at(x, y));
        across += Math.abs(at(x, y + 3) - at(x, y));
      }
    expect(across).toBeGreaterThan(1.5 * along);
    // A seam between boards is parallel to the grain: no column is a dark line down the frame.
    const columnMeans = Array.from({ length: width }, (_, x) => {
      let sum = 0;
      for (let y = 0; y < height; y += 2) sum += at(x, y);
      return sum / Math.ceil(height / 2);
    });
    for (let x = 3; x < width - 3; x++) {
      const around = (columnMeans[x - 3]! + columnMeans[x + 3]!) / 2;
      expect(columnMeans[x]!).toBeGreaterThan(0.9 * around);
    }
  });
});
