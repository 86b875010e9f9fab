// What PostgreSQL said, whichever driver carried it. drizzle wraps driver errors
// (DrizzleQueryError, "Failed query: ..."), and pg and PGlite have their own error classes; both
// carry the SQLSTATE `code` and, for constraint violations, the constraint's name.

export interface PostgresErrorInfo {
  /** SQLSTATE, e.g. '23505' unique_violation, '23514' check_violation, 'P0001' raised. */
  code: string;
  message: string;
  constraint?: string;
}

export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';
export const FOREIGN_KEY_VIOLATION = '23503';

/** The database error inside `error` (following `cause`), or undefined if there is none. */
export function postgresErrorOf(error: unknown): PostgresErrorInfo | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return undefined;
    const candidate = current as { code?: unknown; message?: unknown; constraint?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        message: String(candidate.message ?? ''),
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
