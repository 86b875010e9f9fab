// The piece as it goes into an output: the cutout resized (one uniform scale) to its placement.
// A photo keeps its own pixels; a sketch's strokes become metal (see metal.ts).
import sharp from 'sharp';
import type { Cutout } from '../extract/cutout';
import { blurMap, type Layer } from './canvas';
import { designCoverage } from './fidelity';
import { shadeMetal, type Metal } from './metal';
import type { Placement } from './placement';

export async function pieceLayer(
  cutout: Cutout,
  placement: Placement,
  metal: Metal,
): Promise<Layer> {
  const { width, height, left, top } = placement;
  const resized = await sharp(cutout.rgba, {
    raw: { width: cutout.width, height: cutout.height, channels: 4 },
  })
    .resize(width, height, { fit: 'fill', kernel: placement.scale < 1 ? 'lanczos3' : 'mitchell' })
    .raw()
    .toBuffer();
  const rgba = new Uint8Array(resized.buffer, resized.byteOffset, resized.length);
  // Alpha is resampled by area, not by the sharpening colour kernel: a thin chain or stroke keeps
  // its coverage instead of ringing below half and vanishing from the silhouette.
  const coverage = designCoverage(cutout, width, height);
  const alpha = new Uint8Array(width * height);
  for (let i = 0; i < alpha.length; i++) {
    alpha[i] = Math.round(coverage[i]! * 255);
    rgba[i * 4 + 3] = alpha[i]!;
  }
  if (cutout.style === 'photo') return { width, height, rgba, left, top };

  // A stroke's cross-section becomes a rounded wire about as wide as the stroke.
  const strokeSigma = Math.max(0.8, 1.2 * placement.scale);
  const heightField = await blurMap(coverage, width, height, strokeSigma);
  const shaded = shadeMetal(alpha, heightField, width, height, metal, 6 / strokeSigma);
  return { width, height, rgba: shaded, left, top };
}
