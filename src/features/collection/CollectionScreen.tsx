// /collection: the designer's designs as a grid with search, type filter, sort and pages, all kept
// in the address (so back/forward and shared links land on the same view), and deleting a design.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Asset } from '../../api/asset';
import { isApiError } from '../../api/http';
import { Snackbar } from '../../ui/Snackbar';
import { deleteDesignMutationAtom, designPageQueryAtom } from './atoms';
import { CollectionView, type CollectionState } from './components/CollectionView';
import { DeleteDesignDialog } from './components/DeleteDesignDialog';
import {
  DEFAULT_FILTERS,
  DELETE_DESIGN_FAILED,
  DELETE_DESIGN_SUCCESS,
  filtersFromSearch,
  hasActiveFilters,
  pageCount,
  searchFromFilters,
  updateFilters,
  type CollectionFilters,
} from './model';

const LOAD_FAILED = 'Please check your connection and try again.';

function messageOf(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.detail;
  return error instanceof Error && error.message ? error.message : fallback;
}

export function CollectionScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(search)), [search]);
  // The page's query atom derives from the address (its canonical form, so ?page=1 and no page
  // share one); nothing copies the address into state.
  const page = useAtomValue(designPageQueryAtom(searchFromFilters(filters).toString()));
  const remove = useAtomValue(deleteDesignMutationAtom);

  const [toDelete, setToDelete] = useState<Asset | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const go = useCallback(
    (next: CollectionFilters, options: { replace?: boolean } = {}) =>
      setSearchParams(searchFromFilters(next), options),
    [setSearchParams],
  );
  const change = useCallback(
    (patch: Partial<CollectionFilters>, options: { replace?: boolean } = {}) =>
      go(updateFilters(filters, patch), options),
    [filters, go],
  );
  // Typing refines one search: it replaces the entry instead of stacking one per pause.
  const onSearch = useCallback((q: string) => change({ q }, { replace: true }), [change]);

  const data = page.data;
  const pages = data ? pageCount(data.total) : 1;
  // A page past the end (a deleted last design, an old link): show the last page instead.
  const pastTheEnd = !!data && !page.isPlaceholderData && data.total > 0 && filters.page > pages;
  useEffect(() => {
    if (pastTheEnd) go({ ...filters, page: pages }, { replace: true });
  }, [pastTheEnd, filters, pages, go]);

  let state: CollectionState;
  if (data) {
    if (data.total === 0) {
      state = hasActiveFilters(filters) ? { kind: 'no-matches' } : { kind: 'empty' };
    } else {
      state = {
        kind: 'ready',
        items: data.items,
        total: data.total,
        page: Math.min(filters.page, pages),
        pageCount: pages,
        refreshing: page.isPlaceholderData,
      };
    }
  } else if (page.isError) {
    state = { kind: 'error', message: messageOf(page.error, LOAD_FAILED) };
  } else {
    state = { kind: 'loading' };
  }

  const closeDelete = () => {
    setToDelete(null);
    setDeleteError(null);
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    setDeleteError(null);
    remove.mutate(toDelete.asset_id, {
      onSuccess: (answer) => {
        setToDelete(null);
        setNotice(answer.message || DELETE_DESIGN_SUCCESS);
      },
      onError: (error) => setDeleteError(messageOf(error, DELETE_DESIGN_FAILED)),
    });
  };

  return (
    <>
      <CollectionView
        state={state}
        filters={filters}
        onSearch={onSearch}
        onType={(type) => change({ type })}
        onSort={(sort) => change({ sort })}
        onPage={(next) => {
          change({ page: next });
          window.scrollTo({ top: 0 });
        }}
        onClearFilters={() => go(DEFAULT_FILTERS)}
        onRetry={() => void page.refetch()}
        onDelete={(asset) => {
          setDeleteError(null);
          setToDelete(asset);
        }}
      />
      <DeleteDesignDialog
        asset={toDelete}
        deleting={remove.isPending}
        error={deleteError}
        onCancel={closeDelete}
        onConfirm={confirmDelete}
      />
      <Snackbar
        open={notice !== null}
        message={notice ?? ''}
        tone="success"
        autoHideMs={4000}
        onClose={() => setNotice(null)}
      />
    </>
  );
}
