// A stored photograph as a render canvas at the output's size (its long side at most `longSide`,
// never enlarged), with the factor from the photograph's pixels to the canvas's.
import sharp from 'sharp';
import type { Canvas } from '../../studio/render/canvas';

export async function photoCanvas(
  photo: Buffer,
  longSide: number,
): Promise<{ canvas: Canvas; photoScale: number }> {
  const meta = await sharp(photo).metadata();
  const { data, info } = await sharp(photo)
    .resize(longSide, longSide, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgb = new Float32Array(info.width * info.height * 3);
  for (let i = 0; i < rgb.length; i++) rgb[i] = data[i]!;
  return {
    canvas: { width: info.width, height: info.height, rgb },
    photoScale: info.width / (meta.width ?? info.width),
  };
}
