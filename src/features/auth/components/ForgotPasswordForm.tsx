import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../ui/Alert';
import { ButtonLink } from '../../../ui/Button';
import { resetSentMessage } from '../model';
import { AuthCard } from './AuthCard';
import { AuthForm, EmailField } from './AuthForm';
import * as styles from './AuthCard.css';

/** Forgot password: the account's e-mail address, then word that the link is on its way. */
export function ForgotPasswordForm(props: {
  pending: boolean;
  error: string | null;
  /** The address a link was asked for; the form gives way to the confirmation. */
  sentTo: string | null;
  onSubmit: (email: string) => void;
  /** Passed on to the Login link, so where the visitor was going survives the detour. */
  linkState?: unknown;
}) {
  const [email, setEmail] = useState('');

  const footer = (
    <>
      Remembered it?
      <Link to="/login" state={props.linkState} className={styles.textLink}>
        Log in
      </Link>
    </>
  );

  if (props.sentTo !== null) {
    return (
      <AuthCard title="Check your inbox" subtitle="The link signs you in to choose a new password.">
        <Alert tone="success">{resetSentMessage(props.sentTo)}</Alert>
        <ButtonLink to="/login" state={props.linkState} variant="primary" size="lg" fullWidth>
          Back to Log In
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your e-mail address and we will send you a link to choose a new one."
      footer={footer}
    >
      {props.error && <Alert tone="error">{props.error}</Alert>}
      <AuthForm
        label="Reset password"
        onSubmit={() => {
          if (!props.pending) props.onSubmit(email);
        }}
        submitLabel="Send Reset Link"
        loading={props.pending}
      >
        <EmailField value={email} onChange={setEmail} readOnly={props.pending} />
      </AuthForm>
    </AuthCard>
  );
}
