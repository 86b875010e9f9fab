// Is anybody possibly signed in on this device? Answered without supabase-js (about 45 KB
// compressed), so a first-time visitor never downloads it: only a stored session, or an OAuth
// answer in the address, needs the client at start. Signing in loads it on demand.
import { SESSION_MARKER_COOKIE } from '../../api/session-marker';
import type { AuthConfig, SessionStorage } from './config';

/** supabase-js's own storage key for a project: `sb-<first host label>-auth-token`. */
export function sessionStorageKey(config: Pick<AuthConfig, 'url' | 'storageKey'>): string {
  if (config.storageKey) return config.storageKey;
  return `sb-${new URL(config.url).hostname.split('.')[0]}-auth-token`;
}

/**
 * The address carries a sign-in answer for supabase-js to read: a session or an error in the
 * fragment (implicit flow), or a `code` to exchange (PKCE flow).
 */
export function hasAuthAnswerInAddress(href: string): boolean {
  const url = new URL(href);
  const params = new URLSearchParams(url.hash.startsWith('#') ? url.hash.slice(1) : '');
  url.searchParams.forEach((value, key) => params.set(key, value));
  return ['access_token', 'error', 'error_description', 'error_code', 'code'].some((key) =>
    params.has(key),
  );
}

function browserStorage(): SessionStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked (private mode, sandboxed frame): supabase-js would keep nothing either.
    return undefined;
  }
}

/** Whether the auth client must load now; a promise only for asynchronous storage (stories). */
export function needsAuthClient(config: AuthConfig, href: string): boolean | Promise<boolean> {
  if (hasAuthAnswerInAddress(href)) return true;
  const storage = config.storage ?? browserStorage();
  if (!storage) return false;
  let stored: ReturnType<SessionStorage['getItem']>;
  try {
    stored = storage.getItem(sessionStorageKey(config));
  } catch {
    return false;
  }
  if (!(stored instanceof Promise)) return stored !== null;
  // Unreadable: load the client, which knows how to recover.
  return stored.then(
    (value) => value !== null,
    () => true,
  );
}

/**
 * Tells the server whether a session is kept on this device (src/api/session-marker.ts), so it
 * serves the plain app shell rather than the page painted for anonymous visitors.
 */
export function markSessionOnDevice(present: boolean): void {
  if (typeof document === 'undefined') return;
  const lifetime = present ? 400 * 24 * 3600 : 0; // browsers cap cookies at 400 days
  document.cookie = `${SESSION_MARKER_COOKIE}=${present ? '1' : ''}; Path=/; Max-Age=${lifetime}; SameSite=Lax`;
}
