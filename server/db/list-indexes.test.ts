// The list queries read one page from an index instead of scanning and sorting every row: checked
// with EXPLAIN on a few thousand visuals, on PGlite and on PostgreSQL (npm run test:postgres).
import { randomUUID } from 'node:crypto';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TransformationListQuerySchema, transformationCursor } from '../../src/api/transformation';
import {
  preparedPageStatement,
  transformationPageQuery,
} from '../transformations/transformation-queries';
import { setupTestDatabase } from '../test/database';
import { assets, profiles, transformations } from './schema';

const database = setupTestDatabase();

const USERS = 20;
const ASSETS_PER_USER = 5;
const VISUALS_PER_ASSET = 40;
const someone = 'user-0';
let someAsset = '';

beforeAll(async () => {
  const db = database.db;
  await database.truncateAll();
  const start = Date.UTC(2026, 0, 1);
  for (let user = 0; user < USERS; user += 1) {
    const userId = `user-${user}`;
    await db.insert(profiles).values({ userId, email: `${userId}@example.com` });
    const assetRows = Array.from({ length: ASSETS_PER_USER }, (_, index) => ({
      assetId: randomUUID(),
      userId,
      name: `Ring ${index}`,
      jewelryType: 'ring' as const,
      imageStyle: 'photo' as const,
      s3KeyOriginalUpload: `users/${userId}/${index}/original.webp`,
    }));
    await db.insert(assets).values(assetRows);
    if (user === 0) someAsset = assetRows[0]!.assetId;
    await db.insert(transformations).values(
      assetRows.flatMap((asset, a) =>
        Array.from({ length: VISUALS_PER_ASSET }, (_, v) => ({
          assetId: asset.assetId,
          userId,
          pipelineStepName: 'ring_pack_shot',
          kind: 'pack_shot' as const,
          sourceImageS3Path: asset.s3KeyOriginalUpload,
          cost: 2,
          createdAt: new Date(start + (user * 1000 + a * 100 + v) * 60_000),
        })),
      ),
    );
  }
  await db.execute(sql`analyze`);
}, 120_000);

async function planOf(query: SQLWrapper): Promise<string> {
  // PGlite and node-postgres both answer { rows }; the handle's type leaves the shape open.
  const result = (await database.db.execute(sql`explain ${query}`)) as {
    rows: Array<Record<string, string>>;
  };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

const listQuery = (params: Record<string, string>) => TransformationListQuerySchema.parse(params);

describe('the visuals list uses its indexes', () => {
  // An asset's visuals come from the index; PostgreSQL may still sort those few (one asset's).
  it('for one asset: the asset list-order index, no table scan', async () => {
    const plan = await planOf(
      transformationPageQuery(database.db, someone, listQuery({ asset_id: someAsset })),
    );
    expect(plan).toContain('transformations_asset_id_list_order_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  it('for all of a user: the user list-order index, no sort', async () => {
    const plan = await planOf(transformationPageQuery(database.db, someone, listQuery({})));
    expect(plan).toContain('transformations_user_id_list_order_idx');
    expect(plan).not.toMatch(/Seq Scan|Sort/);
  });

  it('for the next page (a cursor): the index seeks to the cursor', async () => {
    const [first] = await transformationPageQuery(database.db, someone, listQuery({ limit: '1' }));
    const before = transformationCursor({
      created_at: first!.createdAt.toISOString(),
      transformation_id: first!.transformationId,
    });
    const plan = await planOf(
      transformationPageQuery(database.db, someone, listQuery({ asset_id: someAsset, before })),
    );
    expect(plan).toMatch(/list_order_idx[\s\S]*Index Cond: .*ROW\(date_trunc/);
    expect(plan).not.toContain('Seq Scan');
  });

  // The list runs as a prepared statement: after a few executions PostgreSQL may keep a generic
  // plan, made without knowing the values. It must use the same indexes.
  it('as a prepared statement, with the plan made without its values', async () => {
    const genericPlan = (query: Record<string, string>) =>
      database.db.transaction(async (tx) => {
        const { text, params } = preparedPageStatement(tx, someone, listQuery(query));
        await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
        await tx.execute(sql.raw(`prepare visuals_page_plan as ${text}`));
        const literals = params.map((value) =>
          typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`,
        );
        const result = (await tx.execute(
          sql.raw(`explain execute visuals_page_plan(${literals.join(', ')})`),
        )) as { rows: Array<Record<string, string>> };
        await tx.execute(sql`deallocate visuals_page_plan`);
        return result.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    const forAsset = await genericPlan({ asset_id: someAsset });
    expect(forAsset).toContain('transformations_asset_id_list_order_idx');
    expect(forAsset).not.toContain('Seq Scan');
    const forUser = await genericPlan({});
    expect(forUser).toContain('transformations_user_id_list_order_idx');
    expect(forUser).not.toMatch(/Seq Scan|Sort/);
  });
});
