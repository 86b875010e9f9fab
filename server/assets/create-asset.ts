// Confirming a temporary design into an asset (POST /api/assets). The temporary design is the
// server's own record of the upload and its analysis, so the keys in the request must be its keys
// (or a crop the same user uploaded), and the analysis stored with the asset is the server's copy:
// the client's echo of it is ignored, so nobody can send themselves a better success chance.
// Confirming consumes the temporary design, so it can be confirmed once.
//
// The upload's cut-out goes with it as the designer last saw it: a crop they drew had its cut-out
// made before (PUT /api/designs/{temporary_id}/crop), so saving with that crop keeps it, and a
// crop whose cut-out was not made is refused (422), as is another crop than the one it was made
// from. Only when the designer confirms another image style than the one it was made for is the
// cut-out made again (from the crop or the original). The designer's corrections go with the
// cut-out they corrected (its strokes, the automatic cut-out, a sketch sheet's motifs and line
// art). A cut-out whose review is 'required' is only accepted with cutout_confirmed: true, or once
// the designer corrected it, so no visual is made from one the designer has not looked at.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CreateAssetRequest } from '../../src/api/asset';
import { baseFidelityScore } from '../../src/api/fidelity-score';
import type { AppDb } from '../db/client';
import { assets, temporaryDesigns, type AssetRow, type TemporaryDesignRow } from '../db/schema';
import { cutoutFields } from '../designs/design-cutout';
import { cutoutOfStoredImage } from '../designs/design-crop';
import { ApiError } from '../http/errors';
import { isUuid } from '../http/ids';
import type { Logger } from '../logger';
import {
  assetFileKey,
  assetFolder,
  CUTOUT_AUTO_FILE,
  CUTOUT_FILE,
  isManualCropKeyOf,
  LINEART_FILE,
} from '../storage/key-layout';
import type { Storage } from '../storage/storage';
import { assessmentForStyle } from '../studio/analysis/difficulty';
import type { EditableCutout } from '../studio/cutout/editable-cutout';
import { regionsKeyOf } from '../studio/regions/stored-regions';
import type { CutoutStyle } from '../studio/cutout/stored-cutout';
import type { UploadLimits } from '../studio/upload-limits';

export interface CreateAssetDeps {
  db: AppDb;
  storage: Storage;
  logger: Logger;
  /** The upload limits the images were accepted under (decoding them again is capped alike). */
  limits?: UploadLimits;
}

export async function createAssetFromTemporaryDesign(
  { db, storage, logger, limits }: CreateAssetDeps,
  userId: string,
  request: CreateAssetRequest,
): Promise<AssetRow> {
  const temporary = await usableTemporaryDesign(db, userId, request.temporary_id);
  const cropKey = checkedKeys(userId, temporary, request);
  const appliedCrop = checkedCropCutout(userId, temporary, cropKey);
  const imageStyle = request.detected_characteristics.image_style;
  const remade = await remadeCutout({ db, storage, limits }, userId, temporary, imageStyle);
  // The review of the cut-out the design is saved with.
  const saved = {
    review: remade?.cutout.review ?? temporary.cutoutReview,
    reasons: remade?.cutout.reasons ?? temporary.cutoutReviewReasons,
  };
  // A correction of the upload's cut-out is a confirmation of it (not of one made again).
  const confirmed =
    request.cutout_confirmed === true || (remade === null && temporary.cutoutConfirmed);
  if (saved.review === 'required' && !confirmed) {
    throw cutoutNeedsConfirmation(saved.reasons);
  }

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
    const cutoutKey = assetFileKey(userId, assetId, CUTOUT_FILE);
    const lineartKey = assetFileKey(userId, assetId, LINEART_FILE);
    let cutout: Partial<typeof assets.$inferInsert> = {};
    if (remade) {
      await storage.put(cutoutKey, remade.cutout.png, 'image/png');
      const { lineArtPng } = remade.cutout;
      if (lineArtPng) await storage.put(lineartKey, lineArtPng, 'image/png');
      cutout = cutoutFields(cutoutKey, remade.cutout, {
        // Made from the crop the designer drew: strokes are in its pixels.
        sourceKey: appliedCrop ? croppedKey : null,
        sourceWidth: remade.sourceWidth,
        sourceHeight: remade.sourceHeight,
        lineartKey: lineArtPng ? lineartKey : null,
      });
    } else if (temporary.s3KeyCutout) {
      await copyInto(temporary.s3KeyCutout, cutoutKey, 's3_key_original_upload');
      // A sketch's region map (with the designer's kinds) goes with its cut-out.
      const regions = await storage.get(regionsKeyOf(temporary.s3KeyCutout));
      if (regions) await storage.put(regionsKeyOf(cutoutKey), regions.body, 'application/json');
      // A corrected cut-out brings its automatic one (for a reset) and the sheet's line art.
      const autoKey =
        temporary.s3KeyCutoutAuto && temporary.s3KeyCutoutAuto !== temporary.s3KeyCutout
          ? await copyInto(
              temporary.s3KeyCutoutAuto,
              assetFileKey(userId, assetId, CUTOUT_AUTO_FILE),
              's3_key_original_upload',
            )
          : null;
      const lineart = temporary.s3KeyLineart
        ? await copyInto(temporary.s3KeyLineart, lineartKey, 's3_key_original_upload')
        : null;
      cutout = {
        s3KeyCutout: cutoutKey,
        cutoutStyle: temporary.cutoutStyle,
        cutoutWidth: temporary.cutoutWidth,
        cutoutHeight: temporary.cutoutHeight,
        cutoutReview: temporary.cutoutReview,
        cutoutReviewReasons: temporary.cutoutReviewReasons,
        cutoutMotifs: temporary.cutoutMotifs,
        cutoutMotif: temporary.cutoutMotif,
        cutoutStrokes: temporary.cutoutStrokes,
        s3KeyCutoutAuto: autoKey,
        cutoutAutoReview: autoKey ? temporary.cutoutAutoReview : null,
        s3KeyLineart: lineart,
        // Cut from the crop the designer drew (PUT .../crop): strokes are in its pixels.
        s3KeyCutoutSource: appliedCrop ? croppedKey : null,
        cutoutSourceWidth: temporary.cutoutSourceWidth,
        cutoutSourceHeight: temporary.cutoutSourceHeight,
      };
    }

    const { analysis } = temporary;
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
          // The upload was scored both ways; the asset keeps the style chosen.
          difficultyAssessment: assessmentForStyle(
            analysis.difficulty_assessment,
            imageStyle,
            saved,
          ),
          technicalQualityReport: analysis.technical_quality_report,
          initialDifficultyAssessmentDetails: assessmentForStyle(
            analysis.initial_difficulty_assessment_details,
            imageStyle,
            saved,
          ),
          // None (an upload from before cut-outs were stored): made when first needed.
          ...cutout,
          cutoutConfirmedAt: confirmed ? new Date() : null,
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
  const leftovers = new Set([
    temporary.s3KeyOriginalUpload,
    temporary.s3KeyCroppedImage,
    temporary.s3KeyCutout,
    temporary.s3KeyCutoutAuto,
    temporary.s3KeyLineart,
    cropKey,
  ]);
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
  if (temporary.expiresAt.getTime() <= Date.now()) throw temporaryDesignExpired();
  return temporary;
}

