// The collection's rules: what the address says (search, type, sort, page), the list query it
// becomes, and the words the grid shows. Pure, so back/forward and reloads land on the same page.
import { ASSET_SORTS, type Asset, type AssetSort } from '../../api/asset';
import { isJewelryType, type JewelryType } from '../../api/catalogue';

/** Designs per page: four rows of three on wide screens, six rows of two on narrow ones. */
export const COLLECTION_PAGE_SIZE = 12;

/** Longest search the studio accepts (the contract's short-text limit). */
export const SEARCH_MAX_LENGTH = 120;

export interface CollectionFilters {
  /** Trimmed; '' means no search. */
  q: string;
  type: JewelryType | null;
  sort: AssetSort;
  /** 1-based. */
  page: number;
}

export const DEFAULT_FILTERS: CollectionFilters = { q: '', type: null, sort: 'newest', page: 1 };

export const SORT_LABELS: Record<AssetSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name A–Z',
};

function isAssetSort(value: unknown): value is AssetSort {
  return typeof value === 'string' && (ASSET_SORTS as readonly string[]).includes(value);
}

/** The filters an address carries; anything unknown or malformed falls back to the default. */
export function filtersFromSearch(params: URLSearchParams): CollectionFilters {
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const type = params.get('type')?.toLowerCase();
  const sort = params.get('sort')?.toLowerCase();
  const page = Number(params.get('page'));
  return {
    q,
    type: isJewelryType(type) ? type : null,
    sort: isAssetSort(sort) ? sort : DEFAULT_FILTERS.sort,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address for filters: defaults are left out so the plain /collection stays plain. */
export function searchFromFilters(filters: CollectionFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.type) params.set('type', filters.type);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * New filters after a change. Changing what is listed (search, type, sort) goes back to page 1,
 * since the old page number means nothing in the new list.
 */
export function updateFilters(
  current: CollectionFilters,
  change: Partial<CollectionFilters>,
): CollectionFilters {
  const listChanged =
    (change.q !== undefined && change.q.trim() !== current.q) ||
    (change.type !== undefined && change.type !== current.type) ||
    (change.sort !== undefined && change.sort !== current.sort);
  const next = { ...current, ...change, q: (change.q ?? current.q).trim() };
  return listChanged && change.page === undefined ? { ...next, page: 1 } : next;
}

/** GET /api/assets query (spec §7: q, jewelry_type, sort, limit, offset). */
export interface DesignListQuery {
  q?: string;
  jewelry_type?: JewelryType;
  sort: AssetSort;
  limit: number;
  offset: number;
}

/** The GET /api/assets query for the filters' page. */
export function listQueryFor(
  filters: CollectionFilters,
  pageSize = COLLECTION_PAGE_SIZE,
): DesignListQuery {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.type ? { jewelry_type: filters.type } : {}),
    sort: filters.sort,
    limit: pageSize,
    offset: (filters.page - 1) * pageSize,
  };
}

/** Pages for a total; at least 1 so an empty list still has a page. */
export function pageCount(total: number, pageSize = COLLECTION_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function hasActiveFilters(filters: CollectionFilters): boolean {
  return filters.q !== '' || filters.type !== null;
}

/** The master image of a design (spec §2: founding image, else reference), else its crop. */
export function masterImageOf(asset: Asset): string | null {
  return asset.s3_founding_image_url ?? asset.s3_reference_url ?? asset.cropped_image_url;
}

export function visualCountLabel(count: number | undefined): string {
  if (!count) return 'No visuals yet';
  return count === 1 ? '1 visual' : `${count} visuals`;
}

/** 'Showing 13–24 of 40 designs' for the page in view. */
export function rangeLabel(
  page: number,
  shown: number,
  total: number,
  pageSize = COLLECTION_PAGE_SIZE,
) {
  const noun = total === 1 ? 'design' : 'designs';
  if (shown === 0) return `0 ${noun}`;
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  return first === 1 && last === total
    ? `${total} ${noun}`
    : `Showing ${first}–${last} of ${total} ${noun}`;
}

export const DELETE_DESIGN_SUCCESS = 'Design deleted.';
export const DELETE_DESIGN_FAILED = 'Could not delete this design.';

/** The confirmation question, naming what goes with the design. */
export function deleteDesignWarning(asset: Pick<Asset, 'name' | 'visual_count'>): string {
  const count = asset.visual_count ?? 0;
  const visuals = count === 0 ? '' : count === 1 ? ' and its visual' : ` and its ${count} visuals`;
  return `“${asset.name}”${visuals} will be removed from your collection. This cannot be undone.`;
}
