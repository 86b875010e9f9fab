import { describe, expect, it } from 'vitest';
import { makeTransformation } from '../../../stories/mocks/fixtures/transformations';
import type { Transformation } from '../../api/transformation';
import {
  DEFAULT_HISTORY_FILTERS,
  filterHistory,
  historyFiltersFromSearch,
  searchFromHistoryFilters,
  statusCounts,
  visualKindOf,
} from './model';

const items = [
  makeTransformation({
    transformation_id: 'queued',
    status: 'QUEUED',
    pipeline_step_name: 'ring_lifestyle',
  }),
  makeTransformation({ transformation_id: 'processing', status: 'processing' }),
  makeTransformation({
    transformation_id: 'done',
    status: 'completed',
    pipeline_step_name: 'ring_3d_model',
  }),
  makeTransformation({ transformation_id: 'failed', status: 'failed' }),
  makeTransformation({ transformation_id: 'odd', status: 'on_hold' }),
  makeTransformation({
    transformation_id: 'master',
    isMasterDesign: true,
    pipeline_step_name: 'master_design',
  }),
];

const ids = (list: Transformation[]) => list.map((item) => item.transformation_id);

describe('filters in the address', () => {
  it('reads known values and drops the rest', () => {
    expect(historyFiltersFromSearch(new URLSearchParams('status=Active&kind=3d_model'))).toEqual({
      status: 'active',
      kind: '3d_model',
    });
    expect(historyFiltersFromSearch(new URLSearchParams('status=done&kind=video'))).toEqual(
      DEFAULT_HISTORY_FILTERS,
    );
  });

  it('writes only what is not the default', () => {
    expect(searchFromHistoryFilters(DEFAULT_HISTORY_FILTERS).toString()).toBe('');
    expect(searchFromHistoryFilters({ status: 'failed', kind: 'expand' }).toString()).toBe(
      'status=failed&kind=expand',
    );
  });
});

describe('filterHistory', () => {
  it('keeps every generated visual without filters, never master images', () => {
    expect(ids(filterHistory(items, DEFAULT_HISTORY_FILTERS))).toEqual([
      'queued',
      'processing',
      'done',
      'failed',
      'odd',
    ]);
  });

  it('groups queued and processing as in progress, in any case', () => {
    expect(ids(filterHistory(items, { status: 'active', kind: 'all' }))).toEqual([
      'queued',
      'processing',
    ]);
  });

  it('filters by kind from the step name', () => {
    expect(ids(filterHistory(items, { status: 'all', kind: '3d_model' }))).toEqual(['done']);
    expect(ids(filterHistory(items, { status: 'active', kind: 'pack_shot' }))).toEqual([
      'processing',
    ]);
  });

  it('counts each status group', () => {
    expect(statusCounts(items)).toEqual({ all: 5, active: 2, completed: 1, failed: 1 });
  });
});

describe('visualKindOf', () => {
  it('falls back to the composition type for unknown steps', () => {
    expect(visualKindOf({ pipeline_step_name: 'legacy', composition_type: 'lifestyle' })).toBe(
      'lifestyle',
    );
    expect(visualKindOf({ pipeline_step_name: 'legacy', composition_type: null })).toBeNull();
    expect(
      visualKindOf({ pipeline_step_name: 'ring_expand_story_reel', composition_type: null }),
    ).toBe('expand');
  });
});