/**
 * The cut-out made again when the upload's own was made for another image style than the one
 * confirmed: from the crop it was cut from (the designer's, see PUT .../crop) or the original.
 * Null: the upload's cut-out (if any) goes with it as is.
 */
async function remadeCutout(
  deps: { db: AppDb; storage: Storage; limits: UploadLimits | undefined },
  userId: string,
  temporary: TemporaryDesignRow,
  style: CutoutStyle,
): Promise<{ cutout: EditableCutout; sourceWidth: number; sourceHeight: number } | null> {
  // An upload from before cut-outs were stored has none to keep; its asset gets one when needed.
  if (!temporary.s3KeyCutout || temporary.cutoutStyle === style) return null;
  const [key, field] = temporary.s3KeyCutoutSource
    ? [temporary.s3KeyCutoutSource, 's3_key_cropped_image']
    : [temporary.s3KeyOriginalUpload, 's3_key_original_upload'];
  try {
    return await cutoutOfStoredImage(deps, key, field, style);
  } catch (error) {
    // A file gone: most likely a confirmation of the same upload won meanwhile (409 then).
    await usableTemporaryDesign(deps.db, userId, temporary.temporaryId);
    throw error;
  }
}

/**
 * Whether the upload's cut-out was made from the crop the designer drew (true) or the original
 * (false). 422 when the request's crop is not the one the cut-out was made from: a drawn crop
 * has its cut-out made (and seen) before saving.
 */
function checkedCropCutout(
  userId: string,
  temporary: TemporaryDesignRow,
  cropKey: string | null,
): boolean {
  const applied =
    temporary.s3KeyCutoutSource && isManualCropKeyOf(userId, temporary.s3KeyCutoutSource)
      ? temporary.s3KeyCutoutSource
      : null;
  const drawn = cropKey !== null && isManualCropKeyOf(userId, cropKey) ? cropKey : null;
  if (drawn === applied) return applied !== null;
  throw invalidKey(
    's3_key_cropped_image',
    drawn
      ? 'the cut-out of this crop has not been made yet: send the crop to ' +
          'PUT /api/designs/{temporary_id}/crop, check its cut-out, then save'
      : 'the cut-out was made from the crop you drew: save with that crop, or send ' +
          's3_key_cropped_image: null to PUT /api/designs/{temporary_id}/crop first',
  );
}

function cutoutNeedsConfirmation(reasons: readonly string[]): ApiError {
  const why = reasons.length > 0 ? ` (${reasons.join(' ')})` : '';
  return new ApiError(
    422,
    `Invalid request body: cutout_confirmed: the cut-out of this design needs your review${why}. ` +
      'Check it, then confirm it with cutout_confirmed: true.',
    'cutout_confirmation_required',
  );
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

export function temporaryDesignExpired(): ApiError {
  return new ApiError(
    410,
    'This upload has expired. Please upload the design again.',
    'temporary_design_expired',
  );
}

export function temporaryDesignNotFound(temporaryId: string): ApiError {
  return new ApiError(
    404,
    `Temporary design with ID "${temporaryId}" not found. Please upload the design again.`,
    'not_found',
  );
}

function alreadySaved(): ApiError {
  return new ApiError(409, 'This design has already been saved.', 'already_saved');
}
