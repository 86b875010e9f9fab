// Everything under /api. One router per resource, mounted here; the catch-all goes last so an
// unknown API path is a JSON 404 and never falls through to the browser app.
import { Hono } from 'hono';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { errorBody } from './errors';

export interface ApiDeps {
  config: Config;
  logger: Logger;
}

export function createApi(_deps: ApiDeps): Hono {
  const api = new Hono();

  // Resource routers go here, e.g. api.route('/assets', createAssetsRouter(deps));

  api.all('*', (c) => c.json(errorBody(`No API route for ${c.req.method} ${c.req.path}.`), 404));
  return api;
}
