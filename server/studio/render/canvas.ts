// The working surface of every renderer: linear-ish float RGB (0-255 scale) in typed arrays, so
// backdrops, shadows and the piece are plain per-pixel loops; sharp does the blurs, resizes and
// the final WebP encoding.
import sharp from 'sharp';

export interface Canvas {
  width: number;
  height: number;
  /** RGB, 3 floats per pixel, 0-255. */
  rgb: Float32Array;
  /**
   * Where the design's own pixels are in the canvas (0-255 coverage), once a renderer has placed
   * them: stored with the visual, so an expansion knows its piece without segmenting anything.
   */
  piece?: Uint8Array;
}

/** An RGBA image placed at (left, top) of a canvas; straight alpha. */
export interface Layer {
  width: number;
  height: number;
  rgba: Uint8Array;
  left: number;
  top: number;
}

export type Rgb = readonly [number, number, number];

export function createCanvas(width: number, height: number, fill: Rgb = [255, 255, 255]): Canvas {
  const rgb = new Float32Array(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    rgb[i * 3] = fill[0];
    rgb[i * 3 + 1] = fill[1];
    rgb[i * 3 + 2] = fill[2];
  }
  return { width, height, rgb };
}

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Perceived lightness of a colour (Rec. 709 weights, as the analysis's luma). */
export function luma([r, g, b]: Rgb): number {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** How much of a pixel a shape covers at signed `distance` from its outline (negative inside). */
export function coverAt(distance: number, soft: number): number {
  return Math.min(1, Math.max(0, 0.5 - distance / soft));
}

/** 0 below `edge0`, 1 above `edge1`, and a smooth S-curve between (GLSL's smoothstep). */
/** A colour of the spectrum (0 red … 1 violet), sRGB 0-255, as a stone's fire shows it. */
export function spectral(t: number): Rgb {
  const h = t * 300;
  const f = (n: number) => {
    const k = (n + h / 60) % 6;
    return Math.round(255 * (1 - Math.max(0, Math.min(k, 4 - k, 1))));
  };
  return [f(5), f(3), f(1)];
}

export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

/** Paints every pixel with `colourAt(x, y)` (coordinates normalised to 0-1 of each side). */
export function paint(canvas: Canvas, colourAt: (u: number, v: number) => Rgb): void {
  const { width, height, rgb } = canvas;
  for (let y = 0; y < height; y++) {
    const v = (y + 0.5) / height;
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colourAt((x + 0.5) / width, v);
      const i = (y * width + x) * 3;
      rgb[i] = r;
      rgb[i + 1] = g;
      rgb[i + 2] = b;
    }
  }
}

/** Straight-alpha "over" of a layer, scaled by `opacity`; clipped to the canvas. */
export function compositeLayer(canvas: Canvas, layer: Layer, opacity = 1): void {
  const { width, height, rgb } = canvas;
  for (let y = 0; y < layer.height; y++) {
    const cy = y + layer.top;
    if (cy < 0 || cy >= height) continue;
    for (let x = 0; x < layer.width; x++) {
      const cx = x + layer.left;
      if (cx < 0 || cx >= width) continue;
      const li = (y * layer.width + x) * 4;
      const a = (layer.rgba[li + 3]! / 255) * opacity;
      if (a <= 0) continue;
      const ci = (cy * width + cx) * 3;
      rgb[ci] = rgb[ci]! * (1 - a) + layer.rgba[li]! * a;
      rgb[ci + 1] = rgb[ci + 1]! * (1 - a) + layer.rgba[li + 1]! * a;
      rgb[ci + 2] = rgb[ci + 2]! * (1 - a) + layer.rgba[li + 2]! * a;
    }
  }
}

/** Composites the piece's layer and records its coverage as the canvas's piece. */
export function placePiece(canvas: Canvas, layer: Layer): void {
  compositeLayer(canvas, layer);
  const piece = (canvas.piece ??= new Uint8Array(canvas.width * canvas.height));
  for (let y = 0; y < layer.height; y++) {
    const cy = y + layer.top;
    if (cy < 0 || cy >= canvas.height) continue;
    for (let x = 0; x < layer.width; x++) {
      const cx = x + layer.left;
      if (cx < 0 || cx >= canvas.width) continue;
      const a = layer.rgba[(y * layer.width + x) * 4 + 3]!;
      const i = cy * canvas.width + cx;
      if (a > piece[i]!) piece[i] = a;
    }
  }
}

/** Multiplies the canvas towards `tint` where `amount` (0-1 per pixel of a region) is high. */
export function shade(
  canvas: Canvas,
  amount: Float32Array,
  region: { left: number; top: number; width: number; height: number },
  tint: Rgb,
  strength: number,
): void {
  const { width, height, rgb } = canvas;
  for (let y = 0; y < region.height; y++) {
    const cy = y + region.top;
    if (cy < 0 || cy >= height) continue;
    for (let x = 0; x < region.width; x++) {
      const cx = x + region.left;
      if (cx < 0 || cx >= width) continue;
      const a = amount[y * region.width + x]! * strength;
      if (a <= 0) continue;
      const ci = (cy * width + cx) * 3;
      for (let c = 0; c < 3; c++)
        rgb[ci + c] = rgb[ci + c]! * (1 - a) + ((rgb[ci + c]! * tint[c]!) / 255) * a;
    }
  }
}

/** Gaussian blur of a single-channel float map (values 0-1) through sharp. */
export async function blurMap(
  values: Float32Array,
  width: number,
  height: number,
  sigma: number,
): Promise<Float32Array> {
  if (sigma < 0.3) return values.slice();
  const bytes = new Uint8Array(values.length);
  for (let i = 0; i < values.length; i++)
    bytes[i] = Math.round(Math.min(1, Math.max(0, values[i]!)) * 255);
  // sharp may hand a single channel back as sRGB: read every `channels`-th byte.
  const { data, info } = await sharp(bytes, { raw: { width, height, channels: 1 } })
    .blur(sigma)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const out = new Float32Array(values.length);
  for (let i = 0; i < out.length; i++) out[i] = data[i * info.channels]! / 255;
  return out;
}

/** Gaussian blur of the whole canvas (for depth of field and scene extension). */
export async function blurCanvas(canvas: Canvas, sigma: number): Promise<Canvas> {
  const data = await sharp(toBytes(canvas), {
    raw: { width: canvas.width, height: canvas.height, channels: 3 },
  })
    .blur(sigma)
    .raw()
    .toBuffer();
  const rgb = new Float32Array(data.length);
  for (let i = 0; i < data.length; i++) rgb[i] = data[i]!;
  return { width: canvas.width, height: canvas.height, rgb };
}

/** Adds fine monochrome grain (deterministic), so large flat areas do not band once encoded. */
export function addGrain(canvas: Canvas, amount: number, seed = 1): void {
  let state = seed >>> 0 || 1;
  for (let i = 0; i < canvas.width * canvas.height; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const n = ((state >>> 0) / 4294967296 - 0.5) * amount;
    canvas.rgb[i * 3]! += n;
    canvas.rgb[i * 3 + 1]! += n;
    canvas.rgb[i * 3 + 2]! += n;
  }
}

export function toBytes(canvas: Canvas): Uint8Array {
  const out = new Uint8Array(canvas.rgb.length);
  for (let i = 0; i < out.length; i++)
    out[i] = Math.min(255, Math.max(0, Math.round(canvas.rgb[i]!)));
  return out;
}

/** The canvas as WebP, optionally shrunk so its long side is `longSide`. */
export async function encodeWebp(canvas: Canvas, longSide?: number): Promise<Buffer> {
  let image = sharp(toBytes(canvas), {
    raw: { width: canvas.width, height: canvas.height, channels: 3 },
  });
  if (longSide !== undefined && Math.max(canvas.width, canvas.height) > longSide) {
    image = image.resize(longSide, longSide, { fit: 'inside' });
  }
  return image.webp({ quality: 90, effort: 4 }).toBuffer();
}
