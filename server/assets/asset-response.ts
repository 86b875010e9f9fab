// An asset row as the API shows it: storage keys become short-lived signed URLs.
import type { Asset } from '../../src/api/asset';
import type { AssetRow } from '../db/schema';
import { cutoutStateOf } from '../designs/design-cutout';
import type { Storage } from '../storage/storage';

/** A stored score (a 4-byte float) back to the two decimals it was computed with. */
export function storedScore(value: number | null): number | null {
  return value === null ? null : Math.round(value * 100) / 100;
}

export async function toAssetResponse(
  row: AssetRow,
  storage: Storage,
  visualCount?: number,
  /** Send the cut-out's strokes (one asset; a list leaves them out). */
  options: { withStrokes?: boolean } = {},
): Promise<Asset> {
  const [originalUrl, croppedUrl] = await Promise.all([
    storage.signedUrl(row.s3KeyOriginalUpload),
    row.s3KeyCroppedImage ? storage.signedUrl(row.s3KeyCroppedImage) : null,
  ]);
  return {
    asset_id: row.assetId,
    name: row.name,
    jewelry_type: row.jewelryType,
    image_style: row.imageStyle,
    material: row.material,
    gemstones: row.gemstones,
    description: row.description,
    original_upload_url: originalUrl,
    cropped_image_url: croppedUrl,
    s3_key_original_upload: row.s3KeyOriginalUpload,
    s3_key_cropped_image: row.s3KeyCroppedImage,
    // The studio works from the crop when there is one.
    s3_founding_image_url: croppedUrl ?? originalUrl,
    s3_reference_url: originalUrl,
    original_filename: row.originalFilename,
    temporary_id: row.temporaryId,
    created_at: row.createdAt.toISOString(),
    base_fidelity_score: storedScore(row.baseFidelityScore),
    detected_characteristics: row.detectedCharacteristics ?? null,
    difficulty_assessment: row.difficultyAssessment ?? null,
    technical_quality_report: row.technicalQualityReport ?? null,
    initial_difficulty_assessment_details: row.initialDifficultyAssessmentDetails ?? null,
    ...cutoutStateOf(row, row.cutoutConfirmedAt !== null),
    ...(options.withStrokes ? { cutout_strokes: row.cutoutStrokes } : {}),
    ...(visualCount === undefined ? {} : { visual_count: visualCount }),
  };
}
