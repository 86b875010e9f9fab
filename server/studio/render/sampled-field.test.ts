import { describe, expect, it } from 'vitest';
import { SampledGrid } from './sampled-field';

describe('a field sampled on a coarse grid', () => {
  const width = 200;
  const height = 100;

  it('reads back values between nodes and measures distances to an isoline in pixels', () => {
    const grid = new SampledGrid(width, height, 4);
    // A gentle slope across the frame: the isoline 0.5 is the column x = 100.
    const field = grid.sample((x) => x / 400 + 0.25);
    grid.moveTo(130 / width, 0.5);
    expect(field.value()).toBeCloseTo(130 / 400 + 0.25, 5);
    expect(field.pixelsFrom(0.5)).toBeCloseTo(30, 3);
    grid.moveTo(97 / width, 0.2);
    expect(field.pixelsFrom(0.5)).toBeCloseTo(3, 3);
  });

  it('finds no line along a ridge that only comes close to the level', () => {
    const grid = new SampledGrid(width, height, 4);
    // A ridge along y = 50 peaking at 0.499: the level 0.5 is never reached, though on the
    // ridge's flank the value and slope alone put it a few pixels away.
    const ridge = grid.sample((_, y) => 0.499 - ((y - 50) / 100) ** 2);
    grid.moveTo(0.5, 55 / height);
    expect(ridge.pixelsFrom(0.5)).toBeGreaterThanOrEqual(8);
    // One that crosses it does have the line, where it crosses.
    const crossing = grid.sample((_, y) => 0.51 - ((y - 50) / 100) ** 2);
    grid.moveTo(0.5, (50 + 100 * Math.sqrt(0.01)) / height);
    expect(crossing.pixelsFrom(0.5)).toBeLessThan(1);
  });
});
