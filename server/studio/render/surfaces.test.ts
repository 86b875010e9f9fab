// The lifestyle surfaces as an art director would check them: veined marble has a few long veins
// on a light ground (not a stack of evenly spaced lines, which reads as a contour map).
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
    expect(values[Math.floor(values.length / 2)]).toBeGreaterThan(228); // the ground
    expect(values[Math.floor(values.length * 0.005)]).toBeLessThan(175); // dark vein cores
    expect(veins).toBeGreaterThan(0.02);
    expect(veins).toBeLessThan(0.2);
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
});
