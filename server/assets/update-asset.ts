// PUT /api/assets/{id}: the editable details, a crop the designer drew in edit mode, and the
// confirmation of the cut-out; PUT /api/assets/{id}/crop: a re-crop made at once, so the designer
// sees its cut-out (and corrects or confirms it) before saving the details.
//
// A re-crop remakes the cut-out from the crop's own pixels, as a drawn crop of a new design does,
// so the crop and the cut-out always agree. The result is a new cut-out version (new keys, no
// strokes, the crop as the image strokes are given in, unconfirmed); a visual ordered before it
// keeps the version it recorded. New files are written first and the row moves to them in one
// update, only if no correction moved the cut-out meanwhile; if anything fails the new files are
// removed, so the asset is either as it was or wholly re-cropped. Earlier files nothing uses any
// more are removed afterwards. Saving details while the cut-out is 'required' and unconfirmed
// needs cutout_confirmed: true, and a crop sent with the details whose new (unseen) cut-out is
// 'required' is refused: it is made with PUT .../crop first.
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { CutoutReview, UpdateAssetRequest } from '../../src/api/asset';
import type { AppDb } from '../db/client';
import { assets, transformations, type AssetRow } from '../db/schema';
import { cutoutFields, cutoutStyleOf } from '../designs/design-cutout';
import { ApiError } from '../http/errors';
import type { Logger } from '../logger';
import {
  assetFileKey,
  cutoutVersionFile,
  isManualCropKeyOf,
  recropFile,
} from '../storage/key-layout';
import type { Storage } from '../storage/storage';
import { cutOutInThread } from '../studio/cutout/cutout-threads';
import { decodeWorkingImage } from '../studio/cutout/stored-cutout';
import type { UploadLimits } from '../studio/upload-limits';
import { assetNotFound, findOwnAsset } from './asset-queries';

export interface UpdateAssetDeps {
  db: AppDb;
  storage: Storage;
  logger: Logger;
  /** The upload limits the crop was accepted under (decoding it again is capped alike). */
  limits?: UploadLimits;
}

const CROP_FIELD = 's3_key_cropped_image';

export async function updateOwnAsset(
  deps: UpdateAssetDeps,
  userId: string,
  assetId: string,
  edit: UpdateAssetRequest,
): Promise<{ asset: AssetRow; visualCount: number }> {
  const { db } = deps;
  const found = await findOwnAsset(db, userId, assetId);
  if (!found) throw assetNotFound(assetId);
  const { asset } = found;

  const details: Partial<typeof assets.$inferInsert> = {
    name: edit.name,
    jewelryType: edit.jewelry_type,
    // Left out: unchanged. Null or blank: cleared.
    ...(edit.material === undefined ? {} : { material: edit.material || null }),
    ...(edit.gemstones === undefined ? {} : { gemstones: edit.gemstones || null }),
    ...(edit.description === undefined ? {} : { description: edit.description || null }),
    ...(edit.cutout_confirmed ? { cutoutConfirmedAt: new Date() } : {}),
  };
  const mine = and(eq(assets.assetId, asset.assetId), eq(assets.userId, userId));

  const cropKey = edit.s3_key_cropped_image;
  // The crop the asset already has (a save sent twice, or one made with PUT .../crop) changes
  // nothing.
  if (cropKey === undefined || cropKey === asset.s3KeyCroppedImage) {
    // A cut-out that must be checked (a re-crop made it anew) is saved only once confirmed.
    if (
      asset.cutoutReview === 'required' &&
      asset.cutoutConfirmedAt === null &&
      !edit.cutout_confirmed
    ) {
      throw cutoutNeedsConfirmation(asset.cutoutReviewReasons, false);
    }
    const [updated] = await db.update(assets).set(details).where(mine).returning();
    if (!updated) throw assetNotFound(assetId); // deleted meanwhile
    return { asset: updated, visualCount: found.visualCount };
  }

  const updated = await recropAsset(deps, asset, cropKey, {
    details,
    // The crop and its new cut-out in one request: the designer has not seen that cut-out, so
    // one that must be checked is refused (made with PUT .../crop first, it can be).
    confirmed: edit.cutout_confirmed === true,
    refuseUnconfirmedRequired: true,
  });
  return { asset: updated, visualCount: found.visualCount };
}

