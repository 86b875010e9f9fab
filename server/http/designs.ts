// The upload calls: POST /api/designs/initiate-analysis and POST /api/assets/upload-manual-crop,
// and GET /api/designs/{temporary_id}/cutout (the upload's cut-out, for the confirm screen).
import { Hono } from 'hono';
import { endpoints } from '../../src/api/endpoints';
import { cutoutResponse } from '../designs/design-cutout';
import { initiateAnalysis } from '../designs/initiate-analysis';
import { storeManualCrop } from '../designs/manual-crop';
import { temporaryDesignCutout } from '../designs/temporary-cutout';
import { readUploadedFile } from '../studio/intake/read-upload';
import { uploadLimits } from '../studio/upload-limits';
import type { ApiDeps, SignedInEnv } from './api-deps';
import { respond } from './respond';

type UploadDeps = Pick<ApiDeps, 'db' | 'storage' | 'config'>;

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
