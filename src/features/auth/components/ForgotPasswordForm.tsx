import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../ui/Alert';
import { Button, ButtonLink } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { resetSentMessage } from '../model';
import { AuthCard } from './AuthCard';
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.pending) props.onSubmit(email);
  };

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
      <form className={styles.form} noValidate onSubmit={submit} aria-label="Reset password">
        <fieldset className={styles.fieldset}>
          <TextField
            label="Email Address"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            readOnly={props.pending}
            onChange={(event) => setEmail(event.target.value)}
          />
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" size="lg" fullWidth loading={props.pending}>
            Send Reset Link
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
