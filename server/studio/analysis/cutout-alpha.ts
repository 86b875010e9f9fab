// The stored cut-out's alpha at the analysis copy's size, so the analysis measures the piece on
// exactly the pixels the designer reviews and every visual starts from.
import sharp from 'sharp';

/** Alpha (0-255) of a cut-out PNG resampled to `width` x `height`. */
export async function cutoutAlphaAt(
  png: Buffer,
  width: number,
  height: number,
): Promise<Uint8Array> {
  const { data } = await sharp(png)
    .ensureAlpha()
    .extractChannel(3)
    .resize(width, height, { fit: 'fill' })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return new Uint8Array(data.buffer, data.byteOffset, width * height);
}
