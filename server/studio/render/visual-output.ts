// What every renderer hands back: the main view at the requested size, a 512 px thumbnail, and
// the fidelity of the piece's placement.
import { QUALITY_INFO, type Quality } from '../../../src/api/catalogue';
import type { RenderedVisual } from '../../jobs/worker';
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
  const [mainView, thumbnail] = await Promise.all([
    encodeWebp(canvas),
    encodeWebp(canvas, THUMBNAIL_LONG_SIDE),
  ]);
  return { mainView, thumbnail, fidelity };
}
