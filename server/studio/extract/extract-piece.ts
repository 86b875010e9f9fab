// Lifts the piece out of a designer's image: a photo's own pixels cut from the backdrop, or a
// sketch's strokes as clean line art. The result is cropped to the piece.
import { loadRaster } from '../analysis/raster';
import { VisualFailure } from '../visual-failure';
import { cropToAlpha, maskFromAlpha, type Cutout } from './cutout';
import { segmentPhoto } from './photo-cutout';
import { extractLineArt } from './sketch-line-art';

/** Long side the piece is extracted at in production: detail enough for a 2048 px visual. */
export const EXTRACTION_MAX_SIDE = 1600;

/** Ink colour of extracted line art (a soft graphite, not pure black). */
export const SKETCH_INK: readonly [number, number, number] = [38, 38, 44];

export interface ExtractOptions {
  style: 'photo' | 'sketch';
  maxSide?: number;
}

export async function extractPiece(bytes: Buffer, options: ExtractOptions): Promise<Cutout> {
  const raster = await loadRaster(bytes, { maxSide: options.maxSide ?? EXTRACTION_MAX_SIDE });
  const { width, height } = raster;
  const { alpha } =
    options.style === 'sketch' ? extractLineArt(raster) : await segmentPhoto(raster);
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const sketch = options.style === 'sketch';
    rgba[i * 4] = sketch ? SKETCH_INK[0] : raster.rgb[i * 3]!;
    rgba[i * 4 + 1] = sketch ? SKETCH_INK[1] : raster.rgb[i * 3 + 1]!;
    rgba[i * 4 + 2] = sketch ? SKETCH_INK[2] : raster.rgb[i * 3 + 2]!;
    rgba[i * 4 + 3] = alpha[i]!;
  }
  const cropped = cropToAlpha(rgba, width, height, 2);
  const pieceArea = cropped ? maskArea(cropped) : 0;
  if (!cropped || pieceArea < 0.0005 * width * height) {
    throw new VisualFailure(
      options.style === 'sketch'
        ? 'No drawn piece could be found in this sketch; the lines may be too faint.'
        : 'The piece could not be separated from its background.',
    );
  }
  const alphaOnly = new Uint8Array(cropped.width * cropped.height);
  for (let i = 0; i < alphaOnly.length; i++) alphaOnly[i] = cropped.rgba[i * 4 + 3]!;
  return {
    width: cropped.width,
    height: cropped.height,
    rgba: cropped.rgba,
    mask: maskFromAlpha(alphaOnly, cropped.width, cropped.height),
    style: options.style,
  };
}

function maskArea({ rgba }: { rgba: Uint8Array }): number {
  let area = 0;
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i]! >= 128) area++;
  return area;
}
