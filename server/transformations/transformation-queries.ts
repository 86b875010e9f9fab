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
 * cannot read is a 400. Runs as a prepared statement per combination of filters.
 */
export async function listOwnTransformations(
  db: AppDb,
  userId: string,
  query: TransformationListQuery,
): Promise<ListedTransformation[]> {
  const values = pageValues(userId, query); // a 400 for a bad cursor
  if (query.asset_id !== undefined && !isUuid(query.asset_id)) throw assetNotFound(query.asset_id);
  const page = await preparedPageQuery(db, values).execute({ ...values });
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

/** What one page asks for; each filter is present or not (it shapes the statement). */
interface PageValues {
  userId: string;
  limit: number;
  assetId?: string;
  status?: string;
  kind?: string;
  beforeAt?: string;
  beforeId?: string;
}

function pageValues(userId: string, query: TransformationListQuery): PageValues {
  const values: PageValues = { userId, limit: query.limit };
  if (query.before !== undefined) {
    const cursor = parseTransformationCursor(query.before);
    if (!cursor || !isUuid(cursor.transformation_id)) {
      throw new ApiError(400, INVALID_CURSOR_DETAIL, 'invalid_query');
    }
    values.beforeAt = cursor.created_at;
    values.beforeId = cursor.transformation_id;
  }
  if (query.asset_id !== undefined) values.assetId = query.asset_id;
  if (query.status) values.status = query.status;
  if (query.kind) values.kind = query.kind;
  return values;
}

/**
 * The list's SELECT for those values, or with placeholders in their place (`prepared`): ordered
 * by the list-order indexes' own expression, so PostgreSQL reads one page from an index instead
 * of sorting every visual.
 */
function pageSelect(db: AppDb, values: PageValues, prepared: boolean) {
  const value = (name: keyof PageValues): SQL =>
    prepared ? sql`${sql.placeholder(name)}` : sql`${values[name]}`;
  const conditions: SQL[] = [eq(transformations.userId, value('userId'))];
  if (values.beforeAt !== undefined) {
    conditions.push(
      sql`(${createdAtMs}, ${transformations.transformationId}) < (${value('beforeAt')}::timestamptz at time zone 'UTC', ${value('beforeId')}::uuid)`,
    );
  }
  if (values.assetId !== undefined) conditions.push(eq(transformations.assetId, value('assetId')));
  if (values.status !== undefined) conditions.push(eq(transformations.status, value('status')));
  if (values.kind !== undefined) conditions.push(eq(transformations.kind, value('kind')));
  return db
    .select(listedColumns)
    .from(transformations)
    .where(and(...conditions))
    .orderBy(desc(createdAtMs), desc(transformations.transformationId))
    .limit(prepared ? sql.placeholder('limit') : values.limit);
}

// Per database and shape (which filters are present: at most 16), built and named once.
const preparedPages = new WeakMap<AppDb, Map<string, ReturnType<typeof prepare>>>();
const prepare = (db: AppDb, values: PageValues, name: string) =>
  pageSelect(db, values, true).prepare(name);

function preparedPageQuery(db: AppDb, values: PageValues) {
  const shape = (['beforeAt', 'assetId', 'status', 'kind'] as const)
    .map((name) => (values[name] === undefined ? '0' : '1'))
    .join('');
  let byShape = preparedPages.get(db);
  if (!byShape) preparedPages.set(db, (byShape = new Map()));
  let statement = byShape.get(shape);
  if (!statement) byShape.set(shape, (statement = prepare(db, values, `visuals_page_${shape}`)));
  return statement;
}

/** The list's SELECT with its values, not yet run (tests EXPLAIN it). */
export function transformationPageQuery(db: AppDb, userId: string, query: TransformationListQuery) {
  return pageSelect(db, pageValues(userId, query), false);
}

/**
 * The prepared statement's text and its values in order, for tests to check the plan PostgreSQL
 * keeps for it (a generic plan, made without the values, after a few executions).
 */
export function preparedPageStatement(db: AppDb, userId: string, query: TransformationListQuery) {
  const values = pageValues(userId, query);
  const { sql: text, params } = pageSelect(db, values, true).toSQL();
  return {
    text,
    params: params.map((param) => values[(param as { name: keyof PageValues }).name]),
  };
}
