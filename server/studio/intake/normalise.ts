// Turns accepted bytes into the stored original: oriented (EXIF applied), sRGB, re-encoded, with
// every piece of metadata (EXIF, GPS, XMP, IPTC, ICC) dropped. Nothing from the upload is served
// as-is, so a polyglot (image bytes wrapping HTML or script) is either refused by the decoder or
// comes out as plain pixels.
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from '../upload-limits';
import {
  DAMAGED_IMAGE_DETAIL,
  PayloadTooLargeError,
  UnprocessableImageError,
  UnsupportedMediaError,
} from '../upload-errors';
import { sniffImageFormat, type ImageFormat } from './sniff';

export interface UploadHeader {
  format: ImageFormat;
  /** Size after EXIF orientation (what people see). */
  width: number;
  height: number;
  /** The file declares an alpha channel (it may still be fully opaque). */
  declaresAlpha: boolean;
}

export interface EncodedImage {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/webp';
  extension: 'jpg' | 'webp';
  width: number;
  height: number;
}

export interface NormalisedUpload {
  original: EncodedImage;
  format: ImageFormat;
  /** Whether the original kept an alpha channel (WebP) rather than being flattened (JPEG). */
  transparent: boolean;
}

/** JPEG quality of opaque originals: visually lossless, and fast to encode on a large photo. */
const ORIGINAL_JPEG_QUALITY = 90;
/** WebP quality for originals with transparency (the alpha plane itself is kept losslessly). */
const ORIGINAL_WEBP_QUALITY = 90;
/** WebP cannot hold more than this many pixels per side. */
export const WEBP_MAX_SIDE = 16383;

export const HEVC_HEIC_DETAIL =
  'This HEIC photo uses a compression the studio cannot read. Please export it as JPEG and upload that.';

/** How every decode of an upload is configured: oriented, strict about damage, pixel-capped. */
export function decoderOptions(limits: UploadLimits): SharpOptions {
  return {
    autoOrient: true,
    // 'error' includes truncation: a half-downloaded file is refused, not analysed half-grey.
    failOn: 'error',
    limitInputPixels: limits.maxPixels,
    // Animated WebP/AVIF: the first frame is the design.
    pages: 1,
  };
}

/**
 * Identifies the upload and checks its size limits from the header alone: a 30000 x 30000
 * "pixel bomb" is refused here without decoding a single pixel.
 */
export async function inspectUpload(
  bytes: Buffer,
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
): Promise<UploadHeader> {
  if (bytes.length > limits.maxBytes) throw new PayloadTooLargeError(limits.maxBytes);
  const format = sniffImageFormat(bytes);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnprocessableImageError(DAMAGED_IMAGE_DETAIL, 'damaged_image');
  }
  if (!formatMatches(format, metadata.format)) throw new UnsupportedMediaError();
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!width || !height) throw new UnprocessableImageError(DAMAGED_IMAGE_DETAIL, 'damaged_image');
  if (width * height > limits.maxPixels) {
    throw new UnprocessableImageError(
      `This image is larger than ${formatMegapixels(limits.maxPixels)} megapixels (${width} x ${height} px). Please upload a smaller image.`,
      'too_many_pixels',
    );
  }
  if (Math.min(width, height) < limits.minSidePixels) {
    throw new UnprocessableImageError(
      `This image is too small (${width} x ${height} px). Please upload an image at least ${limits.minSidePixels} px on each side.`,
      'too_small',
    );
  }
  if (format === 'heif' && metadata.compression === 'hevc' && !(await canDecode(bytes, limits))) {
    throw new UnsupportedMediaError(HEVC_HEIC_DETAIL);
  }
  return { format, width, height, declaresAlpha: Boolean(metadata.hasAlpha) };
}

/**
 * Re-encodes the upload as the stored original: JPEG when opaque (alpha, if any, was fully
 * opaque), WebP when it has real transparency so cut-outs stay cut out.
 */
export async function encodeOriginal(
  bytes: Buffer,
  header: UploadHeader,
  transparent: boolean,
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
): Promise<EncodedImage> {
  let pipeline = sharp(bytes, decoderOptions(limits)).toColourspace('srgb');
  if (transparent) {
    if (Math.max(header.width, header.height) > WEBP_MAX_SIDE) {
      pipeline = pipeline.resize(WEBP_MAX_SIDE, WEBP_MAX_SIDE, { fit: 'inside' });
    }
    pipeline = pipeline.webp({ quality: ORIGINAL_WEBP_QUALITY, alphaQuality: 100, effort: 1 });
  } else {
    pipeline = pipeline
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: ORIGINAL_JPEG_QUALITY, chromaSubsampling: '4:2:0' });
  }
  const { data, info } = await decodeOrRefuse(() => pipeline.toBuffer({ resolveWithObject: true }));
  return transparent
    ? { data, contentType: 'image/webp', extension: 'webp', width: info.width, height: info.height }
    : { data, contentType: 'image/jpeg', extension: 'jpg', width: info.width, height: info.height };
}

/**
 * Checks, orients, strips and re-encodes an upload (see inspectUpload and encodeOriginal).
 * Whether alpha is real is measured, so an opaque RGBA PNG is stored as JPEG.
 */
export async function normaliseUpload(
  bytes: Buffer,
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
): Promise<NormalisedUpload> {
  const header = await inspectUpload(bytes, limits);
  const transparent =
    header.declaresAlpha &&
    !(await decodeOrRefuse(() => sharp(bytes, decoderOptions(limits)).stats())).isOpaque;
  const original = await encodeOriginal(bytes, header, transparent, limits);
  return { original, format: header.format, transparent };
}

/** Runs a decode; any decoder failure (truncated, corrupt, not really an image) becomes a 422. */
export async function decodeOrRefuse<T>(decode: () => Promise<T>): Promise<T> {
  try {
    return await decode();
  } catch (error) {
    if (error instanceof UnprocessableImageError || error instanceof UnsupportedMediaError) {
      throw error;
    }
    throw new UnprocessableImageError(DAMAGED_IMAGE_DETAIL, 'damaged_image');
  }
}

async function canDecode(bytes: Buffer, limits: UploadLimits): Promise<boolean> {
  try {
    await sharp(bytes, decoderOptions(limits)).resize(8, 8).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

/** Sniffed format and sharp's reading must agree (sharp calls AVIF and HEIC both "heif"). */
function formatMatches(sniffed: ImageFormat, decoder: string | undefined): boolean {
  if (sniffed === 'avif' || sniffed === 'heif') return decoder === 'heif';
  return decoder === sniffed;
}

function formatMegapixels(pixels: number): string {
  return String(Math.round((pixels / 1e6) * 10) / 10);
}
