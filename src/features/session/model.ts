// Pure rules of the session (spec §4, §8, §9): who the shell greets, when the profile is retried,
// when a failing profile signs the user out, and how often the profile is polled.

/** Auth events the hosted auth service reports (spec §4), in supabase-js's names. */
export const AUTH_EVENTS = [
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'INITIAL_SESSION',
] as const;
export type AuthEvent = (typeof AUTH_EVENTS)[number];

/** The profile's query key; the user id follows. */
export const PROFILE_QUERY_KEY = ['session', 'profile'] as const;

/** An OAuth failure the auth service sent back in the address (`#error_description=...`). */
export interface AuthRedirectError {
  /** The service's description; null when it gave none. */
  description: string | null;
}

/** supabase-js puts this in place of a missing `error_description`. */
const UNSPECIFIED_REDIRECT_ERROR = 'Error in URL with unspecified error_description';

/** The description of a redirect error as supabase-js reports it, null when there was none. */
export function redirectErrorFrom(message: string): AuthRedirectError {
  const description = message === UNSPECIFIED_REDIRECT_ERROR ? '' : message.trim();
  return { description: description || null };
}

/** Spec §4: sign-in, token refresh or user update with a token (re)load the profile. */
export function refetchesProfile(event: AuthEvent, hasToken: boolean): boolean {
  return (
    hasToken && (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED' || event === 'USER_UPDATED')
  );
}

/** Who the shell greets: the name, else the e-mail before the @, else 'User' (spec §2). */
export function displayName(user: { name?: string | null; email?: string | null }): string {
  const name = user.name?.trim();
  if (name) return name;
  const local = user.email?.split('@')[0]?.trim();
  return local || 'User';
}

// ---- Profile retry (spec §8, §9) -------------------------------------------------------------

/** The profile may still be being created right after sign-up: a 401 is retried this often. */
export const PROFILE_MAX_RETRIES = 2;
export const PROFILE_RETRY_BASE_MS = 1000;
/** More failed attempts than this in one load sign the user out (spec §8). */
export const PROFILE_MAX_FAILURES = 2;

/** Delay before retry number `attempt` (1, 2, ...): 1000 ms × attempt. */
export function profileRetryDelay(attempt: number): number {
  return PROFILE_RETRY_BASE_MS * Math.max(1, attempt);
}

/**
 * Whether a failed profile load is tried again. `retriesSoFar` counts the retries already made
 * (0 after the first failure). Only a 401 is retried: anything else will not fix itself in 2 s.
 */
export function shouldRetryProfile(retriesSoFar: number, status: number | undefined): boolean {
  return status === 401 && retriesSoFar < PROFILE_MAX_RETRIES;
}

/**
 * After the retries, a 401 or more than 2 failed attempts in one load sign the user out (spec §8):
 * the session is no good for the studio API. `failures` counts every failed attempt of the load.
 */
export function shouldForceSignOut(status: number | undefined, failures: number): boolean {
  return status === 401 || failures > PROFILE_MAX_FAILURES;
}

// ---- Profile polling (spec §4, §9) -----------------------------------------------------------

export const PROFILE_POLL_MS = 5000;
/** Polling gives up after this many failed loads (accumulated, not consecutive). */
export const PROFILE_POLL_MAX_ERRORS = 3;

/**
 * How often the profile is refetched: every 5 s while credits are locked (a visual is being made)
 * and a session exists; never once 3 loads have failed; never otherwise.
 */
export function profilePollInterval(
  profile: { locked_credits: number } | null | undefined,
  errorCount: number,
  signedIn: boolean,
): number | false {
  if (!signedIn || !profile || profile.locked_credits <= 0) return false;
  if (errorCount >= PROFILE_POLL_MAX_ERRORS) return false;
  return PROFILE_POLL_MS;
}

// ---- Where to go after signing in (spec §2, §5) ----------------------------------------------

/** Navigation state a protected route leaves for the Login screen. */
export interface ReturnState {
  from: { pathname: string; search?: string; hash?: string };
}

const AUTH_PAGES = ['/login', '/signup'];

/** A path of this site to go back to, or null: never another origin, never a sign-in page. */
function sitePath(path: string | null | undefined): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
  if (path.startsWith('/\\')) return null;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return AUTH_PAGES.includes(pathname) ? null : path;
}

/**
 * Where a visitor sent to sign in was going: navigation state `from` (a protected route sets it),
 * else the address's `?from=` (it survives the round trip to Google), else '/'.
 */
export function returnPath(state: unknown, search = ''): string {
  const from = (state as Partial<ReturnState> | null | undefined)?.from;
  if (typeof from === 'object' && from !== null && typeof from.pathname === 'string') {
    const path = sitePath(from.pathname);
    if (path) return path + (from.search ?? '') + (from.hash ?? '');
  }
  return sitePath(new URLSearchParams(search).get('from')) ?? '/';
}

/** Where Google sends the browser back: the Login screen, which then goes on to `target`. */
export function googleReturnUrl(origin: string, target: string): string {
  return target === '/' ? `${origin}/login` : `${origin}/login?from=${encodeURIComponent(target)}`;
}
