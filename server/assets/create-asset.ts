// Confirming a temporary design into an asset (POST /api/assets). The temporary design is the
// server's own record of the upload and its analysis, so the keys in the request must be its keys
// (or a crop the same user uploaded), and the analysis stored with the asset is the server's copy:
// the client's echo of it is ignored, so nobody can send themselves a better success chance.
// Confirming consumes the temporary design, so it can be confirmed once.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CreateAssetRequest } from '../../src/api/asset';
import { baseFidelityScore } from '../../src/api/fidelity-score';
import type { AppDb } from '../db/client';
import { assets, temporaryDesigns, type AssetRow, type TemporaryDesignRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { isUuid } from '../http/ids';
import type { Logger } from '../logger';
import { assetFileKey, assetFolder, isManualCropKeyOf } from '../storage/key-layout';
import type { Storage } from '../storage/storage';

export interface CreateAssetDeps {
  db: AppDb;
  storage: Storage;
  logger: Logger;
}

export async function createAssetFromTemporaryDesign(
  { db, storage, logger }: CreateAssetDeps,
  userId: string,
  request: CreateAssetRequest,
): Promise<AssetRow> {
  const temporary = await usableTemporaryDesign(db, userId, request.temporary_id);
  const cropKey = checkedKeys(userId, temporary, request);

  // Files are copied into the asset's own folder before the row exists, and removed again if the
  // row does not come to be: an asset never points at files that are not there.
  const assetId = randomUUID();
  const copyInto = async (from: string, to: string, field: string) => {
    const file = await storage.get(from);
    if (!file) {
      // Most likely a confirmation of the same upload won meanwhile and removed its files: then
      // this answers what a later attempt would (409). Otherwise the file really is missing.
      await usableTemporaryDesign(db, userId, temporary.temporaryId);
      throw invalidKey(field, 'names a file that no longer exists; upload it again');
    }
    await storage.put(to, file.body, file.contentType);
    return to;
  };
  let asset: AssetRow;
  try {
    const originalKey = await copyInto(
      temporary.s3KeyOriginalUpload,
      assetFileKey(userId, assetId, `original${extensionOf(temporary.s3KeyOriginalUpload)}`),
      's3_key_original_upload',
    );
    const croppedKey = cropKey
      ? await copyInto(
          cropKey,
          assetFileKey(userId, assetId, `crop${extensionOf(cropKey)}`),
          's3_key_cropped_image',
        )
      : null;

    const { analysis } = temporary;
    const imageStyle = request.detected_characteristics.image_style;
    asset = await db.transaction(async (tx) => {
      // Of two confirmations racing, only one deletes the row; the other is told it is done.
      const consumed = await tx
        .delete(temporaryDesigns)
        .where(
          and(
            eq(temporaryDesigns.temporaryId, temporary.temporaryId),
            eq(temporaryDesigns.userId, userId),
          ),
        )
        .returning({ temporaryId: temporaryDesigns.temporaryId });
      if (consumed.length === 0) throw alreadySaved();
      const [inserted] = await tx
        .insert(assets)
        .values({
          assetId,
          userId,
          name: request.name,
          jewelryType: request.jewelry_type,
          imageStyle,
          material: blankToNull(request.material),
          gemstones: blankToNull(request.gemstones),
          description: blankToNull(request.description),
          originalFilename: temporary.originalFilename,
          temporaryId: temporary.temporaryId,
          s3KeyOriginalUpload: originalKey,
          s3KeyCroppedImage: croppedKey,
          baseFidelityScore: baseFidelityScore(imageStyle, analysis.difficulty_assessment),
          detectedCharacteristics: {
            ...(analysis.detected_characteristics ?? NOTHING_DETECTED),
            image_style: imageStyle, // the designer's choice wins (spec §7)
          },
          difficultyAssessment: analysis.difficulty_assessment,
          technicalQualityReport: analysis.technical_quality_report,
          initialDifficultyAssessmentDetails: analysis.initial_difficulty_assessment_details,
        })
        .returning();
      return inserted!;
    });
  } catch (error) {
    await storage.deletePrefix(assetFolder(userId, assetId)).catch((cleanupError: unknown) => {
      logger.warn('Could not remove the files of an asset that was not created', {
        assetId,
        error: cleanupError,
      });
    });
    throw error;
  }

  // The upload's own files are no longer needed once the asset has its copies.
  const leftovers = new Set([temporary.s3KeyOriginalUpload, temporary.s3KeyCroppedImage, cropKey]);
  await Promise.all(
    [...leftovers].map(async (key) => {
      if (!key) return;
      await storage.delete(key).catch((error: unknown) => {
        logger.warn('Could not delete a confirmed upload file', { key, error });
      });
    }),
  );
  return asset;
}

const NOTHING_DETECTED = {
  name: null,
  jewelry_type: null,
  image_style: null,
  material: null,
  gemstones: null,
};

async function usableTemporaryDesign(
  db: AppDb,
  userId: string,
  temporaryId: string,
): Promise<TemporaryDesignRow> {
  if (!isUuid(temporaryId)) throw temporaryDesignNotFound(temporaryId);
  const [temporary] = await db
    .select()
    .from(temporaryDesigns)
    .where(and(eq(temporaryDesigns.temporaryId, temporaryId), eq(temporaryDesigns.userId, userId)));
  if (!temporary) {
    // Confirmed already? Its asset remembers where it came from.
    const [saved] = await db
      .select({ assetId: assets.assetId })
      .from(assets)
      .where(and(eq(assets.temporaryId, temporaryId), eq(assets.userId, userId)))
      .limit(1);
    throw saved ? alreadySaved() : temporaryDesignNotFound(temporaryId);
  }
  if (temporary.expiresAt.getTime() <= Date.now()) {
    throw new ApiError(
      410,
      'This upload has expired. Please upload the design again.',
      'temporary_design_expired',
    );
  }
  return temporary;
}

/** The crop key to use (null: no crop), once both keys are known to be this upload's own. */
function checkedKeys(
  userId: string,
  temporary: TemporaryDesignRow,
  request: CreateAssetRequest,
): string | null {
  if (request.s3_key_original_upload !== temporary.s3KeyOriginalUpload) {
    throw invalidKey('s3_key_original_upload', 'is not the file of this upload');
  }
  const cropKey = request.s3_key_cropped_image;
  const ownCrop =
    cropKey === null ||
    cropKey === temporary.s3KeyCroppedImage ||
    isManualCropKeyOf(userId, cropKey);
  if (!ownCrop) throw invalidKey('s3_key_cropped_image', 'is not a crop of this upload');
  return cropKey;
}

// Keys are server-made (`.../original.webp`), so the extension is safe to reuse.
function extensionOf(key: string): string {
  return /\.[A-Za-z0-9]{1,8}$/.exec(key)?.[0] ?? '';
}

function blankToNull(value: string | null | undefined): string | null {
  return value ? value : null;
}

function invalidKey(field: string, problem: string): ApiError {
  return new ApiError(422, `Invalid request body: ${field}: ${problem}.`, 'invalid_body');
}

function temporaryDesignNotFound(temporaryId: string): ApiError {
  return new ApiError(
    404,
    `Temporary design with ID "${temporaryId}" not found. Please upload the design again.`,
    'not_found',
  );
}

function alreadySaved(): ApiError {
  return new ApiError(409, 'This design has already been saved.', 'already_saved');
}
