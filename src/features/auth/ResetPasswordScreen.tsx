import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { accountActionsAtom } from '../session/account-actions';
import { authRedirectErrorAtom, sessionAtom, sessionLoadingAtom } from '../session/atoms';
import { SessionPending } from '../session/components/SessionPending';
import { AuthLayout } from './components/AuthLayout';
import type { NewPasswordValues } from './components/NewPasswordFields';
import { ResetLinkInvalid, ResetPasswordForm } from './components/ResetPasswordForm';
import {
  messages,
  newPasswordError,
  newPasswordErrorFields,
  passwordChangeErrorMessage,
} from './model';

type Attempt =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'failed'; message: string; invalid: readonly (keyof NewPasswordValues)[] };

/**
 * Where the reset link leads: it has signed the designer in (supabase-js emitted
 * PASSWORD_RECOVERY), so the new password needs no old one. Without a session the link was used,
 * expired or never there.
 */
export function ResetPasswordScreen() {
  const loading = useAtomValue(sessionLoadingAtom);
  const session = useAtomValue(sessionAtom);
  const redirectError = useAtomValue(authRedirectErrorAtom);
  const actions = useAtomValue(accountActionsAtom);
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState<Attempt>({ kind: 'idle' });

  const save = async (values: NewPasswordValues) => {
    const invalid = newPasswordError(values);
    if (invalid) {
      return setAttempt({
        kind: 'failed',
        message: invalid,
        invalid: newPasswordErrorFields(values),
      });
    }
    setAttempt({ kind: 'pending' });
    try {
      const problem = await actions.updatePassword({ password: values.password });
      if (problem) {
        return setAttempt({
          kind: 'failed',
          message: passwordChangeErrorMessage(problem),
          invalid: ['password'],
        });
      }
      await navigate('/', { replace: true, state: { flash: messages.passwordChanged } });
    } catch {
      setAttempt({ kind: 'failed', message: messages.passwordChangeFailed, invalid: [] });
    }
  };

  if (loading) return <SessionPending />;
  return (
    <AuthLayout>
      {session ? (
        <ResetPasswordForm
          email={session.user.email ?? ''}
          pending={attempt.kind === 'pending'}
          error={attempt.kind === 'failed' ? attempt.message : null}
          invalid={attempt.kind === 'failed' ? attempt.invalid : []}
          onSubmit={(values) => void save(values)}
        />
      ) : (
        <ResetLinkInvalid reason={redirectError?.description ?? null} />
      )}
    </AuthLayout>
  );
}
