// A transformation row as the API shows it: output keys become short-lived signed URLs, and the
// main view's key is kept (an expansion starts from it).
import { isQuality } from '../../src/api/catalogue';
import type { Transformation } from '../../src/api/transformation';
import type { TransformationRow } from '../db/schema';
import type { Storage } from '../storage/storage';

/** What the answer is made of: a whole row, or the list's columns (ListedTransformation). */
export type AnsweredTransformation = Pick<
  TransformationRow,
  | 'transformationId'
  | 'assetId'
  | 'status'
  | 'pipelineStepName'
  | 'compositionType'
  | 'sceneName'
  | 'qualityRequested'
  | 'createdAt'
  | 'outputKeys'
  | 'fidelityScore'
  | 'failureReason'
  | 'cutoutVersion'
  | 'libraryPhotoId'
>;

export async function toTransformationResponse(
  row: AnsweredTransformation,
  storage: Storage,
): Promise<Transformation> {
  const keys = row.outputKeys;
  const sign = (key: string | undefined) => (key ? storage.signedUrl(key) : null);
  const [mainView, thumbnail, model] = await Promise.all([
    sign(keys.main_view),
    sign(keys.thumbnail),
    sign(keys.model_glb),
  ]);
  return {
    transformation_id: row.transformationId,
    asset_id: row.assetId,
    status: row.status,
    pipeline_step_name: row.pipelineStepName,
    composition_type: row.compositionType,
    scene_name: row.sceneName,
    quality_requested: isQuality(row.qualityRequested) ? row.qualityRequested : null,
    created_at: row.createdAt.toISOString(),
    display_url: mainView,
    // Every row is a generated visual; the design's own image is the asset's founding image.
    isMasterDesign: false,
    output_asset_urls: { main_view: mainView, thumbnail_url: thumbnail, model_glb: model },
    output_asset_paths: keys.main_view ? { main_view: keys.main_view } : null,
    // Stored as a 4-byte float: back to the three decimals a silhouette overlap is worth.
    fidelity_score: row.fidelityScore === null ? null : Math.round(row.fidelityScore * 1000) / 1000,
    failure_reason: row.failureReason,
    cutout_version: row.cutoutVersion,
    library_photo_id: row.libraryPhotoId,
  };
}
