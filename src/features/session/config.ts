// Where the hosted auth service lives. Vite bakes VITE_* variables in at build time; without them
// the browser talks to the page's own origin, where the studio server runs its local
// Supabase-compatible auth service under /auth/v1.

/** Key-value storage for the session (supabase-js's SupportedStorage, sync or async). */
export interface SessionStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

export interface AuthConfig {
  /** The auth service's project URL; supabase-js appends /auth/v1. */
  url: string;
  /** The project's public (anon) key; the local auth service accepts the placeholder. */
  anonKey: string;
  /** Where the session is kept between visits; default: the browser's localStorage. */
  storage?: SessionStorage;
  /** Storage key; default supabase-js's `sb-<first host label>-auth-token`. */
  storageKey?: string;
}

/** The anon key used when VITE_SUPABASE_ANON_KEY is not set (the local auth service ignores it). */
export const LOCAL_ANON_KEY = 'local-anon-key';

export interface AuthEnv {
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_ANON_KEY?: string;
}

/** The auth config from build-time variables, defaulting to the page's own origin. */
export function authConfigFromEnv(env: AuthEnv, origin: string): AuthConfig {
  return {
    url: env.VITE_SUPABASE_URL?.trim() || origin,
    anonKey: env.VITE_SUPABASE_ANON_KEY?.trim() || LOCAL_ANON_KEY,
  };
}

let appConfig: AuthConfig | undefined;

/** The app's config: one object, so the client it keys is created once per page. */
export function defaultAuthConfig(): AuthConfig {
  appConfig ??= authConfigFromEnv(import.meta.env as AuthEnv, window.location.origin);
  return appConfig;
}
