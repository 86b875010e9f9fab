import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { accountActionsAtom } from '../session/account-actions';
import { AuthLayout } from './components/AuthLayout';
import { ForgotPasswordForm } from './components/ForgotPasswordForm';
import { messages, RESET_PASSWORD_PATH, resetErrorMessage } from './model';

type Request =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'sent'; email: string }
  | { kind: 'failed'; message: string };

/** Forgot password: e-mails a link that signs the designer in to choose a new password. */
export function ForgotPasswordScreen() {
  const actions = useAtomValue(accountActionsAtom);
  const location = useLocation();
  const [request, setRequest] = useState<Request>({ kind: 'idle' });

  const send = async (email: string) => {
    const address = email.trim();
    if (!address) return setRequest({ kind: 'failed', message: messages.emailMissing });
    setRequest({ kind: 'pending' });
    try {
      const problem = await actions.requestPasswordReset(
        address,
        `${window.location.origin}${RESET_PASSWORD_PATH}`,
      );
      setRequest(
        problem
          ? { kind: 'failed', message: resetErrorMessage(problem) }
          : { kind: 'sent', email: address },
      );
    } catch {
      setRequest({ kind: 'failed', message: messages.resetFailed });
    }
  };

  return (
    <AuthLayout>
      <ForgotPasswordForm
        pending={request.kind === 'pending'}
        error={request.kind === 'failed' ? request.message : null}
        sentTo={request.kind === 'sent' ? request.email : null}
        onSubmit={(email) => void send(email)}
        linkState={location.state}
      />
    </AuthLayout>
  );
}
