import { describe, expect, it } from 'vitest';
import { makeTransformation } from '../../../stories/mocks/fixtures/transformations';
import { parseTransformationCursor, type Transformation } from '../../api/transformation';
import { appendPage, mergeWithOlder, nextPageCursor } from './visual-pages';

/** Visual n of a history: higher n is newer; pairs share a minute, so ids order them. */
function visual(n: number, overrides: Partial<Transformation> = {}): Transformation {
  return makeTransformation({
    transformation_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    scene_name: `Visual ${n}`,
    created_at: new Date(Date.UTC(2025, 2, 12, 8, Math.floor(n / 2))).toISOString(),
    ...overrides,
  });
}

/** Visuals from n down to m, newest first (the server's order). */
const range = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, index) => visual(from - index));
const ids = (items: readonly Transformation[]) => items.map((item) => item.scene_name);

describe('appendPage', () => {
  it('adds the page after what is loaded, once each, the loaded copy winning', () => {
    const loaded = [visual(9), visual(8, { status: 'processing' })];
    const page = [visual(8), visual(7), visual(7), visual(6)];
    const merged = appendPage(loaded, page);
    expect(ids(merged)).toEqual(['Visual 9', 'Visual 8', 'Visual 7', 'Visual 6']);
    expect(merged[1]!.status).toBe('processing');
  });
});

describe('mergeWithOlder', () => {
  it('is the live page alone until older pages are loaded', () => {
    expect(ids(mergeWithOlder(range(9, 5), []))).toEqual(ids(range(9, 5)));
  });

  it('keeps every visual once when a new one arrives between pages', () => {
    // The first page was 20..11 when 'Load older' was pressed; the next page is 10..1.
    const firstPage = range(20, 11);
    const olderPage = range(10, 1);
    // Then visual 21 arrives: the live page is now 21..12, and 11 has left it.
    const live = range(21, 12);
    const merged = mergeWithOlder(live, [...firstPage, ...olderPage]);
    expect(ids(merged)).toEqual(ids(range(21, 1)));
  });

  it('takes the live copy of a visual the older pages also hold', () => {
    const live = [visual(3, { status: 'failed' }), visual(2)];
    const merged = mergeWithOlder(live, [visual(3), visual(2), visual(1)]);
    expect(merged.map((item) => [item.scene_name, item.status])).toEqual([
      ['Visual 3', 'failed'],
      ['Visual 2', 'completed'],
      ['Visual 1', 'completed'],
    ]);
  });

  it('drops an older copy the live page covers but no longer holds (deleted)', () => {
    const live = [visual(5), visual(3)]; // 4 was deleted
    const merged = mergeWithOlder(live, [visual(5), visual(4), visual(3), visual(2)]);
    expect(ids(merged)).toEqual(['Visual 5', 'Visual 3', 'Visual 2']);
  });

  it('orders what lies past the live page as the server does, ties by id', () => {
    const live = [visual(9)];
    const merged = mergeWithOlder(live, [visual(2), visual(5), visual(4), visual(3)]);
    expect(ids(merged)).toEqual(['Visual 9', 'Visual 5', 'Visual 4', 'Visual 3', 'Visual 2']);
  });
});

describe('nextPageCursor', () => {
  it('names the last visual of a full page', () => {
    const page = range(10, 6);
    const cursor = nextPageCursor(page, 5);
    expect(cursor && parseTransformationCursor(cursor)).toEqual({
      created_at: visual(6).created_at,
      transformation_id: visual(6).transformation_id,
    });
  });

  it('is null after a short or empty page: nothing older remains', () => {
    expect(nextPageCursor(range(10, 7), 5)).toBeNull();
    expect(nextPageCursor([], 5)).toBeNull();
  });
});
