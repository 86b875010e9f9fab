// Rules of the Transformations screen (every visual across designs): the status and kind filters
// the address carries, and which visuals they keep. Pure, no I/O.
import {
  VISUAL_KINDS,
  VISUAL_KIND_INFO,
  isVisualKind,
  parsePipelineStep,
  type VisualKind,
} from '../../api/catalogue';
import type { Transformation } from '../../api/transformation';
import { isActiveStatus, normaliseStatus } from '../../api/visual-rules';

/** Status groups a designer filters by; 'active' is queued or processing. */
export const STATUS_FILTERS = ['all', 'active', 'completed', 'failed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'All',
  active: 'In progress',
  completed: 'Completed',
  failed: 'Failed',
};

export type KindFilter = VisualKind | 'all';
export const KIND_FILTERS: readonly KindFilter[] = ['all', ...VISUAL_KINDS];

export function kindFilterLabel(kind: KindFilter): string {
  return kind === 'all' ? 'All kinds' : VISUAL_KIND_INFO[kind].label;
}

export interface HistoryFilters {
  status: StatusFilter;
  kind: KindFilter;
}

export const DEFAULT_HISTORY_FILTERS: HistoryFilters = { status: 'all', kind: 'all' };

export function historyFiltersFromSearch(params: URLSearchParams): HistoryFilters {
  const status = params.get('status')?.toLowerCase();
  const kind = params.get('kind')?.toLowerCase();
  return {
    status: (STATUS_FILTERS as readonly string[]).includes(status ?? '')
      ? (status as StatusFilter)
      : 'all',
    kind: isVisualKind(kind) ? kind : 'all',
  };
}

/** The address for filters; 'all' is left out. */
export function searchFromHistoryFilters(filters: HistoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.kind !== 'all') params.set('kind', filters.kind);
  return params;
}

/** A visual's kind: from its step name, else its composition type; null when neither says. */
export function visualKindOf(
  visual: Pick<Transformation, 'pipeline_step_name' | 'composition_type'>,
): VisualKind | null {
  const parsed = parsePipelineStep(visual.pipeline_step_name);
  if (parsed) return parsed.kind;
  return isVisualKind(visual.composition_type) ? visual.composition_type : null;
}

export function matchesStatus(status: string, filter: StatusFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'active') return isActiveStatus(status);
  return normaliseStatus(status) === filter;
}

/** The generated visuals the filters keep (the designs' own master images are not visuals). */
export function filterHistory(
  items: readonly Transformation[] | undefined,
  filters: HistoryFilters,
): Transformation[] {
  return (items ?? []).filter(
    (item) =>
      !item.isMasterDesign &&
      matchesStatus(item.status, filters.status) &&
      (filters.kind === 'all' || visualKindOf(item) === filters.kind),
  );
}

/** How many generated visuals each status group holds, for the filter's labels. */
export function statusCounts(
  items: readonly Transformation[] | undefined,
): Record<StatusFilter, number> {
  const counts: Record<StatusFilter, number> = { all: 0, active: 0, completed: 0, failed: 0 };
  for (const item of items ?? []) {
    if (item.isMasterDesign) continue;
    for (const filter of STATUS_FILTERS)
      if (matchesStatus(item.status, filter)) counts[filter] += 1;
  }
  return counts;
}
