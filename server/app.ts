// The Hono app, built from its dependencies: no globals, so every test builds its own.
import { Hono } from 'hono';
import { requestId, type RequestIdVariables } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { VerifyAccessToken } from './auth/verify-token';
import type { Config } from './config';
import type { Database } from './db/client';
import type { TransformationQueue } from './jobs/queue';
import { createLogger, type Logger } from './logger';
import type { Secrets } from './secrets';
import { createApi } from './http/api';
import { contentSecurityPolicyHeader } from './http/content-security-policy';
import { createErrorHandler, notFoundAsJson } from './http/errors';
import { readinessRoute } from './http/readiness';
import { requestLogging } from './http/request-logging';
import { compressJson } from './http/compression';
import { createStaticApp } from './http/static-app';
import { createFileRoutes } from './storage/file-routes';
import { createLocalAuthRouter } from './auth/local-auth';
import { LocalStorage } from './storage/local-storage';
import { FILES_PATH } from './storage/signed-file-url';
import type { Storage } from './storage/storage';
import { createPaymentProvider } from './billing/create-provider';
import { createLocalCheckoutRouter } from './billing/local-checkout-pages';
import { LocalPaymentProvider, type DeliverEvent } from './billing/local-provider';
import type { PaymentProvider } from './billing/provider';
import { WEBHOOK_PATH } from './http/webhooks';
import type { UploadGate } from './designs/upload-gate';

export interface AppDeps {
  config: Config;
  logger?: Logger;
  /** Opened and migrated. */
  database: Database;
  storage: Storage;
  verifier: VerifyAccessToken;
  /** Started: enqueueing needs pg-boss's tables. */
  queue: TransformationQueue;
  secrets: Secrets;
  /** Default: Stripe when configured, else the local test checkout (served at /checkout). */
  payments?: PaymentProvider;
  /** Bounds the upload work in flight; default: one made from config.uploads.gate. */
  uploadGate?: UploadGate;
}

export type AppEnv = { Variables: RequestIdVariables };

export function createApp({
  config,
  logger = createLogger({ level: config.logLevel }),
  database,
  storage,
  verifier,
  queue,
  secrets,
  payments: givenPayments,
  uploadGate,
}: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // The local checkout posts its events to the same endpoint Stripe does.
  const deliver: DeliverEvent = async (payload, signature) => {
    const response = await app.request(WEBHOOK_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });
    if (!response.ok) {
      throw new Error(`The payment webhook answered ${response.status}: ${await response.text()}`);
    }
  };
  const payments =
    givenPayments ?? createPaymentProvider({ config, db: database.db, secrets, deliver });

  app.use(requestId());
  app.use(requestLogging(logger));
  app.use(securityHeaders());
  app.use(contentSecurityPolicyHeader(config));
  app.onError(createErrorHandler(logger));
  app.notFound(notFoundAsJson);

  // JSON answers over 1 KB go compressed (the app's own files were compressed at build time).
  app.use('/api/*', compressJson());
  // Liveness: the process runs. Readiness: the database and the file storage answer.
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', readinessRoute({ db: database.db, storage, logger }));
  app.route(
    '/api',
    createApi({ config, logger, db: database.db, storage, queue, verifier, payments, uploadGate }),
  );
  if (payments instanceof LocalPaymentProvider) {
    app.route('/checkout', createLocalCheckoutRouter(payments, logger));
  }
  // S3 serves its own presigned URLs; local files are served here, to signed links only.
  if (storage instanceof LocalStorage) {
    app.route(FILES_PATH, createFileRoutes(storage, secrets.filesSigningSecret));
  }
  // Last: everything no server route claimed is the browser app.
  // Without a hosted Supabase project, this server is the sign-in service the browser talks to.
  if (!config.supabase) {
    const auth = { db: database.db, config, jwtSecret: secrets.jwtSecret, logger };
    app.route('/auth/v1', createLocalAuthRouter(auth));
  }
  app.route('/', createStaticApp(config.staticDir));

  return app;
}

// The Content-Security-Policy is set apart (http/content-security-policy.ts): it depends on config.
function securityHeaders() {
  return secureHeaders({
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    // HSTS belongs to whoever terminates TLS; on plain-http localhost it is meaningless.
    strictTransportSecurity: false,
    // Checkout and sign-in providers may open popups that report back to this window.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
  });
}
