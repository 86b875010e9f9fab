// Failures that are not the request's fault nor a bug: the database cannot be reached, or the
// file storage is full, read-only or unreachable. They answer 503 with Retry-After and a detail a
// designer understands (on /api and /auth/v1), instead of a 500 that reads like a crash.

export type OutageKind = 'database' | 'storage';

export interface Outage {
  kind: OutageKind;
  /** For people: what is wrong, in their words. */
  detail: string;
  /** For programs. */
  code: 'database_unavailable' | 'storage_unavailable';
  /** Seconds a client should wait before trying again. */
  retryAfterSeconds: number;
}

export const DATABASE_UNAVAILABLE_DETAIL =
  'The studio cannot reach its database right now. Nothing was changed; please try again in a minute.';
export const STORAGE_UNAVAILABLE_DETAIL =
  'The studio cannot save or read files right now. Nothing was lost; please try again in a few minutes.';

const RETRY_AFTER_SECONDS = 30;

// Sockets that cannot connect or were cut: whichever service the error came from.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// Disks that are full, read-only or failing.
const STORAGE_CODES = new Set(['ENOSPC', 'EROFS', 'EDQUOT', 'EIO', 'EACCES', 'EPERM', 'EMFILE']);
// SQLSTATE classes 08 (connection exception), 53 (insufficient resources), 57P (operator
// intervention: shutdown, cannot connect now), and 25006 (read-only transaction: a standby).
const DATABASE_SQLSTATE = /^(08\d{3}|53\d{3}|57P0[1-4]|25006)$/;
const DATABASE_MESSAGES = [
  /PGlite is closed/i,
  /Cannot use a pool after calling end/i,
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
];
// What the AWS SDK says when S3 (or MinIO, R2...) is out of service or out of space.
const S3_OUTAGE_NAMES = new Set([
  'ServiceUnavailable',
  'SlowDown',
  'InternalError',
  'RequestTimeout',
  'TimeoutError',
  'XMinioStorageFull',
]);

/** The outage behind `error` (following `cause`), or null for any other error. */
export function outageOf(error: unknown): Outage | null {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    if (typeof current !== 'object') break;
    const candidate = current as {
      name?: unknown;
      code?: unknown;
      message?: unknown;
      errors?: unknown;
      $metadata?: { httpStatusCode?: number };
      cause?: unknown;
    };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    const name = typeof candidate.name === 'string' ? candidate.name : '';
    if (
      DATABASE_SQLSTATE.test(code) ||
      DATABASE_MESSAGES.some((pattern) => pattern.test(message))
    ) {
      return outage('database');
    }
    // The AWS SDK marks its errors with $metadata; local files make no network calls.
    if (NETWORK_CODES.has(code)) return outage(candidate.$metadata ? 'storage' : 'database');
    if (STORAGE_CODES.has(code)) return outage('storage');
    const status = candidate.$metadata?.httpStatusCode;
    if (S3_OUTAGE_NAMES.has(name) || (typeof status === 'number' && status >= 500)) {
      return outage('storage');
    }
    // Node reports several failed addresses at once (IPv4 and IPv6).
    if (Array.isArray(candidate.errors) && candidate.errors.length > 0) {
      const inner = outageOf(candidate.errors[0]);
      if (inner) return candidate.$metadata ? outage('storage') : inner;
    }
    current = candidate.cause;
  }
  return null;
}

function outage(kind: OutageKind): Outage {
  return kind === 'database'
    ? {
        kind,
        detail: DATABASE_UNAVAILABLE_DETAIL,
        code: 'database_unavailable',
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      }
    : {
        kind,
        detail: STORAGE_UNAVAILABLE_DETAIL,
        code: 'storage_unavailable',
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      };
}
