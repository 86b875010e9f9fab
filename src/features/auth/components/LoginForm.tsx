import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Box } from '../../../ui/Box';
import { TextField } from '../../../ui/TextField';
import { AuthCard } from './AuthCard';
import { AuthForm, EmailField } from './AuthForm';
import { GoogleMark } from './GoogleMark';
import { OrDivider } from './OrDivider';
import * as styles from './AuthCard.css';

export interface LoginValues {
  email: string;
  password: string;
}

/** Which sign-in is under way, if any. */
export type LoginPending = 'password' | 'google' | null;

/** The Login screen (spec §2): Google, an OR divider, e-mail and password, a link to sign up. */
export function LoginForm(props: {
  pending: LoginPending;
  error: string | null;
  onSubmit: (values: LoginValues) => void;
  onGoogle: () => void;
  /** Passed on to the Signup link, so where the visitor was going survives the detour. */
  linkState?: unknown;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const busy = props.pending !== null;

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to continue crafting your pieces."
      footer={
        <>
          New to Jewel Studio?
          <Link to="/signup" state={props.linkState} className={styles.textLink}>
            Sign up
          </Link>
        </>
      }
    >
      {props.error && <Alert tone="error">{props.error}</Alert>}
      <Button
        variant="secondary"
        size="lg"
        fullWidth
        startIcon={<GoogleMark />}
        loading={props.pending === 'google'}
        disabled={props.pending === 'password'}
        onClick={props.onGoogle}
      >
        Sign in with Google
      </Button>
      <OrDivider />
      <AuthForm
        label="Log in with e-mail"
        onSubmit={() => {
          if (!busy) props.onSubmit({ email, password });
        }}
        submitLabel="Log In"
        loading={props.pending === 'password'}
        disabled={props.pending === 'google'}
        after={
          <Box as="p" fontSize="sm" textAlign="right" className={styles.forgotLine}>
            <Link to="/forgot-password" state={props.linkState} className={styles.textLink}>
              Forgot password?
            </Link>
          </Box>
        }
      >
        <EmailField value={email} onChange={setEmail} readOnly={busy} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          readOnly={busy}
          onChange={(event) => setPassword(event.target.value)}
        />
      </AuthForm>
    </AuthCard>
  );
}