/**
 * PUT /api/assets/{id}/crop: the asset takes the crop at once, with a cut-out made from it (a new
 * version, unconfirmed), for the designer to see and correct before saving the details.
 */
export async function cropOwnAsset(
  deps: UpdateAssetDeps,
  userId: string,
  assetId: string,
  cropKey: string,
): Promise<AssetRow> {
  const found = await findOwnAsset(deps.db, userId, assetId);
  if (!found) throw assetNotFound(assetId);
  return recropAsset(deps, found.asset, cropKey, {
    details: {},
    confirmed: false,
    refuseUnconfirmedRequired: false,
  });
}

async function recropAsset(
  deps: UpdateAssetDeps,
  asset: AssetRow,
  cropKey: string,
  options: {
    details: Partial<typeof assets.$inferInsert>;
    confirmed: boolean;
    refuseUnconfirmedRequired: boolean;
  },
): Promise<AssetRow> {
  const { db } = deps;
  const { userId, assetId } = asset;
  if (!isManualCropKeyOf(userId, cropKey)) {
    throw invalidField(CROP_FIELD, 'is not a crop you uploaded');
  }
  const recrop = await remakeFromCrop(deps, asset, cropKey);
  if (options.refuseUnconfirmedRequired && recrop.review === 'required' && !options.confirmed) {
    await removeAll(deps, recrop.newKeys);
    throw cutoutNeedsConfirmation(recrop.reasons, true);
  }
  const mine = and(eq(assets.assetId, assetId), eq(assets.userId, userId));
  let updated: AssetRow | undefined;
  try {
    [updated] = await db
      .update(assets)
      .set({
        ...options.details,
        ...recrop.values,
        // A new cut-out the designer has not seen yet, unless this very request confirms it.
        cutoutConfirmedAt: options.confirmed ? new Date() : null,
      })
      .where(and(mine, eq(assets.cutoutVersion, asset.cutoutVersion)))
      .returning();
  } catch (error) {
    await removeAll(deps, recrop.newKeys);
    throw error;
  }
  if (!updated) {
    await removeAll(deps, recrop.newKeys);
    if (!(await findOwnAsset(db, userId, assetId))) throw assetNotFound(assetId);
    throw new ApiError(
      409,
      'The cut-out was changed by a correction at the same time; save the crop again.',
      'conflict',
    );
  }

  // The uploaded crop has its copy in the asset's folder now; the earlier files go unless a
  // visual was ordered with them (or, for the original, always stays).
  await removeAll(deps, [cropKey]);
  await removeUnused(deps, asset, [
    asset.s3KeyCroppedImage,
    asset.s3KeyCutout,
    asset.s3KeyCutoutAuto,
    asset.s3KeyLineart,
    asset.s3KeyCutoutSource,
  ]);
  return updated;
}

/** 422: the cut-out must be checked and confirmed before the design is saved. */
function cutoutNeedsConfirmation(reasons: readonly string[], fromThisCrop: boolean): ApiError {
  const why = reasons.length > 0 ? ` (${reasons.join(' ')})` : '';
  return new ApiError(
    422,
    fromThisCrop
      ? `Invalid request body: cutout_confirmed: the cut-out made from this crop needs your ` +
          `review${why}. Make it first with PUT /api/assets/{id}/crop, check it, then save ` +
          'with cutout_confirmed: true.'
      : `Invalid request body: cutout_confirmed: the cut-out of this design needs your ` +
          `review${why}. Check it, then save with cutout_confirmed: true.`,
    'cutout_confirmation_required',
  );
}

