// The visuals feature's state: the asset, the transformation lists (polled by spec §4's rules),
// the create (craft, expand) and delete mutations, and the New flags kept in local storage.
// Reused by the Craft and Transformations screens.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { atom, type PrimitiveAtom, type WritableAtom } from 'jotai';
import {
  atomWithInfiniteQuery,
  atomWithMutation,
  atomWithQuery,
  queryClientAtom,
} from 'jotai-tanstack-query';
import { errorText } from '../../api/error-text';
import {
  TRANSFORMATION_PAGE_SIZE,
  transformationCursor,
  type CreateTransformationRequest,
  type Transformation,
} from '../../api/transformation';
import { atomFamily } from '../../lib/atom-family';
import { apiClientAtom } from '../session/api-client';
import { PROFILE_QUERY_KEY } from '../session/model';
import {
  TRANSFORMATIONS_QUERY_KEY,
  assetQueryKey,
  createTransformation,
  deleteTransformation,
  fetchAsset,
  fetchTransformation,
  fetchTransformations,
  olderTransformationsQueryKey,
  transformationQueryKey,
  transformationsQueryKey,
  transformationsQueryOptions,
} from './api';
import { nextPageCursor } from './visual-pages';
import { newFlagsStorageKey, parseNewFlags, type NewFlags } from './model';

// ---- Asset -----------------------------------------------------------------------------------

/** GET /api/assets/{id} for the asset detail screen (and craft); null id stays idle. */
export const assetQueryAtom = atomFamily((assetId: string | null) =>
  atomWithQuery((get) => {
    const api = get(apiClientAtom);
    return {
      queryKey: assetQueryKey(assetId),
      enabled: assetId !== null,
      retry: false,
      queryFn: ({ signal }) => fetchAsset(api, assetId ?? '', signal),
    };
  }),
);

// ---- Transformation lists with polling -------------------------------------------------------

/** GET /api/transformations for one asset or all, polled by spec §4 (transformationsQueryOptions). */
export const transformationsQueryAtom = atomFamily((assetId: string | null) =>
  atomWithQuery((get) =>
    transformationsQueryOptions(get(apiClientAtom), get(queryClientAtom), assetId),
  ),
);

/**
 * Where the older pages of every visual start: the live first page's last visual when they were
 * first asked for, and what that page held then (see mergeWithOlder). Null until asked.
 */
export interface OlderVisualsAnchor {
  cursor: string;
  firstPage: readonly Transformation[];
}

/** Set by the first 'Load older visuals'; the older pages then load after it. */
export const olderVisualsAnchorAtom = atom<OlderVisualsAnchor | null>(null);

/** The anchor for a live first page, or null when it holds nothing to go on from. */
export function olderVisualsAnchor(
  firstPage: readonly Transformation[],
): OlderVisualsAnchor | null {
  const last = firstPage.at(-1);
  return last ? { cursor: transformationCursor(last), firstPage } : null;
}

/**
 * The pages of every visual older than the live first page, one more per fetchNextPage, each
 * after the previous one's last visual, until one comes back short. Not polled (what is being made
 * is at the top, in the live page); a create or delete invalidates them like every list. A failed
 * page is not retried on its own: the screen offers a retry and keeps what it shows.
 */
export const olderTransformationsQueryAtom = atomWithInfiniteQuery((get) => {
  const api = get(apiClientAtom);
  const anchor = get(olderVisualsAnchorAtom);
  return {
    queryKey: olderTransformationsQueryKey(anchor?.cursor ?? null),
    enabled: anchor !== null,
    initialPageParam: anchor?.cursor ?? '',
    getNextPageParam: (lastPage: Transformation[]) =>
      nextPageCursor(lastPage, TRANSFORMATION_PAGE_SIZE) ?? undefined,
    queryFn: ({ pageParam, signal }: { pageParam: string; signal: AbortSignal }) =>
      fetchTransformations(api, null, signal, {
        limit: TRANSFORMATION_PAGE_SIZE,
        before: pageParam,
      }),
    retry: false,
    staleTime: Infinity,
  };
});

