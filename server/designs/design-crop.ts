// PUT /api/designs/{temporary_id}/crop: the crop a designer drew on the confirm screen, before the
// design is saved. The crop is a framing box of the upright original, exported by the browser as
// an image and uploaded (POST /api/assets/upload-manual-crop); its cut-out is made here at once
// from the crop's own pixels, so the designer sees it, corrects it and confirms it before Save.
// Saving with that crop then keeps this very cut-out (see create-asset.ts). Null goes back to
// the whole original (its cut-out made again). With `image_style`, the cut-out is made for the
// style the designer chose (a sketch's strokes or a photo's piece), so a change of style is seen
// and confirmed before Save instead of being made there unseen.
//
// The result is a new cut-out version of the temporary design: no strokes, its own automatic
// cut-out (a reset comes back to it), unconfirmed. Files are written first and the row moves to
// them only if no correction moved it meanwhile; superseded files are removed afterwards.
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { CropDesignRequest, CutoutMetadata } from '../../src/api/asset';
import { temporaryDesignExpired, temporaryDesignNotFound } from '../assets/create-asset';
import type { AppDb } from '../db/client';
import { temporaryDesigns } from '../db/schema';
import { ApiError } from '../http/errors';
import { isUuid } from '../http/ids';
import type { Logger } from '../logger';
import {
  cutoutVersionFile,
  isManualCropKeyOf,
  recropFile,
  temporaryDesignFolder,
} from '../storage/key-layout';
import type { Storage } from '../storage/storage';
import { cutOutInThread } from '../studio/cutout/cutout-threads';
import type { EditableCutout } from '../studio/cutout/editable-cutout';
import { decodeWorkingImage, type CutoutStyle } from '../studio/cutout/stored-cutout';
import { regionsKeyOf } from '../studio/regions/stored-regions';
import type { UploadLimits } from '../studio/upload-limits';
import { cutoutFields, cutoutStateOf, detectedCutoutStyle } from './design-cutout';

export interface DesignCropDeps {
  db: AppDb;
  storage: Storage;
  logger: Logger;
  limits?: UploadLimits;
}

export const CROP_FIELD = 's3_key_cropped_image';

/** A cut-out made from an image file, with that image's upright size (the pixels strokes use). */
export interface CutoutOfFile {
  cutout: EditableCutout;
  sourceWidth: number;
  sourceHeight: number;
}

/**
 * The automatic cut-out of the image stored under `key`; 422 naming `field` when the file is
 * missing or not an image the studio can read.
 */
export async function cutoutOfStoredImage(
  deps: { storage: Storage; limits?: UploadLimits },
  key: string,
  field: string,
  style: CutoutStyle,
): Promise<CutoutOfFile & { file: { body: Buffer; contentType: string } }> {
  const stored = await deps.storage.get(key);
  if (!stored) throw invalidField(field, 'names a file that no longer exists; upload it again');
  const body = Buffer.from(stored.body);
  const [image, size] = await Promise.all([
    decodeWorkingImage(body, deps.limits),
    sharp(body).metadata(),
  ]).catch(() => {
    throw invalidField(field, 'is not an image the studio can read');
  });
  const oriented = size.autoOrient ?? size;
  return {
    cutout: await cutOutInThread(image, style),
    sourceWidth: oriented.width,
    sourceHeight: oriented.height,
    file: { body, contentType: stored.contentType },
  };
}

export async function cropTemporaryDesign(
  deps: DesignCropDeps,
  userId: string,
  temporaryId: string,
  request: CropDesignRequest,
): Promise<CutoutMetadata> {
  const { db, storage } = deps;
  if (!isUuid(temporaryId)) throw temporaryDesignNotFound(temporaryId);
  const mine = and(
    eq(temporaryDesigns.temporaryId, temporaryId),
    eq(temporaryDesigns.userId, userId),
  );
  const [row] = await db.select().from(temporaryDesigns).where(mine);
  if (!row) throw temporaryDesignNotFound(temporaryId);
  if (row.expiresAt.getTime() <= Date.now()) throw temporaryDesignExpired();

  const cropKey = request.s3_key_cropped_image;
  if (cropKey !== null && !isManualCropKeyOf(userId, cropKey)) {
    throw invalidField(CROP_FIELD, 'is not a crop you uploaded');
  }
  const style = request.image_style ?? row.cutoutStyle ?? detectedCutoutStyle(row);
  const made = await cutoutOfStoredImage(
    deps,
    cropKey ?? row.s3KeyOriginalUpload,
    cropKey ? CROP_FIELD : 's3_key_original_upload',
    style,
  );

  const version = row.cutoutVersion + 1;
  const folder = temporaryDesignFolder(userId, temporaryId);
  const cutoutKey = `${folder}/${cutoutVersionFile(version)}`;
  const lineartKey = made.cutout.lineArtPng
    ? `${folder}/${recropFile('lineart', version, '.png')}`
    : null;
  const written: string[] = [];
  const removeWritten = () => removeAll(deps, written);
  const fields = {
    ...cutoutFields(cutoutKey, made.cutout, {
      // The crop's own pixels are what strokes are given in (the original's when null).
      sourceKey: cropKey,
      sourceWidth: made.sourceWidth,
      sourceHeight: made.sourceHeight,
      lineartKey,
    }),
    cutoutVersion: version,
    cutoutConfirmed: false,
  };
  let moved: { temporaryId: string } | undefined;
  try {
    written.push(cutoutKey);
    await storage.put(cutoutKey, made.cutout.png, 'image/png');
    if (lineartKey) {
      written.push(lineartKey);
      await storage.put(lineartKey, made.cutout.lineArtPng!, 'image/png');
    }
    [moved] = await db
      .update(temporaryDesigns)
      .set(fields)
      .where(and(mine, eq(temporaryDesigns.cutoutVersion, row.cutoutVersion)))
      .returning({ temporaryId: temporaryDesigns.temporaryId });
  } catch (error) {
    await removeWritten();
    throw error;
  }
  if (!moved) {
    await removeWritten();
    throw new ApiError(
      409,
      'The cut-out was changed by a correction at the same time; send the crop again.',
      'conflict',
    );
  }

  // What the new crop superseded: the earlier cut-outs (and their region maps), line art, and a
  // crop drawn before this one.
  const cutouts = [row.s3KeyCutout, row.s3KeyCutoutAuto].filter(
    (key): key is string => key !== null,
  );
  const earlierCrop =
    row.s3KeyCutoutSource &&
    row.s3KeyCutoutSource !== cropKey &&
    isManualCropKeyOf(userId, row.s3KeyCutoutSource)
      ? row.s3KeyCutoutSource
      : null;
  const superseded = [...cutouts, ...cutouts.map(regionsKeyOf), row.s3KeyLineart, earlierCrop];
  await removeAll(deps, [...new Set(superseded.filter((key): key is string => key !== null))]);

  const state = { ...row, ...fields };
  return {
    ...cutoutStateOf(state, false),
    cutout_width: made.cutout.width,
    cutout_height: made.cutout.height,
    cutout_strokes: [],
    strokes_applied: 0,
  };
}

async function removeAll(deps: DesignCropDeps, keys: string[]): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      deps.storage.delete(key).catch((error: unknown) => {
        deps.logger.warn('Could not remove a file a crop superseded', { key, error });
      }),
    ),
  );
}

function invalidField(field: string, problem: string): ApiError {
  return new ApiError(422, `Invalid request body: ${field}: ${problem}.`, 'invalid_body');
}
