// The studio API client for features: every /api/* call carries the signed-in user's access token
// (spec §6). Its own module, so the http client is loaded by the screens that call the API.
import { atom } from 'jotai';
import { createApiClient } from '../../api/http';
import { sessionAtom } from './atoms';

/** The studio API client with the current access token (supabase-js keeps it fresh). */
export const apiClientAtom = atom((get) => {
  const token = get(sessionAtom)?.access_token ?? null;
  return createApiClient({ getAccessToken: () => token });
});
