// Opens the database the configuration asks for and brings its schema up to date: PostgreSQL
// through a pg Pool when a URL is given, otherwise PGlite in-process. Both give the same drizzle
// API (AppDb), so the rest of the server never knows which one it talks to.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type AppSchema = typeof schema;
/** A database or a transaction on it, whichever driver is underneath. */
export type AppDb = PgDatabase<PgQueryResultHKT, AppSchema>;
export type AppTransaction = PgTransaction<
  PgQueryResultHKT,
  AppSchema,
  ExtractTablesWithRelations<AppSchema>
>;

export interface Database {
  db: AppDb;
  kind: 'pglite' | 'postgres';
  /** Ends the pool or shuts PGlite down. */
  close(): Promise<void>;
  /** The embedded instance, for things that need the raw client (pg-boss's PGlite adapter). */
  pglite?: PGlite;
  pool?: pg.Pool;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; without it the database is PGlite under `${dataDir}/db`. */
  databaseUrl?: string;
  dataDir: string;
  /** Pool size on PostgreSQL (pg's default is 10). */
  maxConnections?: number;
  /** Errors of idle pooled connections (e.g. the server restarted); unhandled they end the process. */
  onPoolError?: (error: Error) => void;
}

/** Both drivers read the same SQL files, written by drizzle-kit. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number: every process that migrates the same database takes this advisory lock.
const MIGRATION_LOCK_ID = 7_215_530_001;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections,
    });
    pool.on('error', options.onPoolError ?? (() => {}));
    return connectPostgres(pool);
  }
  const directory = join(options.dataDir, 'db');
  mkdirSync(directory, { recursive: true });
  return connectPglite(new PGlite(directory));
}

/** Migrates and wraps a PGlite instance (in-memory or on disk); close() shuts it down. */
export async function connectPglite(pglite: PGlite): Promise<Database> {
  try {
    await pglite.waitReady;
    const db = drizzlePglite({ client: pglite, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, kind: 'pglite', pglite, close: () => pglite.close() };
  } catch (error) {
    if (!pglite.closed) await pglite.close();
    throw error;
  }
}

/** Migrates and wraps a pg Pool; close() ends the pool. */
export async function connectPostgres(pool: pg.Pool): Promise<Database> {
  try {
    await migratePostgres(pool);
    const db = drizzleNodePg({ client: pool, schema });
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

// Several servers and workers may start at once against one database; drizzle's migrator does
// not serialise them, so they queue on an advisory lock held on one connection.
async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrateNodePg(drizzleNodePg({ client, schema }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
