import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Transformation } from '../../api/transformation';
import {
  ASSET_LOAD_FALLBACK_MESSAGE,
  DELETE_FALLBACK_MESSAGE,
  DELETE_SUCCESS_FALLBACK,
  EXPAND_FALLBACK_MESSAGE,
  NO_ASSESSMENT_MESSAGE,
  assetChallenges,
  assetLoadErrorMessage,
  assetScreenState,
  assetSuccessChance,
  deleteErrorMessage,
  deleteSuccessMessage,
  expandErrorMessage,
  failedVisualDeletedMessage,
  historyVisuals,
  markAllSeen,
  masterImageUrl,
  masterVisual,
  newFlagsStorageKey,
  nextNewFlags,
  parseNewFlags,
  pollInterval,
  sameFlags,
  successChanceLabel,
  visualsHeader,
} from './model';
import { NO_CHALLENGES_MESSAGE, prettifyCriterion } from '../../api/assessment';
import type { Asset } from '../../api/asset';

const NOW = Date.parse('2026-01-10T12:00:00.000Z');

function item(status: string, ageMs: number, id = `t-${status}-${ageMs}`) {
  return {
    transformation_id: id,
    status,
    created_at: new Date(Date.now() - ageMs).toISOString(),
  };
}

describe('pollInterval (spec §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('does not poll when nothing is active', () => {
    expect(pollInterval([], Date.now())).toBe(false);
    expect(pollInterval(undefined, Date.now())).toBe(false);
    expect(pollInterval([item('completed', 1000), item('failed', 5000)], Date.now())).toBe(false);
    expect(pollInterval([item('completed', 1000)], Date.now(), 5)).toBe(false);
  });

  it('polls every 2 s while the newest active item is under 30 s old', () => {
    expect(pollInterval([item('queued', 0)], Date.now())).toBe(2000);
    expect(pollInterval([item('processing', 29_999)], Date.now())).toBe(2000);
    expect(pollInterval([item('PROCESSING', 10_000)], Date.now())).toBe(2000);
  });

  it('slows to 5 s from 30 s, and to 10 s from 2 min', () => {
    expect(pollInterval([item('queued', 30_000)], Date.now())).toBe(5000);
    expect(pollInterval([item('queued', 119_999)], Date.now())).toBe(5000);
    expect(pollInterval([item('queued', 120_000)], Date.now())).toBe(10_000);
    expect(pollInterval([item('queued', 3_600_000)], Date.now())).toBe(10_000);
  });

  it('follows time passing', () => {
    const items = [item('processing', 0)];
    expect(pollInterval(items, Date.now())).toBe(2000);
    vi.advanceTimersByTime(30_000);
    expect(pollInterval(items, Date.now())).toBe(5000);
    vi.advanceTimersByTime(90_000);
    expect(pollInterval(items, Date.now())).toBe(10_000);
  });

  it('uses the newest active item, ignoring finished ones', () => {
    const items = [item('completed', 0), item('queued', 200_000), item('processing', 10_000)];
    expect(pollInterval(items, Date.now())).toBe(2000);
    expect(pollInterval([item('completed', 0), item('queued', 200_000)], Date.now())).toBe(10_000);
  });

  it('slows to 10 s after 3 consecutive failures; fewer keep the normal pace', () => {
    const items = [item('queued', 1000)];
    expect(pollInterval(items, Date.now(), 1)).toBe(2000);
    expect(pollInterval(items, Date.now(), 2)).toBe(2000);
    expect(pollInterval(items, Date.now(), 3)).toBe(10_000);
    expect(pollInterval(items, Date.now(), 7)).toBe(10_000);
    // A success resets the count to 0: back to the age-based pace.
    expect(pollInterval(items, Date.now(), 0)).toBe(2000);
  });

  it('counts an unreadable date as old', () => {
    expect(pollInterval([{ status: 'queued', created_at: 'not a date' }], Date.now())).toBe(10_000);
  });
});

