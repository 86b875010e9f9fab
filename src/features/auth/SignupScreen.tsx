import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import { authActionsAtom } from '../session/actions';
import { sessionAtom, sessionLoadingAtom } from '../session/atoms';
import { SessionPending } from '../session/components/SessionPending';
import { returnPath } from '../session/model';
import { AuthLayout } from './components/AuthLayout';
import { SignupForm, type SignupProblemField, type SignupValues } from './components/SignupForm';
import { SignupSuccess } from './components/SignupSuccess';
import {
  signupError,
  signupErrorFields,
  signupErrorMessage,
  signupName,
  unexpectedSignupMessage,
} from './model';

type Attempt =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'succeeded' }
  | { kind: 'failed'; message: string; fields: SignupProblemField[] };

/** Signup (spec §2): creates the account; signed in straight away unless e-mail needs confirming. */
export function SignupScreen() {
  const loading = useAtomValue(sessionLoadingAtom);
  const session = useAtomValue(sessionAtom);
  const actions = useAtomValue(authActionsAtom);
  const location = useLocation();
  const [attempt, setAttempt] = useState<Attempt>({ kind: 'idle' });

  const signUp = async (values: SignupValues) => {
    const invalid = signupError(values);
    if (invalid) {
      return setAttempt({ kind: 'failed', message: invalid, fields: signupErrorFields(values) });
    }
    setAttempt({ kind: 'pending' });
    try {
      const email = values.email.trim();
      const { problem } = await actions.signUp({
        email,
        password: values.password,
        name: signupName(values.name, email),
        emailRedirectTo: window.location.origin,
      });
      setAttempt(
        problem
          ? { kind: 'failed', message: signupErrorMessage(problem), fields: [] }
          : { kind: 'succeeded' },
      );
    } catch (error) {
      setAttempt({ kind: 'failed', message: unexpectedSignupMessage(error), fields: [] });
    }
  };

  if (session) return <Navigate to={returnPath(location.state, location.search)} replace />;
  if (loading) return <SessionPending />;
  return (
    <AuthLayout>
      {attempt.kind === 'succeeded' ? (
        <SignupSuccess linkState={location.state} />
      ) : (
        <SignupForm
          pending={attempt.kind === 'pending'}
          error={attempt.kind === 'failed' ? attempt.message : null}
          invalid={attempt.kind === 'failed' ? attempt.fields : []}
          onSubmit={(values) => void signUp(values)}
          linkState={location.state}
        />
      )}
    </AuthLayout>
  );
}
