// Everything under /api. Public routes come first (the OpenAPI document, GET /api/plans). Every path the contract (src/api/endpoints.ts)
// defines is behind requireUser, by its first segment, so a router added for a contract call is
// protected without having to ask. Routers that verify callers another way (payment webhooks,
// signed by the provider) are not contract calls and are mounted with the public ones. The
// catch-all goes last so an unknown API path is a JSON 404 (not a 401: the route list is public in
// openapi.json anyway) and never falls through to the browser app.
import { Hono } from 'hono';
import { requireUser } from '../auth/verify-token';
import type { ApiDeps } from './api-deps';
import { createAssetsRouter } from './assets';
import { createDesignsRouter, createManualCropRouter } from './designs';
import { createLibraryRouter } from './library';
import { endpoints } from '../../src/api/endpoints';
import { errorBody } from './errors';
import { createMeRouter } from './me';
import { createOpenApiRouter } from './openapi';
import { createPlansRouter } from './plans';
import { PUBLIC_CALLS } from './public-calls';
import { createSubscriptionsRouter } from './subscriptions';
import { createTransformationsRouter } from './transformations';
import { createWebhooksRouter } from './webhooks';
import type { PaymentProvider } from '../billing/provider';
import { UploadGate } from '../designs/upload-gate';

export function createApi(deps: ApiDeps & { payments: PaymentProvider }): Hono {
  const api = new Hono();

  api.route('/', createOpenApiRouter());
  api.route('/plans', createPlansRouter(deps));
  // Signed by the payment provider instead (checked on the raw body).
  api.route('/webhooks', createWebhooksRouter(deps));

  const signedIn = requireUser(deps.verifier);
  for (const prefix of contractPrefixes()) {
    api.use(prefix, signedIn);
    api.use(`${prefix}/*`, signedIn);
  }
  api.route('/auth/me', createMeRouter(deps));
  // One gate for every upload route: it bounds the decoding work of the whole process.
  const uploadGate = deps.uploadGate ?? new UploadGate(deps.config.uploads.gate);
  api.route('/designs', createDesignsRouter({ ...deps, uploadGate }));
  api.route('/assets/upload-manual-crop', createManualCropRouter({ ...deps, uploadGate }));
  api.route('/assets', createAssetsRouter(deps));
  api.route('/transformations', createTransformationsRouter(deps));
  api.route('/library', createLibraryRouter(deps));
  api.route('/subscriptions', createSubscriptionsRouter(deps));

  api.all('*', (c) => c.json(errorBody(`No API route for ${c.req.method} ${c.req.path}.`), 404));
  return api;
}

/** '/assets', '/designs', ...: the first path segment of every non-public call in the contract. */
function contractPrefixes(): string[] {
  const segments = Object.values(endpoints)
    .filter(({ path }) => !PUBLIC_CALLS.includes(path))
    .map(({ path }) => path.split('/')[2]);
  const publicSegments = new Set(PUBLIC_CALLS.map((path) => path.split('/')[2]));
  // A public call's segment must not be shared with a protected one (it would be left open).
  for (const segment of segments) {
    if (publicSegments.has(segment))
      throw new Error(`/api/${segment} mixes public and private calls.`);
  }
  return [...new Set(segments)].filter(Boolean).map((segment) => `/${segment}`);
}
