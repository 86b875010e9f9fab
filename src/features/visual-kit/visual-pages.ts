// Paging the list of every visual (GET /api/transformations with `before`): how pages join into
// one list, and whether older visuals may remain. Pure, no I/O.
import {
  compareTransformationOrder,
  transformationCursor,
  type Transformation,
} from '../../api/transformation';

/** A page added after what is loaded; a visual already there keeps its first (fresher) copy. */
export function appendPage(
  items: readonly Transformation[],
  page: readonly Transformation[],
): Transformation[] {
  const seen = new Set(items.map((item) => item.transformation_id));
  const added = page.filter((item) => {
    if (seen.has(item.transformation_id)) return false;
    seen.add(item.transformation_id);
    return true;
  });
  return [...items, ...added];
}

/**
 * The live (polled) first page followed by the older visuals loaded on request. `older` starts
 * with what the first page held when older pages were first asked for, so a visual that new ones
 * push out of the live page stays in view. Live copies win; an older copy that the live page's
 * range covers but no longer holds was deleted, so it goes. Whatever sits past the live page's
 * last visual stays, in the list's order.
 */
export function mergeWithOlder(
  live: readonly Transformation[],
  older: readonly Transformation[],
): Transformation[] {
  const last = live.at(-1);
  const beyondLive = last
    ? older.filter((item) => compareTransformationOrder(item, last) > 0)
    : [...older];
  return appendPage(live, [...beyondLive].sort(compareTransformationOrder));
}

/** The cursor of the page after this one, or null when it came back short (nothing older). */
export function nextPageCursor(page: readonly Transformation[], pageSize: number): string | null {
  const last = page.at(-1);
  return page.length >= pageSize && last ? transformationCursor(last) : null;
}
