// Entry point: config -> dependencies -> HTTP server. `npm start` and `npm run dev` run this.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig, readEnvFile, type Config } from './config';
import { createLogger } from './logger';

// Time in-flight requests get to finish on shutdown before their connections are cut.
const SHUTDOWN_GRACE_MS = 5000;

function main(): void {
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
  const app = createApp({ config, logger });
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () => {
    logger.info(`Jewel studio listening on ${publicUrl(config)}`);
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
    server.close(() => process.exit(0));
    setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      process.exit(0);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
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

main();
