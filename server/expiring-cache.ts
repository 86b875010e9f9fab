// A bounded cache whose entries expire: a Map kept in least-recently-used order (a read moves
// its entry to the end, so the first key is the one to evict). Used on the read path for work
// whose answer stays right until a known moment: a verified access token until its `exp`, a
// signed file URL until its signing window ends.

export interface ExpiringCacheOptions {
  /** At most this many entries; the least recently used goes first. */
  maxEntries: number;
  /** Milliseconds since the epoch; tests move time. */
  now?: () => number;
}

export class ExpiringCache<Key, Value> {
  readonly #entries = new Map<Key, { value: Value; expiresAt: number }>();
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor({ maxEntries, now = Date.now }: ExpiringCacheOptions) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new Error(`maxEntries must be a positive integer, got ${maxEntries}.`);
    }
    this.#maxEntries = maxEntries;
    this.#now = now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value while it has not expired (`expiresAt` itself is already too late). */
  get(key: Key): Value | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= this.#now()) return undefined;
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` until `expiresAt` (ms since the epoch); a moment already past keeps nothing. */
  set(key: Key, value: Value, expiresAt: number): void {
    this.#entries.delete(key);
    if (!(expiresAt > this.#now())) return;
    this.#entries.set(key, { value, expiresAt });
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value as Key;
      this.#entries.delete(oldest);
    }
  }

  delete(key: Key): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
