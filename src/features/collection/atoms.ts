// The collection's data: the page of designs the address asks for, and
// the delete that removes a design and refreshes every list of designs.
import { keepPreviousData } from '@tanstack/react-query';
import { atom } from 'jotai';
import { atomWithMutation, atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import { apiClientAtom } from '../session/api-client';
import { sessionAtom } from '../session/atoms';
import { deleteDesign, fetchDesignPage } from './api';
import type { DesignListQuery } from './model';

/** Every list of designs (home's recent designs too) lives under this key. */
const ASSETS_KEY = 'assets';

/** The query of the page in view; the screen writes it from the address. Null before that. */
export const collectionQueryAtom = atom<DesignListQuery | null>(null);

/**
 * The page of the collection the address asks for. One query atom whose key follows the query,
 * so the previous page stays on screen while the next one loads: paging and filtering never flash
 * an empty grid.
 */
export const designPageQueryAtom = atomWithQuery((get) => {
  const session = get(sessionAtom);
  const api = get(apiClientAtom);
  const query = get(collectionQueryAtom);
  return {
    queryKey: [ASSETS_KEY, 'collection', session?.user.id ?? null, query],
    enabled: session !== null && query !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => fetchDesignPage(api, query as DesignListQuery, signal),
  };
});

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
