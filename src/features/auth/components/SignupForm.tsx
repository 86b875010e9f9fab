import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../ui/Alert';
import { TextField } from '../../../ui/TextField';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import * as styles from './AuthCard.css';

export interface SignupValues {
  name: string;
  email: string;
  password: string;
  confirm: string;
}

/** Which fields a validation message is about, so they are marked invalid too. */
export type SignupProblemField = 'email' | 'password' | 'confirm';

/** The Signup screen (spec §2): optional name, e-mail, password twice, a link to log in. */
export function SignupForm(props: {
  pending: boolean;
  error: string | null;
  invalid?: readonly SignupProblemField[];
  onSubmit: (values: SignupValues) => void;
  linkState?: unknown;
}) {
  const [values, setValues] = useState<SignupValues>({
    name: '',
    email: '',
    password: '',
    confirm: '',
  });
  const field = (key: keyof SignupValues) => ({
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
    'aria-invalid': props.invalid?.includes(key as SignupProblemField) || undefined,
    // Read-only rather than disabled while the request runs: focus stays where the visitor was.
    readOnly: props.pending,
  });

  return (
    <AuthCard
      title="Create your account"
      subtitle="Begin with 15 free credits. No card needed."
      footer={
        <>
          Already have an account?
          <Link to="/login" state={props.linkState} className={styles.textLink}>
            Log in
          </Link>
        </>
      }
    >
      {props.error && <Alert tone="error">{props.error}</Alert>}
      <AuthForm
        label="Sign up"
        onSubmit={() => {
          if (!props.pending) props.onSubmit(values);
        }}
        submitLabel="Sign Up"
        loading={props.pending}
      >
        <TextField label="Full Name (optional)" autoComplete="name" {...field('name')} />
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          helperText="At least 6 characters"
          {...field('password')}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
          {...field('confirm')}
        />
      </AuthForm>
    </AuthCard>
  );
}
