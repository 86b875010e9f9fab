import { describe, expect, it } from 'vitest';
import { fitSmoothSurface } from './smooth-surface';

/** A vignetted grey backdrop (brighter in the middle) with a reddish tilt and ±3 levels of noise. */
function vignette(width: number, height: number) {
  const truth = (x: number, y: number, c: number) => {
    const dx = x / width - 0.5;
    const dy = y / height - 0.5;
    return 200 - 160 * (dx * dx + dy * dy) + (c === 0 ? 20 * (x / width) : 0);
  };
  const rgb = new Uint8Array(width * height * 3);
  let seed = 7;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return Math.round(((seed / 2 ** 31) * 2 - 1) * 3);
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 3; c++) rgb[(y * width + x) * 3 + c] = truth(x, y, c) + noise();
    }
  }
  return { image: { width, height, rgb }, truth };
}

describe('fitSmoothSurface', () => {
  it('recovers a vignette from its outer part alone, and measures its noise', () => {
    const { image, truth } = vignette(300, 200);
    // Fitted on the pixels outside a central window, as the backdrop around a piece is.
    const outer = (i: number) => {
      const x = i % 300;
      const y = Math.floor(i / 300);
      return x < 90 || x > 210 || y < 60 || y > 140;
    };
    const surface = fitSmoothSurface(image, outer)!;
    for (const [x, y] of [
      [150, 100],
      [120, 80],
      [20, 20],
    ] as const) {
      for (let c = 0; c < 3; c++) {
        expect(Math.abs(surface.at(y * 300 + x)[c]! - truth(x, y, c))).toBeLessThan(1.5);
      }
    }
    // Uniform noise of ±3 levels: a median |residual| of 1.5, so a spread of about 2.2.
    for (const spread of surface.spread) expect(spread).toBeGreaterThan(1.5);
    for (const spread of surface.spread) expect(spread).toBeLessThan(3);
  });

  it('fits nothing from a handful of pixels', () => {
    const { image } = vignette(40, 40);
    expect(fitSmoothSurface(image, (i) => i < 20)).toBeNull();
  });
});
