// Entry point of `npm run worker`: renders visuals in a process of its own, next to servers
// started with WORKER_IN_PROCESS=false. Each process shares the queue through PostgreSQL, so
// DATABASE_URL is required: the embedded PGlite database belongs to the one process that opened it.
import { ConfigError, loadConfig, readEnvFile, type Config } from './config';
import { openDatabase } from './db/client';
import { createQueue } from './jobs/queue';
import { createRenderThreads } from './jobs/render-threads';
import { startTransformationWorker } from './jobs/worker';
import { createLogger } from './logger';
import { loadOrCreateSecrets } from './secrets';
import { createStorage } from './storage/create-storage';
import { uploadLimits } from './studio/upload-limits';

async function runWorker(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config.databaseUrl) {
    fail(
      'npm run worker needs DATABASE_URL (PostgreSQL). The embedded PGlite database cannot be ' +
        'shared between processes: without DATABASE_URL, leave WORKER_IN_PROCESS unset and the ' +
        'server renders visuals itself.',
    );
  }
  const logger = createLogger({
    level: config.logLevel,
    format: config.nodeEnv === 'production' ? 'json' : 'pretty',
  });
  // Local files are signed with the same secret as the server's (shared DATA_DIR).
  const storage = createStorage(config, loadOrCreateSecrets(config.dataDir, config));
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  }).catch((error: unknown) => fail(`Cannot open the database: ${(error as Error).message}`));
  const queue = createQueue(database, {
    connectionString: config.databaseUrl,
    listenForJobs: true,
    policy: config.worker,
    logger,
  });
  await queue
    .start()
    .catch((error: unknown) => fail(`Cannot start the job queue: ${(error as Error).message}`));
  // Renders run in threads: this process stays free for the queue's heartbeats.
  const renderThreads = createRenderThreads(config.worker.concurrency);
  const worker = await startTransformationWorker({
    boss: queue.boss,
    db: database.db,
    storage,
    logger,
    render: renderThreads.render,
    concurrency: config.worker.concurrency,
    retryLimit: config.worker.retryLimit,
    limits: uploadLimits({
      maxBytes: config.uploads.maxBytes,
      maxPixels: config.uploads.maxPixels,
    }),
  });

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info(`${signal} received, finishing the visuals in hand.`);
    void (async () => {
      await worker.stop().catch((error: unknown) => logger.error('Worker stop failed', { error }));
      await renderThreads.close();
      await queue.stop().catch((error: unknown) => logger.error('Queue stop failed', { error }));
      await database.close().catch((error: unknown) => logger.error('Close failed', { error }));
      process.exit(0);
    })();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

function loadConfigOrExit(): Config {
  try {
    return loadConfig({ ...readEnvFile('.env'), ...process.env });
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

await runWorker();
