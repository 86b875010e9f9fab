// Lifts the piece out of a designer's image the way an upload does (the stored cut-out's
// segmentation), cropped to the piece: for tests and tools that start from image bytes.
import { cutoutFromStored, makeStoredCutout } from '../cutout/stored-cutout';
import type { Cutout } from './cutout';

/** Long side the piece is taken at for a render: detail enough for a 2048 px visual. */
export const EXTRACTION_MAX_SIDE = 1600;

/** Ink colour of extracted line art (a soft graphite, not pure black). */
export const SKETCH_INK: readonly [number, number, number] = [38, 38, 44];

export interface ExtractOptions {
  style: 'photo' | 'sketch';
  maxSide?: number;
}

export async function extractPiece(bytes: Buffer, options: ExtractOptions): Promise<Cutout> {
  const maxSide = options.maxSide ?? EXTRACTION_MAX_SIDE;
  const stored = await makeStoredCutout(bytes, options.style, undefined, maxSide);
  return cutoutFromStored(stored.png, options.style, maxSide);
}
