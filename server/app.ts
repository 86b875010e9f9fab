// The Hono app, built from its dependencies: no globals, so every test builds its own.
import { Hono } from 'hono';
import { requestId, type RequestIdVariables } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from './config';
import { createLogger, type Logger } from './logger';
import { createApi } from './http/api';
import { createErrorHandler, notFoundAsJson } from './http/errors';
import { requestLogging } from './http/request-logging';
import { createStaticApp } from './http/static-app';

export interface AppDeps {
  config: Config;
  logger?: Logger;
}

export type AppEnv = { Variables: RequestIdVariables };

export function createApp({
  config,
  logger = createLogger({ level: config.logLevel }),
}: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(requestLogging(logger));
  app.use(securityHeaders());
  app.onError(createErrorHandler(logger));
  app.notFound(notFoundAsJson);

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.route('/api', createApi({ config, logger }));
  // Last: everything no server route claimed is the browser app.
  app.route('/', createStaticApp(config.staticDir));

  return app;
}

// No Content-Security-Policy yet: images will come from signed URLs on this origin and, in
// production, from S3, and Stripe/Supabase redirects are still to come. A CSP is worth adding
// once those origins are known; a wrong one silently breaks the studio.
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
