// Deleting a design (DELETE /api/assets/{id}): its visuals go with it, credits reserved by the
// ones still being made go back to the designer, and its files are removed after the commit (a
// rolled-back delete must not have lost files; a file left behind by a failed removal is only
// litter, logged for an operator).
import { and, eq, inArray } from 'drizzle-orm';
import { releaseReservation } from '../billing/credits';
import type { AppDb } from '../db/client';
import { assets, transformations, type AssetRow } from '../db/schema';
import { isUuid } from '../http/ids';
import type { Logger } from '../logger';
import { assetFolder } from '../storage/key-layout';
import type { Storage } from '../storage/storage';
import { assetNotFound } from './asset-queries';

export interface DeleteAssetDeps {
  db: AppDb;
  storage: Storage;
  logger: Logger;
}

export interface DeletedAsset {
  asset: AssetRow;
  /** Credits returned to available. */
  releasedCredits: number;
}

export async function deleteOwnAsset(
  { db, storage, logger }: DeleteAssetDeps,
  userId: string,
  assetId: string,
): Promise<DeletedAsset> {
  if (!isUuid(assetId)) throw assetNotFound(assetId);
  const deleted = await db.transaction(async (tx) => {
    // The row lock makes a visual being created for this asset either finish first (and be seen
    // below) or wait and then find no asset.
    const [asset] = await tx
      .select()
      .from(assets)
      .where(and(eq(assets.assetId, assetId), eq(assets.userId, userId)))
      .for('update');
    if (!asset) return undefined;
    const unfinished = await tx
      .select({ id: transformations.transformationId, cost: transformations.cost })
      .from(transformations)
      .where(
        and(
          eq(transformations.assetId, assetId),
          inArray(transformations.status, ['queued', 'processing']),
        ),
      );
    let releasedCredits = 0;
    for (const visual of unfinished) {
      if (await releaseReservation(tx, visual.id)) releasedCredits += visual.cost;
    }
    await tx.delete(assets).where(eq(assets.assetId, assetId)); // visuals cascade
    return { asset, releasedCredits };
  });
  if (!deleted) throw assetNotFound(assetId);

  await storage.deletePrefix(assetFolder(userId, assetId)).catch((error: unknown) => {
    logger.warn('Could not delete the files of a deleted asset', { assetId, error });
  });
  return deleted;
}
