// Shadows and reflections cast by the piece: built from its own alpha, so they follow its shape.
import { blurMap, compositeLayer, shade, type Canvas, type Layer, type Rgb } from './canvas';

export interface ShadowOptions {
  /** Shift of the shadow, in output pixels. */
  offsetX: number;
  offsetY: number;
  /** Vertical squash about the piece's bottom edge (1 = same shape, 0.1 = a thin contact line). */
  squash: number;
  /** Softness, in output pixels. */
  sigma: number;
  /** Darkening at full shadow, 0-1. */
  strength: number;
  tint: Rgb;
}

export async function castShadow(
  canvas: Canvas,
  piece: Layer,
  options: ShadowOptions,
): Promise<void> {
  const { width, height } = canvas;
  const map = new Float32Array(width * height);
  const bottom = piece.top + piece.height;
  for (let y = 0; y < piece.height; y++) {
    const cy = Math.round(bottom - (piece.height - y) * options.squash + options.offsetY);
    if (cy < 0 || cy >= height) continue;
    for (let x = 0; x < piece.width; x++) {
      const cx = piece.left + x + Math.round(options.offsetX);
      if (cx < 0 || cx >= width) continue;
      const a = piece.rgba[(y * piece.width + x) * 4 + 3]! / 255;
      const index = cy * width + cx;
      if (a > map[index]!) map[index] = a;
    }
  }
  const soft = await blurMap(map, width, height, options.sigma);
  shade(canvas, soft, { left: 0, top: 0, width, height }, options.tint, options.strength);
}

/** The piece mirrored below its bottom edge, fading out over `fadeShare` of its height. */
export function addReflection(
  canvas: Canvas,
  piece: Layer,
  opacity: number,
  fadeShare: number,
): void {
  const { width, height, rgba } = piece;
  const fade = Math.max(1, Math.round(height * fadeShare));
  const rows = Math.min(height, fade);
  const mirrored = new Uint8Array(width * rows * 4);
  for (let y = 0; y < rows; y++) {
    const from = (height - 1 - y) * width * 4;
    mirrored.set(rgba.subarray(from, from + width * 4), y * width * 4);
    const strength = Math.pow(1 - y / rows, 2);
    for (let x = 0; x < width; x++) {
      const alpha = y * width * 4 + x * 4 + 3;
      mirrored[alpha] = Math.round(mirrored[alpha]! * strength);
    }
  }
  compositeLayer(
    canvas,
    { width, height: rows, rgba: mirrored, left: piece.left, top: piece.top + height },
    opacity,
  );
}
