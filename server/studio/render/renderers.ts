// The registry: one Renderer per visual kind (the contract is in renderer.ts).
import type { VisualKind } from '../../../src/api/catalogue';
import { EXTRACTION_MAX_SIDE } from '../extract/extract-piece';
import { renderExpansion } from './expand';
import { renderLifestyle } from './lifestyle';
import { modelExtractionSide, renderModel3d } from './model-3d/model-3d';
import { renderModelShot } from './model-shot';
import { renderPackShot } from './pack-shot';
import { sceneRenderer, type Renderer } from './renderer';
import { toRenderedVisual } from './visual-output';
import type { PhotoOrder } from '../../library/placement/photo-order';
import { renderOnPhoto } from '../../library/placement/render-on-photo';

/** Detail enough for the piece at its largest in the frame (about 60-80% of the long side). */
const scenePieceSide = (longSide: number) =>
  Math.min(EXTRACTION_MAX_SIDE, Math.round(0.8 * longSide));

const model3d: Renderer = {
  async render(request) {
    const model = await renderModel3d({
      cutout: await request.piece(modelExtractionSide(request.longSide)),
      metal: request.metal,
      jewelryType: request.asset.jewelryType,
      longSide: request.longSide,
    });
    return {
      ...(await toRenderedVisual(model.canvas, model.fidelity)),
      modelGlb: Buffer.from(model.glb),
    };
  },
};

/** An expansion starts from a finished visual, which already holds the piece. */
const expansion: Renderer = {
  async render({ source, sourcePiece, sceneKey, longSide }) {
    if (!source || !sourcePiece) {
      throw new Error('An expansion needs the visual it starts from and where its piece is.');
    }
    const { canvas, fidelity } = await renderExpansion(source, sourcePiece, sceneKey, longSide);
    return toRenderedVisual(canvas, fidelity);
  },
};

/**
 * The designer's own photograph, when the visual was ordered on one (library); `otherwise` for
 * the studio's own scenes. What the placement applied comes back for the visual to store.
 */
const onPhoto = (otherwise: Renderer): Renderer => ({
  async render(request) {
    const order = request.transformation.placement as PhotoOrder | null;
    if (!request.photo || !order) return otherwise.render(request);
    const placed = await renderOnPhoto({
      order,
      photo: request.photo,
      cutout: await request.piece(scenePieceSide(request.longSide)),
      jewelryType: request.asset.jewelryType,
      metal: request.metal,
      longSide: request.longSide,
    });
    return {
      ...(await toRenderedVisual(placed.canvas, placed.fidelity)),
      placementRecord: placed.record,
    };
  },
});

export const RENDERERS: Record<VisualKind, Renderer> = {
  pack_shot: sceneRenderer(renderPackShot, scenePieceSide),
  lifestyle: onPhoto(sceneRenderer(renderLifestyle, scenePieceSide)),
  model_shot: onPhoto(
    sceneRenderer(
      (input, { asset, drawing }) =>
        renderModelShot({ ...input, jewelryType: asset.jewelryType, drawn: drawing }),
      scenePieceSide,
    ),
  ),
  '3d_model': model3d,
  expand: expansion,
};
