// Where uploaded and rendered files live: local disk or S3, behind one interface. Keys are made
// by the server from ids and fixed names (`storageKey`), never from what a user typed or uploaded,
// so a key can never point outside the storage area.
import { ExpiringCache } from '../expiring-cache';

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

export interface SignedUrlOptions {
  /** How long the URL must stay valid at least; it may stay valid up to a window longer. */
  expiresInSeconds?: number;
  /** When set, the browser downloads the file under this name instead of showing it. */
  downloadName?: string;
}

export interface Storage {
  /** Writes the whole object at once; readers see the old or the new version, never a mix. */
  put(key: string, body: Buffer | Uint8Array, contentType: string): Promise<void>;
  /** Null when there is no such object. */
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every object under `prefix/` (folder semantics: `a/b` never touches `a/bc/...`). */
  deletePrefix(prefix: string): Promise<void>;
  /** A URL a browser can GET the object from without other credentials, for a limited time. */
  signedUrl(key: string, options?: SignedUrlOptions): Promise<string>;
  /** Every object under `prefix/` with when it was last written, in no particular order. */
  list(prefix: string): AsyncIterable<ListedObject>;
}

export interface ListedObject {
  key: string;
  lastModified: Date;
}

export const DEFAULT_SIGNED_URL_SECONDS = 15 * 60;
// S3 refuses presigned URLs valid for longer than 7 days; the local store follows the same rule.
export const MAX_SIGNED_URL_SECONDS = 7 * 24 * 60 * 60;

// Part names are also file names on disk: short enough for every file system once the local
// store appends its temporary and metadata suffixes.
const MAX_PART_LENGTH = 200;
const MAX_KEY_LENGTH = 1024;
const PART_PATTERN = /^[A-Za-z0-9._-]+$/;

/** Joins server-made parts (ids, fixed names such as `original.jpg`) into a storage key. */
export function storageKey(...parts: string[]): string {
  if (parts.length === 0) throw new Error('A storage key needs at least one part.');
  for (const part of parts) assertKeyPart(part);
  return assertStorageKey(parts.join('/'));
}

/** Checks a complete key (e.g. one read back from the database) before it touches storage. */
export function assertStorageKey(key: string): string {
  if (key.length > MAX_KEY_LENGTH) throw new Error(`Storage key is too long: ${key.length}.`);
  for (const part of key.split('/')) assertKeyPart(part, key);
  return key;
}

/** Accepts `a/b` and `a/b/` alike; returns the folder without the trailing slash. */
export function assertStoragePrefix(prefix: string): string {
  return assertStorageKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}

function assertKeyPart(part: string, key = part): void {
  const valid =
    PART_PATTERN.test(part) && part !== '.' && part !== '..' && part.length <= MAX_PART_LENGTH;
  if (!valid) {
    // Programmer error (keys are server-made), so the message may name the value.
    throw new Error(
      `Invalid storage key ${JSON.stringify(key)}: each part must be 1-${MAX_PART_LENGTH} ` +
        `characters of A-Z a-z 0-9 . _ - and not "." or "..".`,
    );
  }
}

// type/subtype with optional parameters, and nothing that could break out of a response header.
const CONTENT_TYPE_PATTERN = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(\s*;\s*[\w!#$&^.+-]+=[^\s;"]+)*$/;

export function assertContentType(contentType: string): string {
  if (!CONTENT_TYPE_PATTERN.test(contentType)) {
    throw new Error(`Invalid content type ${JSON.stringify(contentType)}.`);
  }
  return contentType;
}

export interface SignedUrlWindow {
  /** Unix seconds the signature is dated from. */
  signedAt: number;
  /** Unix seconds after which the URL is refused. */
  expiresAt: number;
  /** Unix seconds at which the next window starts: until then, the same URL is answered. */
  reusableUntil: number;
}

/**
 * The validity of a signed URL, rounded to a window so that asking again soon gives the very same
 * URL: screens that poll the API keep their <img> sources, and the browser cache keeps working.
 * The URL stays valid for at least `expiresInSeconds` from `nowMs`.
 */
export function signedUrlWindow(
  nowMs: number,
  expiresInSeconds = DEFAULT_SIGNED_URL_SECONDS,
): SignedUrlWindow {
  if (!Number.isInteger(expiresInSeconds) || expiresInSeconds < 1) {
    throw new Error(`expiresInSeconds must be a positive integer, got ${expiresInSeconds}.`);
  }
  const window = Math.min(300, expiresInSeconds);
  if (expiresInSeconds + window > MAX_SIGNED_URL_SECONDS) {
    throw new Error(`expiresInSeconds may be at most ${MAX_SIGNED_URL_SECONDS - window}.`);
  }
  const signedAt = Math.floor(nowMs / 1000 / window) * window;
  return {
    signedAt,
    expiresAt: signedAt + window + expiresInSeconds,
    reusableUntil: signedAt + window,
  };
}

/** The signing of a URL for one window: its validity, and the name to download under as asked. */
export interface SignedUrlRequest extends SignedUrlWindow {
  key: string;
  downloadName: string | undefined;
}

/**
 * The URLs a store signed in the current window, so that a list of visuals (three URLs each)
 * does not sign them again on every call: within a window the same request gives the very same
 * URL anyway (signedUrlWindow), so an entry is kept exactly until its window ends. Bounded (least
 * recently used first), so a store with many files keeps only the URLs asked for lately.
 */
export class SignedUrlCache {
  readonly #urls: ExpiringCache<string, string>;
  readonly #now: () => number;

  constructor({ maxEntries = 20_000, now }: { maxEntries?: number; now: () => number }) {
    this.#urls = new ExpiringCache({ maxEntries, now });
    this.#now = now;
  }

  async signedUrl(
    key: string,
    options: SignedUrlOptions,
    sign: (request: SignedUrlRequest) => string | Promise<string>,
  ): Promise<string> {
    const window = signedUrlWindow(this.#now(), options.expiresInSeconds);
    const { downloadName } = options;
    // The name comes last: newlines occur in no other part, so two requests cannot share a key.
    const cacheKey = `${window.signedAt}\n${window.expiresAt}\n${key}\n${downloadName === undefined ? '-' : `+${downloadName}`}`;
    const known = this.#urls.get(cacheKey);
    if (known !== undefined) return known; // its key was checked when it was signed
    assertStorageKey(key);
    const url = await sign({ ...window, key, downloadName });
    this.#urls.set(cacheKey, url, window.reusableUntil * 1000);
    return url;
  }
}
