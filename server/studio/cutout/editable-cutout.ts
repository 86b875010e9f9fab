// The stored cut-out with what the designer's corrections need besides: a sketch sheet's candidate
// motifs (boxes in the cut-out's pixels, the chosen one first) and, for such a sheet, its full
// line art (the automatic cut-out holds only the chosen motif), from which another motif is cut.
import sharp from 'sharp';
import { judgeCutout } from './review';
import { segmentPiece, type RgbImage } from './segment-piece';
import type { CutoutStyle, StoredCutout } from './stored-cutout';

/** A candidate motif of a sketch sheet: its box and area in the cut-out's pixels. */
export interface CutoutMotifCandidate {
  box: { x: number; y: number; width: number; height: number };
  area: number;
}

export interface EditableCutout extends StoredCutout {
  /** A sheet's candidate motifs, the one in the cut-out first; empty for one design. */
  motifs: CutoutMotifCandidate[];
  /** A sheet's whole line art (0-255 per pixel, grey PNG); null unless there are motifs. */
  lineArtPng: Buffer | null;
}

/** The PNG's zlib level, as the stored cut-out's: fast, and a cleared background packs well. */
const PNG_COMPRESSION_LEVEL = 3;

/**
 * Segments a decoded working image, judges the result and encodes it for storage, with a sheet's
 * motifs (and line art).
 */
export async function editableCutoutOf(
  image: RgbImage,
  style: CutoutStyle,
): Promise<EditableCutout> {
  const segmentation = await segmentPiece(image, style);
  const { review, reasons } = judgeCutout(segmentation, image, style);
  const png = await encodeCutout(image, segmentation.alpha);
  const motifs = segmentation.motifs.map(({ box, area }) => ({
    box: { x: box.x, y: box.y, width: box.width, height: box.height },
    area,
  }));
  const lineArtPng = segmentation.lineArt
    ? await encodeGrey(segmentation.lineArt, image.width, image.height)
    : null;
  const { width, height } = image;
  return { png, width, height, style, review, reasons: [...reasons], motifs, lineArtPng };
}

/** The cut-out PNG: the image's own pixels, alpha the cut-out, colour cleared where alpha is 0. */
export async function encodeCutout(image: RgbImage, alpha: Uint8Array): Promise<Buffer> {
  const { width, height, rgb } = image;
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const a = alpha[i]!;
    rgba[i * 4 + 3] = a;
    if (a === 0) continue;
    rgba[i * 4] = rgb[i * 3]!;
    rgba[i * 4 + 1] = rgb[i * 3 + 1]!;
    rgba[i * 4 + 2] = rgb[i * 3 + 2]!;
  }
  return sharp(rgba, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: PNG_COMPRESSION_LEVEL, adaptiveFiltering: false })
    .toBuffer();
}

/** One channel (0-255) as a grey PNG. */
export function encodeGrey(values: Uint8Array, width: number, height: number): Promise<Buffer> {
  return sharp(values, { raw: { width, height, channels: 1 } })
    .toColourspace('b-w')
    .png({ compressionLevel: PNG_COMPRESSION_LEVEL, adaptiveFiltering: false })
    .toBuffer();
}

/** The alpha of a cut-out PNG (or the grey of a line-art PNG), with its size. */
export async function alphaOfPng(
  png: Uint8Array,
): Promise<{ alpha: Uint8Array; width: number; height: number }> {
  const image = sharp(png);
  const { channels, hasAlpha } = await image.metadata();
  const { data, info } = await image
    .extractChannel((hasAlpha ? channels - 1 : 0) as 0 | 1 | 2 | 3)
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return {
    alpha: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

/** A sheet's motif as its cut-out: the line art inside the motif's box, nothing elsewhere. */
export function motifAlpha(
  lineArt: Uint8Array,
  width: number,
  { box }: CutoutMotifCandidate,
): Uint8Array {
  const alpha = new Uint8Array(lineArt.length);
  const height = lineArt.length / width;
  const x0 = Math.max(0, box.x);
  const x1 = Math.min(width, box.x + box.width);
  for (let y = Math.max(0, box.y); y < Math.min(height, box.y + box.height); y++) {
    alpha.set(lineArt.subarray(y * width + x0, y * width + x1), y * width + x0);
  }
  return alpha;
}
