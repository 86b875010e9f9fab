// /api/assets: list, read, create, update, delete, and the manual crop upload.
import { HttpResponse } from 'msw';
import {
  AssetListQuerySchema,
  CreateAssetRequestSchema,
  UpdateAssetRequestSchema,
  type Asset,
  type AssetListQuery,
} from '../../../src/api/asset';
import { makeAsset, makeSampleAssets } from '../fixtures/assets';
import { MOCK_USER_ID } from '../fixtures/profile';
import type { EndpointName } from '../../../src/api/endpoints';
import {
  errorResponse,
  failing,
  handle,
  invalidRequest,
  pending,
  queryOf,
  readJson,
  respond,
} from './respond';

type AssetEndpoint = Extract<
  EndpointName,
  'listAssets' | 'getAsset' | 'createAsset' | 'updateAsset' | 'deleteAsset' | 'uploadManualCrop'
>;

export const ASSET_NOT_FOUND_DETAIL = 'Asset not found.';

/** The server's search, sort and paging, applied to fixtures. */
export function queryAssets(items: readonly Asset[], query: AssetListQuery): Asset[] {
  const needle = query.q?.toLowerCase();
  const matches = items.filter(
    (asset) =>
      (!query.jewelry_type || asset.jewelry_type === query.jewelry_type) &&
      (!needle ||
        [asset.name, asset.material, asset.gemstones, asset.description].some((text) =>
          text?.toLowerCase().includes(needle),
        )),
  );
  const byDate = (a: Asset, b: Asset) => a.created_at.localeCompare(b.created_at);
  const sorted = [...matches].sort(
    query.sort === 'name'
      ? (a, b) => a.name.localeCompare(b.name)
      : query.sort === 'oldest'
        ? byDate
        : (a, b) => byDate(b, a),
  );
  return sorted;
}

function findIn(items: readonly Asset[], id: string | readonly string[] | undefined) {
  return items.find((asset) => asset.asset_id === id);
}

/** The collection as `items()` holds it when a request comes: searched, sorted, paged. */
function listOf(items: () => readonly Asset[]) {
  return handle('listAssets', ({ request }) => {
    const query = AssetListQuerySchema.safeParse(queryOf(request));
    if (!query.success) return invalidRequest(query.error);
    const { limit, offset } = query.data;
    const matches = queryAssets(items(), query.data);
    return respond('listAssets', {
      items: matches.slice(offset, offset + limit),
      total: matches.length,
      limit,
      offset,
    });
  });
}

export const assetHandlers = {
  /** The collection, searched, sorted and paged like the server does. */
  list: (items: readonly Asset[] = makeSampleAssets()) => listOf(() => items),
  /** Any of the given assets by id; other ids are not found. */
  get: (items: Asset | readonly Asset[] = makeSampleAssets()) => {
    const known = Array.isArray(items) ? items : [items as Asset];
    return handle('getAsset', ({ params }) => {
      const asset = findIn(known, params.id);
      return asset
        ? respond('getAsset', asset)
        : errorResponse(404, ASSET_NOT_FOUND_DETAIL, 'not_found');
    });
  },
  notFound: () => failing('getAsset', 404, ASSET_NOT_FOUND_DETAIL, 'not_found'),
  /** The server answers 200 with no design in it (`null`): 'Asset data is currently unavailable.' */
  unavailable: () => handle('getAsset', () => HttpResponse.json(null)),
  /** Confirms a temporary design: the asset comes back with what was sent. */
  create: (asset: Asset = makeAsset()) =>
    handle('createAsset', async ({ request }) => {
      const body = CreateAssetRequestSchema.safeParse(await readJson(request));
      if (!body.success) return invalidRequest(body.error);
      const { temporary_id, detected_characteristics, ...sent } = body.data;
      return respond(
        'createAsset',
        {
          ...asset,
          ...sent,
          temporary_id,
          image_style: detected_characteristics.image_style,
          detected_characteristics,
          material: sent.material ?? null,
          gemstones: sent.gemstones ?? null,
          description: sent.description ?? null,
        },
        201,
      );
    }),
  /** Saves the edited details onto the given asset. */
  update: (asset: Asset = makeAsset()) =>
    handle('updateAsset', async ({ request, params }) => {
      if (params.id !== asset.asset_id) return errorResponse(404, ASSET_NOT_FOUND_DETAIL);
      const body = UpdateAssetRequestSchema.safeParse(await readJson(request));
      if (!body.success) return invalidRequest(body.error);
      return respond('updateAsset', {
        ...asset,
        ...body.data,
        material: body.data.material ?? null,
        gemstones: body.data.gemstones ?? null,
        description: body.data.description ?? null,
      });
    }),
  remove: (message = 'Design deleted.') =>
    handle('deleteAsset', () => respond('deleteAsset', { message })),
  /**
   * A collection that remembers deletes: the list and the delete share one set of designs, so a
   * deleted design is gone from the next list (collection stories).
   */
  liveCollection: (items: readonly Asset[] = makeSampleAssets(), message = 'Design deleted.') => {
    let current = [...items];
    return [
      handle('deleteAsset', ({ params }) => {
        if (!findIn(current, params.id)) return errorResponse(404, ASSET_NOT_FOUND_DETAIL);
        current = current.filter((asset) => asset.asset_id !== params.id);
        return respond('deleteAsset', { message });
      }),
      listOf(() => current),
    ];
  },

  uploadManualCrop: (
    key = `users/${MOCK_USER_ID}/temporary/manual-crops/3e8d2b71-manual_crop.webp`,
  ) =>
    handle('uploadManualCrop', async ({ request }) => {
      const form = await request.formData().catch(() => null);
      if (!(form?.get('file') instanceof File)) {
        return errorResponse(422, 'Attach the crop as the file field.', 'validation_error');
      }
      return respond('uploadManualCrop', { s3_key_cropped_image: key }, 201);
    }),
  error: (
    endpoint: AssetEndpoint,
    status = 500,
    detail = 'Something went wrong on our side. Please try again.',
  ) => failing(endpoint, status, detail),
  pending: (endpoint: AssetEndpoint) => pending(endpoint),
};
