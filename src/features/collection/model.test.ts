import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  deleteDesignWarning,
  filtersFromSearch,
  listQueryFor,
  pageCount,
  rangeLabel,
  searchFromFilters,
  updateFilters,
  visualCountLabel,
} from './model';

describe('filtersFromSearch', () => {
  it('reads search, type, sort and page from the address', () => {
    expect(
      filtersFromSearch(new URLSearchParams('q=%20halo%20&type=Ring&sort=name&page=3')),
    ).toEqual({ q: 'halo', type: 'ring', sort: 'name', page: 3 });
  });

  it('falls back to the defaults for unknown or malformed values', () => {
    expect(filtersFromSearch(new URLSearchParams('type=tiara&sort=price&page=-2'))).toEqual(
      DEFAULT_FILTERS,
    );
    expect(filtersFromSearch(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(filtersFromSearch(new URLSearchParams(''))).toEqual(DEFAULT_FILTERS);
  });
});

describe('searchFromFilters', () => {
  it('leaves defaults out and round-trips', () => {
    expect(searchFromFilters(DEFAULT_FILTERS).toString()).toBe('');
    const filters = { q: 'pearl', type: 'necklace', sort: 'oldest', page: 2 } as const;
    const params = searchFromFilters(filters);
    expect(params.toString()).toBe('q=pearl&type=necklace&sort=oldest&page=2');
    expect(filtersFromSearch(params)).toEqual(filters);
  });
});

describe('updateFilters', () => {
  const onPage3 = { ...DEFAULT_FILTERS, page: 3 };

  it('goes back to page 1 when the list changes', () => {
    expect(updateFilters(onPage3, { q: 'gold ' })).toEqual({ ...onPage3, q: 'gold', page: 1 });
    expect(updateFilters(onPage3, { type: 'watch' }).page).toBe(1);
    expect(updateFilters(onPage3, { sort: 'name' }).page).toBe(1);
  });

  it('keeps the page when nothing listed changes', () => {
    expect(updateFilters(onPage3, { q: '' }).page).toBe(3);
    expect(updateFilters(onPage3, { page: 4 }).page).toBe(4);
  });
});

describe('listQueryFor', () => {
  it('turns the page into limit and offset and leaves empty filters out', () => {
    expect(listQueryFor({ ...DEFAULT_FILTERS, page: 3 }, 12)).toEqual({
      sort: 'newest',
      limit: 12,
      offset: 24,
    });
    expect(listQueryFor({ q: 'halo', type: 'ring', sort: 'name', page: 1 }, 12)).toEqual({
      q: 'halo',
      jewelry_type: 'ring',
      sort: 'name',
      limit: 12,
      offset: 0,
    });
  });
});

describe('labels', () => {
  it('counts pages, never fewer than one', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });

  it('describes the range in view', () => {
    expect(rangeLabel(1, 5, 5, 12)).toBe('5 designs');
    expect(rangeLabel(1, 1, 1, 12)).toBe('1 design');
    expect(rangeLabel(2, 12, 40, 12)).toBe('Showing 13–24 of 40 designs');
  });

  it('counts visuals', () => {
    expect(visualCountLabel(undefined)).toBe('No visuals yet');
    expect(visualCountLabel(0)).toBe('No visuals yet');
    expect(visualCountLabel(1)).toBe('1 visual');
    expect(visualCountLabel(6)).toBe('6 visuals');
  });

  it('warns what a delete takes with it', () => {
    expect(deleteDesignWarning({ name: 'Aurora', visual_count: 3 })).toBe(
      '“Aurora” and its 3 visuals will be removed from your collection. This cannot be undone.',
    );
    expect(deleteDesignWarning({ name: 'Aurora', visual_count: 0 })).toBe(
      '“Aurora” will be removed from your collection. This cannot be undone.',
    );
  });
});
