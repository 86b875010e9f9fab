// Lifts the piece out of a designer's image the way an upload does (the stored cut-out's
// segmentation), cropped to the piece: for tests and tools that start from image bytes.
import { CUTOUT_MAX_SIDE, cutoutFromStored, makeStoredCutout } from '../cutout/stored-cutout';
import type { Cutout } from './cutout';

/** Long side the piece is taken at for a render: detail enough for a 2048 px visual. */
export const EXTRACTION_MAX_SIDE = 1600;

export interface ExtractOptions {
  style: 'photo' | 'sketch';
  maxSide?: number;
}

export async function extractPiece(bytes: Buffer, options: ExtractOptions): Promise<Cutout> {
  const maxSide = options.maxSide ?? EXTRACTION_MAX_SIDE;
  // Cut at twice the size asked for (as production cuts at 2048 for a 1024 visual): a sketch
  // sheet's chosen motif is a part of the page, and keeps its line weight when cropped to.
  const stored = await makeStoredCutout(
    bytes,
    options.style,
    undefined,
    Math.min(CUTOUT_MAX_SIDE, 2 * maxSide),
  );
  return cutoutFromStored(stored.png, options.style, maxSide);
}
