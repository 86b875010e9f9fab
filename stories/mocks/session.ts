// The auth client's setup for stories: pointed at the Storybook origin (MSW answers /auth/v1), with
// the session kept in memory under a key of its own, so a story never reads a session another story
// left behind and every story's client is the only one on its key.
import type { AppStore } from '../../src/app/providers';
import type { Session } from '../../src/api/profile';
import type { AuthConfig } from '../../src/features/session/config';
import { authConfigAtom } from '../../src/features/session/atoms';

let stories = 0;

/** An auth config whose session store starts with `session` (or empty: signed out). */
export function storyAuthConfig(session: Session | null = null): AuthConfig {
  stories += 1;
  const storageKey = `sb-story-${stories}-auth-token`;
  const items = new Map<string, string>();
  if (session) items.set(storageKey, JSON.stringify(session));
  return {
    url: window.location.origin,
    anonKey: 'story-anon-key',
    storageKey,
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
  };
}

/** `parameters.store` for a story that starts signed in with `session` (signed out for null). */
export const withSession =
  (session: Session | null) =>
  (store: AppStore): void =>
    store.set(authConfigAtom, storyAuthConfig(session));
