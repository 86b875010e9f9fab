// The real app for one vitest file: a migrated test database (PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set), the job queue on it, files in a temporary folder, and tokens signed
// with a test secret. Call at the top of a test file; use the result inside tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type AppDeps, type AppEnv } from '../app';
import { createTokenVerifier, signAccessToken } from '../auth/verify-token';
import { loadConfig, type Config } from '../config';
import type { AppDb } from '../db/client';
import { createQueue, type TransformationQueue } from '../jobs/queue';
import { createLogger } from '../logger';
import type { Secrets } from '../secrets';
import { LocalStorage } from '../storage/local-storage';
import { setupTestDatabase, type TestDatabase } from './database';

export const TEST_SECRETS: Secrets = {
  filesSigningSecret: 'test-files-signing-secret-not-for-production-use',
  jwtSecret: 'test-jwt-secret-not-for-production-use-0123456789',
};

export interface TestApp {
  readonly database: TestDatabase;
  readonly db: AppDb;
  readonly config: Config;
  readonly storage: LocalStorage;
  readonly queue: TransformationQueue;
  /** A new app over the shared database, storage and queue; any dependency can be replaced. */
  build(overrides?: Partial<AppDeps>): Hono<AppEnv>;
  /** An access token for `userId`, signed like the local auth service signs them. */
  tokenFor(userId: string, options?: { expiresInSeconds?: number }): Promise<string>;
  /** `Authorization: Bearer ...` for `userId`, plus JSON content type. */
  headersFor(userId: string): Promise<Record<string, string>>;
  /** One call as `userId` on a fresh app; `body` is sent as JSON. */
  call(userId: string, method: string, path: string, body?: unknown): Promise<TestResponse>;
}

export interface TestResponse {
  status: number;
  /** The parsed JSON answer; parse it with the contract schema you expect. */
  json: unknown;
  headers: Headers;
}

export function setupTestApp(): TestApp {
  const database = setupTestDatabase();
  let ready: { root: string; config: Config; storage: LocalStorage; queue: TransformationQueue };

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'jewel-api-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: root,
      STATIC_DIR: join(root, 'dist'),
      LOG_LEVEL: 'error',
    });
    const storage = new LocalStorage({
      rootDir: join(root, 'files'),
      signingSecret: TEST_SECRETS.filesSigningSecret,
    });
    const queue = createQueue(database.database, {
      connectionString: database.url,
      maxConnections: 2,
    });
    await queue.start();
    ready = { root, config, storage, queue };
  }, 60_000);

  // Registered after the database's own hooks, so (after-hooks run in reverse) this runs first.
  afterAll(async () => {
    await ready?.queue.stop();
    if (ready) rmSync(ready.root, { recursive: true, force: true });
  }, 60_000);

  const verifier = createTokenVerifier({
    jwtSecret: TEST_SECRETS.jwtSecret,
    audience: 'authenticated',
  });
  const tokenFor = (userId: string, options: { expiresInSeconds?: number } = {}) =>
    signAccessToken(TEST_SECRETS.jwtSecret, {
      userId,
      email: `${userId}@example.com`,
      ...options,
    });
  const headersFor = async (userId: string) => ({
    Authorization: `Bearer ${await tokenFor(userId)}`,
    'Content-Type': 'application/json',
  });

  return {
    database,
    get db() {
      return database.db;
    },
    get config() {
      return ready.config;
    },
    get storage() {
      return ready.storage;
    },
    get queue() {
      return ready.queue;
    },
    build(overrides = {}) {
      return createApp({
        config: ready.config,
        logger: createLogger({ level: ready.config.logLevel }),
        database: database.database,
        storage: ready.storage,
        verifier,
        queue: ready.queue,
        secrets: TEST_SECRETS,
        ...overrides,
      });
    },
    tokenFor,
    headersFor,
    async call(userId, method, path, body) {
      const res = await this.build().request(path, {
        method,
        headers: await headersFor(userId),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      return {
        status: res.status,
        json: text ? JSON.parse(text) : undefined,
        headers: res.headers,
      };
    },
  };
}
