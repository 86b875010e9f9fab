// The automatic square crop the studio renders from: the piece, centred, with a margin. When the
// square would reach past the image, the missing part is filled with the background colour (or
// left transparent) rather than stretching or cutting into the piece.
import sharp from 'sharp';
import type { RelativeBox } from '../analysis/analyse-image';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from '../upload-limits';
import { decodeOrRefuse, decoderOptions, type EncodedImage } from './normalise';

/** Margin around the piece on each side, as a share of the piece's longer side. */
export const CROP_MARGIN = 0.12;
/** Largest crop side stored; renders are made at or below this size. */
export const CROP_MAX_SIDE = 2048;
/** WebP quality of the crop (the manual crop from the browser uses 0.9 too, spec §9). */
const CROP_WEBP_QUALITY = 90;

export interface SquareCrop {
  /** The square in image pixels; may extend past the image (then it is padded). */
  left: number;
  top: number;
  side: number;
}

/**
 * The square around `piece` (fractions of the image) grown by the margin, centred on the piece;
 * without a piece, the largest centred square inside the image.
 */
export function squareAroundPiece(
  width: number,
  height: number,
  piece: RelativeBox | null,
  margin = CROP_MARGIN,
): SquareCrop {
  if (!piece) {
    const side = Math.min(width, height);
    return { left: Math.floor((width - side) / 2), top: Math.floor((height - side) / 2), side };
  }
  const boxWidth = piece.width * width;
  const boxHeight = piece.height * height;
  const side = Math.max(1, Math.round(Math.max(boxWidth, boxHeight) * (1 + 2 * margin)));
  const centreX = (piece.x + piece.width / 2) * width;
  const centreY = (piece.y + piece.height / 2) * height;
  return {
    left: Math.round(centreX - side / 2),
    top: Math.round(centreY - side / 2),
    side,
  };
}

export interface CropOptions {
  /** Keep the alpha channel and pad with transparency (a cut-out); else flatten onto white. */
  transparent: boolean;
  /** Colour to pad an opaque crop with (the background); white when null. */
  paddingColour: readonly [number, number, number] | null;
  limits?: UploadLimits;
}

/**
 * Cuts the square (see squareAroundPiece) out of the upload, pads what lies outside the image,
 * scales it to at most CROP_MAX_SIDE and encodes WebP.
 */
export async function cropAroundPiece(
  bytes: Buffer,
  size: { width: number; height: number },
  piece: RelativeBox | null,
  options: CropOptions,
): Promise<EncodedImage> {
  const { transparent, paddingColour, limits = DEFAULT_UPLOAD_LIMITS } = options;
  const square = squareAroundPiece(size.width, size.height, piece);
  // The part of the square inside the image, and how much padding each side needs.
  const left = Math.max(0, square.left);
  const top = Math.max(0, square.top);
  const right = Math.min(size.width, square.left + square.side);
  const bottom = Math.min(size.height, square.top + square.side);
  const scale = Math.min(1, CROP_MAX_SIDE / square.side);
  const outputSide = Math.max(1, Math.round(square.side * scale));
  const innerWidth = Math.max(1, Math.min(outputSide, Math.round((right - left) * scale)));
  const innerHeight = Math.max(1, Math.min(outputSide, Math.round((bottom - top) * scale)));
  const padLeft = Math.min(outputSide - innerWidth, Math.round((left - square.left) * scale));
  const padTop = Math.min(outputSide - innerHeight, Math.round((top - square.top) * scale));
  const [r, g, b] = paddingColour ?? [255, 255, 255];
  const background = transparent ? { r: 0, g: 0, b: 0, alpha: 0 } : { r, g, b, alpha: 1 };
  let pipeline = sharp(bytes, decoderOptions(limits)).toColourspace('srgb');
  if (!transparent) pipeline = pipeline.flatten({ background: '#ffffff' });
  const data = await decodeOrRefuse(() =>
    pipeline
      .extract({ left, top, width: right - left, height: bottom - top })
      .resize(innerWidth, innerHeight, { fit: 'fill' })
      .extend({
        left: padLeft,
        top: padTop,
        right: outputSide - innerWidth - padLeft,
        bottom: outputSide - innerHeight - padTop,
        background,
      })
      .webp({ quality: CROP_WEBP_QUALITY, alphaQuality: 100, effort: 1 })
      .toBuffer(),
  );
  return {
    data,
    contentType: 'image/webp',
    extension: 'webp',
    width: outputSide,
    height: outputSide,
  };
}
