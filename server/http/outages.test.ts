// Outages answer 503 with Retry-After and a detail people understand, never a 500: a stopped
// database (a closed PGlite, a PostgreSQL pool pointing nowhere), storage that is full or
// read-only. /readyz says which dependency failed while /healthz stays a liveness check; a
// client that goes away mid-upload is not logged as a server error; an upload whose second file
// cannot be written leaves no files behind.
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../app';
import type { AppDb, Database } from '../db/client';
import * as schema from '../db/schema';
import { createLogger, type LogLevel } from '../logger';
import type { Storage } from '../storage/storage';
import { setupTestApp } from '../test/app';
import { DATABASE_UNAVAILABLE_DETAIL, STORAGE_UNAVAILABLE_DETAIL } from './outages';

const t = setupTestApp();

async function closedPglite(): Promise<Database> {
  const pglite = new PGlite();
  await pglite.waitReady;
  await pglite.close();
  const db = drizzlePglite({ client: pglite, schema }) as unknown as AppDb;
  return { db, kind: 'pglite', pglite, close: async () => {} };
}

const nowhere = new pg.Pool({
  connectionString: 'postgres://studio:studio@127.0.0.1:1/studio',
  connectionTimeoutMillis: 2000,
});
afterAll(() => nowhere.end());
function unreachablePostgres(): Database {
  const db = drizzleNodePg({ client: nowhere, schema }) as unknown as AppDb;
  return { db, kind: 'postgres', pool: nowhere, close: async () => {} };
}

const errno = (code: string, message: string) =>
  Object.assign(new Error(`${code}: ${message}`), { code, errno: -28, syscall: 'write' });

/** The test storage, except that writes fail (from the `failFrom`-th one on) like a full disk. */
function failingStorage(code: 'ENOSPC' | 'EROFS', failFrom = 1): Storage & { puts: string[] } {
  const real = t.storage;
  const puts: string[] = [];
  return {
    puts,
    put: async (key, body, contentType) => {
      puts.push(key);
      if (puts.length >= failFrom) {
        throw errno(code, code === 'ENOSPC' ? 'no space left on device' : 'read-only file system');
      }
      await real.put(key, body, contentType);
    },
    get: (key) => real.get(key),
    exists: (key) => real.exists(key),
    delete: (key) => real.delete(key),
    deletePrefix: (prefix) => real.deletePrefix(prefix),
    signedUrl: (key, options) => real.signedUrl(key, options),
    list: (prefix) => real.list(prefix),
  };
}

function recordingLogger() {
  const lines: Array<{ level: LogLevel; line: string }> = [];
  const logger = createLogger({
    level: 'debug',
    write: (line, level) => lines.push({ level, line }),
  });
  return { logger, lines, errors: () => lines.filter(({ level }) => level === 'error') };
}

async function jsonOf(res: Response) {
  return (await res.json()) as Record<string, unknown>;
}

async function pngUpload(side = 400): Promise<FormData> {
  const png = await sharp({
    create: { width: side, height: side, channels: 3, background: '#c9a227' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(png)], 'ring.png', { type: 'image/png' }));
  return form;
}

describe('GET /readyz and /healthz', () => {
  it('is ready when the database and the storage answer', async () => {
    const res = await t.build().request('/readyz');
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toMatchObject({
      status: 'ready',
      checks: { database: { ok: true }, storage: { ok: true } },
    });
  });

  it.each<[string, () => Promise<Database> | Database]>([
    ['a closed PGlite', closedPglite],
    ['a PostgreSQL pool pointing nowhere', unreachablePostgres],
  ])(
    'answers 503 naming the database with %s, while /healthz stays ok',
    async (_, stopped) => {
      const app = t.build({ database: await stopped() });
      const res = await app.request('/readyz');
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
      const body = await jsonOf(res);
      expect(body).toMatchObject({
        status: 'unavailable',
        checks: { database: { ok: false }, storage: { ok: true } },
      });
      expect((body.checks as { database: { problem: string } }).database.problem).toMatch(
        /^database: database unavailable/,
      );
      expect((await app.request('/healthz')).status).toBe(200);
    },
    20_000,
  );

  it('answers 503 naming the storage when it is full', async () => {
    const res = await t.build({ storage: failingStorage('ENOSPC') }).request('/readyz');
    expect(res.status).toBe(503);
    expect(await jsonOf(res)).toMatchObject({
      checks: {
        database: { ok: true },
        storage: { ok: false, problem: 'storage: storage unavailable (ENOSPC)' },
      },
    });
  });
});

