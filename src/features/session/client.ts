// The hosted auth client (supabase-js), loaded on first use. supabase-js weighs about 45 KB
// compressed, nearly a third of the budget for `/`, so it is a lazy chunk: nothing here imports
// it statically (type imports vanish at build time). It loads at start only when a session may be
// stored (stored-session.ts), else when the visitor signs in.
import type { AuthError, SupabaseClient } from '@supabase/supabase-js';
import type { AuthConfig } from './config';

export type AuthClient = SupabaseClient['auth'];

export interface LoadedAuth {
  auth: AuthClient;
  /** An error supabase-js read from the address on load (`#error_description=...`). */
  isRedirectError: (error: unknown) => error is AuthError;
}

// One client per config object: the app has one; every story builds its own.
const loaded = new WeakMap<AuthConfig, Promise<LoadedAuth>>();
// Who waits for the client to be asked for (the session runtime of a visitor with no session).
const loadListeners = new WeakMap<AuthConfig, Set<() => void>>();

/**
 * Calls `listener` when something first asks for this config's client (a sign-in, sign-up or
 * sign-out); returns the function that stops listening.
 */
export function onAuthLoad(config: AuthConfig, listener: () => void): () => void {
  const listeners = loadListeners.get(config) ?? new Set();
  loadListeners.set(config, listeners);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The auth client for this config. Session refresh is supabase-js's own (autoRefreshToken): it
 * checks every 30 s and refreshes when the access token expires within 90 s (spec §9), retrying
 * a failed refresh with a backoff from 200 ms, and removes a session that cannot be refreshed
 * unless the failure is retryable (spec §4).
 */
export function loadAuth(config: AuthConfig): Promise<LoadedAuth> {
  const existing = loaded.get(config);
  if (existing) return existing;
  const loading = import('@supabase/supabase-js').then((supabase) => {
    const client = supabase.createClient(config.url, config.anonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        // Reads the result of the Google redirect: a session or `#error_description=...`.
        detectSessionInUrl: true,
        ...(config.storage ? { storage: config.storage } : {}),
        ...(config.storageKey ? { storageKey: config.storageKey } : {}),
      },
    });
    return { auth: client.auth, isRedirectError: supabase.isAuthImplicitGrantRedirectError };
  });
  loaded.set(config, loading);
  // A failed chunk load (offline) may succeed on the next try.
  loading.catch(() => loaded.delete(config));
  for (const listener of loadListeners.get(config) ?? []) listener();
  loadListeners.delete(config);
  return loading;
}
