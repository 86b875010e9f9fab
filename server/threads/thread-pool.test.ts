// The generic thread pool: threads start only when tasks overlap (each costs its modules'
// memory), up to the pool's size; errors keep their kind across the thread boundary.
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import type { ProbeTask } from './testing/probe-thread';
import { createThreadPool, type ThreadPool } from './thread-pool';

const ENTRY = new URL('./testing/probe-thread.ts', import.meta.url);
let pool: ThreadPool<ProbeTask, number>;
afterEach(() => pool?.close());

describe('createThreadPool', () => {
  it('starts a second thread only when two tasks overlap, and never more than its size', async () => {
    pool = createThreadPool<ProbeTask, number>(ENTRY, 2, 'probe');
    const first = await pool.run({ ms: 1 });
    expect(await pool.run({ ms: 1 })).toBe(first); // one after another: one thread
    expect(pool.started).toBe(1);
    const overlapping = await Promise.all([1, 2, 3, 4].map(() => pool.run({ ms: 200 })));
    expect(new Set(overlapping).size).toBe(2);
    expect(pool.started).toBe(2);
    expect(overlapping).toContain(first);
  }, 60_000);

  it('keeps an ApiError its status and code, and other errors plain', async () => {
    pool = createThreadPool<ProbeTask, number>(ENTRY, 1, 'probe');
    const refused = await pool.run({ ms: 1, fail: 'api' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 422, code: 'damaged_image' });
    const broken = await pool.run({ ms: 1, fail: 'plain' }).catch((error: unknown) => error);
    expect(broken).not.toBeInstanceOf(ApiError);
    expect((broken as Error).message).toBe('Something broke.');
  }, 60_000);
});
