import { describe, expect, it } from 'vitest';
import { rateLimitKey } from './client-address';
import { createRateLimiter } from './rate-limiter';

describe('rate limiter', () => {
  it('allows `limit` requests at once, then refills evenly over the window', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 30, windowMs: 300_000, now: () => now });
    const allowed = Array.from({ length: 40 }, () => limiter.take('a').allowed);
    expect(allowed.filter(Boolean)).toHaveLength(30);
    const refused = limiter.take('a');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 10 }); // one per 10 s
    now += 10_000;
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    expect(limiter.take('b').allowed).toBe(true);
  });

  it('forgets the least recently seen keys beyond maxKeys', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2, now: () => 0 });
    limiter.take('a');
    limiter.take('b');
    expect(limiter.take('a').allowed).toBe(false); // 'a' is now the most recent
    limiter.take('c'); // evicts 'b'
    expect(limiter.take('b').allowed).toBe(true);
    expect(limiter.take('c').allowed).toBe(false);
  });
});

describe('rateLimitKey', () => {
  it('keys IPv4 by address and IPv6 by its /64 network', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('[2001:db8::1]')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
