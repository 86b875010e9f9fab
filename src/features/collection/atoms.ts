// The collection's data: the page of designs the address asks for, and
// the delete that removes a design and refreshes every list of designs.
import type { QueryClient } from '@tanstack/react-query';
import { atomWithMutation, atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import type { AssetListResponse } from '../../api/asset';
import { atomFamily } from '../../lib/atom-family';
import { apiClientAtom } from '../session/api-client';
import { sessionAtom } from '../session/atoms';
import { deleteDesign, fetchDesignPage } from './api';
import { filtersFromSearch, listQueryFor } from './model';

/** Every list of designs (home's recent designs too) lives under this key. */
const ASSETS_KEY = 'assets';

/** The collection page last shown (the newest in the cache), kept on screen while another loads. */
function lastShownPage(client: QueryClient, userId: string | null): AssetListResponse | undefined {
  const shown = client
    .getQueryCache()
    .findAll({ queryKey: [ASSETS_KEY, 'collection', userId] })
    .filter((query) => query.state.data !== undefined)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  return shown[0]?.state.data as AssetListResponse | undefined;
}

/**
 * The page of the collection an address asks for (its canonical search: ?q, type, sort, page):
 * one query atom per address, derived from it, so nothing copies the URL into state. While a new
 * page loads, the last page shown stays on screen: paging and filtering never flash an empty grid.
 */
export const designPageQueryAtom = atomFamily((search: string) =>
  atomWithQuery((get) => {
    const session = get(sessionAtom);
    const api = get(apiClientAtom);
    const client = get(queryClientAtom);
    const userId = session?.user.id ?? null;
    const query = listQueryFor(filtersFromSearch(new URLSearchParams(search)));
    return {
      queryKey: [ASSETS_KEY, 'collection', userId, query],
      enabled: session !== null,
      placeholderData: () => lastShownPage(client, userId),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchDesignPage(api, query, signal),
    };
  }),
);

/** Deletes a design; afterwards every list of designs is fetched again. */
export const deleteDesignMutationAtom = atomWithMutation((get) => {
  const api = get(apiClientAtom);
  const queryClient = get(queryClientAtom);
  return {
    mutationKey: [ASSETS_KEY, 'delete'],
    mutationFn: (assetId: string) => deleteDesign(api, assetId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ASSETS_KEY] }),
  };
});
