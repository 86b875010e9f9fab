// Reading a user's assets. Every query is scoped by user id: another user's asset is never found.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AssetListQuery } from '../../src/api/asset';
import type { AppDb } from '../db/client';
import { assets, transformations, type AssetRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { isUuid } from '../http/ids';

export interface AssetWithVisualCount {
  asset: AssetRow;
  visualCount: number;
}

/** Spec §8: the asset screen shows this on a 404. */
export function assetNotFound(assetId: string): ApiError {
  return new ApiError(404, `Asset with ID "${assetId}" not found.`, 'not_found');
}

// Assets with their visuals counted: a left join grouped by the asset's primary key.
function selectWithVisualCount(db: AppDb) {
  return db
    .select({ asset: assets, visualCount: count(transformations.transformationId) })
    .from(assets)
    .leftJoin(transformations, eq(transformations.assetId, assets.assetId));
}

export async function findOwnAsset(
  db: AppDb,
  userId: string,
  assetId: string,
): Promise<AssetWithVisualCount | undefined> {
  if (!isUuid(assetId)) return undefined;
  const [found] = await selectWithVisualCount(db)
    .where(and(eq(assets.assetId, assetId), eq(assets.userId, userId)))
    .groupBy(assets.assetId);
  return found;
}

/** Whether the user has this asset: one primary-key lookup, without counting its visuals. */
export async function ownsAsset(db: AppDb, userId: string, assetId: string): Promise<boolean> {
  if (!isUuid(assetId)) return false;
  const [found] = await db
    .select({ assetId: assets.assetId })
    .from(assets)
    .where(and(eq(assets.assetId, assetId), eq(assets.userId, userId)));
  return found !== undefined;
}

/** Like findOwnAsset, but a 404 when there is none. */
export async function requireOwnAsset(
  db: AppDb,
  userId: string,
  assetId: string,
): Promise<AssetWithVisualCount> {
  const found = await findOwnAsset(db, userId, assetId);
  if (!found) throw assetNotFound(assetId);
  return found;
}

const SORT_ORDERS: Record<AssetListQuery['sort'], SQL[]> = {
  newest: [desc(assets.createdAt), desc(assets.assetId)],
  oldest: [asc(assets.createdAt), asc(assets.assetId)],
  name: [asc(sql`lower(${assets.name})`), desc(assets.createdAt), desc(assets.assetId)],
};

export async function listOwnAssets(
  db: AppDb,
  userId: string,
  query: AssetListQuery,
): Promise<{ items: AssetWithVisualCount[]; total: number }> {
  const conditions = [eq(assets.userId, userId)];
  if (query.jewelry_type) conditions.push(eq(assets.jewelryType, query.jewelry_type));
  if (query.q) {
    const pattern = `%${escapeLikePattern(query.q)}%`;
    conditions.push(
      or(
        ilike(assets.name, pattern),
        ilike(assets.material, pattern),
        ilike(assets.gemstones, pattern),
        ilike(assets.description, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const [items, [counted]] = await Promise.all([
    selectWithVisualCount(db)
      .where(where)
      .groupBy(assets.assetId)
      .orderBy(...SORT_ORDERS[query.sort])
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(assets).where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}

/** Typed text matches literally: `%` and `_` are not wildcards (backslash is LIKE's escape). */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
