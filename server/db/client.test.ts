// Opening the database the way the server does: PGlite on disk by default, PostgreSQL by URL.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createThrowawayDatabase } from '../test/database';
import { openDatabase, type Database } from './client';
import { profiles } from './schema';

const serverUrl = process.env.TEST_DATABASE_URL;
const cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function opened(database: Promise<Database>): Promise<Database> {
  const ready = await database;
  cleanups.push(() => ready.close());
  return ready;
}

describe('openDatabase', () => {
  // Creating PGlite on disk takes ~15 s; the PostgreSQL run leaves it to the default run.
  it.skipIf(serverUrl)(
    'keeps an embedded PGlite under DATA_DIR/db that survives a restart',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'jewel-db-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

      const first = await openDatabase({ dataDir });
      expect(first.kind).toBe('pglite');
      expect(first.pglite).toBeDefined();
      expect(existsSync(join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
      await first.db.insert(profiles).values({ userId: 'u1', email: 'u1@example.com' });
      await first.close();

      // Reopening applies no migration twice and finds the data.
      const second = await opened(openDatabase({ dataDir }));
      expect(await second.db.select({ userId: profiles.userId }).from(profiles)).toEqual([
        { userId: 'u1' },
      ]);
    },
    60_000,
  );

  it.runIf(serverUrl)(
    'uses PostgreSQL by URL, and servers starting together migrate it once',
    async () => {
      const { url, drop } = await createThrowawayDatabase(serverUrl!);
      cleanups.push(drop);
      const dataDir = join(tmpdir(), 'jewel-unused');

      const databases = await Promise.all(
        Array.from({ length: 3 }, () => opened(openDatabase({ databaseUrl: url, dataDir }))),
      );
      for (const database of databases) {
        expect(database.kind).toBe('postgres');
        expect(database.pool).toBeDefined();
      }
      await databases[0]!.db.insert(profiles).values({ userId: 'u1', email: 'u1@example.com' });
      expect(await databases[2]!.db.$count(profiles)).toBe(1);
      expect(existsSync(dataDir)).toBe(false);
    },
    60_000,
  );

  it('stops with the driver’s error when PostgreSQL is unreachable', async () => {
    await expect(
      openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', dataDir: tmpdir() }),
    ).rejects.toThrow(/ECONNREFUSED/);
  });
});
