// Craft's own data, beside the visuals feature's atoms (asset, lists, create): the designs to
// choose from on /craft, and putting a just-created visual into the cached lists at once.
import type { QueryClient } from '@tanstack/react-query';
import { atomWithQuery } from 'jotai-tanstack-query';
import { AssetListResponseSchema } from '../../api/asset';
import { endpointPath } from '../../api/endpoints';
import type { Transformation } from '../../api/transformation';
import { apiClientAtom } from '../session/api-client';
import { sessionAtom } from '../session/atoms';
import { transformationsQueryKey } from './api';

/** How many designs /craft offers to choose from (newest first); the rest are in Collection. */
export const CRAFT_CHOICE_LIMIT = 24;

/** The designer's latest designs, for choosing what to craft from. */
export const craftDesignsQueryAtom = atomWithQuery((get) => {
  const session = get(sessionAtom);
  const api = get(apiClientAtom);
  return {
    queryKey: ['assets', 'craft-choice', session?.user.id ?? null],
    enabled: session !== null,
    queryFn: ({ signal }) =>
      api.get(endpointPath('listAssets'), AssetListResponseSchema, {
        query: { sort: 'newest', limit: CRAFT_CHOICE_LIMIT },
        signal,
      }),
  };
});

/**
 * A visual the studio just accepted goes to the top of its design's list and of the list of every
 * visual, so it shows at once; the next poll replaces it with the server's own copy.
 */
export function showCreatedVisual(client: QueryClient, visual: Transformation): void {
  for (const key of [transformationsQueryKey(visual.asset_id), transformationsQueryKey(null)]) {
    client.setQueryData<Transformation[]>(key, (items) =>
      items && !items.some((item) => item.transformation_id === visual.transformation_id)
        ? [visual, ...items]
        : items,
    );
  }
}

/** Designs per request of the name lookup (the contract's largest page). */
const NAME_LOOKUP_LIMIT = 100;

/** The designer's designs by id, so the list of every visual can name each visual's design. */
export const designNamesQueryAtom = atomWithQuery((get) => {
  const session = get(sessionAtom);
  const api = get(apiClientAtom);
  return {
    queryKey: ['assets', 'names', session?.user.id ?? null],
    enabled: session !== null,
    queryFn: async ({ signal }) => {
      const page = await api.get(endpointPath('listAssets'), AssetListResponseSchema, {
        query: { sort: 'newest', limit: NAME_LOOKUP_LIMIT },
        signal,
      });
      return Object.fromEntries(page.items.map((asset) => [asset.asset_id, asset.name]));
    },
  };
});
