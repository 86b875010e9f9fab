// Who is signed in, shared with every feature: the session, the auth events, the loading flag and
// the profile (GET /api/auth/me) (spec §4). The API client with the bearer token is api-client.ts;
// sign-in and sign-up are actions.ts; both load with the screens that use them.
import { atom } from 'jotai';
import { atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import { errorStatus } from '../../api/error-text';
import type { Session } from '../../api/profile';
import { loadAuth, onAuthLoad } from './client';
import { defaultAuthConfig, type AuthConfig } from './config';
import {
  PROFILE_QUERY_KEY,
  profilePollInterval,
  profileRetryDelay,
  shouldRetryProfile,
  type AuthEvent,
  type AuthRedirectError,
} from './model';
import type { SessionSink } from './runtime';
import { markSessionOnDevice, needsAuthClient } from './stored-session';

// ---- Configuration ---------------------------------------------------------------------------

const authConfigOverrideAtom = atom<AuthConfig | null>(null);

/** Where the auth service lives and where the session is kept; stories swap in their own. */
export const authConfigAtom = atom(
  (get) => get(authConfigOverrideAtom) ?? defaultAuthConfig(),
  (_get, set, config: AuthConfig) => set(authConfigOverrideAtom, config),
);

// ---- Session state (written only by the session runtime below) -------------------------------

/** Exported for the session feature's own actions.ts only; features read `sessionAtom`. */
export const sessionValueAtom = atom<Session | null>(null);
const loadingValueAtom = atom(true);
const authEventValueAtom = atom<AuthEvent | null>(null);
const redirectErrorValueAtom = atom<AuthRedirectError | null>(null);

/**
 * The session runtime, started when anything first reads the session and stopped when nothing
 * does. It lives in its own chunk with supabase-js (see runtime.ts), which loads at once only when
 * a session may be stored on this device (or the address holds a sign-in answer); otherwise the
 * visitor is anonymous straight away and the runtime starts when the client is first asked for
 * (signing in). The loading flag stays true until the first session check has run.
 */
const sessionRuntimeAtom = atom(0, (get, set) => {
  const config = get(authConfigAtom);
  const queryClient = get(queryClientAtom);
  let active = true;
  let stop: (() => void) | undefined;
  let stopListening: (() => void) | undefined;
  const sink: SessionSink = {
    session: (session) => {
      set(sessionValueAtom, session);
      markSessionOnDevice(session !== null);
    },
    event: (event) => set(authEventValueAtom, event),
    redirectError: (error) => set(redirectErrorValueAtom, error),
    ready: () => set(loadingValueAtom, false),
  };
  const start = () => {
    stopListening?.();
    import('./runtime')
      .then(({ runSession }) => {
        if (active) stop ??= runSession(config, queryClient, sink);
      })
      .catch(() => {
        // The code could not load (offline): the visitor is anonymous for now.
        if (active) sink.ready();
      });
  };
  const decide = (needed: boolean) => {
    if (!active) return;
    if (needed) return start();
    sink.ready();
    stopListening = onAuthLoad(config, start);
  };
  const needed = needsAuthClient(config, window.location.href);
  if (typeof needed === 'boolean') decide(needed);
  else void needed.then(decide);
  return () => {
    active = false;
    stopListening?.();
    stop?.();
  };
});
sessionRuntimeAtom.onMount = (start) => start();

/**
 * Known anonymous before the first render (no stored session, no sign-in answer in the address):
 * the app hydrating a page painted for anonymous visitors starts from that state, as the page did.
 */
export const startAnonymousAtom = atom(null, (_get, set) => set(loadingValueAtom, false));

// ---- What features read ----------------------------------------------------------------------

/** The signed-in session (tokens and user), or null; supabase-js keeps it fresh. */
export const sessionAtom = atom((get) => {
  get(sessionRuntimeAtom);
  return get(sessionValueAtom);
});

/** True until the first session check has finished (spec §4): no flash of signed-out screens. */
export const sessionLoadingAtom = atom((get) => {
  get(sessionRuntimeAtom);
  return get(loadingValueAtom);
});

/** The last auth event of spec §4 (SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED...), or null. */
export const authEventAtom = atom((get) => {
  get(sessionRuntimeAtom);
  return get(authEventValueAtom);
});

/** The failed Google sign-in the address reported on load, until the Login screen clears it. */
export const authRedirectErrorAtom = atom(
  (get) => {
    get(sessionRuntimeAtom);
    return get(redirectErrorValueAtom);
  },
  (_get, set) => set(redirectErrorValueAtom, null),
);

/**
 * The signed-in user's profile: credits, tier, name. A 401 is retried twice (1 s, then 2 s) while
 * the profile may still be being created; it is polled every 5 s while credits are locked.
 */
export const profileQueryAtom = atomWithQuery((get) => {
  const session = get(sessionAtom);
  const token = session?.access_token ?? null;
  return {
    queryKey: [...PROFILE_QUERY_KEY, session?.user.id ?? null],
    queryFn: async ({ signal }) => {
      // The http client and the contract's schemas (zod) load with the first profile, not with `/`.
      const { fetchProfile } = await import('./profile-api');
      return fetchProfile(token, signal);
    },
    enabled: session !== null,
    retry: (failureCount, error) => shouldRetryProfile(failureCount, errorStatus(error)),
    retryDelay: (failureCount) => profileRetryDelay(failureCount + 1),
    refetchInterval: (query) =>
      profilePollInterval(query.state.data, query.state.errorUpdateCount, session !== null),
    // Credits settle while the designer looks at another tab; the chip should be right on return.
    refetchIntervalInBackground: true,
  };
});

// ---- Sign-out --------------------------------------------------------------------------------

/** Signs out everywhere; offline, at least on this device. The runtime clears the profile. */
export const signOutAtom = atom(null, async (get) => {
  const { auth } = await loadAuth(get(authConfigAtom));
  const { error } = await auth.signOut();
  if (error) await auth.signOut({ scope: 'local' });
});