describe('New flags (spec §4)', () => {
  const list = (...entries: Array<[string, string]>) =>
    entries.map(([transformation_id, status]) => ({ transformation_id, status }));

  it('sets a baseline on the very first list of an asset', () => {
    expect(nextNewFlags(null, null, list(['a', 'completed'], ['b', 'queued']))).toEqual({
      a: false,
      b: false,
    });
  });

  it('flags a visual when it first appears', () => {
    const stored = { a: false };
    expect(nextNewFlags(stored, null, list(['b', 'queued'], ['a', 'completed']))).toEqual({
      a: false,
      b: true,
    });
    // Within a page, too, when nothing is stored.
    expect(
      nextNewFlags(null, { a: 'completed' }, list(['b', 'queued'], ['a', 'completed'])),
    ).toEqual({
      a: false,
      b: true,
    });
  });

  it('flags a visual that goes from active to finished', () => {
    const stored = { a: false, b: false };
    const previous = { a: 'processing', b: 'queued' };
    expect(nextNewFlags(stored, previous, list(['a', 'completed'], ['b', 'Failed']))).toEqual({
      a: true,
      b: true,
    });
    // Still active, or already finished before: not new.
    expect(
      nextNewFlags(
        { a: false, b: false },
        { a: 'queued', b: 'completed' },
        list(['a', 'processing'], ['b', 'completed']),
      ),
    ).toEqual({ a: false, b: false });
  });

  it('keeps a stored flag while the item is active, and after it finishes', () => {
    const stored = { a: true };
    const active = nextNewFlags(stored, { a: 'queued' }, list(['a', 'processing']));
    expect(active).toEqual({ a: true });
    expect(nextNewFlags(active, { a: 'processing' }, list(['a', 'completed']))).toEqual({
      a: true,
    });
    // Across a reload (no previous statuses) the stored flag stays.
    expect(
      nextNewFlags({ a: true, b: false }, null, list(['a', 'completed'], ['b', 'completed'])),
    ).toEqual({
      a: true,
      b: false,
    });
  });

  it('forgets visuals that left the list', () => {
    expect(nextNewFlags({ a: true, gone: true }, null, list(['a', 'completed']))).toEqual({
      a: true,
    });
  });

  it('mark all seen clears every flag and keeps the ids known', () => {
    const seen = markAllSeen({ a: true, b: false, c: true });
    expect(seen).toEqual({ a: false, b: false, c: false });
    // Known ids do not come back as new on the next list.
    expect(nextNewFlags(seen, null, list(['a', 'completed'], ['c', 'queued']))).toEqual({
      a: false,
      c: false,
    });
  });

  it('stores flags per asset under the product prefix', () => {
    expect(newFlagsStorageKey('abc')).toBe('jewel_studio_transformation_is_new_states_abc');
  });

  it('reads stored flags defensively', () => {
    expect(parseNewFlags(null)).toBeNull();
    expect(parseNewFlags('not json')).toBeNull();
    expect(parseNewFlags('[1,2]')).toBeNull();
    expect(parseNewFlags('{"a":true,"b":"yes","c":false}')).toEqual({ a: true, c: false });
  });

  it('compares flag sets', () => {
    expect(sameFlags({ a: true }, { a: true })).toBe(true);
    expect(sameFlags({ a: true }, { a: false })).toBe(false);
    expect(sameFlags({ a: true }, { a: true, b: false })).toBe(false);
    expect(sameFlags(null, { a: true })).toBe(false);
  });
});

describe('success chance (spec §4, asset detail)', () => {
  it.each([
    [null, 'N/A', 'neutral'],
    [undefined, 'N/A', 'neutral'],
    [10, 'Excellent', 'success'],
    [8.5, 'Excellent', 'success'],
    [8.49, 'Good', 'success'],
    [7, 'Good', 'success'],
    [6.99, 'Challenging', 'warning'],
    [4, 'Challenging', 'warning'],
    [3.99, 'Challenging', 'error'],
    [0, 'Challenging', 'error'],
  ])('%s → %s (%s)', (score, label, tone) => {
    expect(successChanceLabel(score)).toEqual({ label, tone });
  });

  it('lists criteria under 4, worst first, prettified, skipping summary keys', () => {
    const details = {
      status: 'complete',
      sketch_quality: { score: 8 },
      perspective_and_scale: { score: 3.5 },
      extraneous_marks: { score: 3 },
      form_definition: { score: 4 },
      final_score: 2,
      total_dp: 1,
      category: 'x',
      weighted_score: 1,
    };
    expect(assetChallenges(details)).toEqual([
      { key: 'extraneous_marks', label: 'Extraneous Marks', score: 3 },
      { key: 'perspective_and_scale', label: 'Perspective And Scale', score: 3.5 },
    ]);
    expect(prettifyCriterion('text_logo_presence')).toBe('Text Logo Presence');
  });

  const base = {
    base_fidelity_score: 7.8,
    difficulty_assessment: null,
    initial_difficulty_assessment_details: null,
  };

  it('says when there is nothing to list, or nothing to read', () => {
    expect(assetSuccessChance(base).tooltipMessage).toBe(NO_ASSESSMENT_MESSAGE);
    const clean = assetSuccessChance({
      ...base,
      difficulty_assessment: { status: 'complete', sketch_quality: { score: 9 } },
    });
    expect(clean.tooltipMessage).toBe(NO_CHALLENGES_MESSAGE);
    expect(clean.challenges).toEqual([]);
    expect(clean.label).toBe('Good');
  });

  it('falls back to the initial assessment details', () => {
    const chance = assetSuccessChance({
      ...base,
      initial_difficulty_assessment_details: { image_clarity: { score: 2 } },
    });
    expect(chance.challenges?.map((challenge) => challenge.label)).toEqual(['Image Clarity']);
    expect(chance.tooltipMessage).toBeNull();
  });

  it('is pending while the assessment runs', () => {
    expect(
      assetSuccessChance({ ...base, difficulty_assessment: { status: 'Pending' } }).pending,
    ).toBe(true);
  });
});

