// The render of a visual ordered on one of the designer's photographs: the photograph at the
// output's size, the piece placed on a model (placeOnPhoto) or set in a scene (placeOnScene), as
// the order recorded them. Chosen inside the model-shot and lifestyle renderers (renderers.ts).
import type { JewelryType } from '../../../src/api/catalogue';
import type { SceneOutput } from '../../studio/render/scene-render';
import type { Cutout } from '../../studio/extract/cutout';
import type { Metal } from '../../studio/render/metal';
import { VisualFailure } from '../../studio/visual-failure';
import { photoCanvas } from './photo-canvas';
import { MissingLandmarksError, placeOnPhoto } from './place-on-photo';
import { placeOnScene } from './place-on-scene';
import type { PhotoOrder } from './photo-order';

export interface PhotoRenderInput {
  order: PhotoOrder;
  photo: Buffer;
  cutout: Cutout;
  jewelryType: JewelryType;
  metal: Metal;
  longSide: number;
}

export async function renderOnPhoto(input: PhotoRenderInput): Promise<SceneOutput> {
  const { order, photo, cutout, jewelryType, metal, longSide } = input;
  const { canvas, photoScale } = await photoCanvas(photo, longSide);
  const ringSize = order.ring_size ?? undefined;
  if (order.kind === 'scene') {
    const placed = await placeOnScene({
      canvas,
      photoScale,
      surface: order.surface,
      placement: order.placement,
      cutout,
      jewelryType,
      metal,
      ...(ringSize && { ringSize }),
    });
    return { canvas: placed.canvas, fidelity: placed.fidelity };
  }
  try {
    const placed = await placeOnPhoto({
      canvas,
      photoScale,
      landmarks: order.landmarks,
      cutout,
      jewelryType,
      metal,
      ...(ringSize && { ringSize }),
    });
    return { canvas: placed.canvas, fidelity: placed.fidelity };
  } catch (error) {
    if (error instanceof MissingLandmarksError) {
      throw new VisualFailure(
        `${error.message} Mark the points on the photograph in your library, then order again.`,
      );
    }
    throw error;
  }
}
