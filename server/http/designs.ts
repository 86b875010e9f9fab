// The upload calls: POST /api/designs/initiate-analysis and POST /api/assets/upload-manual-crop
// (both through the upload gate: 429 per user, 503 when the server is saturated),
// GET and PUT /api/designs/{temporary_id}/cutout (the upload's cut-out, for the confirm screen
// to show and correct) and PUT /api/designs/{temporary_id}/crop (a drawn crop's cut-out, made
// before the design is saved).
import { Hono, type Context } from 'hono';
import { endpoints } from '../../src/api/endpoints';
import { correctCutout, SourceImageCache } from '../designs/correct-cutout';
import { cropTemporaryDesign } from '../designs/design-crop';
import { temporaryDesignRegions } from '../designs/cutout-regions';
import { cutoutResponse } from '../designs/design-cutout';
import { analyseUploadInThread } from '../designs/analysis-threads';
import { initiateAnalysis, type AnalyseUpload } from '../designs/initiate-analysis';
import { storeManualCrop } from '../designs/manual-crop';
import { temporaryDesignCutout } from '../designs/temporary-cutout';
import type { UploadGate } from '../designs/upload-gate';
import { inspectUpload } from '../studio/intake/normalise';
import { readUploadedFile, type UploadedFile } from '../studio/intake/read-upload';
import { uploadLimits, type UploadLimits } from '../studio/upload-limits';
import type { ApiDeps, SignedInEnv } from './api-deps';
import { jsonBody, jsonBodyLimit } from './json-body';
import { respond } from './respond';

type UploadDeps = Pick<ApiDeps, 'db' | 'storage' | 'config' | 'logger'> & {
  /** Shared by every upload route of the process (see upload-gate.ts). */
  uploadGate: UploadGate;
};

/** A correction carries up to 100 strokes of 2000 points each. */
export const CUTOUT_CORRECTION_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

const limitsFrom = (config: ApiDeps['config']) =>
  uploadLimits({ maxBytes: config.uploads.maxBytes, maxPixels: config.uploads.maxPixels });

export function createDesignsRouter(deps: UploadDeps): Hono<SignedInEnv> {
  const router = new Hono<SignedInEnv>();
  const limits = limitsFrom(deps.config);
  // Analyses run on as many threads as the gate lets run at once.
  const threads = deps.uploadGate.settings.concurrency;
  const analyse: AnalyseUpload = (bytes, uploadLimits, fileName) =>
    analyseUploadInThread({ bytes, limits: uploadLimits, fileName }, threads);
  router.post('/initiate-analysis', async (c) => {
    const design = await throughGate(deps.uploadGate, c, limits, (upload) =>
      initiateAnalysis(
        { ...deps, limits, ttlHours: deps.config.uploads.temporaryDesignTtlHours, analyse },
        c.get('user'),
        upload,
      ),
    );
    return respond(c, endpoints.initiateAnalysis.response, design, 201);
  });
  router.get('/:id/cutout', async (c) => {
    const png = await temporaryDesignCutout(deps, c.get('user').userId, c.req.param('id'));
    return cutoutResponse(c, png);
  });
  router.get('/:id/cutout/regions', async (c) => {
    const regions = await temporaryDesignRegions(
      { ...deps, limits },
      c.get('user').userId,
      c.req.param('id'),
    );
    return respond(c, endpoints.getTemporaryDesignCutoutRegions.response, regions);
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
  router.put(
    '/:id/crop',
    jsonBodyLimit(),
    jsonBody(endpoints.cropTemporaryDesign.body),
    async (c) => {
      const metadata = await cropTemporaryDesign(
        { ...deps, limits },
        c.get('user').userId,
        c.req.param('id'),
        c.req.valid('json'),
      );
      return respond(c, endpoints.cropTemporaryDesign.response, metadata);
    },
  );
  return router;
}

export function createManualCropRouter(deps: UploadDeps): Hono<SignedInEnv> {
  const router = new Hono<SignedInEnv>();
  const limits = limitsFrom(deps.config);
  router.post('/', async (c) => {
    const stored = await throughGate(deps.uploadGate, c, limits, ({ bytes }) =>
      storeManualCrop({ ...deps, limits }, c.get('user').userId, bytes),
    );
    return respond(c, endpoints.uploadManualCrop.response, stored, 201);
  });
  return router;
}

/**
 * Reads an upload and runs `work` on it once the gate lets it: counted against its user from the
 * first byte, queued by the pixels its header declares (nothing is decoded before its turn).
 */
async function throughGate<T>(
  gate: UploadGate,
  c: Context<SignedInEnv>,
  limits: UploadLimits,
  work: (upload: UploadedFile) => Promise<T>,
): Promise<T> {
  const pass = gate.enter(c.get('user').userId);
  try {
    const upload = await readUploadedFile(c.req.raw, limits);
    const header = await inspectUpload(upload.bytes, limits);
    await pass.admit(header.width * header.height, c.req.raw.signal);
    return await work(upload);
  } finally {
    pass.leave();
  }
}
