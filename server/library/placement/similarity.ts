// The only change a placement makes to the piece's geometry: a similarity transform (one scale, one
// rotation, one position). The cut-out is first resized by the engine's piece layer (area-correct
// alpha), then turned about its anchor with bilinear sampling of premultiplied colour, so no
// background bleeds into the edge and nothing is warped or redrawn.
import type { Layer } from '../../studio/render/canvas';

export interface Similarity {
  /** Output pixels per cut-out pixel. */
  scale: number;
  /** Clockwise on screen, in degrees. */
  rotationDegrees: number;
  /** Where the anchor lands in the output, in output pixels. */
  x: number;
  y: number;
  /** The point of the cut-out that lands there, as shares (0-1) of its width and height. */
  anchorU: number;
  anchorV: number;
}

/**
 * `layer` (already at the transform's scale, its own corner at 0,0) turned by the transform's
 * rotation about its anchor, which lands at (x, y). Alpha is straight in and out.
 */
export function turnLayer(layer: Layer, transform: Similarity): Layer {
  const { width, height, rgba } = layer;
  const angle = (transform.rotationDegrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const ax = transform.anchorU * width;
  const ay = transform.anchorV * height;
  // The turned rectangle's corners in output pixels.
  const corners = [
    [0, 0],
    [width, 0],
    [0, height],
    [width, height],
  ].map(([px, py]) => {
    const dx = px! - ax;
    const dy = py! - ay;
    return [transform.x + dx * cos - dy * sin, transform.y + dx * sin + dy * cos] as const;
  });
  const left = Math.floor(Math.min(...corners.map((c) => c[0])));
  const top = Math.floor(Math.min(...corners.map((c) => c[1])));
  const outWidth = Math.ceil(Math.max(...corners.map((c) => c[0]))) - left;
  const outHeight = Math.ceil(Math.max(...corners.map((c) => c[1]))) - top;
  const out = new Uint8Array(outWidth * outHeight * 4);
  const premultiplied = new Float32Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const a = rgba[i * 4 + 3]! / 255;
    premultiplied[i * 4] = rgba[i * 4]! * a;
    premultiplied[i * 4 + 1] = rgba[i * 4 + 1]! * a;
    premultiplied[i * 4 + 2] = rgba[i * 4 + 2]! * a;
    premultiplied[i * 4 + 3] = a;
  }
  const sample = [0, 0, 0, 0];
  for (let y = 0; y < outHeight; y++) {
    for (let x = 0; x < outWidth; x++) {
      // The output pixel's centre, back into the layer (inverse rotation about the anchor).
      const dx = left + x + 0.5 - transform.x;
      const dy = top + y + 0.5 - transform.y;
      const sx = ax + dx * cos + dy * sin - 0.5;
      const sy = ay - dx * sin + dy * cos - 0.5;
      if (sx <= -1 || sy <= -1 || sx >= width || sy >= height) continue;
      bilinear(premultiplied, width, height, sx, sy, sample);
      const a = sample[3]!;
      if (a <= 0) continue;
      const o = (y * outWidth + x) * 4;
      out[o] = Math.round(sample[0]! / a);
      out[o + 1] = Math.round(sample[1]! / a);
      out[o + 2] = Math.round(sample[2]! / a);
      out[o + 3] = Math.round(a * 255);
    }
  }
  return { width: outWidth, height: outHeight, rgba: out, left, top };
}

/** A single channel (0-1 per pixel) turned like `turnLayer`, onto the turned layer's grid. */
export function turnChannel(
  values: Float32Array,
  width: number,
  height: number,
  transform: Similarity,
): Layer {
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < values.length; i++) {
    rgba[i * 4] = 255;
    rgba[i * 4 + 1] = 255;
    rgba[i * 4 + 2] = 255;
    rgba[i * 4 + 3] = Math.round(values[i]! * 255);
  }
  return turnLayer({ width, height, rgba, left: 0, top: 0 }, transform);
}

function bilinear(
  data: Float32Array,
  width: number,
  height: number,
  x: number,
  y: number,
  out: number[],
): void {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  out.fill(0);
  for (const [px, py, weight] of [
    [x0, y0, (1 - fx) * (1 - fy)],
    [x0 + 1, y0, fx * (1 - fy)],
    [x0, y0 + 1, (1 - fx) * fy],
    [x0 + 1, y0 + 1, fx * fy],
  ] as const) {
    if (px < 0 || py < 0 || px >= width || py >= height || weight === 0) continue;
    const i = (py * width + px) * 4;
    for (let c = 0; c < 4; c++) out[c]! += data[i + c]! * weight;
  }
}

/** Where a `width` × `height` cut-out lands under `transform`: its turned rectangle's bounds. */
export function turnedBox(
  width: number,
  height: number,
  transform: Similarity,
): { x: number; y: number; width: number; height: number } {
  const angle = (transform.rotationDegrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const w = width * transform.scale;
  const h = height * transform.scale;
  const ax = transform.anchorU * w;
  const ay = transform.anchorV * h;
  const corners = [
    [0, 0],
    [w, 0],
    [0, h],
    [w, h],
  ].map(([px, py]) => {
    const dx = px! - ax;
    const dy = py! - ay;
    return [transform.x + dx * cos - dy * sin, transform.y + dx * sin + dy * cos] as const;
  });
  const xs = corners.map((corner) => corner[0]);
  const ys = corners.map((corner) => corner[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}
