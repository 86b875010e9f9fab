// What every renderer hands back: the main view at the requested size, a 512 px thumbnail, and
// the fidelity of the piece's placement.
import { QUALITY_INFO, type Quality } from '../../../src/api/catalogue';
import type { RenderedVisual } from '../../jobs/worker';
import sharp from 'sharp';
import { encodeWebp, type Canvas } from './canvas';

export const THUMBNAIL_LONG_SIDE = 512;

/** A 3D visual: the three-quarter render as main view and thumbnail, plus the model itself. */
export interface RenderedModelVisual extends RenderedVisual {
  /** Binary glTF, served as `model/gltf-binary` (GLB_CONTENT_TYPE in model-3d/glb.ts). */
  modelGlb: Buffer;
}

/**
 * Whether a render carries a 3D model to store next to its images. A Buffer sent from a worker
 * thread arrives as a plain Uint8Array, so any Uint8Array counts.
 */
export function hasModel(visual: RenderedVisual): visual is RenderedModelVisual {
  return (visual as Partial<RenderedModelVisual>).modelGlb instanceof Uint8Array;
}

export function longSideOf(quality: Quality): number {
  return QUALITY_INFO[quality].longEdgePx;
}

export async function toRenderedVisual(canvas: Canvas, fidelity: number): Promise<RenderedVisual> {
  const [mainView, thumbnail, pieceMask] = await Promise.all([
    encodeWebp(canvas),
    encodeWebp(canvas, THUMBNAIL_LONG_SIDE),
    canvas.piece ? encodePieceMask(canvas.piece, canvas.width, canvas.height) : undefined,
  ]);
  return { mainView, thumbnail, fidelity, ...(pieceMask && { pieceMask }) };
}

/** The piece's coverage in a visual, as a grey PNG the size of its main view. */
export function encodePieceMask(piece: Uint8Array, width: number, height: number): Promise<Buffer> {
  return sharp(piece, { raw: { width, height, channels: 1 } })
    .toColourspace('b-w')
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/**
 * A stored piece coverage (a visual's piece mask, or a cut-out's alpha) at `width` × `height`,
 * 0-255 per pixel.
 */
export async function pieceCoverage(
  png: Buffer,
  width: number,
  height: number,
): Promise<Uint8Array> {
  const image = sharp(png);
  const { hasAlpha } = await image.metadata();
  const data = await (hasAlpha ? image.extractChannel('alpha') : image.extractChannel(0))
    .resize(width, height, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}
