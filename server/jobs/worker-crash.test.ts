// Separate worker processes on PostgreSQL (`npm run worker`): one is killed with SIGKILL in the
// middle of a render, its heartbeat stops, and another worker's supervisor hands the job on. The
// visual is made once and paid for once, and no reservation stays open. Real processes, a real
// queue and the real renderer: only PostgreSQL can be shared between processes, so this runs in
// the PostgreSQL pass of the test command.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { auditBalance } from '../billing/credits';
import { assets, creditLedger, transformations } from '../db/schema';
import { TEST_SECRETS, setupTestApp } from '../test/app';
import { insertAsset, insertProfile, insertVisual } from '../test/fixtures';
import { fixtureImage } from '../studio/testing/fixture-images';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const app = setupTestApp();
const workers: ChildProcess[] = [];

afterEach(async () => {
  await Promise.all(workers.splice(0).map(stopWorker));
});

/** `npm run worker` as its own process, sharing the test's database and files. */
async function startWorker(name: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: app.database.url,
      DATA_DIR: app.config.dataDir,
      FILES_SIGNING_SECRET: TEST_SECRETS.filesSigningSecret,
      // The shortest crash detection pg-boss allows, checked every second, retried at once.
      WORKER_HEARTBEAT_SECONDS: '10',
      WORKER_SUPERVISE_SECONDS: '1',
      WORKER_RETRY_DELAY_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  workers.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Worker ${name} did not start:\n${output}`)),
      60_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Transformation worker started')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Worker ${name} exited (${code}):\n${output}`));
    });
  });
  return child;
}

function stopWorker(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

async function rowOf(transformationId: string) {
  const [row] = await app.db
    .select()
    .from(transformations)
    .where(eq(transformations.transformationId, transformationId));
  return row!;
}

async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!onPostgres)('worker processes on PostgreSQL', () => {
  it('hands the job of a worker killed mid-render to another, which settles it once', async () => {
    const userId = `user-${randomUUID()}`;
    await insertProfile(app.db, userId, 15);
    const asset = await insertAsset(app.db, app.storage, userId, { imageStyle: 'photo' });
    await app.db
      .update(assets)
      .set({ imageStyle: 'photo' })
      .where(eq(assets.assetId, asset.assetId));
    const visual = await insertVisual(app.db, app.storage, asset, {
      status: 'queued',
      quality: 'hd',
      cost: 2,
    });
    await app.storage.put(
      visual.sourceImageS3Path,
      await fixtureImage('photo_ring_01.jpg'),
      'image/jpeg',
    );

    const doomed = await startWorker('A');
    await app.queue.enqueueTransformation(visual.transformationId);
    // A took the job (nobody else is running) and is rendering it: kill it without warning.
    await waitFor(
      'the first worker to start rendering',
      () => rowOf(visual.transformationId),
      (row) => row.status === 'processing',
    );
    // Killed before the rescuer starts: a worker takes seconds to start under load, and a render
    // of this photo can finish in that time.
    await new Promise((resolve) => {
      doomed.once('exit', resolve);
      doomed.kill('SIGKILL');
    });
    expect((await rowOf(visual.transformationId)).status).toBe('processing');
    const rescuer = await startWorker('B');

    const row = await waitFor(
      'the second worker to finish the visual',
      () => rowOf(visual.transformationId),
      (current) => current.status === 'completed' || current.status === 'failed',
    );
    expect(rescuer.exitCode).toBeNull();
    expect(row).toMatchObject({ status: 'completed', attempts: 2 });
    expect(row.fidelityScore).toBeGreaterThanOrEqual(0.97);
    const main = await app.storage.get(row.outputKeys.main_view!);
    expect(await sharp(main!.body).metadata()).toMatchObject({ format: 'webp', width: 2048 });

    const entries = await app.db
      .select({ entry: creditLedger.entry })
      .from(creditLedger)
      .where(eq(creditLedger.transformationId, visual.transformationId));
    expect(entries.map((entry) => entry.entry).sort()).toEqual(['consume', 'reserve']);
    const audit = await auditBalance(app.db, userId);
    expect(audit.consistent).toBe(true);
    expect(audit.profile).toMatchObject({ availableCredits: 13, lockedCredits: 0 });
  }, 150_000);
});
