// The stored cut-out's alpha at the analysis copy's size, so the analysis measures the piece on
// exactly the pixels the designer reviews and every visual starts from. An averaging shrink thins
// a structure finer than an analysis pixel below half opacity: a pendant's 1 px chain would be
// gone, and the structure rules would never see what the pendant hangs on. So what the shrink
// loses of such fine structures is put back, at the most opaque cut-out pixel each pixel covers.
import sharp from 'sharp';
import { opening } from '../imaging/morphology';
import { maskDataWhere } from '../imaging/mask';

/** Alpha (0-255) of a cut-out PNG resampled to `width` x `height`, fine structures kept. */
export async function cutoutAlphaAt(
  png: Buffer,
  width: number,
  height: number,
): Promise<Uint8Array> {
  // Decoded once; the averaging shrink and the most-opaque one both read this alpha.
  const full = await sharp(png)
    .ensureAlpha()
    .extractChannel(3)
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const shrunk = await sharp(full.data, {
    raw: { width: full.info.width, height: full.info.height, channels: 1 },
  })
    .resize(width, height, { fit: 'fill' })
    .extractChannel(0)
    .raw({ depth: 'uchar' })
    .toBuffer();
  const out = new Uint8Array(shrunk.buffer, shrunk.byteOffset, width * height).slice();
  if (full.info.width <= width && full.info.height <= height) return out;
  const most = mostOpaqueCovered(full.data, full.info.width, full.info.height, width, height);
  // Fine: in the most-opaque shrink, but gone from it by an opening of one pixel. A body's
  // outline survives the opening, so the shrink's own outline stays as it is.
  const covered = { width, height, data: maskDataWhere(most.length, (i) => most[i]! >= 128) };
  const broad = opening(covered, 1);
  for (let i = 0; i < out.length; i++) {
    if (covered.data[i] && !broad.data[i] && out[i]! < 128) out[i] = most[i]!;
  }
  return out;
}

/** Each pixel of the `width` x `height` grid: the most opaque source pixel it covers. */
function mostOpaqueCovered(
  source: Uint8Array,
  sourceWidth: number,
  sourceHeight: number,
  width: number,
  height: number,
): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let y = 0; y < sourceHeight; y++) {
    const row = Math.min(height - 1, Math.floor((y * height) / sourceHeight)) * width;
    for (let x = 0; x < sourceWidth; x++) {
      const j = row + Math.min(width - 1, Math.floor((x * width) / sourceWidth));
      const a = source[y * sourceWidth + x]!;
      if (a > out[j]!) out[j] = a;
    }
  }
  return out;
}