describe('outages on /api and /auth/v1', () => {
  it.each<[string, () => Promise<Database> | Database]>([
    ['a closed PGlite', closedPglite],
    ['a PostgreSQL pool pointing nowhere', unreachablePostgres],
  ])(
    'a stopped database (%s) is a 503 with Retry-After, logged as a warning',
    async (_, stopped) => {
      const { logger, errors } = recordingLogger();
      const app = t.build({ database: await stopped(), logger });
      const api = await app.request('/api/auth/me', { headers: await t.headersFor('ada') });
      expect(api.status).toBe(503);
      expect(api.headers.get('Retry-After')).toBe('30');
      expect(await jsonOf(api)).toEqual({
        detail: DATABASE_UNAVAILABLE_DETAIL,
        code: 'database_unavailable',
      });

      const auth = await app.request('/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'ada@example.com', password: 'correct horse battery' }),
      });
      expect(auth.status).toBe(503);
      expect(auth.headers.get('Retry-After')).toBe('30');
      expect(await jsonOf(auth)).toMatchObject({ message: DATABASE_UNAVAILABLE_DETAIL });
      expect(errors()).toEqual([]);
    },
    20_000,
  );

  it.each(['ENOSPC', 'EROFS'] as const)(
    'storage failing with %s is a 503 for an upload, and leaves no files',
    async (code) => {
      const storage = failingStorage(code);
      const res = await t.build({ storage }).request('/api/assets/upload-manual-crop', {
        method: 'POST',
        body: await pngUpload(),
        headers: { Authorization: `Bearer ${await t.tokenFor('ada')}` },
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('30');
      expect(await jsonOf(res)).toEqual({
        detail: STORAGE_UNAVAILABLE_DETAIL,
        code: 'storage_unavailable',
      });
      expect(await t.storage.exists(storage.puts[0]!)).toBe(false);
    },
  );

  it('a client that disconnects mid-upload is not logged as a server error', async () => {
    const { logger, lines, errors } = recordingLogger();
    const controller = new AbortController();
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(stream) {
        if (sent++ < 3) {
          stream.enqueue(new Uint8Array(64 * 1024));
          return;
        }
        // The tab is closed: the connection goes, and the request's body with it.
        controller.abort(new Error('Client connection prematurely closed.'));
        stream.error(new Error('aborted'));
      },
    });
    const res = await t.build({ logger }).request(
      new Request('http://localhost/api/designs/initiate-analysis', {
        method: 'POST',
        body,
        signal: controller.signal,
        headers: {
          Authorization: `Bearer ${await t.tokenFor('ada')}`,
          'Content-Type': 'multipart/form-data; boundary=----x',
        },
        duplex: 'half',
      } as RequestInit),
    );
    expect(res.status).toBe(499);
    expect(errors()).toEqual([]);
    expect(lines.some(({ line }) => line.includes('Client closed the request'))).toBe(true);
  });
});

describe('POST /api/designs/initiate-analysis, failing half-way', () => {
  it('removes what it wrote when the second write fails', async () => {
    const storage = failingStorage('ENOSPC', 2);
    const deps: Partial<AppDeps> = { storage };
    const res = await t.build(deps).request('/api/designs/initiate-analysis', {
      method: 'POST',
      body: await pngUpload(600),
      headers: { Authorization: `Bearer ${await t.tokenFor('lin')}` },
    });
    expect(res.status).toBe(503);
    expect(storage.puts).toHaveLength(2);
    // The first file was written, then removed with its folder.
    expect(await t.storage.exists(storage.puts[0]!)).toBe(false);
    expect(storage.puts[0]).toMatch(/^users\/lin\/temporary\/[0-9a-f-]+\/original\.jpg$/);
    expect(await t.db.select().from(schema.temporaryDesigns)).toEqual([]);
  }, 60_000);
});
