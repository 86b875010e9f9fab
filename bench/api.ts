// npx tsx bench/api.ts - the read path under load: GET /api/auth/me and
// GET /api/transformations?asset_id= through the real app (token check, database, JSON,
// compression), at 100 connections with autocannon, next to a bare Hono answer served by the same
// process in the same run, so the ratio says what the app costs whatever the machine.
// The database: PGlite in a temporary folder, or PostgreSQL at BENCH_DATABASE_URL /
// TEST_DATABASE_URL (npm run bench:postgres provisions a throwaway server).
// BENCH_SECONDS (default 10) per endpoint, BENCH_CONNECTIONS (default 100).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../server/app';
import { createTokenVerifier, signAccessToken } from '../server/auth/verify-token';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { assets, profiles, transformations } from '../server/db/schema';
import { createQueue } from '../server/jobs/queue';
import { silentLogger } from '../server/logger';
import { LocalStorage } from '../server/storage/local-storage';
import { insertAsset, insertProfile, insertVisual } from '../server/test/fixtures';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** Issue 28's targets, on PostgreSQL. */
const TARGET_P99_MS = 100;
const TARGET_ME_SHARE = 0.1;

const root = mkdtempSync(join(tmpdir(), 'jewel-bench-api-'));
const database = await openDatabase({ dataDir: root, databaseUrl, maxConnections: 20 });
const queue = createQueue(database, { connectionString: databaseUrl, maxConnections: 2 });
await queue.start();
const jwtSecret = 'bench-jwt-secret-0123456789-0123456789-0123456789';
const secrets = { jwtSecret, filesSigningSecret: 'bench-files-secret-0123456789-0123456789' };
const storage = new LocalStorage({
  rootDir: join(root, 'files'),
  signingSecret: secrets.filesSigningSecret,
});
const config = loadConfig({
  DATA_DIR: root,
  STATIC_DIR: join(root, 'dist'),
  LOG_LEVEL: 'error',
  DATABASE_URL: databaseUrl,
});

// The designer: a profile (so /me only reads), a design with 20 visuals. Around them, 200 other
// designers with 5 designs of 10 visuals each, so the list has to find its rows.
const userId = `bench-${randomUUID()}`;
await insertProfile(database.db, userId, 100);
const asset = await insertAsset(database.db, storage, userId, { imageStyle: 'photo' });
for (let index = 0; index < 20; index++) await insertVisual(database.db, storage, asset);
for (let other = 0; other < 200; other++) {
  const otherId = `${userId}-other-${other}`;
  await database.db.insert(profiles).values({ userId: otherId, email: `${otherId}@example.com` });
  const rows = Array.from({ length: 5 }, (_, index) => ({
    assetId: randomUUID(),
    userId: otherId,
    name: `Ring ${index}`,
    jewelryType: 'ring' as const,
    imageStyle: 'photo' as const,
    s3KeyOriginalUpload: `users/${otherId}/${index}/original.webp`,
  }));
  await database.db.insert(assets).values(rows);
  await database.db.insert(transformations).values(
    rows.flatMap((row) =>
      Array.from({ length: 10 }, () => ({
        assetId: row.assetId,
        userId: otherId,
        pipelineStepName: 'ring_pack_shot',
        kind: 'pack_shot' as const,
        sourceImageS3Path: row.s3KeyOriginalUpload,
        cost: 2,
      })),
    ),
  );
}

const verifier = createTokenVerifier({ jwtSecret, audience: 'authenticated' });
const app = createApp({
  config,
  logger: silentLogger,
  database,
  storage,
  verifier,
  queue,
  secrets,
});
const bare = new Hono();
bare.get('/', (c) => c.json({ status: 'ok' }));

const listen = (fetch: (request: Request) => Response | Promise<Response>) =>
  new Promise<{ server: ServerType; url: string }>((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server, url: `http://127.0.0.1:${info.port}` }),
    );
  });
const studio = await listen(app.fetch);
const bareServer = await listen(bare.fetch);
const token = await signAccessToken(jwtSecret, { userId, email: `${userId}@example.com` });

interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** autocannon in a process of its own, so it does not share this event loop with the server. */
function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const args = ['-c', String(connections), '-d', String(seconds), '--json'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join('node_modules', 'autocannon', 'autocannon.js'), ...args, url],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon failed (${code}): ${errors}`));
      const result = JSON.parse(output) as {
        requests: { average: number };
        latency: { p50: number; p99: number };
        non2xx: number;
        errors: number;
      };
      resolve({
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}

// What a browser sends: the token, and the encodings it accepts.
const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
const kind = database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
console.log(
  `API read path: ${connections} connections, ${seconds} s each, ${kind}, Node ${process.version}`,
);
const results: Array<[string, Load]> = [];
results.push(['bare Hono answer', await load(`${bareServer.url}/`)]);
results.push(['GET /api/auth/me', await load(`${studio.url}/api/auth/me`, headers)]);
results.push([
  'GET /api/transformations?asset_id=',
  await load(`${studio.url}/api/transformations?asset_id=${asset.assetId}`, headers),
]);

const bareRate = results[0]![1].requestsPerSecond;
console.log('\n  endpoint                              req/s     p50      p99   of bare');
for (const [name, result] of results) {
  const share = result.requestsPerSecond / bareRate;
  console.log(
    `  ${name.padEnd(36)} ${Math.round(result.requestsPerSecond).toString().padStart(6)} ` +
      `${`${result.p50} ms`.padStart(7)} ${`${result.p99} ms`.padStart(8)} ${(share * 100).toFixed(1).padStart(7)}%` +
      (result.non2xx || result.errors
        ? `  (${result.non2xx} non-2xx, ${result.errors} errors)`
        : ''),
  );
}
const [, me] = results[1]!;
const [, list] = results[2]!;
const verdicts = [
  `/api/auth/me p99 ${me.p99} ms ${me.p99 < TARGET_P99_MS ? 'meets' : 'misses'} < ${TARGET_P99_MS} ms`,
  `list p99 ${list.p99} ms ${list.p99 < TARGET_P99_MS ? 'meets' : 'misses'} < ${TARGET_P99_MS} ms`,
  `/api/auth/me at ${((me.requestsPerSecond / bareRate) * 100).toFixed(1)}% of bare ${
    me.requestsPerSecond / bareRate >= TARGET_ME_SHARE ? 'meets' : 'misses'
  } ≥ ${TARGET_ME_SHARE * 100}%`,
];
console.log(`\nTargets (issue 28, on PostgreSQL): ${verdicts.join('; ')}.`);
if (results.some(([, result]) => result.non2xx > 0 || result.errors > 0)) {
  console.error('Some requests failed: the numbers above are not a clean measurement.');
  process.exitCode = 1;
}

studio.server.close();
bareServer.server.close();
await queue.stop();
await database.close();
rmSync(root, { recursive: true, force: true });
