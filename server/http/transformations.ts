// /api/transformations: the generated visuals of the designer's assets. Every lookup is scoped to
// the caller, so another user's visual (or asset) is a 404 for every method.
import { Hono } from 'hono';
import { endpoints } from '../../src/api/endpoints';
import { createTransformation } from '../transformations/create-transformation';
import { deleteOwnTransformation } from '../transformations/delete-transformation';
import {
  listOwnTransformations,
  requireOwnTransformation,
} from '../transformations/transformation-queries';
import { toTransformationResponse } from '../transformations/transformation-response';
import type { ApiDeps, SignedInEnv } from './api-deps';
import { jsonBody, jsonBodyLimit } from './json-body';
import { queryParams } from './query-params';
import { respond } from './respond';

export function createTransformationsRouter(deps: ApiDeps): Hono<SignedInEnv> {
  const { db, storage } = deps;
  const router = new Hono<SignedInEnv>();

  router.get('/', queryParams(endpoints.listTransformations.query), async (c) => {
    const rows = await listOwnTransformations(db, c.get('user').userId, c.req.valid('query'));
    const items = await Promise.all(rows.map((row) => toTransformationResponse(row, storage)));
    return respond(c, endpoints.listTransformations.response, items);
  });

  router.get('/:id', async (c) => {
    const row = await requireOwnTransformation(db, c.get('user').userId, c.req.param('id'));
    return respond(
      c,
      endpoints.getTransformation.response,
      await toTransformationResponse(row, storage),
    );
  });

  router.post('/', jsonBodyLimit(), jsonBody(endpoints.createTransformation.body), async (c) => {
    const row = await createTransformation(deps, c.get('user').userId, c.req.valid('json'));
    const visual = await toTransformationResponse(row, storage);
    return respond(c, endpoints.createTransformation.response, visual, 201);
  });

  router.delete('/:id', async (c) => {
    const result = await deleteOwnTransformation(deps, c.get('user').userId, c.req.param('id'));
    return respond(c, endpoints.deleteTransformation.response, result);
  });

  return router;
}
