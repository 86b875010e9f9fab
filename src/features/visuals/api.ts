// The visuals feature's calls (spec §7): read an asset, list, create and delete transformations,
// and the query keys shared by every screen that shows visuals (asset detail, craft, history).
import { ApiError, type ApiClient } from '../../api/http';
import { AssetSchema, type Asset } from '../../api/asset';
import { z } from 'zod';
import { endpointPath } from '../../api/endpoints';
import {
  TransformationListResponseSchema,
  TransformationSchema,
  type CreateTransformationRequest,
  type Transformation,
} from '../../api/transformation';

/** Everything cached about transformations starts with this key (invalidate it after a change). */
export const TRANSFORMATIONS_QUERY_KEY = ['transformations'] as const;

/** The cache key of one asset (shared with other screens reading GET /api/assets/{id}). */
export const assetQueryKey = (assetId: string | null) => ['assets', 'detail', assetId] as const;

/** The cache key of a transformation list: one asset's, or every visual (null). */
export const transformationsQueryKey = (assetId: string | null) =>
  [...TRANSFORMATIONS_QUERY_KEY, 'list', assetId ?? 'all'] as const;

/**
 * GET /api/assets/{id}. A 404 or an empty answer throws ApiError 404 (spec §7: not found); a
 * `null` body resolves to null (the screen's 'Asset data is currently unavailable.').
 */
export async function fetchAsset(
  api: ApiClient,
  assetId: string,
  signal?: AbortSignal,
): Promise<Asset | null> {
  const asset = await api.get(endpointPath('getAsset', { id: assetId }), AssetSchema.nullish(), {
    signal,
  });
  if (asset === undefined) throw new ApiError(404, `Asset with ID "${assetId}" not found.`);
  return asset;
}

/** GET /api/transformations for one asset (assetId) or for every asset (null), newest first. */
export function fetchTransformations(
  api: ApiClient,
  assetId: string | null,
  signal?: AbortSignal,
  query: { status?: string; kind?: string; limit?: number } = {},
): Promise<Transformation[]> {
  return api.get(endpointPath('listTransformations'), TransformationListResponseSchema, {
    query: { ...query, asset_id: assetId ?? undefined },
    signal,
  });
}

/** GET /api/transformations/{id}: one visual. */
export function fetchTransformation(
  api: ApiClient,
  transformationId: string,
  signal?: AbortSignal,
): Promise<Transformation> {
  return api.get(
    endpointPath('getTransformation', { id: transformationId }),
    TransformationSchema,
    {
      signal,
    },
  );
}

/** The cache key of one visual. */
export const transformationQueryKey = (transformationId: string | null) =>
  [...TRANSFORMATIONS_QUERY_KEY, 'detail', transformationId] as const;

/** POST /api/transformations: a new visual or an expand job; answers the queued visual. */
export function createTransformation(
  api: ApiClient,
  request: CreateTransformationRequest,
): Promise<Transformation> {
  return api.post(endpointPath('createTransformation'), TransformationSchema, request);
}

/** A delete's answer: `{message}` as the contract says, tolerating an empty body (spec §7). */
const DeleteAnswerSchema = z.looseObject({ message: z.string().nullish() }).nullish();
export type DeleteAnswer = z.infer<typeof DeleteAnswerSchema>;

/** DELETE /api/transformations/{id}; the answer may carry a message to show. */
export function deleteTransformation(api: ApiClient, id: string): Promise<DeleteAnswer> {
  return api.delete(endpointPath('deleteTransformation', { id }), DeleteAnswerSchema);
}
