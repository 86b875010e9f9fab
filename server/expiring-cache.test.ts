import { describe, expect, it } from 'vitest';
import { ExpiringCache } from './expiring-cache';

function cacheAt(maxEntries: number) {
  const clock = { now: 1_000 };
  const cache = new ExpiringCache<string, number>({ maxEntries, now: () => clock.now });
  return { cache, clock };
}

describe('ExpiringCache', () => {
  it('answers a value until its expiry, and nothing from that moment on', () => {
    const { cache, clock } = cacheAt(10);
    cache.set('a', 1, 2_000);
    expect(cache.get('a')).toBe(1);
    clock.now = 1_999;
    expect(cache.get('a')).toBe(1);
    clock.now = 2_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0); // an expired entry read is dropped
  });

  it('keeps nothing whose expiry has already passed', () => {
    const { cache } = cacheAt(10);
    cache.set('past', 1, 1_000);
    cache.set('invalid', 2, Number.NaN);
    expect(cache.get('past')).toBeUndefined();
    expect(cache.get('invalid')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries, evicting the least recently used', () => {
    const { cache } = cacheAt(3);
    cache.set('a', 1, 9_000);
    cache.set('b', 2, 9_000);
    cache.set('c', 3, 9_000);
    expect(cache.get('a')).toBe(1); // now b is the least recently used
    cache.set('d', 4, 9_000);
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([1, 3, 4]);
  });

  it('replaces an entry, and forgets one on delete and clear', () => {
    const { cache } = cacheAt(3);
    cache.set('a', 1, 9_000);
    cache.set('a', 2, 9_000);
    expect(cache.get('a')).toBe(2);
    expect(cache.size).toBe(1);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 3, 9_000);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('refuses a bound that is not a positive integer', () => {
    expect(() => new ExpiringCache({ maxEntries: 0 })).toThrow(/maxEntries/);
    expect(() => new ExpiringCache({ maxEntries: 1.5 })).toThrow(/maxEntries/);
  });
});
