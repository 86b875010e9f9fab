// Sign-in, sign-up and the Google redirect, for the Login and Signup screens (loaded with them).
import { atom } from 'jotai';
import type { AuthError } from '@supabase/supabase-js';
import { authConfigAtom, sessionValueAtom } from './atoms';
import { loadAuth } from './client';

/** A refusal from the auth service, as the screens need it. */
export interface AuthProblem {
  message: string;
  /** The service's error code ('invalid_credentials', 'email_not_confirmed', 'weak_password'...). */
  code?: string;
  status?: number;
}

const problemOf = (error: AuthError): AuthProblem => ({
  message: error.message,
  ...(error.code ? { code: error.code } : {}),
  ...(error.status ? { status: error.status } : {}),
});

export interface SignUpInput {
  email: string;
  password: string;
  /** Stored as the user's name (the server also defaults it to the e-mail before the @). */
  name: string;
  /** Where the confirmation e-mail's link leads. */
  emailRedirectTo: string;
}

/** Sign-in, sign-up and Google redirect. Each resolves with the service's refusal, or null. */
export const authActionsAtom = atom((get) => {
  const config = get(authConfigAtom);
  const hadSession = get(sessionValueAtom) !== null;
  return {
    async signInWithPassword(email: string, password: string): Promise<AuthProblem | null> {
      const { auth } = await loadAuth(config);
      const { error } = await auth.signInWithPassword({ email, password });
      if (!error) return null;
      // A failed sign-in leaves nobody signed in (spec §8).
      if (hadSession) await auth.signOut({ scope: 'local' });
      return problemOf(error);
    },
    /** `signedIn` is false when the service waits for the e-mail to be confirmed. */
    async signUp(input: SignUpInput): Promise<{ problem: AuthProblem | null; signedIn: boolean }> {
      const { auth } = await loadAuth(config);
      const { data, error } = await auth.signUp({
        email: input.email,
        password: input.password,
        options: { data: { name: input.name }, emailRedirectTo: input.emailRedirectTo },
      });
      if (error) {
        if (hadSession) await auth.signOut({ scope: 'local' });
        return { problem: problemOf(error), signedIn: false };
      }
      return { problem: null, signedIn: data.session !== null };
    },
    /** Leaves for Google; the answer comes back to `redirectTo`. */
    async signInWithGoogle(redirectTo: string): Promise<AuthProblem | null> {
      const { auth } = await loadAuth(config);
      const { error } = await auth.signInWithOAuth({ provider: 'google', options: { redirectTo } });
      return error ? problemOf(error) : null;
    },
  };
});
