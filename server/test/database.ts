// A migrated database for one vitest file. PGlite in memory by default (one instance per file,
// each ~650 MB, loaded from a data folder migrated once per run); a throwaway database on the
// PostgreSQL server named by TEST_DATABASE_URL when it is set
// (`node scripts/with-postgres.mjs npx vitest run ...`).
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import * as authSchema from '../auth/schema';
import { connectPglite, connectPostgres, type AppDb, type Database } from '../db/client';
import * as schema from '../db/schema';
import { publishSharedFixture, readSharedFixture } from './shared-fixture';

export interface TestDatabase {
  readonly db: AppDb;
  readonly kind: Database['kind'];
  readonly database: Database;
  /** The test database's own URL on PostgreSQL; undefined on PGlite. */
  readonly url: string | undefined;
  /** Empties every table (ledger included: TRUNCATE is not an UPDATE or DELETE). */
  truncateAll(): Promise<void>;
}

/** Pool size on PostgreSQL: enough for real concurrency in the race tests. */
const TEST_POOL_SIZE = 10;

/** Call at the top of a test file; use the result inside tests (it is ready in beforeAll). */
export function setupTestDatabase(): TestDatabase {
  let opened: { database: Database; url: string | undefined; drop(): Promise<void> } | undefined;

  beforeAll(async () => {
    opened = await openTestDatabase(process.env.TEST_DATABASE_URL);
  }, 60_000);

  afterAll(async () => {
    await opened?.database.close();
    await opened?.drop();
  }, 60_000);

  const ready = () => {
    if (!opened) throw new Error('The test database opens in beforeAll; use it inside tests.');
    return opened;
  };
  return {
    get db() {
      return ready().database.db;
    },
    get kind() {
      return ready().database.kind;
    },
    get database() {
      return ready().database;
    },
    get url() {
      return ready().url;
    },
    truncateAll: () => truncateAll(ready().database.db),
  };
}

export async function truncateAll(db: AppDb): Promise<void> {
  const tables = Object.values({ ...schema, ...authSchema }).flatMap((value) =>
    is(value, PgTable) ? [`"${getTableName(value)}"`] : [],
  );
  await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
}

const MIGRATED_PGLITE = 'pglite-migrated';

/**
 * An in-memory PGlite, migrated. A fresh one spends most of its start making its data folder
 * (initdb, about 5 s of CPU); the first file of a run shares its folder once migrated and the
 * others load it (about 1 s). connectPglite still runs the migrations; none are left to apply.
 */
async function openPglite(): Promise<Database> {
  const migrated = await readSharedFixture<Uint8Array<ArrayBuffer>>(MIGRATED_PGLITE);
  if (migrated) return connectPglite(new PGlite({ loadDataDir: new Blob([migrated]) }));
  const pglite = new PGlite();
  const database = await connectPglite(pglite);
  const tarball = await pglite.dumpDataDir('none');
  await publishSharedFixture(MIGRATED_PGLITE, new Uint8Array(await tarball.arrayBuffer()));
  return database;
}

async function openTestDatabase(serverUrl: string | undefined) {
  if (!serverUrl) return { database: await openPglite(), url: undefined, drop: async () => {} };
  const { url, drop } = await createThrowawayDatabase(serverUrl);
  try {
    const pool = new pg.Pool({ connectionString: url, max: TEST_POOL_SIZE });
    // pool.end() resolves before its sockets close; dropping the database then ends them, and
    // an unhandled pool 'error' would fail the run.
    pool.on('error', () => {});
    return { database: await connectPostgres(pool), url, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** An empty, uniquely named database on the server of `serverUrl`; drop() removes it. */
export async function createThrowawayDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `jewel_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (admin) => admin.query(`create database "${name}"`));
  return {
    url: withDatabaseName(serverUrl, name),
    // FORCE: a test that failed half-way may leave connections open.
    drop: () =>
      onServer(serverUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`)),
  };
}

/** Another database on the same server as `url`. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer(url: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
