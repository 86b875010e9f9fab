// Entry point: config -> dependencies -> HTTP server. `npm start` and `npm run dev` run this.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { startUploadSweep } from './designs/orphan-sweep';
import { createTokenVerifier } from './auth/verify-token';
import { ConfigError, loadConfig, readEnvFile, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { createQueue, type TransformationQueue } from './jobs/queue';
import { createRenderThreads, type RenderThreads } from './jobs/render-threads';
import { startTransformationWorker, type TransformationWorker } from './jobs/worker';
import { createLogger, type Logger } from './logger';
import { loadOrCreateSecrets } from './secrets';
import { createStorage } from './storage/create-storage';
import { uploadLimits } from './studio/upload-limits';

// Time in-flight requests get to finish on shutdown before their connections are cut.
const SHUTDOWN_GRACE_MS = 5000;

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfigOrExit();
  const logger = createLogger({
    level: config.logLevel,
    format: config.nodeEnv === 'production' ? 'json' : 'pretty',
  });

  try {
    mkdirSync(config.dataDir, { recursive: true });
  } catch (error) {
    fail(`Cannot create DATA_DIR ${config.dataDir}: ${(error as Error).message}`);
  }
  const secrets = loadOrCreateSecrets(config.dataDir, config);
  const { database, queue } = await openDataLayer(config, logger, config.worker.inProcess);
  const storage = createStorage(config, secrets);
  const verifier = createTokenVerifier({
    jwtSecret: secrets.jwtSecret,
    jwksUrl: config.auth.jwksUrl,
    audience: config.auth.audience,
    // Tokens from the local sign-in service name it as their issuer.
    issuer: config.auth.issuer ?? (config.supabase ? undefined : `${config.publicUrl}/auth/v1`),
  });
  const app = createApp({ config, logger, database, storage, verifier, queue, secrets });
  logger.info(
    config.stripe
      ? 'Payments: Stripe'
      : `Payments: local test checkout at ${config.publicUrl}/checkout (card 4242 4242 4242 4242)`,
  );
  // Unless WORKER_IN_PROCESS=false, visuals are rendered here (`npm run worker` runs it apart).
  let worker: TransformationWorker | undefined;
  let renderThreads: RenderThreads | undefined;
  if (config.worker.inProcess) {
    // Renders run in threads so that they never stall this process's requests.
    renderThreads = createRenderThreads(config.worker.concurrency);
    worker = await startTransformationWorker({
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
  }

  // Uploads nobody confirmed, and files a failed request left, go an hour after their TTL.
  const uploadSweep = startUploadSweep({
    db: database.db,
    storage,
    logger,
    ttlHours: config.uploads.temporaryDesignTtlHours,
  });

  let closing: Promise<void> | undefined;
  // Once, whoever asks first: the worker, then the queue stop before the database closes.
  const closeDataLayer = () =>
    (closing ??= (async () => {
      await uploadSweep.stop();
      await worker?.stop().catch((error: unknown) => logger.error('Worker stop failed', { error }));
      await renderThreads?.close();
      await queue.stop().catch((error: unknown) => logger.error('Queue stop failed', { error }));
      await database.close().catch((error: unknown) => logger.error('Close failed', { error }));
    })());

  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () => {
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    logger.info(`Jewel studio listening on ${publicUrl(config)} (ready in ${seconds} s)`);
    if (!existsSync(join(config.staticDir, 'index.html'))) {
      logger.warn(
        `No app build in ${config.staticDir}: pages answer 503 until you run \`npm run build\`.`,
      );
    }
  });

  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      fail(
        `Port ${config.port} is already in use. Stop the program using it, or choose another ` +
          `port with the PORT variable (e.g. PORT=${config.port + 1} npm start).`,
      );
    }
    if (error.code === 'EACCES') {
      fail(`Not allowed to listen on port ${config.port}. Choose a port above 1023 with PORT.`);
    }
    if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
      fail(`Cannot listen on HOST=${config.host}: no such address on this machine.`);
    }
    throw error;
  });

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // A second Ctrl-C means "now".
    stopping = true;
    logger.info(`${signal} received, shutting down.`);
    server.close(() => void closeDataLayer().then(() => process.exit(0)));
    setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      void closeDataLayer().then(() => process.exit(0));
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/** The database (migrated) and the job queue on it (started); exits with a reason if it cannot. */
async function openDataLayer(
  config: Config,
  logger: Logger,
  listenForJobs: boolean,
): Promise<{ database: Database; queue: TransformationQueue }> {
  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onPoolError: (error) => logger.error('Idle database connection failed', { error }),
    });
  } catch (error) {
    const where = config.databaseUrl ? 'DATABASE_URL' : join(config.dataDir, 'db');
    fail(`Cannot open the database (${where}): ${(error as Error).message}`);
  }
  const queue = createQueue(database, {
    connectionString: config.databaseUrl,
    listenForJobs,
    policy: config.worker,
    logger,
  });
  try {
    await queue.start();
  } catch (error) {
    await database.close().catch(() => {});
    fail(`Cannot start the job queue: ${(error as Error).message}`);
  }
  return { database, queue };
}

function loadConfigOrExit(): Config {
  try {
    // A local .env fills in what the real environment leaves unset.
    return loadConfig({ ...readEnvFile('.env'), ...process.env });
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

function publicUrl({ host, port }: Config): string {
  const local = ['0.0.0.0', '::', 'localhost', '127.0.0.1', '::1'].includes(host);
  return `http://${local ? 'localhost' : host.includes(':') ? `[${host}]` : host}:${port}`;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

await main();
