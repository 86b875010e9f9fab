// A short-lived memory of profile answers (GET /api/auth/me), so a burst of calls for one designer
// reads the database once. Two rules keep it honest:
// - In this process, every write of a profile's answered fields (credits, plan, name, email) calls
//   `profileChanged` (credits.ts, fulfilment.ts, account-links.ts, me.ts). That drops what was
//   remembered, and for a quiet period (longer than a transaction takes) nothing is remembered
//   for that designer, so a read that raced an uncommitted write cannot be kept. After a write in
//   this process, the next read is the database's.
// - Another process's writes (a worker run apart, another server) are not seen: an answer is kept
//   at most `maxAgeMs` (default 1 s), the bound on how stale it can be there.

import { ExpiringCache } from '../expiring-cache';

/** The longest an answer may be kept, whatever a cache is configured with. */
export const MAX_PROFILE_CACHE_AGE_MS = 10_000;
/** After a write, nothing is remembered for the designer this long (covers its transaction). */
export const PROFILE_WRITE_QUIET_MS = 30_000;

interface ProfileWrite {
  /** Of `writeCount` when it happened. */
  sequence: number;
  quietUntil: number;
}

// Process-wide, like the database a process writes to: every cache of the process consults it.
let writeCount = 0;
const recentWrites = new Map<string, ProfileWrite>();

/**
 * Call when a profile's answered fields change (inside or after the transaction): the profile
 * caches of this process forget the designer and keep nothing for them for a while.
 */
export function profileChanged(userId: string, now = Date.now()): void {
  writeCount += 1;
  recentWrites.delete(userId);
  recentWrites.set(userId, { sequence: writeCount, quietUntil: now + PROFILE_WRITE_QUIET_MS });
  // Oldest first (re-inserted above): a write is forgotten once no entry it could stale is left.
  for (const [id, write] of recentWrites) {
    if (write.quietUntil + MAX_PROFILE_CACHE_AGE_MS > now) break;
    recentWrites.delete(id);
  }
}

export interface ProfileCacheOptions {
  /** How long an answer is kept: the staleness bound across processes. 0 keeps nothing. */
  maxAgeMs?: number;
  /** Designers remembered at most (least recently used first out). */
  maxEntries?: number;
  now?: () => number;
}

interface Remembered<Value> {
  value: Value;
  /** `writeCount` when its read started. */
  sequence: number;
}

export class ProfileCache<Value> {
  readonly #entries: ExpiringCache<string, Remembered<Value>>;
  readonly #maxAgeMs: number;
  readonly #now: () => number;

  constructor({ maxAgeMs = 1000, maxEntries = 10_000, now = Date.now }: ProfileCacheOptions = {}) {
    if (!(maxAgeMs >= 0 && maxAgeMs <= MAX_PROFILE_CACHE_AGE_MS)) {
      throw new Error(`maxAgeMs must be 0-${MAX_PROFILE_CACHE_AGE_MS}, got ${maxAgeMs}.`);
    }
    this.#entries = new ExpiringCache({ maxEntries, now });
    this.#maxAgeMs = maxAgeMs;
    this.#now = now;
  }

  /** The remembered answer, or `load`'s (remembered when no write of the designer interferes). */
  async read(userId: string, load: () => Promise<Value | undefined>): Promise<Value | undefined> {
    const write = recentWrites.get(userId);
    const known = this.#entries.get(userId);
    if (known && (!write || write.sequence <= known.sequence)) return known.value;

    const sequence = writeCount;
    const started = this.#now();
    const value = await load();
    const after = recentWrites.get(userId);
    const undisturbed = !after || (after.sequence <= sequence && after.quietUntil <= started);
    if (value !== undefined && undisturbed && this.#maxAgeMs > 0) {
      this.#entries.set(userId, { value, sequence }, started + this.#maxAgeMs);
    }
    return value;
  }
}
