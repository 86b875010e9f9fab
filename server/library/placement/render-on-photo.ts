// The render of a visual ordered on one of the designer's photographs: the photograph framed on
// the piece (frame.ts), the piece placed on a model (placeOnPhoto) or set in a scene
// (placeOnScene), as the order recorded them. Chosen inside the model-shot and lifestyle renderers
// (renderers.ts). What it computed (the frame, the transform, the light, the scale) comes back as
// a record the visual stores; a later render of the same visual uses that record as it is.
import sharp from 'sharp';
import type { JewelryType } from '../../../src/api/catalogue';
import type { SceneOutput } from '../../studio/render/scene-render';
import type { Cutout } from '../../studio/extract/cutout';
import type { Metal } from '../../studio/render/metal';
import { VisualFailure } from '../../studio/visual-failure';
import { quietExtent } from '../scenes/find-surface';
import { frameAround, type Box, type Frame } from './frame';
import type { LightMatch } from './light-match';
import { photoCanvas } from './photo-canvas';
import { MissingLandmarksError, photoFootprint, placeOnPhoto } from './place-on-photo';
import { placeOnScene, sceneFootprint } from './place-on-scene';
import type { PhotoOrder } from './photo-order';
import type { Similarity } from './similarity';

/**
 * What a visual on a photograph stores after its render (transformations.placement.rendered):
 * the crop and output size, the transform and light match exactly as applied (output pixels), the
 * scale, and the rest of the placement's record.
 */
export interface PhotoRenderRecord {
  frame: Frame;
  transform: Similarity;
  light: LightMatch;
  /** Output pixels per millimetre where the piece is. */
  pixels_per_mm: number;
  piece_mm: number;
  /** Scenes: the quiet surface the scale was estimated from (photograph pixels). */
  quiet_extent?: Box | null;
  [detail: string]: unknown;
}

export interface PhotoRenderInput {
  order: PhotoOrder;
  photo: Buffer;
  cutout: Cutout;
  jewelryType: JewelryType;
  metal: Metal;
  longSide: number;
}

export interface PhotoRenderOutput extends SceneOutput {
  record: PhotoRenderRecord;
}

export async function renderOnPhoto(input: PhotoRenderInput): Promise<PhotoRenderOutput> {
  const { order, photo, cutout, jewelryType, metal, longSide } = input;
  const stored = order.rendered ?? null;
  const fixed = stored ? { transform: stored.transform, light: stored.light } : undefined;
  const meta = await sharp(photo).metadata();
  const photoSize = { width: meta.width ?? order.photo_width, height: meta.height ?? 1 };
  const ringSize = order.ring_size ?? undefined;
  if (order.kind === 'scene') {
    const extent =
      stored !== null
        ? (stored.quiet_extent ?? null)
        : order.surface
          ? await quietExtent(photo, order.surface)
          : null;
    const plan = {
      photoSize,
      surface: order.surface,
      extent,
      placement: order.placement,
      cutout,
      jewelryType,
      ...(ringSize && { ringSize }),
    };
    const frame = stored?.frame ?? frameAround(sceneFootprint(plan), null, photoSize, longSide);
    const { canvas, photoScale, origin } = await photoCanvas(photo, longSide, frame);
    const placed = await placeOnScene({
      ...plan,
      canvas,
      photoScale,
      origin,
      metal,
      ...(fixed && { fixed }),
    });
    return {
      canvas: placed.canvas,
      fidelity: placed.fidelity,
      record: { frame, ...placed.record },
    };
  }
  try {
    const placing = {
      landmarks: order.landmarks,
      cutout,
      jewelryType,
      ...(ringSize && { ringSize }),
    };
    let frame = stored?.frame;
    if (!frame) {
      const footprint = photoFootprint(placing);
      frame = frameAround(footprint.piece, footprint.context, photoSize, longSide);
    }
    const { canvas, photoScale, origin } = await photoCanvas(photo, longSide, frame);
    const placed = await placeOnPhoto({
      ...placing,
      canvas,
      photoScale,
      origin,
      metal,
      ...(fixed && { fixed }),
    });
    // The landmarks are the order's own (stored with it already).
    const { landmarks: _landmarks, ...record } = placed.record;
    return {
      canvas: placed.canvas,
      fidelity: placed.fidelity,
      record: { frame, ...record },
    };
  } catch (error) {
    if (error instanceof MissingLandmarksError) {
      throw new VisualFailure(
        `${error.message} Mark the points on the photograph in your library, then order again.`,
      );
    }
    throw error;
  }
}
