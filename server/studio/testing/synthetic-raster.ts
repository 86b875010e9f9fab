// Tiny drawings for analysis tests: a canvas of RGB pixels turned into a Raster.
import { rasterFromRgba, type Raster } from '../analysis/raster';

export class Canvas {
  readonly rgba: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: readonly [number, number, number],
  ) {
    this.rgba = new Uint8Array(width * height * 4);
    for (let i = 0; i < width * height; i++) this.set(i % width, Math.floor(i / width), background);
  }

  set(x: number, y: number, colour: readonly [number, number, number], alpha = 255): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (Math.round(y) * this.width + Math.round(x)) * 4;
    this.rgba.set([colour[0], colour[1], colour[2], alpha], i);
  }

  /** A one-pixel line (DDA). */
  line(
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    colour: readonly [number, number, number],
  ): this {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let s = 0; s <= steps; s++) {
      this.set(x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps, colour);
    }
    return this;
  }

  /** A filled disk shaded from `centre` colour to `edge` colour (a lit, rounded surface). */
  shadedDisk(
    cx: number,
    cy: number,
    radius: number,
    centre: readonly [number, number, number],
    edge: readonly [number, number, number],
  ): this {
    for (let y = cy - radius; y <= cy + radius; y++) {
      for (let x = cx - radius; x <= cx + radius; x++) {
        const d = Math.hypot(x - cx, y - cy) / radius;
        if (d > 1) continue;
        this.set(
          x,
          y,
          [0, 1, 2].map((c) => Math.round(centre[c]! + (edge[c]! - centre[c]!) * d)) as [
            number,
            number,
            number,
          ],
        );
      }
    }
    return this;
  }

  rect(
    x: number,
    y: number,
    width: number,
    height: number,
    colour: readonly [number, number, number],
  ): this {
    for (let yy = y; yy < y + height; yy++)
      for (let xx = x; xx < x + width; xx++) this.set(xx, yy, colour);
    return this;
  }

  toRaster(): Raster {
    return rasterFromRgba(this.rgba, this.width, this.height);
  }
}

/** Deterministic pseudo-random numbers (mulberry32), so noisy test images are reproducible. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
