// The visuals feature's calls (spec §7): read an asset, list, create and delete transformations,
// and the query keys shared by every screen that shows visuals (asset detail, craft, history).
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '../../api/http';
import { AssetSchema, type Asset } from '../../api/asset';
import { z } from 'zod';
import { endpointPath } from '../../api/endpoints';
import {
  TRANSFORMATION_PAGE_MAX,
  TRANSFORMATION_PAGE_SIZE,
  TransformationListResponseSchema,
  TransformationSchema,
  transformationCursor,
  type CreateTransformationRequest,
  type Transformation,
} from '../../api/transformation';
import { POLL_FAILURES_TO_EXPOSE, pollInterval } from './model';
import { appendPage } from './visual-pages';

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

/** The cache key of the older pages of every visual, loaded on request after the live first page. */
export const olderTransformationsQueryKey = (anchor: string | null) =>
  [...TRANSFORMATIONS_QUERY_KEY, 'older', anchor] as const;

/**
 * GET /api/transformations for one asset (assetId) or for every asset (null), newest first: one
 * page (`limit`, default 50), after the visual `before` names when given.
 */
export function fetchTransformations(
  api: ApiClient,
  assetId: string | null,
  signal?: AbortSignal,
  query: { status?: string; kind?: string; limit?: number; before?: string } = {},
): Promise<Transformation[]> {
  return api.get(endpointPath('listTransformations'), TransformationListResponseSchema, {
    query: { ...query, asset_id: assetId ?? undefined },
    signal,
  });
}

/**
 * Every visual of one asset: pages of the largest size, each after the previous page's last
 * visual, until one comes back short. Visuals made meanwhile cannot shift the pages after the
 * first; one that is deleted is simply missing.
 */
export async function fetchEveryTransformation(
  api: ApiClient,
  assetId: string,
  signal?: AbortSignal,
): Promise<Transformation[]> {
  let items: Transformation[] = [];
  let before: string | undefined;
  for (;;) {
    const page = await fetchTransformations(api, assetId, signal, {
      limit: TRANSFORMATION_PAGE_MAX,
      before,
    });
    items = appendPage(items, page);
    const last = page.at(-1);
    if (page.length < TRANSFORMATION_PAGE_MAX || !last) return items;
    before = transformationCursor(last);
  }
}

/** Wait between the first attempts of a list that never loaded. */
export const LIST_RETRY_DELAY_MS = 1_000;

/**
 * The query of one asset's visuals (id): every page of it, so a design shows all its visuals and
 * their true count; or, for all designs (null), the newest page (50), older ones being loaded on
 * request. Polled as spec §4 says: 2/5/10 s by the age of the newest active item, no polling when
 * nothing is active. A failed poll keeps the last list on screen: TanStack Query retries it at the
 * polling pace and keeps the data meanwhile, so only the 3rd failure in a row becomes the query's
 * error; its failure count (3 then) slows polling to 10 s, and a success resets it.
 */
export function transformationsQueryOptions(
  api: ApiClient,
  client: QueryClient,
  assetId: string | null,
) {
  const queryKey = transformationsQueryKey(assetId);
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<Transformation[]> =>
      assetId === null
        ? fetchTransformations(api, null, signal, { limit: TRANSFORMATION_PAGE_SIZE })
        : fetchEveryTransformation(api, assetId, signal),
    retry: POLL_FAILURES_TO_EXPOSE - 1,
    // A retry waits as long as the next poll would; a list that never loaded retries after 1 s.
    retryDelay: () =>
      pollInterval(client.getQueryData<Transformation[]>(queryKey), Date.now()) ||
      LIST_RETRY_DELAY_MS,
    refetchInterval: (query: {
      state: { data: Transformation[] | undefined; fetchFailureCount: number };
    }) => pollInterval(query.state.data, Date.now(), query.state.fetchFailureCount),
    refetchIntervalInBackground: false,
  };
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
