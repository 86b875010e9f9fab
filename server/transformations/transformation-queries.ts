// Reading a user's visuals. Every query is scoped by user id: another user's visual is never found.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { TransformationListQuery } from '../../src/api/transformation';
import type { AppDb } from '../db/client';
import { transformations, type TransformationRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { isUuid } from '../http/ids';
import { requireOwnAsset } from '../assets/asset-queries';

export function visualNotFound(): ApiError {
  return new ApiError(404, 'Visual not found.', 'not_found');
}

export async function requireOwnTransformation(
  db: AppDb,
  userId: string,
  transformationId: string,
): Promise<TransformationRow> {
  if (!isUuid(transformationId)) throw visualNotFound();
  const [row] = await db
    .select()
    .from(transformations)
    .where(
      and(
        eq(transformations.transformationId, transformationId),
        eq(transformations.userId, userId),
      ),
    );
  if (!row) throw visualNotFound();
  return row;
}

/** Newest first. Naming an asset that is not the user's is a 404, like every other route. */
export async function listOwnTransformations(
  db: AppDb,
  userId: string,
  query: TransformationListQuery,
): Promise<TransformationRow[]> {
  const conditions: SQL[] = [eq(transformations.userId, userId)];
  if (query.asset_id !== undefined) {
    await requireOwnAsset(db, userId, query.asset_id);
    conditions.push(eq(transformations.assetId, query.asset_id));
  }
  if (query.status) conditions.push(eq(transformations.status, query.status));
  if (query.kind) conditions.push(eq(transformations.kind, query.kind));
  return db
    .select()
    .from(transformations)
    .where(and(...conditions))
    .orderBy(desc(transformations.createdAt), desc(transformations.transformationId))
    .limit(query.limit);
}
