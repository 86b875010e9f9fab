// The production render function the worker calls: takes the piece from the design's stored
// cut-out (nothing is segmented again here) and hands it to the renderer of the visual's kind, at
// the requested quality. An expansion starts from a finished visual instead.
import {
  findScene,
  isQuality,
  parsePipelineStep,
  VISUAL_KIND_INFO,
  type VisualKind,
} from '../../../src/api/catalogue';
import type { RenderInput, RenderedVisual } from '../../jobs/worker';
import { cutoutFromStored, type CutoutStyle } from '../cutout/stored-cutout';
import { EXTRACTION_MAX_SIDE } from '../extract/extract-piece';
import { VisualFailure } from '../visual-failure';
import { metalFor } from './metal';
import { renderExpansion } from './expand';
import { renderLifestyle } from './lifestyle';
import { renderModelShot } from './model-shot';
import { modelExtractionSide, renderModel3d } from './model-3d/model-3d';
import { renderPackShot } from './pack-shot';
import type { SceneInput, SceneOutput } from './scene-render';
import { longSideOf, toRenderedVisual } from './visual-output';

type SceneRenderer = (input: SceneInput) => Promise<SceneOutput>;

const RENDERERS: Partial<Record<VisualKind, SceneRenderer>> = {
  pack_shot: renderPackShot,
  lifestyle: renderLifestyle,
};

export interface RenderOptions {
  /** Longest side the piece is taken from the cut-out at (tests use less). */
  extractionMaxSide?: number;
  /** Overrides the quality's long side (tests use less). */
  longSide?: number;
}

export async function renderTransformation(
  { transformation, asset, source, sourcePiece, cutout: storedCutout }: RenderInput,
  options: RenderOptions = {},
): Promise<RenderedVisual> {
  const kind = transformation.kind;
  const quality = isQuality(transformation.qualityRequested)
    ? transformation.qualityRequested
    : 'hd';
  const longSide = options.longSide ?? longSideOf(quality);
  if (kind === 'expand') {
    // An expansion starts from a finished visual, which already holds the piece.
    if (!source || !sourcePiece) {
      throw new Error('An expansion needs the visual it starts from and where its piece is.');
    }
    const option = sceneKeyOf(kind, transformation.sceneName, transformation.pipelineStepName);
    const { canvas, fidelity } = await renderExpansion(source, sourcePiece, option, longSide);
    return toRenderedVisual(canvas, fidelity);
  }
  if (!storedCutout) throw new Error('A visual needs the design’s stored cut-out.');
  const style: CutoutStyle =
    asset.cutoutStyle ?? (asset.imageStyle === 'sketch' ? 'sketch' : 'photo');
  if (kind === '3d_model') {
    const cutout = await cutoutFromStored(
      storedCutout,
      style,
      options.extractionMaxSide ?? modelExtractionSide(longSide),
    );
    const model = await renderModel3d({
      cutout,
      metal: metalFor(asset.material),
      jewelryType: asset.jewelryType,
      longSide,
    });
    return {
      ...(await toRenderedVisual(model.canvas, model.fidelity)),
      modelGlb: Buffer.from(model.glb),
    };
  }
  const renderer: SceneRenderer | undefined =
    kind === 'model_shot'
      ? (input) => renderModelShot({ ...input, jewelryType: asset.jewelryType })
      : RENDERERS[kind];
  if (!renderer) {
    throw new VisualFailure(`${VISUAL_KIND_INFO[kind].label} visuals are not available yet.`);
  }
  const cutout = await cutoutFromStored(
    storedCutout,
    style,
    // Detail enough for the piece at its largest in the frame (about 60-80% of the long side).
    options.extractionMaxSide ?? Math.min(EXTRACTION_MAX_SIDE, Math.round(0.8 * longSide)),
  );
  const { canvas, fidelity } = await renderer({
    cutout,
    metal: metalFor(asset.material),
    sceneKey: sceneKeyOf(kind, transformation.sceneName, transformation.pipelineStepName),
    longSide,
  });
  return toRenderedVisual(canvas, fidelity);
}

/** The catalogue key of the stored scene label (expansions: the option of the pipeline step). */
export function sceneKeyOf(kind: VisualKind, sceneName: string | null, step: string): string {
  if (kind === 'expand') {
    const parsed = parsePipelineStep(step);
    return parsed?.kind === 'expand' ? parsed.expandOption : 'social_post';
  }
  const scene = sceneName ? findScene(kind, sceneName) : undefined;
  return scene?.key ?? VISUAL_KIND_INFO[kind].scenes[0]!.key;
}
