// The collection's calls: a page of designs (GET /api/assets) and deleting one
// (DELETE /api/assets/{id}), through the session's API client.
import { AssetListResponseSchema, type AssetListResponse } from '../../api/asset';
import { MessageResponseSchema } from '../../api/common';
import { endpointPath } from '../../api/endpoints';
import type { ApiClient } from '../../api/http';
import type { DesignListQuery } from './model';

export function fetchDesignPage(
  api: ApiClient,
  query: DesignListQuery,
  signal?: AbortSignal,
): Promise<AssetListResponse> {
  const { q, jewelry_type, sort, limit, offset } = query;
  return api.get(endpointPath('listAssets'), AssetListResponseSchema, {
    query: { q, jewelry_type, sort, limit, offset },
    ...(signal ? { signal } : {}),
  });
}

export function deleteDesign(api: ApiClient, assetId: string) {
  return api.delete(endpointPath('deleteAsset', { id: assetId }), MessageResponseSchema);
}