interface Recrop {
  values: Partial<typeof assets.$inferInsert>;
  review: CutoutReview;
  reasons: string[];
  /** Written for this re-crop: removed again if the row does not move to them. */
  newKeys: string[];
}

async function remakeFromCrop(
  deps: UpdateAssetDeps,
  asset: AssetRow,
  cropKey: string,
): Promise<Recrop> {
  const { storage } = deps;
  const file = await storage.get(cropKey);
  if (!file) throw invalidField(CROP_FIELD, 'names a file that no longer exists; upload it again');
  const [image, size] = await Promise.all([
    decodeWorkingImage(file.body, deps.limits),
    sharp(file.body).metadata(),
  ]).catch(() => {
    throw invalidField(CROP_FIELD, 'is not an image the studio can read');
  });
  const style = asset.cutoutStyle ?? cutoutStyleOf(asset.imageStyle);
  const cutout = await cutOutInThread(image, style);
  const oriented = size.autoOrient ?? size;

  const version = asset.cutoutVersion + 1;
  const fileKey = (name: string) => assetFileKey(asset.userId, asset.assetId, name);
  const croppedKey = fileKey(recropFile('crop', version, extensionOf(cropKey)));
  const cutoutKey = fileKey(cutoutVersionFile(version));
  const lineartKey = cutout.lineArtPng ? fileKey(recropFile('lineart', version, '.png')) : null;
  const newKeys: string[] = [];
  try {
    const put = async (key: string, body: Buffer, contentType: string) => {
      newKeys.push(key);
      await storage.put(key, body, contentType);
    };
    await put(croppedKey, file.body, file.contentType);
    await put(cutoutKey, cutout.png, 'image/png');
    if (lineartKey) await put(lineartKey, cutout.lineArtPng!, 'image/png');
  } catch (error) {
    await removeAll(deps, newKeys);
    throw error;
  }
  return {
    values: {
      s3KeyCroppedImage: croppedKey,
      // An automatic cut-out of the crop (its own automatic copy: a reset comes back to it).
      ...cutoutFields(cutoutKey, cutout, {
        sourceKey: croppedKey,
        sourceWidth: oriented.width,
        sourceHeight: oriented.height,
        lineartKey,
      }),
      cutoutVersion: version,
    },
    review: cutout.review,
    reasons: [...cutout.reasons],
    newKeys,
  };
}

/** Removes earlier files of the asset that no visual was ordered with or made from. */
async function removeUnused(
  deps: UpdateAssetDeps,
  asset: AssetRow,
  keys: Array<string | null>,
): Promise<void> {
  const unique = [...new Set(keys)].filter(
    (key): key is string => key !== null && key !== asset.s3KeyOriginalUpload,
  );
  await Promise.all(
    unique.map(async (key) => {
      try {
        const [used] = await deps.db
          .select({ id: transformations.transformationId })
          .from(transformations)
          .where(
            and(
              eq(transformations.assetId, asset.assetId),
              eq(
                key === asset.s3KeyCroppedImage
                  ? transformations.sourceImageS3Path
                  : transformations.cutoutKey,
                key,
              ),
            ),
          )
          .limit(1);
        if (!used) await deps.storage.delete(key);
      } catch (error) {
        deps.logger.warn('Could not remove a file a re-crop superseded', { key, error });
      }
    }),
  );
}

async function removeAll(deps: UpdateAssetDeps, keys: string[]): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      deps.storage.delete(key).catch((error: unknown) => {
        deps.logger.warn('Could not remove a file of a re-crop', { key, error });
      }),
    ),
  );
}

// Keys are server-made (`.../manual_crop.webp`), so the extension is safe to reuse.
function extensionOf(key: string): string {
  return /\.[A-Za-z0-9]{1,8}$/.exec(key)?.[0] ?? '';
}

function invalidField(field: string, problem: string): ApiError {
  return new ApiError(422, `Invalid request body: ${field}: ${problem}.`, 'invalid_body');
}
