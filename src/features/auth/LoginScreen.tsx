import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import { authActionsAtom } from '../session/actions';
import {
  authRedirectErrorAtom,
  profileQueryAtom,
  sessionAtom,
  sessionLoadingAtom,
} from '../session/atoms';
import { SessionPending } from '../session/components/SessionPending';
import { googleReturnUrl, returnPath } from '../session/model';
import { AuthLayout } from './components/AuthLayout';
import { LoginForm, type LoginPending, type LoginValues } from './components/LoginForm';
import { credentialsError, googleErrorMessage, loginErrorMessage, messages } from './model';

type Attempt =
  | { kind: 'idle' }
  | { kind: 'pending'; via: 'password' | 'google' }
  | { kind: 'signed-in' }
  | { kind: 'failed'; message: string };

type LoginView =
  | { kind: 'checking' }
  | { kind: 'redirect'; to: string }
  | { kind: 'form'; pending: LoginPending; error: string | null };

/** Login (spec §2): signs in, then sends the visitor on to where they were going. */
export function LoginScreen() {
  const loading = useAtomValue(sessionLoadingAtom);
  const session = useAtomValue(sessionAtom);
  const profile = useAtomValue(profileQueryAtom);
  const redirectError = useAtomValue(authRedirectErrorAtom);
  const clearRedirectError = useSetAtom(authRedirectErrorAtom);
  const actions = useAtomValue(authActionsAtom);
  const location = useLocation();
  const [attempt, setAttempt] = useState<Attempt>({ kind: 'idle' });
  const target = returnPath(location.state, location.search);

  const view = ((): LoginView => {
    if (session && profile.data) return { kind: 'redirect', to: target };
    if (loading) return { kind: 'checking' };
    if (attempt.kind === 'pending') return { kind: 'form', pending: attempt.via, error: null };
    if (attempt.kind === 'signed-in') {
      // Signed in; the profile is on its way. A failing profile ends the attempt.
      if (session && !profile.isError) return { kind: 'form', pending: 'password', error: null };
      const detail = profile.error?.message;
      return { kind: 'form', pending: null, error: detail || messages.loginFailed };
    }
    if (attempt.kind === 'failed') return { kind: 'form', pending: null, error: attempt.message };
    if (session && profile.isPending) return { kind: 'checking' };
    const fromRedirect = redirectError ? googleErrorMessage(redirectError.description) : null;
    return { kind: 'form', pending: null, error: fromRedirect };
  })();

  const signIn = async ({ email, password }: LoginValues) => {
    clearRedirectError();
    const invalid = credentialsError(email, password);
    if (invalid) return setAttempt({ kind: 'failed', message: invalid });
    setAttempt({ kind: 'pending', via: 'password' });
    try {
      const problem = await actions.signInWithPassword(email.trim(), password);
      setAttempt(
        problem ? { kind: 'failed', message: loginErrorMessage(problem) } : { kind: 'signed-in' },
      );
    } catch {
      setAttempt({ kind: 'failed', message: messages.loginUnknown });
    }
  };

  const signInWithGoogle = async () => {
    clearRedirectError();
    setAttempt({ kind: 'pending', via: 'google' });
    try {
      // Google sends the browser back to Login (which shows a refusal), then on to the target.
      const problem = await actions.signInWithGoogle(
        googleReturnUrl(window.location.origin, target),
      );
      if (problem) setAttempt({ kind: 'failed', message: googleErrorMessage(problem.message) });
    } catch (error) {
      const message = error instanceof Error ? error.message : null;
      setAttempt({ kind: 'failed', message: googleErrorMessage(message) });
    }
  };

  if (view.kind === 'redirect') return <Navigate to={view.to} replace />;
  if (view.kind === 'checking') return <SessionPending />;
  return (
    <AuthLayout>
      <LoginForm
        pending={view.pending}
        error={view.error}
        onSubmit={(values) => void signIn(values)}
        onGoogle={() => void signInWithGoogle()}
        linkState={location.state}
      />
    </AuthLayout>
  );
}
