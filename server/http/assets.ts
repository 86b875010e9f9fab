// /api/assets: the designer's confirmed designs. Every lookup is scoped to the caller, so another
// user's asset is a 404 for every method.
import { Hono } from 'hono';
import { endpoints } from '../../src/api/endpoints';
import { ensureAssetCutout } from '../assets/asset-cutout';
import { findOwnAsset, assetNotFound, listOwnAssets } from '../assets/asset-queries';
import { toAssetResponse } from '../assets/asset-response';
import { createAssetFromTemporaryDesign } from '../assets/create-asset';
import { deleteOwnAsset } from '../assets/delete-asset';
import { cropOwnAsset, updateOwnAsset } from '../assets/update-asset';
import { correctCutout, SourceImageCache } from '../designs/correct-cutout';
import { assetCutoutRegions } from '../designs/cutout-regions';
import { cutoutResponse, cutoutStateOf } from '../designs/design-cutout';
import { uploadLimits } from '../studio/upload-limits';
import { VisualFailure } from '../studio/visual-failure';
import type { ApiDeps, SignedInEnv } from './api-deps';
import { CUTOUT_CORRECTION_BODY_LIMIT_BYTES } from './designs';
import { ApiError } from './errors';
import { jsonBody, jsonBodyLimit } from './json-body';
import { queryParams } from './query-params';
import { respond } from './respond';

export function createAssetsRouter(deps: ApiDeps): Hono<SignedInEnv> {
  const { db, storage } = deps;
  const router = new Hono<SignedInEnv>();
  const limits = uploadLimits({
    maxBytes: deps.config.uploads.maxBytes,
    maxPixels: deps.config.uploads.maxPixels,
  });

  router.get('/', queryParams(endpoints.listAssets.query), async (c) => {
    const query = c.req.valid('query');
    const { items, total } = await listOwnAssets(db, c.get('user').userId, query);
    return respond(c, endpoints.listAssets.response, {
      items: await Promise.all(
        items.map(({ asset, visualCount }) => toAssetResponse(asset, storage, visualCount)),
      ),
      total,
      limit: query.limit,
      offset: query.offset,
    });
  });

  router.get('/:id', async (c) => {
    const found = await findOwnAsset(db, c.get('user').userId, c.req.param('id'));
    if (!found) throw assetNotFound(c.req.param('id'));
    const asset = await toAssetResponse(found.asset, storage, found.visualCount, {
      withStrokes: true,
    });
    return respond(c, endpoints.getAsset.response, asset);
  });

  // The piece as every visual sees it (made from the original first, for an older design).
  router.get('/:id/cutout', async (c) => {
    const found = await findOwnAsset(db, c.get('user').userId, c.req.param('id'));
    if (!found) throw assetNotFound(c.req.param('id'));
    const png = await ensureAssetCutout({ db, storage, limits }, found.asset).catch(
      (error: unknown) => {
        if (error instanceof VisualFailure) throw new ApiError(404, error.message, 'not_found');
        throw error;
      },
    );
    return cutoutResponse(c, png);
  });

  // A sketch's regions (metal, stone, open, wire), as the region tool shows them.
  router.get('/:id/cutout/regions', async (c) => {
    const regions = await assetCutoutRegions(
      { db, storage, limits },
      c.get('user').userId,
      c.req.param('id'),
    );
    return respond(c, endpoints.getAssetCutoutRegions.response, regions);
  });

  // A correction of the cut-out: visuals ordered from now on are made from the new version.
  const images = new SourceImageCache();
  router.put(
    '/:id/cutout',
    jsonBodyLimit(CUTOUT_CORRECTION_BODY_LIMIT_BYTES),
    jsonBody(endpoints.correctAssetCutout.body),
    async (c) => {
      const metadata = await correctCutout(
        { db, storage, logger: deps.logger, limits, images },
        { kind: 'asset', userId: c.get('user').userId, id: c.req.param('id') },
        c.req.valid('json'),
        c.req.raw.signal,
      );
      return respond(c, endpoints.correctAssetCutout.response, metadata);
    },
  );

  // A re-crop: the asset takes the crop at once, with a new cut-out for the designer to check.
  router.put('/:id/crop', jsonBodyLimit(), jsonBody(endpoints.cropAsset.body), async (c) => {
    const asset = await cropOwnAsset(
      { ...deps, limits },
      c.get('user').userId,
      c.req.param('id'),
      c.req.valid('json').s3_key_cropped_image,
    );
    return respond(c, endpoints.cropAsset.response, {
      ...cutoutStateOf(asset, asset.cutoutConfirmedAt !== null),
      cutout_width: asset.cutoutWidth!,
      cutout_height: asset.cutoutHeight!,
      cutout_strokes: [],
      strokes_applied: 0,
    });
  });

  router.post('/', jsonBodyLimit(), jsonBody(endpoints.createAsset.body), async (c) => {
    const asset = await createAssetFromTemporaryDesign(
      { ...deps, limits },
      c.get('user').userId,
      c.req.valid('json'),
    );
    return respond(
      c,
      endpoints.createAsset.response,
      await toAssetResponse(asset, storage, 0, { withStrokes: true }),
      201,
    );
  });

  // The editable details, a crop drawn in edit mode (the cut-out is remade from it as a new
  // version) and the cut-out's confirmation; the schema drops everything else (ids, owner, score).
  router.put('/:id', jsonBodyLimit(), jsonBody(endpoints.updateAsset.body), async (c) => {
    const { asset: updated, visualCount } = await updateOwnAsset(
      { ...deps, limits },
      c.get('user').userId,
      c.req.param('id'),
      c.req.valid('json'),
    );
    const asset = await toAssetResponse(updated, storage, visualCount, { withStrokes: true });
    return respond(c, endpoints.updateAsset.response, asset);
  });

  router.delete('/:id', async (c) => {
    const { asset } = await deleteOwnAsset(deps, c.get('user').userId, c.req.param('id'));
    return respond(c, endpoints.deleteAsset.response, {
      message: `Design "${asset.name}" deleted.`,
    });
  });

  return router;
}
