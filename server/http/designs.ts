// The upload calls: POST /api/designs/initiate-analysis and POST /api/assets/upload-manual-crop,
// and GET and PUT /api/designs/{temporary_id}/cutout (the upload's cut-out, for the confirm
// screen to show and correct).
import { Hono } from 'hono';
import { endpoints } from '../../src/api/endpoints';
import { correctCutout, SourceImageCache } from '../designs/correct-cutout';
import { cutoutResponse } from '../designs/design-cutout';
import { initiateAnalysis } from '../designs/initiate-analysis';
import { storeManualCrop } from '../designs/manual-crop';
import { temporaryDesignCutout } from '../designs/temporary-cutout';
import { readUploadedFile } from '../studio/intake/read-upload';
import { uploadLimits } from '../studio/upload-limits';
import type { ApiDeps, SignedInEnv } from './api-deps';
import { jsonBody, jsonBodyLimit } from './json-body';
import { respond } from './respond';

type UploadDeps = Pick<ApiDeps, 'db' | 'storage' | 'config' | 'logger'>;

/** A correction carries up to 100 strokes of 2000 points each. */
export const CUTOUT_CORRECTION_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

const limitsFrom = (config: ApiDeps['config']) =>
  uploadLimits({ maxBytes: config.uploads.maxBytes, maxPixels: config.uploads.maxPixels });

export function createDesignsRouter(deps: UploadDeps): Hono<SignedInEnv> {
  const router = new Hono<SignedInEnv>();
  const limits = limitsFrom(deps.config);
  router.post('/initiate-analysis', async (c) => {
    const upload = await readUploadedFile(c.req.raw, limits);
    const design = await initiateAnalysis(
      { ...deps, limits, ttlHours: deps.config.uploads.temporaryDesignTtlHours },
      c.get('user'),
      upload,
    );
    return respond(c, endpoints.initiateAnalysis.response, design, 201);
  });
  router.get('/:id/cutout', async (c) => {
    const png = await temporaryDesignCutout(deps, c.get('user').userId, c.req.param('id'));
    return cutoutResponse(c, png);
  });
  const images = new SourceImageCache();
  router.put(
    '/:id/cutout',
    jsonBodyLimit(CUTOUT_CORRECTION_BODY_LIMIT_BYTES),
    jsonBody(endpoints.correctTemporaryDesignCutout.body),
    async (c) => {
      const metadata = await correctCutout(
        { ...deps, limits, images },
        { kind: 'design', userId: c.get('user').userId, id: c.req.param('id') },
        c.req.valid('json'),
        c.req.raw.signal,
      );
      return respond(c, endpoints.correctTemporaryDesignCutout.response, metadata);
    },
  );
  return router;
}

export function createManualCropRouter(deps: UploadDeps): Hono<SignedInEnv> {
  const router = new Hono<SignedInEnv>();
  const limits = limitsFrom(deps.config);
  router.post('/', async (c) => {
    const { bytes } = await readUploadedFile(c.req.raw, limits);
    const stored = await storeManualCrop({ ...deps, limits }, c.get('user').userId, bytes);
    return respond(c, endpoints.uploadManualCrop.response, stored, 201);
  });
  return router;
}
