// The one cut-out of a design, made once and stored: the oriented original at working resolution
// (long side the original's or CUTOUT_MAX_SIDE, whichever is smaller) as an RGBA PNG whose alpha
// is the piece's coverage. Every renderer starts from this file (see cutoutFromStored), so no
// render segments anything again, and what the designer reviewed is what gets rendered.
import sharp from 'sharp';
import { cropToAlpha, type Cutout } from '../extract/cutout';
import { maskFromAlpha } from '../imaging/mask';
import { cropPlane } from '../imaging/crop';
import { decoderOptions } from '../intake/normalise';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from '../upload-limits';
import { VisualFailure } from '../visual-failure';
import { editableCutoutOf } from './editable-cutout';
import type { CutoutReviewState } from './review';
import type { RgbImage } from './segment-piece';
import type { StonePlane } from '../regions/region-pixels';

/** Long side of the stored cut-out: detail enough for a 2048 px visual. */
export const CUTOUT_MAX_SIDE = 2048;

export type CutoutStyle = 'photo' | 'sketch';

export interface StoredCutout {
  /** RGBA PNG: the image's own pixels, alpha = the cut-out (colour cleared where alpha is 0). */
  png: Buffer;
  width: number;
  height: number;
  /** The style it was segmented for. */
  style: CutoutStyle;
  review: CutoutReviewState;
  /** In the designer's words; empty when the review is 'ok'. */
  reasons: string[];
}

/** Ink colour of a sketch's line art as the renderers take it (a soft graphite, not pure black). */
export const SKETCH_INK: readonly [number, number, number] = [38, 38, 44];
/** Margin kept around the piece when a renderer crops to it (as the extraction always did). */
const CROP_MARGIN = 2;
/** Below this share of the image the piece is taken as not found (as the extraction did). */
const MIN_PIECE_SHARE = 0.0005;

/**
 * Decodes the upload the way the cut-out sees it: oriented, sRGB, transparency on white, shrunk
 * while decoding to the working size. Throws sharp's error on a file it cannot decode.
 */
export async function decodeWorkingImage(
  bytes: Buffer,
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
  maxSide = CUTOUT_MAX_SIDE,
): Promise<RgbImage> {
  const { data, info } = await sharp(bytes, decoderOptions(limits))
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .ensureAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const rgb = new Uint8Array(width * height * 3);
  const alpha = new Uint8Array(width * height);
  let opaque = true;
  for (let i = 0; i < alpha.length; i++) {
    const a = data[i * 4 + 3]!;
    alpha[i] = a;
    if (a !== 255) opaque = false;
    // On white, as the designer's viewer shows a transparent file.
    for (let c = 0; c < 3; c++)
      rgb[i * 3 + c] = Math.round((data[i * 4 + c]! * a + 255 * (255 - a)) / 255);
  }
  return { width, height, rgb, ...(opaque ? {} : { alpha }) };
}

/**
 * The stored cut-out of an image (the oriented original, or a crop the designer drew): decoded at
 * working resolution, segmented for `style`, judged, encoded as an RGBA PNG.
 */
export async function makeStoredCutout(
  bytes: Buffer,
  style: CutoutStyle,
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
  /** Tests and tools may work smaller than production's CUTOUT_MAX_SIDE. */
  maxSide = CUTOUT_MAX_SIDE,
): Promise<StoredCutout> {
  return editableCutoutOf(await decodeWorkingImage(bytes, limits, maxSide), style);
}

/**
 * A renderer's Cutout from the stored PNG: cropped to the piece, shrunk (never enlarged) so its
 * long side fits `maxSide`, and for a sketch coloured as ink (the renderers take its alpha as the
 * strokes). Fails like the extraction did when there is no piece to render.
 */
export async function cutoutFromStored(
  png: Uint8Array,
  style: CutoutStyle,
  maxSide: number,
  /** A drawing made solid: its drawn lines and its stones, the PNG's size, taken the same way. */
  drawing?: { lines: Uint8Array; stones?: StonePlane },
): Promise<Cutout> {
  const { data, info } = await sharp(png)
    .ensureAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const full = new Uint8Array(data.buffer, data.byteOffset, data.length);
  const cropped = cropToAlpha(full, info.width, info.height, CROP_MARGIN);
  if (!cropped || pieceArea(cropped.rgba) < MIN_PIECE_SHARE * info.width * info.height) {
    throw new VisualFailure(
      style === 'sketch'
        ? 'No drawn piece could be found in this sketch; the lines may be too faint.'
        : 'The piece could not be separated from its background.',
    );
  }
  let { rgba, width, height } = cropped;
  const box = { x: cropped.left, y: cropped.top, width, height };
  let lines = drawing && cropPlane(drawing.lines, info.width, box);
  let stones = drawing?.stones && cropPlane(drawing.stones.plane, info.width, box);
  if (Math.max(width, height) > maxSide) {
    // sharp premultiplies by alpha while resampling, so no background colour bleeds in.
    const resized = await sharp(rgba, { raw: { width, height, channels: 4 } })
      .resize(maxSide, maxSide, { fit: 'inside' })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    rgba = new Uint8Array(resized.data.buffer, resized.data.byteOffset, resized.data.length);
    const to = { width: resized.info.width, height: resized.info.height };
    // Ink is resampled; stone numbers are labels, so each pixel takes its nearest one.
    if (lines) lines = await resizePlane(lines, { width, height }, to, 'lanczos3');
    if (stones) stones = await resizePlane(stones, { width, height }, to, 'nearest');
    width = to.width;
    height = to.height;
  }
  const alpha = new Uint8Array(width * height);
  for (let i = 0; i < alpha.length; i++) {
    alpha[i] = rgba[i * 4 + 3]!;
    if (style === 'sketch') {
      rgba[i * 4] = SKETCH_INK[0];
      rgba[i * 4 + 1] = SKETCH_INK[1];
      rgba[i * 4 + 2] = SKETCH_INK[2];
    }
  }
  return {
    width,
    height,
    rgba,
    mask: maskFromAlpha(alpha, width, height),
    style,
    ...(lines && { lines }),
    ...(stones && { stones: { ...drawing!.stones!, plane: stones } }),
  };
}

type Size = { width: number; height: number };

async function resizePlane(
  plane: Uint8Array,
  from: Size,
  to: Size,
  kernel: 'lanczos3' | 'nearest',
): Promise<Uint8Array> {
  const out = await sharp(plane, { raw: { ...from, channels: 1 } })
    .resize(to.width, to.height, { fit: 'fill', kernel })
    .extractChannel(0) // sharp would hand back three channels
    .raw({ depth: 'uchar' })
    .toBuffer();
  return new Uint8Array(out.buffer, out.byteOffset, out.length);
}

function pieceArea(rgba: Uint8Array): number {
  let area = 0;
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i]! >= 128) area++;
  return area;
}
