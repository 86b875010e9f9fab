import { Alert } from '../../../ui/Alert';
import { ButtonLink } from '../../../ui/Button';
import { messages } from '../model';
import { AuthCard } from './AuthCard';

/** After a signup that waits for the e-mail to be confirmed. */
export function SignupSuccess(props: { linkState?: unknown }) {
  return (
    <AuthCard title="Account created" subtitle="Welcome to Jewel Studio.">
      <Alert tone="success">{messages.signupSucceeded}</Alert>
      <ButtonLink to="/login" state={props.linkState} variant="primary" size="lg" fullWidth>
        Go to Log In
      </ButtonLink>
    </AuthCard>
  );
}