describe('asset screen', () => {
  const asset = { asset_id: 'a' } as Asset;
  const query = { isPending: false, isError: false, error: null, data: asset };

  it('picks the state', () => {
    expect(assetScreenState(undefined, query)).toEqual({ kind: 'no-id' });
    expect(assetScreenState('a', { ...query, isPending: true, data: undefined })).toEqual({
      kind: 'loading',
    });
    expect(
      assetScreenState('a', { ...query, isError: true, error: { status: 404, detail: 'x' } }),
    ).toEqual({ kind: 'not-found' });
    expect(
      assetScreenState('a', { ...query, isError: true, error: { status: 500, detail: 'Boom.' } }),
    ).toEqual({ kind: 'error', message: 'Boom.' });
    expect(assetScreenState('a', { ...query, data: null })).toEqual({ kind: 'unavailable' });
    expect(assetScreenState('a', query)).toEqual({ kind: 'ready', asset });
  });

  it('uses the founding image, else the reference image', () => {
    expect(masterImageUrl({ s3_founding_image_url: '/f.webp', s3_reference_url: '/r.webp' })).toBe(
      '/f.webp',
    );
    expect(masterImageUrl({ s3_founding_image_url: null, s3_reference_url: '/r.webp' })).toBe(
      '/r.webp',
    );
    expect(masterImageUrl({ s3_founding_image_url: null, s3_reference_url: null })).toBeNull();
  });

  it('shows the master apart: never expandable, dropped from the history', () => {
    const master = masterVisual({
      asset_id: 'a1',
      created_at: '2025-01-01T00:00:00Z',
      s3_founding_image_url: '/f.webp',
      s3_reference_url: null,
    } as Asset);
    expect(master?.isMasterDesign).toBe(true);
    expect(master?.display_url).toBe('/f.webp');
    const rows = [{ isMasterDesign: true }, { isMasterDesign: false }] as Transformation[];
    expect(historyVisuals(rows)).toHaveLength(1);
  });
});

describe('messages (spec §2, §4, §8)', () => {
  it('words the header and the failed-visual delete', () => {
    expect(visualsHeader(7)).toBe('Generated Visuals | 7');
    expect(failedVisualDeletedMessage('Oak')).toBe('Deleted failed visual "Oak".');
  });

  it('prefers the server detail, then the message, then the fallback', () => {
    expect(assetLoadErrorMessage({ detail: 'Down.' })).toBe('Down.');
    expect(assetLoadErrorMessage(new Error('Oops'))).toBe('Oops');
    expect(assetLoadErrorMessage(null)).toBe(ASSET_LOAD_FALLBACK_MESSAGE);
    expect(deleteErrorMessage({ detail: 'No.' })).toBe('No.');
    expect(deleteErrorMessage(new Error('Broke'))).toBe('Broke');
    expect(deleteErrorMessage({})).toBe(DELETE_FALLBACK_MESSAGE);
    expect(expandErrorMessage({ detail: 'Not enough credits.' })).toBe('Not enough credits.');
    expect(expandErrorMessage(new Error('hidden'))).toBe(EXPAND_FALLBACK_MESSAGE);
  });

  it('shows the server message after a delete, else the fallback', () => {
    expect(deleteSuccessMessage({ message: 'Visual deleted.' })).toBe('Visual deleted.');
    expect(deleteSuccessMessage({ message: ' ' })).toBe(DELETE_SUCCESS_FALLBACK);
    expect(deleteSuccessMessage(undefined)).toBe('Visual deleted successfully.');
  });
});
