// /transformations: every visual across the designer's designs, filtered by status and kind (kept
// in the address), refreshed by the spec §4 polling rule while any is being made; a finished
// visual opens its preview. The newest page is the live one; older pages load on request and are
// filtered and counted with it (counts read '50+' while older visuals remain unloaded).
import { useAtom, useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TRANSFORMATION_PAGE_SIZE, type Transformation } from '../../api/transformation';
import { isActiveStatus } from '../../api/visual-rules';
import { ConnectedVisualPreview } from '../visual-kit/ConnectedVisualPreview';
import {
  listErrorMessage,
  olderTransformationsQueryAtom,
  olderVisualsAnchor,
  olderVisualsAnchorAtom,
  transformationsQueryAtom,
} from '../visual-kit/atoms';
import { designNamesQueryAtom } from './atoms';
import {
  filterHistory,
  historyFiltersFromSearch,
  searchFromHistoryFilters,
  statusCounts,
} from './model';
import { TransformationsView, type TransformationsState } from './components/TransformationsView';
import { downloadVisual } from '../visual-kit/download';
import { mergeWithOlder } from '../visual-kit/visual-pages';

const NO_NAMES: Readonly<Record<string, string>> = {};

export function TransformationsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filters = useMemo(() => historyFiltersFromSearch(new URLSearchParams(search)), [search]);
  const list = useAtomValue(transformationsQueryAtom(null));
  const names = useAtomValue(designNamesQueryAtom);
  const [anchor, setAnchor] = useAtom(olderVisualsAnchorAtom);
  const older = useAtomValue(olderTransformationsQueryAtom);
  const [open, setOpen] = useState<Transformation | null>(null);

  const olderPages = anchor ? (older.data?.pages ?? []) : [];
  const lastOlderPage = olderPages.at(-1);
  const data =
    list.data &&
    mergeWithOlder(list.data, anchor ? [...anchor.firstPage, ...olderPages.flat()] : []);
  // Until a page comes back short there may be more: the first (live) one, then each older one.
  const moreOlder = !anchor
    ? (list.data?.length ?? 0) >= TRANSFORMATION_PAGE_SIZE
    : !lastOlderPage || lastOlderPage.length >= TRANSFORMATION_PAGE_SIZE;

  const loadOlder = () => {
    if (!anchor) {
      setAnchor(list.data ? olderVisualsAnchor(list.data) : null); // the first older page loads
    } else if (older.isError && !older.isFetchNextPageError) {
      void older.refetch();
    } else {
      void older.fetchNextPage();
    }
  };

  let state: TransformationsState;
  if (data) {
    const visuals = data.filter((item) => !item.isMasterDesign);
    state =
      visuals.length === 0
        ? { kind: 'empty' }
        : {
            kind: 'ready',
            items: filterHistory(data, filters),
            counts: statusCounts(data),
            older: {
              more: moreOlder,
              loading: older.isFetching,
              // While a retry runs, the busy button stands in for the error.
              error: older.isError && !older.isFetching ? listErrorMessage(older.error) : null,
            },
            live: visuals.some((item) => isActiveStatus(item.status)),
            // The query errs only on the 3rd failed poll in a row (spec §4): then it shows.
            pollError: list.isError ? listErrorMessage(list.error) : null,
          };
  } else if (list.isError) {
    state = { kind: 'error', message: listErrorMessage(list.error) ?? 'Unknown error' };
  } else {
    state = { kind: 'loading' };
  }

  return (
    <>
      <TransformationsView
        state={state}
        filters={filters}
        onFilters={(next) => setSearchParams(searchFromHistoryFilters(next))}
        designNames={names.data ?? NO_NAMES}
        onOpen={setOpen}
        onDownload={(visual) => void downloadVisual(visual)}
        onRetry={() => void list.refetch()}
        onLoadOlder={loadOlder}
      />
      <ConnectedVisualPreview visual={open} onClose={() => setOpen(null)} />
    </>
  );
}