/** GET /api/transformations/{id}: one visual (e.g. a preview opened from a link); null stays idle. */
export const transformationQueryAtom = atomFamily((transformationId: string | null) =>
  atomWithQuery((get) => {
    const api = get(apiClientAtom);
    return {
      queryKey: transformationQueryKey(transformationId),
      enabled: transformationId !== null,
      retry: false,
      queryFn: ({ signal }) => fetchTransformation(api, transformationId ?? '', signal),
    };
  }),
);

/** The list error to show, once exposed (spec §4); null while polls merely hiccup. */
export function listErrorMessage(error: unknown): string | null {
  return error ? errorText(error, 'Unknown error') : null;
}

// ---- Mutations -------------------------------------------------------------------------------

/**
 * POST /api/transformations (craft a visual or expand one). On success every transformation list
 * and the profile (credit chip, locked credits) refetch.
 */
export const createTransformationMutationAtom = atomWithMutation((get) => {
  const api = get(apiClientAtom);
  const client = get(queryClientAtom);
  return {
    mutationKey: [...TRANSFORMATIONS_QUERY_KEY, 'create'],
    mutationFn: (request: CreateTransformationRequest) => createTransformation(api, request),
    onSuccess: (visual: Transformation) => {
      // Shown at once as the server accepted it (queued); the refetch then brings what the
      // worker has done since, and the profile its reservation. Not awaited: the tile must not
      // wait for the lists.
      showCreatedVisual(client, visual);
      void client.invalidateQueries({ queryKey: TRANSFORMATIONS_QUERY_KEY });
      void client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
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

type CachedVisuals = Transformation | Transformation[] | InfiniteData<Transformation[], string>;

/** Removes a visual from every cached list at once (optimistic delete, or after success). */
export function removeFromLists(client: QueryClient, transformationId: string): void {
  const keep = (item: Transformation) => item.transformation_id !== transformationId;
  client.setQueriesData<CachedVisuals>({ queryKey: TRANSFORMATIONS_QUERY_KEY }, (data) => {
    if (Array.isArray(data)) return data.filter(keep);
    if (data && 'pages' in data)
      return { ...data, pages: data.pages.map((page) => page.filter(keep)) };
    return data; // one visual's own entry stays until its query refetches
  });
}

/** DELETE /api/transformations/{id}. Callers remove the tile (removeFromLists) and refetch. */
export const deleteTransformationMutationAtom = atomWithMutation((get) => {
  const api = get(apiClientAtom);
  return {
    mutationKey: [...TRANSFORMATIONS_QUERY_KEY, 'delete'],
    mutationFn: (transformationId: string) => deleteTransformation(api, transformationId),
  };
});

// ---- New flags (local storage) ---------------------------------------------------------------

function readStoredFlags(assetId: string): NewFlags | null {
  try {
    return parseNewFlags(globalThis.localStorage?.getItem(newFlagsStorageKey(assetId)));
  } catch {
    return null; // storage blocked: flags live in memory only
  }
}

function writeStoredFlags(assetId: string, flags: NewFlags): void {
  try {
    globalThis.localStorage?.setItem(newFlagsStorageKey(assetId), JSON.stringify(flags));
  } catch {
    // storage blocked or full: the flags still work for this page
  }
}

/** Write new flags, or an updater from the current ones (returning null writes nothing). */
export type NewFlagsUpdate = NewFlags | ((current: NewFlags | null) => NewFlags | null);
type FlagsAtom = WritableAtom<NewFlags | null, [NewFlagsUpdate], void>;

/**
 * An asset's New flags (spec §4), stored in local storage under
 * `jewel_studio_transformation_is_new_states_{assetId}`; null until the asset's first list.
 */
export const newFlagsAtom = atomFamily((assetId: string): FlagsAtom => {
  // undefined: not read from storage yet in this store.
  const value: PrimitiveAtom<NewFlags | null | undefined> = atom<NewFlags | null | undefined>(
    undefined,
  );
  const flagsAtom: FlagsAtom = atom(
    (get) => {
      const current = get(value);
      return current === undefined ? readStoredFlags(assetId) : current;
    },
    (get, set, update: NewFlagsUpdate) => {
      const flags = typeof update === 'function' ? update(get(flagsAtom)) : update;
      if (!flags) return;
      set(value, flags);
      writeStoredFlags(assetId, flags);
    },
  );
  return flagsAtom;
});
