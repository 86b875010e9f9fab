// The account's own changes, for the Forgot password, Reset password and Account screens (loaded
// with them): asking for a reset link, setting a new password, renaming. The same supabase-js
// calls work against a hosted Supabase project and the studio's built-in sign-in service.
import { atom } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import type { AuthError } from '@supabase/supabase-js';
import { createApiClient } from '../../api/http';
import { ProfileSchema } from '../../api/profile';
import type { AuthProblem } from './actions';
import { authConfigAtom, sessionAtom } from './atoms';
import { loadAuth } from './client';
import { PROFILE_QUERY_KEY } from './model';

const problemOf = (error: AuthError): AuthProblem => ({
  message: error.message,
  ...(error.code ? { code: error.code } : {}),
  ...(error.status ? { status: error.status } : {}),
});

export interface NewPassword {
  password: string;
  /** Asked for in the Account panel; a recovery session (the reset link) goes without. */
  currentPassword?: string;
}

/** Each action resolves with the service's refusal, or null when it is done. */
export const accountActionsAtom = atom((get) => {
  const config = get(authConfigAtom);
  const token = get(sessionAtom)?.access_token ?? null;
  const queryClient = get(queryClientAtom);
  return {
    /** E-mails a link to `redirectTo` that signs in for choosing a new password. */
    async requestPasswordReset(email: string, redirectTo: string): Promise<AuthProblem | null> {
      const { auth } = await loadAuth(config);
      const { error } = await auth.resetPasswordForEmail(email, { redirectTo });
      return error ? problemOf(error) : null;
    },
    async updatePassword({ password, currentPassword }: NewPassword): Promise<AuthProblem | null> {
      const { auth } = await loadAuth(config);
      const { error } = await auth.updateUser({
        password,
        ...(currentPassword ? { current_password: currentPassword } : {}),
      });
      return error ? problemOf(error) : null;
    },
    /**
     * Renames the account at the auth service (so new tokens carry it) and the studio profile
     * (which the shell shows). Rejects with the API's error when the profile refuses it.
     */
    async updateName(name: string): Promise<AuthProblem | null> {
      const { auth } = await loadAuth(config);
      const { error } = await auth.updateUser({ data: { name } });
      if (error) return problemOf(error);
      const api = createApiClient({ getAccessToken: () => token });
      const profile = await api.put('/api/auth/me', ProfileSchema, { name });
      queryClient.setQueriesData({ queryKey: PROFILE_QUERY_KEY }, profile);
      return null;
    },
  };
});
