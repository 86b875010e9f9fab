// An asset's stored cut-out, the one image every visual of it is made from. Assets confirmed
// before cut-outs were stored have none: theirs is made from the original the first time it is
// needed, stored in the asset's folder and recorded on its row, so it is made once.
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { assets, type AssetRow } from '../db/schema';
import { cutoutFields, cutoutStyleOf } from '../designs/design-cutout';
import { assetFileKey, CUTOUT_FILE } from '../storage/key-layout';
import type { Storage } from '../storage/storage';
import { decodeWorkingImage, storedCutoutOf } from '../studio/cutout/stored-cutout';
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
  }
  const original = await storage.get(asset.s3KeyOriginalUpload);
  if (!original) throw new VisualFailure(MISSING_DESIGN_IMAGE);
  const image = await decodeWorkingImage(original.body, limits).catch(() => {
    throw new VisualFailure(MISSING_DESIGN_IMAGE);
  });
  const cutout = await storedCutoutOf(image, cutoutStyleOf(asset.imageStyle));
  // Fixed name: two jobs making it at once write the same file and the same row.
  const key = assetFileKey(asset.userId, asset.assetId, CUTOUT_FILE);
  await storage.put(key, cutout.png, 'image/png');
  await db.update(assets).set(cutoutFields(key, cutout)).where(eq(assets.assetId, asset.assetId));
  return cutout.png;
}
