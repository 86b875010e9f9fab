// The cut-out's alpha at the analysis size keeps what is thinner than an analysis pixel: a
// pendant's 1 px chain stays whole at half the size, where an averaging shrink halved it.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cutoutAlphaAt } from './cutout-alpha';

async function cutoutPng(width: number, height: number, draw: (x: number, y: number) => boolean) {
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      rgba.set([200, 160, 60, draw(x, y) ? 255 : 0], i);
    }
  }
  return sharp(rgba, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

describe('the cut-out alpha at the analysis size', () => {
  it('keeps a 1 px chain whole at half the size', async () => {
    // A pendant (a disk) on a chain one pixel wide, at an odd column so no shrink aligns with it.
    const png = await cutoutPng(
      400,
      400,
      (x, y) => Math.hypot(x - 200, y - 300) <= 40 || (x === 201 && y < 262),
    );
    const alpha = await cutoutAlphaAt(png, 200, 200);
    const chainRows = Array.from({ length: 120 }, (_, y) => y + 5);
    expect(chainRows.every((y) => alpha[y * 200 + 100]! >= 128)).toBe(true);
    // The backdrop stays clear, and the disk keeps its size (area within 5 %).
    expect(alpha[50 * 200 + 50]).toBe(0);
    const disk = Array.from(alpha.slice(131 * 200)).filter((a) => a >= 128).length;
    expect(Math.abs(disk - Math.PI * 20 * 20) / (Math.PI * 20 * 20)).toBeLessThan(0.05);
  });

  it('grows a cut-out smaller than the analysis copy to its size', async () => {
    const png = await cutoutPng(50, 50, (x, y) => x >= 10 && x < 40 && y >= 10 && y < 40);
    const alpha = await cutoutAlphaAt(png, 100, 100);
    expect(alpha).toHaveLength(100 * 100);
    expect(alpha[50 * 100 + 50]).toBe(255);
    expect(alpha[5 * 100 + 5]).toBe(0);
  });
});
