import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MAX_PROFILE_CACHE_AGE_MS,
  PROFILE_WRITE_QUIET_MS,
  profileChanged,
  ProfileCache,
} from './profile-cache';

// The record of writes is process-wide: every test uses designers of its own.
const someone = () => `user-${randomUUID()}`;

function setup(options: { maxAgeMs?: number; maxEntries?: number } = {}) {
  const clock = { now: Date.now() };
  const cache = new ProfileCache<number>({ ...options, now: () => clock.now });
  const database = new Map<string, number>();
  let reads = 0;
  const read = (userId: string) =>
    cache.read(userId, async () => {
      reads += 1;
      return database.get(userId);
    });
  return { cache, clock, database, read, reads: () => reads };
}

describe('ProfileCache', () => {
  it('answers from memory for maxAgeMs, then reads again', async () => {
    const { clock, database, read, reads } = setup({ maxAgeMs: 1000 });
    const ada = someone();
    database.set(ada, 15);
    expect(await read(ada)).toBe(15);
    database.set(ada, 9); // another process wrote: not seen for up to maxAgeMs
    clock.now += 999;
    expect(await read(ada)).toBe(15);
    expect(reads()).toBe(1);
    clock.now += 1;
    expect(await read(ada)).toBe(9);
    expect(reads()).toBe(2);
  });

  it('reads again at once after a write in this process', async () => {
    const { clock, database, read, reads } = setup();
    const ada = someone();
    database.set(ada, 15);
    await read(ada);
    database.set(ada, 12);
    profileChanged(ada, clock.now);
    expect(await read(ada)).toBe(12);
    expect(await read(ada)).toBe(12);
    expect(reads()).toBe(3); // within the quiet period nothing is kept
  });

  it('keeps nothing read while a write of the designer may not be committed yet', async () => {
    const { clock, database, read, reads } = setup();
    const ada = someone();
    database.set(ada, 15);
    // The write is announced inside its transaction; a read racing it may still see the old row.
    profileChanged(ada, clock.now);
    expect(await read(ada)).toBe(15);
    database.set(ada, 12); // committed
    expect(await read(ada)).toBe(12);
    expect(reads()).toBe(2);
    // Once the quiet period is over, answers are kept again.
    clock.now += PROFILE_WRITE_QUIET_MS;
    await read(ada);
    await read(ada);
    expect(reads()).toBe(3);
  });

  it('does not keep a read during which the designer was written', async () => {
    const { cache, clock } = setup();
    const ada = someone();
    const stale = await cache.read(ada, async () => {
      profileChanged(ada, clock.now); // the write lands while the read is on its way
      return 15;
    });
    expect(stale).toBe(15);
    clock.now += PROFILE_WRITE_QUIET_MS;
    expect(await cache.read(ada, async () => 12)).toBe(12);
  });

  it('keeps other designers while one is written, and never keeps a missing profile', async () => {
    const { clock, database, read, reads } = setup();
    const [ada, bea] = [someone(), someone()];
    database.set(ada, 15);
    await read(ada);
    profileChanged(bea, clock.now);
    await read(ada);
    expect(reads()).toBe(1);
    expect(await read(bea)).toBeUndefined();
    expect(await read(bea)).toBeUndefined();
    expect(reads()).toBe(3);
  });

  it('remembers at most maxEntries designers, and nothing with maxAgeMs 0', async () => {
    const bounded = setup({ maxEntries: 2 });
    const [ada, bea, cy] = [someone(), someone(), someone()];
    for (const id of [ada, bea, cy]) bounded.database.set(id, 1);
    for (const id of [ada, bea, cy, ada]) await bounded.read(id);
    expect(bounded.reads()).toBe(4); // ada made room for cy, so she is read again

    const off = setup({ maxAgeMs: 0 });
    off.database.set(ada, 1);
    await off.read(ada);
    await off.read(ada);
    expect(off.reads()).toBe(2);
  });

  it('refuses a maxAgeMs beyond the bound the write record covers', () => {
    expect(() => new ProfileCache({ maxAgeMs: MAX_PROFILE_CACHE_AGE_MS + 1 })).toThrow(/maxAgeMs/);
    expect(() => new ProfileCache({ maxAgeMs: -1 })).toThrow(/maxAgeMs/);
  });
});
