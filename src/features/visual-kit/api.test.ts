import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { makeTransformation } from '../../../stories/mocks/fixtures/transformations';
import { createApiClient } from '../../api/http';
import { transformationsQueryOptions } from './api';
import { POLL_FAST_MS, POLL_SLOW_MS } from './model';

const finished = makeTransformation({ status: 'completed' });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = () => json([finished]);
const busy = () => json({ detail: 'The studio is busy.' }, 503);

/** An observed list query whose server answers `answers` in turn. */
function observedList(answers: (() => Response)[]) {
  const fetch = vi.fn(async () => (answers.shift() ?? busy)());
  const api = createApiClient({ getAccessToken: () => 'token', fetch });
  const client = new QueryClient();
  const observer = new QueryObserver(client, transformationsQueryOptions(api, client, null));
  const unsubscribe = observer.subscribe(() => {});
  return { fetch, observer, client, stop: () => (unsubscribe(), client.clear()) };
}

describe('transformationsQueryOptions (spec §4: a failed poll keeps the list; the 3rd shows)', () => {
  it('keeps the last list through two failures, errs on the third, and a success resets', async () => {
    const { fetch, observer, client, stop } = observedList([ok, busy, busy, busy, ok]);
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));

    const refetch = observer.refetch();
    // After the first failure TanStack Query retries (1 s later: nothing is active), data kept.
    await vi.waitFor(() => expect(observer.getCurrentResult().failureCount).toBe(1));
    expect(observer.getCurrentResult().isError).toBe(false);
    expect(observer.getCurrentResult().data).toEqual([finished]);
    const failed = await refetch;
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(failed.isError).toBe(true);
    expect(failed.failureCount).toBe(3);
    expect(failed.data).toEqual([finished]);

    // Were items active, the query (3 failures now) would poll every 10 s, not 2 s.
    const query = client.getQueryCache().find({ queryKey: observer.options.queryKey })!;
    const refetchInterval = observer.options.refetchInterval as (q: unknown) => unknown;
    const active = [
      makeTransformation({ status: 'processing', created_at: new Date().toISOString() }),
    ];
    expect(query.state.fetchFailureCount).toBe(3);
    expect(refetchInterval({ state: { ...query.state, data: active } })).toBe(POLL_SLOW_MS);
    expect(refetchInterval({ state: { ...query.state, data: active, fetchFailureCount: 0 } })).toBe(
      POLL_FAST_MS,
    );

    const recovered = await observer.refetch();
    expect(recovered.isSuccess).toBe(true);
    expect(recovered.failureCount).toBe(0);
    stop();
  }, 15_000);
});
