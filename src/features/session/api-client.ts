// The studio API client for features: every /api/* call carries the signed-in user's access token
// (spec §6). Its own module, so the http client is loaded by the screens that call the API.
import { atom, type Getter } from 'jotai';
import { createApiClient, type ApiClient } from '../../api/http';
import { sessionAtom } from './atoms';

/** The studio API client with the current access token (supabase-js keeps it fresh). */
export const apiClientAtom = atom((get) => {
  const token = get(sessionAtom)?.access_token ?? null;
  return createApiClient({ getAccessToken: () => token });
});

/**
 * Query options for the signed-in designer's own data: keyed by the user (one designer's answers
 * never show from the cache to another), off while nobody is signed in, fetched with the client.
 */
export function designerQuery<T>(
  get: Getter,
  key: readonly unknown[],
  fetch: (api: ApiClient, signal: AbortSignal) => Promise<T>,
) {
  const session = get(sessionAtom);
  const api = get(apiClientAtom);
  return {
    queryKey: [...key, session?.user.id ?? null],
    enabled: session !== null,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetch(api, signal),
  };
}
