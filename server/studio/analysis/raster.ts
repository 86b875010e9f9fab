// The small copy every measurement works on: oriented, at most `maxSide` pixels on its long side,
// as plain typed arrays, so each measurement is a short, deterministic loop over pixels.
import sharp, { type SharpOptions } from 'sharp';

/** Long side of the analysis copy: enough for shape and texture, small enough to scan in ms. */
export const ANALYSIS_MAX_SIDE = 512;

export interface Raster {
  width: number;
  height: number;
  /** RGB, 3 bytes per pixel, composited onto white where the image was transparent. */
  rgb: Uint8Array;
  /** 0-255 per pixel when the image has an alpha channel, else null. */
  alpha: Uint8Array | null;
  /** Luma (Rec. 709 weights on the sRGB values), 0-255 per pixel. */
  luma: Float32Array;
}

export interface RasterOptions {
  maxSide?: number;
  /** How sharp decodes the input (orientation, strictness, pixel cap); see decoderOptions. */
  decoder?: SharpOptions;
}

/** Decodes, orients and shrinks an image into a Raster (sharp shrinks JPEGs while decoding). */
export async function loadRaster(bytes: Buffer, options: RasterOptions = {}): Promise<Raster> {
  const maxSide = options.maxSide ?? ANALYSIS_MAX_SIDE;
  const { data, info } = await sharp(
    bytes,
    options.decoder ?? { autoOrient: true, failOn: 'error' },
  )
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .ensureAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return rasterFromRgba(
    new Uint8Array(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
  );
}

/** Splits RGBA into white-composited RGB plus alpha (dropped when fully opaque) and luma. */
export function rasterFromRgba(rgba: Uint8Array, width: number, height: number): Raster {
  const count = width * height;
  const rgb = new Uint8Array(count * 3);
  const alpha = new Uint8Array(count);
  const luma = new Float32Array(count);
  let opaque = true;
  for (let i = 0; i < count; i++) {
    const a = rgba[i * 4 + 3]!;
    alpha[i] = a;
    if (a !== 255) opaque = false;
    const white = 255 * (1 - a / 255);
    const r = (rgba[i * 4]! * a) / 255 + white;
    const g = (rgba[i * 4 + 1]! * a) / 255 + white;
    const b = (rgba[i * 4 + 2]! * a) / 255 + white;
    rgb[i * 3] = Math.round(r);
    rgb[i * 3 + 1] = Math.round(g);
    rgb[i * 3 + 2] = Math.round(b);
    luma[i] = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }
  return { width, height, rgb, alpha: opaque ? null : alpha, luma };
}
