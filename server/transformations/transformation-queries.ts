// Reading a user's visuals. Every query is scoped by user id: another user's visual is never found.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  INVALID_CURSOR_DETAIL,
  parseTransformationCursor,
  type TransformationListQuery,
} from '../../src/api/transformation';
import type { AppDb } from '../db/client';
import { transformations, type TransformationRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { isUuid } from '../http/ids';
import { assetNotFound, ownsAsset } from '../assets/asset-queries';

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

// The list's order. created_at is kept to the microsecond but answered to the millisecond, so
// order and cursors compare at millisecond precision: the cursor a client builds from an answered
// visual then names exactly that visual's place, and ties fall to the id. In UTC, so the
// expression is immutable and is exactly the one the list-order indexes hold (schema.ts).
const createdAtMs = sql`date_trunc('milliseconds', ${transformations.createdAt} at time zone 'UTC')`;

/**
 * Newest first (created_at, then id, descending); `before` (a cursor) starts after that visual.
 * Naming an asset that is not the user's is a 404, like every other route; a cursor the server
 * cannot read is a 400.
 */
export async function listOwnTransformations(
  db: AppDb,
  userId: string,
  query: TransformationListQuery,
): Promise<ListedTransformation[]> {
  const pageQuery = transformationPageQuery(db, userId, query); // a 400 for a bad cursor
  if (query.asset_id !== undefined && !isUuid(query.asset_id)) throw assetNotFound(query.asset_id);
  const page = await pageQuery;
  // A visual is made only on its owner's own design (create-transformation.ts), so a page with
  // a row says the asset is the caller's: the asset is looked up only when the page is empty.
  if (
    page.length === 0 &&
    query.asset_id !== undefined &&
    !(await ownsAsset(db, userId, query.asset_id))
  ) {
    throw assetNotFound(query.asset_id);
  }
  return page;
}

/** The columns a listed visual is answered from (transformation-response.ts), and no others. */
const listedColumns = {
  transformationId: transformations.transformationId,
  assetId: transformations.assetId,
  status: transformations.status,
  pipelineStepName: transformations.pipelineStepName,
  compositionType: transformations.compositionType,
  sceneName: transformations.sceneName,
  qualityRequested: transformations.qualityRequested,
  createdAt: transformations.createdAt,
  outputKeys: transformations.outputKeys,
  fidelityScore: transformations.fidelityScore,
  failureReason: transformations.failureReason,
  cutoutVersion: transformations.cutoutVersion,
  libraryPhotoId: transformations.libraryPhotoId,
};

export type ListedTransformation = Pick<TransformationRow, keyof typeof listedColumns>;

/**
 * The list's SELECT, not yet run (tests EXPLAIN it): ordered by the list-order indexes' own
 * expression, so PostgreSQL reads one page from an index instead of sorting every visual.
 */
export function transformationPageQuery(db: AppDb, userId: string, query: TransformationListQuery) {
  const conditions: SQL[] = [eq(transformations.userId, userId)];
  if (query.before !== undefined) {
    const cursor = parseTransformationCursor(query.before);
    if (!cursor || !isUuid(cursor.transformation_id)) {
      throw new ApiError(400, INVALID_CURSOR_DETAIL, 'invalid_query');
    }
    conditions.push(
      sql`(${createdAtMs}, ${transformations.transformationId}) < (${cursor.created_at}::timestamptz at time zone 'UTC', ${cursor.transformation_id}::uuid)`,
    );
  }
  if (query.asset_id !== undefined) conditions.push(eq(transformations.assetId, query.asset_id));
  if (query.status) conditions.push(eq(transformations.status, query.status));
  if (query.kind) conditions.push(eq(transformations.kind, query.kind));
  return db
    .select(listedColumns)
    .from(transformations)
    .where(and(...conditions))
    .orderBy(desc(createdAtMs), desc(transformations.transformationId))
    .limit(query.limit);
}
