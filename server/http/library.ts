// /api/library/models and /api/library/scenes: the designer's own photographs. One router serves
// both kinds; every lookup is scoped to the caller and the kind, so another user's photograph (or a
// scene asked for as a model) is a 404 for every method.
import { Hono } from 'hono';
import { endpoints } from '../../src/api/endpoints';
import type { LibraryKind } from '../../src/api/library';
import { createLibraryPhoto } from '../library/create-library-photo';
import {
  deleteOwnLibraryPhoto,
  listOwnLibraryPhotos,
  requireOwnLibraryPhoto,
  updateOwnLibraryPhoto,
} from '../library/library-photos';
import { toLibraryPhotoResponse } from '../library/library-response';
import { readUploadedFile } from '../studio/intake/read-upload';
import { uploadLimits } from '../studio/upload-limits';
import type { ApiDeps, SignedInEnv } from './api-deps';
import { jsonBody, jsonBodyLimit } from './json-body';
import { respond } from './respond';

const KIND_WORD: Record<LibraryKind, string> = { model: 'Model', scene: 'Scene' };

export function createLibraryRouter(deps: ApiDeps): Hono<SignedInEnv> {
  const router = new Hono<SignedInEnv>();
  router.route('/models', kindRouter(deps, 'model'));
  router.route('/scenes', kindRouter(deps, 'scene'));
  return router;
}

function kindRouter(deps: ApiDeps, kind: LibraryKind): Hono<SignedInEnv> {
  const { db, storage } = deps;
  const router = new Hono<SignedInEnv>();
  const limits = uploadLimits({
    maxBytes: deps.config.uploads.maxBytes,
    maxPixels: deps.config.uploads.maxPixels,
  });

  router.get('/', async (c) => {
    const rows = await listOwnLibraryPhotos(db, c.get('user').userId, kind);
    const items = await Promise.all(rows.map((row) => toLibraryPhotoResponse(row, storage)));
    return respond(c, endpoints.listLibraryModels.response, { items });
  });

  router.post('/', async (c) => {
    const upload = await readUploadedFile(c.req.raw, limits);
    const row = await createLibraryPhoto({ db, storage, limits }, c.get('user'), kind, upload);
    return respond(
      c,
      endpoints.createLibraryModel.response,
      await toLibraryPhotoResponse(row, storage),
      201,
    );
  });

  router.get('/:id', async (c) => {
    const row = await requireOwnLibraryPhoto(db, c.get('user').userId, kind, c.req.param('id'));
    return respond(
      c,
      endpoints.getLibraryModel.response,
      await toLibraryPhotoResponse(row, storage),
    );
  });

  router.put('/:id', jsonBodyLimit(), jsonBody(endpoints.updateLibraryModel.body), async (c) => {
    const row = await updateOwnLibraryPhoto(
      db,
      c.get('user').userId,
      kind,
      c.req.param('id'),
      c.req.valid('json'),
    );
    return respond(
      c,
      endpoints.updateLibraryModel.response,
      await toLibraryPhotoResponse(row, storage),
    );
  });

  router.delete('/:id', async (c) => {
    const row = await deleteOwnLibraryPhoto(deps, c.get('user').userId, kind, c.req.param('id'));
    return respond(c, endpoints.deleteLibraryModel.response, {
      message: `${KIND_WORD[kind]} photo "${row.name}" deleted.`,
    });
  });

  return router;
}
