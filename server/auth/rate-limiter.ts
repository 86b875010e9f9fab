// In-memory token buckets, one per key (a client address): `limit` requests at once, refilled
// evenly over `windowMs`. Supabase Auth limits its endpoints the same way. The state lives in this
// process: with several server processes each one counts on its own, so the effective limit is
// multiplied by their number.

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the next request would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  take(key: string): RateLimitDecision;
}

export interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  /** The least recently seen keys are forgotten beyond this, so memory stays bounded. */
  maxKeys?: number;
  now?: () => number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

const DEFAULT_MAX_KEYS = 50_000;

export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = DEFAULT_MAX_KEYS,
  now = Date.now,
}: RateLimiterOptions): RateLimiter {
  const refillPerMs = limit / windowMs;
  // A Map iterates in insertion order; re-inserting on every use makes the first key the oldest.
  const buckets = new Map<string, Bucket>();

  return {
    take(key) {
      const time = now();
      const previous = buckets.get(key);
      const tokens = previous
        ? Math.min(limit, previous.tokens + (time - previous.updatedAt) * refillPerMs)
        : limit;
      buckets.delete(key);
      const allowed = tokens >= 1;
      buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, updatedAt: time });
      // Forgetting a key only ever gives that client a fresh budget, never a smaller one.
      for (const oldest of buckets.keys()) {
        if (buckets.size <= maxKeys) break;
        buckets.delete(oldest);
      }
      if (allowed) return { allowed, retryAfterSeconds: 0 };
      return {
        allowed,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / refillPerMs / 1000)),
      };
    },
  };
}
