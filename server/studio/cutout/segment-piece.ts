// The automatic cut-out of a piece at working resolution: for a photo, the salient-object prior
// refined against the image's own edges; for a sketch, the drawing's line art.
import { rasterFromRgb } from './rgb-image';
import { extractLineArt } from '../extract/sketch-line-art';
import { refineWithGuide } from './refine';
import { salientPrior, type RgbImage } from './salient-prior';

export type { RgbImage } from './salient-prior';

export interface PieceSegmentation {
  width: number;
  height: number;
  /** 0-255 per pixel: the piece's coverage. */
  alpha: Uint8Array;
  /** 0-1: how sure the model is (a clear object on a clear ground is near 1). */
  confidence: number;
}

export async function segmentPiece(
  image: RgbImage,
  style: 'photo' | 'sketch',
): Promise<PieceSegmentation> {
  if (style === 'sketch') {
    const { alpha } = extractLineArt(rasterFromRgb(image));
    return { width: image.width, height: image.height, alpha, confidence: 1 };
  }
  const prior = await salientPrior(image);
  const { alpha, confidence } = await refineWithGuide(image, prior);
  return { width: image.width, height: image.height, alpha, confidence };
}
