// An asset's stored cut-out, the one image every visual of it is made from. Assets confirmed
// before cut-outs were stored have none: theirs is made from the original the first time it is
// needed, stored in the asset's folder and recorded on its row, so it is made once.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppDb } from '../db/client';
import { assets, type AssetRow } from '../db/schema';
import { cutoutFields, cutoutStyleOf } from '../designs/design-cutout';
import { assetFileKey, CUTOUT_FILE, LINEART_FILE } from '../storage/key-layout';
import type { Storage } from '../storage/storage';
import { cutOutInThread } from '../studio/cutout/cutout-threads';
import { decodeWorkingImage } from '../studio/cutout/stored-cutout';
import type { UploadLimits } from '../studio/upload-limits';
import { VisualFailure } from '../studio/visual-failure';

export interface AssetCutoutDeps {
  db: AppDb;
  storage: Storage;
  /** Pixel cap for decoding the original (the upload limits it was accepted under). */
  limits?: UploadLimits;
}

export const MISSING_DESIGN_IMAGE =
  'The image of this design is missing or unreadable; upload the design again.';

/**
 * The asset's cut-out PNG; made from its original (and stored) when it has none yet. Throws a
 * VisualFailure when there is nothing to make it from.
 */
export async function ensureAssetCutout(
  { db, storage, limits }: AssetCutoutDeps,
  asset: AssetRow,
): Promise<Buffer> {
  if (asset.s3KeyCutout) {
    const stored = await storage.get(asset.s3KeyCutout);
    if (stored) return stored.body;
    // A correction may have moved the cut-out on (and removed this version) since the row was read.
    const [current] = await db
      .select({ key: assets.s3KeyCutout })
      .from(assets)
      .where(eq(assets.assetId, asset.assetId));
    const moved = current?.key && current.key !== asset.s3KeyCutout;
    const now = moved ? await storage.get(current.key!) : null;
    if (now) return now.body;
  }
  const original = await storage.get(asset.s3KeyOriginalUpload);
  if (!original) throw new VisualFailure(MISSING_DESIGN_IMAGE);
  const [image, size] = await Promise.all([
    decodeWorkingImage(original.body, limits),
    sharp(original.body).metadata(),
  ]).catch(() => {
    throw new VisualFailure(MISSING_DESIGN_IMAGE);
  });
  const cutout = await cutOutInThread(image, cutoutStyleOf(asset.imageStyle));
  // Fixed names: two jobs making it at once write the same files and the same row.
  const key = assetFileKey(asset.userId, asset.assetId, CUTOUT_FILE);
  const lineartKey = cutout.lineArtPng
    ? assetFileKey(asset.userId, asset.assetId, LINEART_FILE)
    : null;
  await storage.put(key, cutout.png, 'image/png');
  if (lineartKey) await storage.put(lineartKey, cutout.lineArtPng!, 'image/png');
  const oriented = size.autoOrient ?? size;
  await db
    .update(assets)
    .set(
      cutoutFields(key, cutout, {
        lineartKey,
        sourceWidth: oriented.width,
        sourceHeight: oriented.height,
      }),
    )
    .where(eq(assets.assetId, asset.assetId));
  return cutout.png;
}

/**
 * The cut-out a visual is made from: the version recorded when it was ordered (a later correction
 * does not change it), or for a visual ordered before versions were recorded, the asset's own.
 */
export async function transformationCutout(
  deps: AssetCutoutDeps,
  asset: AssetRow,
  recordedKey: string | null,
): Promise<Buffer> {
  if (!recordedKey) return ensureAssetCutout(deps, asset);
  const stored = await deps.storage.get(recordedKey);
  if (!stored) {
    throw new VisualFailure(
      'The cut-out this visual was ordered with is missing; please order the visual again.',
    );
  }
  return stored.body;
}
