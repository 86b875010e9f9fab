import { useState, type FormEvent } from 'react';
import { Alert } from '../../../ui/Alert';
import { Button, ButtonLink } from '../../../ui/Button';
import { messages } from '../model';
import { AuthCard } from './AuthCard';
import { NewPasswordFields, type NewPasswordValues } from './NewPasswordFields';
import * as styles from './AuthCard.css';

/** After the reset link: the new password twice. The link has signed the designer in. */
export function ResetPasswordForm(props: {
  /** Whose password this is, so nobody sets one on the wrong account. */
  email: string;
  pending: boolean;
  error: string | null;
  invalid?: readonly (keyof NewPasswordValues)[];
  onSubmit: (values: NewPasswordValues) => void;
}) {
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirm: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.pending) props.onSubmit(values);
  };

  return (
    <AuthCard title="Choose a new password" subtitle={`For ${props.email}`}>
      {props.error && <Alert tone="error">{props.error}</Alert>}
      <form className={styles.form} noValidate onSubmit={submit} aria-label="New password">
        <fieldset className={styles.fieldset}>
          <NewPasswordFields
            values={values}
            onChange={setValues}
            readOnly={props.pending}
            invalid={props.invalid}
          />
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" size="lg" fullWidth loading={props.pending}>
            Save Password
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}

/** The reset link did not sign in: used, expired, or opened without one. */
export function ResetLinkInvalid(props: { reason: string | null }) {
  return (
    <AuthCard title="This link has expired" subtitle="Reset links work once, for an hour.">
      <Alert tone="error">{props.reason ?? messages.resetLinkInvalid}</Alert>
      <ButtonLink to="/forgot-password" variant="primary" size="lg" fullWidth>
        Send a New Link
      </ButtonLink>
    </AuthCard>
  );
}
