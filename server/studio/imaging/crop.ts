// Copying a rectangle out of a row-major plane of one or more channels per pixel.
import type { ColourGuide } from './guided-filter';
import { type Box, type Mask, boundingBox } from './mask';

/** The part of `values` (`fullWidth` pixels wide, `channels` per pixel) under `box`. */
export function cropPlane(
  values: Uint8Array,
  fullWidth: number,
  box: Box,
  channels = 1,
): Uint8Array {
  const row = box.width * channels;
  const out = new Uint8Array(row * box.height);
  for (let y = 0; y < box.height; y++) {
    const from = ((box.y + y) * fullWidth + box.x) * channels;
    out.set(values.subarray(from, from + row), y * row);
  }
  return out;
}

/**
 * Runs `change` on the window of `piece` and `image` within `margin` pixels of the piece's box, and
 * writes its answer back (null: no change). A stage that reads no further than the margin saves
 * the rest of the frame; the window's border lies outside the piece, as the frame's does.
 */
export function changeInPieceWindow(
  piece: Mask,
  image: ColourGuide,
  margin: number,
  change: (piece: Mask, image: ColourGuide) => Uint8Array | null,
): Mask {
  const box = boundingBox(piece);
  if (!box) return piece;
  const x = Math.max(0, box.x - margin);
  const y = Math.max(0, box.y - margin);
  const width = Math.min(piece.width, box.x + box.width + margin) - x;
  const height = Math.min(piece.height, box.y + box.height + margin) - y;
  const window = { x, y, width, height };
  const changed = change(
    { width, height, data: cropPlane(piece.data, piece.width, window) },
    { width, height, rgb: cropPlane(image.rgb, piece.width, window, 3) },
  );
  if (!changed) return piece;
  const out = new Uint8Array(piece.data);
  for (let row = 0; row < height; row++)
    out.set(changed.subarray(row * width, (row + 1) * width), (y + row) * piece.width + x);
  return { width: piece.width, height: piece.height, data: out };
}
