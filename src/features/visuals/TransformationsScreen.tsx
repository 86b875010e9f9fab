// /transformations: every visual across the designer's designs, filtered by status and kind (kept
// in the address), refreshed by the spec §4 polling rule while any is being made; a finished
// visual opens its preview.
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Transformation } from '../../api/transformation';
import { isActiveStatus } from '../../api/visual-rules';
import { ConnectedVisualPreview } from './ConnectedVisualPreview';
import { consecutiveListFailures, listErrorMessage, transformationsQueryAtom } from './atoms';
import { queryClientAtom } from 'jotai-tanstack-query';
import { designNamesQueryAtom } from './craft-atoms';
import {
  filterHistory,
  historyFiltersFromSearch,
  searchFromHistoryFilters,
  statusCounts,
} from './craft-history';
import { TransformationsView, type TransformationsState } from './components/TransformationsView';
import { downloadVisual } from './download';
import { pollErrorExposed } from './model';

const NO_NAMES: Readonly<Record<string, string>> = {};

export function TransformationsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filters = useMemo(() => historyFiltersFromSearch(new URLSearchParams(search)), [search]);
  const client = useAtomValue(queryClientAtom);
  const list = useAtomValue(transformationsQueryAtom(null));
  const names = useAtomValue(designNamesQueryAtom);
  const [open, setOpen] = useState<Transformation | null>(null);

  const data = list.data;
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
            live: visuals.some((item) => isActiveStatus(item.status)),
            pollError:
              list.isError && pollErrorExposed(consecutiveListFailures(client, null))
                ? listErrorMessage(list.error)
                : null,
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
      />
      <ConnectedVisualPreview visual={open} onClose={() => setOpen(null)} />
    </>
  );
}
