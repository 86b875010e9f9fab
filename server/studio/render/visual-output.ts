// What every renderer hands back: the main view at the requested size, a 512 px thumbnail, and
// the fidelity of the piece's placement.
import { QUALITY_INFO, type Quality } from '../../../src/api/catalogue';
import type { RenderedVisual } from '../../jobs/worker';
import { encodeWebp, type Canvas } from './canvas';

export const THUMBNAIL_LONG_SIDE = 512;

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
