import { describe, expect, it } from 'vitest';
import type { Mask } from './mask';
import { dilate, erode } from './morphology';

/** A mask of scattered dots and blocks, some touching the border. */
function scene(width: number, height: number): Mask {
  const data = new Uint8Array(width * height);
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
  for (let i = 0; i < 40; i++) data[Math.floor(next() * data.length)] = 1;
  for (let y = 0; y < 25; y++) for (let x = 0; x < 30; x++) data[y * width + x] = 1;
  for (let y = 40; y < height; y++) for (let x = 50; x < 95; x++) data[y * width + x] = 1;
  return { width, height, data };
}

/** The definition, pixel by pixel: any (dilate) or every (erode) pixel of the square window set. */
function reference(mask: Mask, radius: number, op: 'dilate' | 'erode'): Uint8Array {
  const { width, height, data } = mask;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let any = 0;
      let every = 1;
      for (let dy = -radius; dy <= radius; dy++) {
        for (let dx = -radius; dx <= radius; dx++) {
          const u = x + dx;
          const v = y + dy;
          // Outside counts as unset for dilation and as set for erosion.
          if (u < 0 || v < 0 || u >= width || v >= height) continue;
          if (data[v * width + u]) any = 1;
          else every = 0;
        }
      }
      out[y * width + x] = op === 'dilate' ? any : every;
    }
  }
  return out;
}

describe('square-window morphology', () => {
  const mask = scene(120, 70);
  // Radii on both sides of the switch from the kernel to the distance transform.
  it.each([1, 2, 5, 6, 9, 24])('dilates and erodes as defined at radius %i', (radius) => {
    expect(dilate(mask, radius).data).toEqual(reference(mask, radius, 'dilate'));
    expect(erode(mask, radius).data).toEqual(reference(mask, radius, 'erode'));
  });
});
