// The session runtime: follows supabase-js's auth events into the session atoms, runs the first
// session check, reads a Google redirect's error from the address, clears the profile on sign-out
// and signs out when the profile says the session is no good. Loaded on demand (with supabase-js),
// so none of it weighs on the JavaScript for `/`.
import type { QueryClient } from '@tanstack/react-query';
import { errorStatus } from '../../api/error-text';
import type { Session } from '../../api/profile';
import { loadAuth } from './client';
import type { AuthConfig } from './config';
import {
  AUTH_EVENTS,
  PROFILE_QUERY_KEY,
  redirectErrorFrom,
  refetchesProfile,
  shouldForceSignOut,
  type AuthEvent,
  type AuthRedirectError,
} from './model';

/** Where the runtime reports what it learns (the session atoms). */
export interface SessionSink {
  session(session: Session | null): void;
  event(event: AuthEvent): void;
  redirectError(error: AuthRedirectError): void;
  /** The first session check has finished. */
  ready(): void;
}

const isAuthEvent = (event: string): event is AuthEvent =>
  (AUTH_EVENTS as readonly string[]).includes(event);

/** supabase-js's session is the contract's Session: the same wire shape, typed as an interface. */
const asSession = (session: unknown) => session as Session | null;

/** Takes the OAuth result out of the address once read, so a reload does not show it again. */
function clearAuthFragment() {
  if (!window.location.hash) return;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', pathname + search);
}

/** A profile load that failed for good with a 401 (or too often) ends the session (spec §8). */
function watchProfileFailures(queryClient: QueryClient, signOut: () => void): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const [scope, name] = event.query.queryKey;
    if (scope !== PROFILE_QUERY_KEY[0] || name !== PROFILE_QUERY_KEY[1]) return;
    const status = errorStatus(event.action.error);
    if (status === undefined) return; // cancelled, not failed
    if (shouldForceSignOut(status, event.query.state.fetchFailureCount)) signOut();
  });
}

/** Starts following the session; returns the function that stops it. */
export function runSession(
  config: AuthConfig,
  queryClient: QueryClient,
  sink: SessionSink,
): () => void {
  let active = true;
  const stops: Array<() => void> = [];

  void loadAuth(config)
    .then(async ({ auth, isRedirectError }) => {
      if (!active) return;
      const { data } = auth.onAuthStateChange((event, session) => {
        // Runs inside supabase-js: report state only, never await its methods here.
        if (!active) return;
        sink.session(asSession(session));
        if (!isAuthEvent(event)) return;
        sink.event(event);
        if (event === 'SIGNED_OUT') {
          // The profile is cleared; with no session its query is disabled, so polling stops.
          queryClient.removeQueries({ queryKey: PROFILE_QUERY_KEY });
        } else if (refetchesProfile(event, Boolean(session?.access_token))) {
          void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
        }
      });
      stops.push(() => data.subscription.unsubscribe());
      stops.push(watchProfileFailures(queryClient, () => void auth.signOut()));

      // The first session check: the stored session (refreshed if close to expiry) or the result
      // of a Google redirect in the address.
      const { error } = await auth.initialize();
      if (!active) return;
      if (error && isRedirectError(error)) {
        sink.redirectError(redirectErrorFrom(error.message));
        clearAuthFragment();
      }
      const { data: current } = await auth.getSession();
      if (!active) return;
      sink.session(asSession(current.session));
      sink.ready();
    })
    .catch(() => {
      // supabase-js could not load (offline): the visitor is anonymous for now.
      if (active) sink.ready();
    });

  return () => {
    active = false;
    for (const stop of stops) stop();
  };
}
