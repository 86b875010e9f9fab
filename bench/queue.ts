// npx tsx bench/queue.ts - visuals per second through the whole pipeline: pg-boss on the embedded
// PGlite database, the worker with its render threads (one per core), files on disk, credits
// settled. Compared, in the same run, with rendering the same jobs one after another on the main
// thread, so the ratio says what the queue and the threads add or cost whatever the machine.
// BENCH_JOBS (default 12) visuals of a corpus photo, standard quality.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { transformations } from '../server/db/schema';
import { createQueue } from '../server/jobs/queue';
import { createRenderThreads } from '../server/jobs/render-threads';
import { startTransformationWorker } from '../server/jobs/worker';
import { silentLogger } from '../server/logger';
import { LocalStorage } from '../server/storage/local-storage';
import { corpusDir, listCorpus } from '../server/studio/corpus-labels';
import { makeStoredCutout } from '../server/studio/cutout/stored-cutout';
import { renderTransformation } from '../server/studio/render/render-transformation';
import { insertAsset, insertProfile, insertVisual } from '../server/test/fixtures';

const jobs = Number(process.env.BENCH_JOBS ?? 12);
const threads = availableParallelism();
const photo = listCorpus().find((entry) => entry.expectedStyle === 'photo');
if (!photo) {
  console.error(`No labelled photo in ${corpusDir()}.`);
  process.exit(1);
}
console.log(`Corpus: ${corpusDir()} (${photo.file})`);

const root = mkdtempSync(join(tmpdir(), 'jewel-bench-'));
const database = await openDatabase({ dataDir: root });
const storage = new LocalStorage({ rootDir: join(root, 'files'), signingSecret: 'bench' });
const queue = createQueue(database, { listenForJobs: true });
await queue.start();

const userId = 'bench-user';
await insertProfile(database.db, userId, jobs * 10);
const asset = await insertAsset(database.db, storage, userId, { imageStyle: 'photo' });
// The photo's cut-out, as its upload would have stored it: every visual renders from it.
const cutout = (await makeStoredCutout(readFileSync(photo.path), 'photo')).png;
await storage.put(asset.s3KeyCutout!, cutout, 'image/png');
const visuals = [];
for (let index = 0; index < jobs; index++) {
  visuals.push(
    await insertVisual(database.db, storage, asset, {
      status: 'queued',
      quality: 'standard',
      cost: 2,
    }),
  );
}

// Baseline: the same renders, one after another, on this thread.
const sequentialStarted = performance.now();
for (const visual of visuals) {
  await renderTransformation({ transformation: visual, asset, cutout });
}
const sequentialSeconds = (performance.now() - sequentialStarted) / 1000;

const pool = createRenderThreads(threads);
const worker = await startTransformationWorker({
  boss: queue.boss,
  db: database.db,
  storage,
  logger: silentLogger,
  render: pool.render,
  concurrency: threads,
  retryLimit: 2,
});
const ids = visuals.map((visual) => visual.transformationId);
const started = performance.now();
for (const id of ids) await queue.enqueueTransformation(id);
for (;;) {
  const rows = await database.db
    .select({ status: transformations.status })
    .from(transformations)
    .where(inArray(transformations.transformationId, ids));
  if (rows.some((row) => row.status === 'failed')) throw new Error('A benchmark visual failed.');
  if (rows.every((row) => row.status === 'completed')) break;
  await new Promise((resolve) => setTimeout(resolve, 20));
}
const queuedSeconds = (performance.now() - started) / 1000;

await worker.stop();
await pool.close();
await queue.stop();
await database.close();
rmSync(root, { recursive: true, force: true });

console.log(`\n${jobs} pack shots (standard) of ${photo.file}, ${threads} render threads`);
console.log(
  `one after another on the main thread: ${(jobs / sequentialSeconds).toFixed(2)} jobs/s`,
);
console.log(
  `through the queue (PGlite, render threads, storage, credits): ${(jobs / queuedSeconds).toFixed(2)} jobs/s` +
    `  x${(sequentialSeconds / queuedSeconds).toFixed(2)}`,
);
