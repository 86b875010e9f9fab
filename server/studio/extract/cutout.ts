import { cropPlane } from '../imaging/crop';
import { boxWhere, type Box, type Mask } from '../imaging/mask';
import type { StonePlane } from '../regions/region-pixels';
// The piece lifted out of the designer's image: its own pixels with an alpha channel, cropped to
// the piece, plus the binary mask every fidelity check compares against.

export interface Cutout {
  width: number;
  height: number;
  /** Straight (not premultiplied) RGBA, 4 bytes per pixel: the piece's own colours. */
  rgba: Uint8Array;
  /** alpha >= 128: the piece's silhouette, the reference for fidelity. */
  mask: Mask;
  /** How it was found: a photo's pixels, or a sketch's strokes (ink colour, alpha = ink). */
  style: 'photo' | 'sketch';
  /**
   * A drawing made solid (its own pixels are metal and stones): the designer's drawn lines in the
   * same pixels (ink 0-255), so the output can be checked to keep every one (line-recall.ts).
   */
  lines?: Uint8Array;
  /** A drawing made solid: its stones in the same pixels, for gems cut to their outline (3D). */
  stones?: StonePlane;
}

/** Crops RGBA + alpha to the box around alpha > 0, with `margin` pixels kept around it. */
export function cropToAlpha(
  rgba: Uint8Array,
  width: number,
  height: number,
  margin: number,
): { rgba: Uint8Array; width: number; height: number; left: number; top: number } | null {
  const box = boxWhere(width, height, (i) => rgba[i * 4 + 3]! !== 0);
  if (!box) return null;
  const x0 = Math.max(0, box.x - margin);
  const y0 = Math.max(0, box.y - margin);
  const x1 = Math.min(width - 1, box.x + box.width - 1 + margin);
  const y1 = Math.min(height - 1, box.y + box.height - 1 + margin);
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const out = cropPlane(rgba, width, { x: x0, y: y0, width: w, height: h }, 4);
  return { rgba: out, width: w, height: h, left: x0, top: y0 };
}

/** The pixels of `cutout` labelled `label` (in `labels`), cropped to `box`. */
export function cropToGroup(cutout: Cutout, labels: Int32Array, label: number, box: Box): Cutout {
  const rgba = new Uint8Array(box.width * box.height * 4);
  const data = new Uint8Array(box.width * box.height);
  const lines = cutout.lines && new Uint8Array(box.width * box.height);
  for (let y = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++) {
      const from = (box.y + y) * cutout.width + box.x + x;
      if (labels[from] !== label) continue;
      const to = y * box.width + x;
      rgba.set(cutout.rgba.subarray(from * 4, from * 4 + 4), to * 4);
      data[to] = cutout.mask.data[from]!;
      if (lines) lines[to] = cutout.lines![from]!;
    }
  }
  const mask: Mask = { width: box.width, height: box.height, data };
  return {
    ...cutout,
    width: box.width,
    height: box.height,
    rgba,
    mask,
    ...(lines && { lines }),
  };
}

/** `cutout` turned a quarter clockwise: every pixel moved, none resampled. */
export function turnedClockwise(cutout: Cutout): Cutout {
  const { width, height } = cutout;
  const rgba = new Uint8Array(cutout.rgba.length);
  const data = new Uint8Array(cutout.mask.data.length);
  const lines = cutout.lines && new Uint8Array(cutout.lines.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = y * width + x;
      // Row y becomes column height - 1 - y; column x becomes row x.
      const to = x * height + (height - 1 - y);
      rgba.set(cutout.rgba.subarray(from * 4, from * 4 + 4), to * 4);
      data[to] = cutout.mask.data[from]!;
      if (lines) lines[to] = cutout.lines![from]!;
    }
  }
  return {
    ...cutout,
    width: height,
    height: width,
    rgba,
    mask: { width: height, height: width, data },
    ...(lines && { lines }),
  };
}
