// One scene through the cut-out, its scores and its review, and the summaries the evaluation prints
// and the quality test enforces: mean and worst, per split and per kind, and the review's flags.
import { REFINE_STAGES, type RefineStages } from '../refine';
import { type CutoutReviewState, judgeCutout } from '../review';
import { segmentPiece } from '../segment-piece';
import { type CutoutScores, scoreCutout } from './metrics';
import type { SyntheticScene } from './synthetic-scenes';

export interface SceneResult {
  scene: Omit<SyntheticScene, 'rgb' | 'truth'>;
  scores: CutoutScores;
  /** Time segmentPiece took, in milliseconds. */
  ms: number;
  alpha: Uint8Array;
  /** What the review (judgeCutout) says of the cut-out, as the upload would store it. */
  review: CutoutReviewState;
}

export async function evaluateScene(
  scene: SyntheticScene,
  style: 'photo' | 'sketch' = 'photo',
  stages: RefineStages = REFINE_STAGES,
): Promise<SceneResult> {
  const started = performance.now();
  const image = { width: scene.width, height: scene.height, rgb: scene.rgb };
  const result = await segmentPiece(image, style, stages);
  const ms = performance.now() - started;
  if (result.width !== scene.width || result.height !== scene.height) {
    throw new Error(
      `${scene.name}: the cut-out is ${result.width}×${result.height}, the image ${scene.width}×${scene.height}.`,
    );
  }
  const { rgb: _rgb, truth, ...meta } = scene;
  return {
    scene: meta,
    scores: scoreCutout(result.alpha, truth, scene.width, scene.height),
    ms,
    alpha: result.alpha,
    review: judgeCutout(result, image, style).review,
  };
}

export interface Summary {
  count: number;
  meanIoU: number;
  worstIoU: number;
  worstIoUName: string;
  meanSad: number;
  worstSad: number;
  meanBoundaryF: number;
  worstBoundaryF: number;
  worstBoundaryFName: string;
}

export function summarise(results: { scene: { name: string }; scores: CutoutScores }[]): Summary {
  const count = results.length;
  const mean = (pick: (s: CutoutScores) => number) =>
    count ? results.reduce((sum, r) => sum + pick(r.scores), 0) / count : NaN;
  const lowest = (pick: (s: CutoutScores) => number) =>
    results.reduce<(typeof results)[number] | null>(
      (worst, r) => (!worst || pick(r.scores) < pick(worst.scores) ? r : worst),
      null,
    );
  const worstIoU = lowest((s) => s.iou);
  const worstF = lowest((s) => s.boundaryF);
  return {
    count,
    meanIoU: mean((s) => s.iou),
    worstIoU: worstIoU?.scores.iou ?? NaN,
    worstIoUName: worstIoU?.scene.name ?? '-',
    meanSad: mean((s) => s.sad),
    worstSad: results.reduce((m, r) => Math.max(m, r.scores.sad), count ? 0 : NaN),
    meanBoundaryF: mean((s) => s.boundaryF),
    worstBoundaryF: worstF?.scores.boundaryF ?? NaN,
    worstBoundaryFName: worstF?.scene.name ?? '-',
  };
}

/** Results grouped by a key, groups in the order the keys are listed. */
export function groupBy<T>(
  items: T[],
  keyOf: (item: T) => string,
  order: readonly string[],
): [string, T[]][] {
  return order
    .map((key) => [key, items.filter((item) => keyOf(item) === key)] as [string, T[]])
    .filter(([, group]) => group.length > 0);
}

/** How often the review flags (suggested or required) the cut-outs under an IoU and those above. */
export function reviewFlags(
  results: { scores: CutoutScores; review: CutoutReviewState }[],
  iou = 0.9,
): { under: number; flaggedUnder: number; above: number; flaggedAbove: number } {
  const under = results.filter((r) => r.scores.iou < iou);
  const above = results.filter((r) => r.scores.iou >= iou);
  const flagged = (rs: typeof results) => rs.filter((r) => r.review !== 'ok').length;
  return {
    under: under.length,
    flaggedUnder: flagged(under),
    above: above.length,
    flaggedAbove: flagged(above),
  };
}
