import { useState } from 'react';
import { Alert } from '../../../ui/Alert';
import { ButtonLink } from '../../../ui/Button';
import { messages } from '../model';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { NewPasswordFields, type NewPasswordValues } from './NewPasswordFields';

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

  return (
    <AuthCard title="Choose a new password" subtitle={`For ${props.email}`}>
      {props.error && <Alert tone="error">{props.error}</Alert>}
      <AuthForm
        label="New password"
        onSubmit={() => {
          if (!props.pending) props.onSubmit(values);
        }}
        submitLabel="Save Password"
        loading={props.pending}
      >
        <NewPasswordFields
          values={values}
          onChange={setValues}
          readOnly={props.pending}
          invalid={props.invalid}
        />
      </AuthForm>
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
