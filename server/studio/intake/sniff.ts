// What an upload really is, from its first bytes: never from its name or the browser's Content-Type,
// which anyone can set. Only the formats the studio decodes pass; everything else (SVG, HTML,
// text, GIF, PDF...) is refused here, before any decoder sees it.
import { UnprocessableImageError, UnsupportedMediaError } from '../upload-errors';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'heif';

export const EMPTY_FILE_DETAIL = 'The uploaded file is empty. Please choose an image to upload.';

/** ISO-BMFF brands (major or compatible) that mark an AVIF image. */
const AVIF_BRANDS = new Set(['avif', 'avis']);
/** ISO-BMFF brands that mark a HEIF image (HEIC from phones, or the generic image brands). */
const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
]);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The image format the bytes start with. Throws UnsupportedMediaError (415) for anything else,
 * and UnprocessableImageError (422) for an empty file: there is nothing to identify.
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat {
  if (bytes.length === 0) throw new UnprocessableImageError(EMPTY_FILE_DETAIL, 'empty_file');
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  const isoFormat = isoBmffImageFormat(bytes);
  if (isoFormat) return isoFormat;
  throw new UnsupportedMediaError();
}

/** MIME type of a sniffed format, for logs and storage. */
export const IMAGE_MEDIA_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  heif: 'image/heif',
};

/**
 * AVIF and HEIF are ISO-BMFF files whose first box is `ftyp`: size (4 bytes), 'ftyp', a major
 * brand, a minor version, then compatible brands up to the box's end. AVIF wins when both match.
 */
function isoBmffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return null;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  if (boxSize < 16 || boxSize > 4096) return null;
  const end = Math.min(boxSize, bytes.length);
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, 4));
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
  if (brands.some((brand) => HEIF_BRANDS.has(brand))) return 'heif';
  return null;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((value, index) => bytes[index] === value);
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  if (bytes.length < offset + length) return '';
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}
