// GET /api/auth/me through the contract's http client. Loaded on demand with the first profile:
// the client and the contract's zod schemas stay out of the JavaScript for `/`.
import { createApiClient } from '../../api/http';
import { ProfileSchema, type Profile } from '../../api/profile';

export function fetchProfile(accessToken: string | null, signal?: AbortSignal): Promise<Profile> {
  const api = createApiClient({ getAccessToken: () => accessToken });
  return api.get('/api/auth/me', ProfileSchema, signal ? { signal } : {});
}
