// Copying a rectangle out of a row-major plane of one or more channels per pixel.
import type { Box } from './mask';

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
