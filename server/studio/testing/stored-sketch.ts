// A generated sketch uploaded and cut out as a designer's upload is: the stored cut-out's PNG
// (its line art), for tests that render or map drawings.
import sharp from 'sharp';
import { makeStoredCutout } from '../cutout/stored-cutout';
import { syntheticSketch, type PieceType } from '../regions/evaluation/synthetic-sketches';

export async function storedSketch(
  seed: number,
  {
    type,
    upscale = 1,
    shaded = false,
  }: { type?: PieceType; upscale?: number; shaded?: boolean } = {},
): Promise<Buffer> {
  const { width, height, rgb } = syntheticSketch(seed, type, { shaded }).image;
  const image = sharp(rgb, { raw: { width, height, channels: 3 } });
  if (upscale !== 1) image.resize(Math.round(width * upscale));
  const upload = await image.png().toBuffer();
  return (await makeStoredCutout(upload, 'sketch')).png;
}
