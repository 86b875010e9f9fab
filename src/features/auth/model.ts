// Pure rules of the Login and Signup screens (spec §2, §5, §8): validation and the messages a
// designer sees, verbatim from the spec.

export const PASSWORD_MIN_LENGTH = 6;

export const messages = {
  missingCredentials: 'You must provide either an email or phone number and a password',
  invalidCredentials: 'Invalid email or password.',
  emailNotConfirmed: 'Please confirm your email address before logging in.',
  loginFailed: 'Login failed.',
  loginUnknown: 'An unknown error occurred during login.',
  googleFailed: 'Failed to sign in with Google.',
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordTooShort: 'Password should be at least 6 characters.',
  signupFailed: 'Signup failed.',
  signupUnknown: 'An unknown error occurred during signup.',
  signupSucceeded:
    'Signup successful! If email verification is required, please check your inbox to continue.',
} as const;

/** What the auth service said when it refused. */
export interface ProviderProblem {
  message?: string | null;
  code?: string | null;
}

const blank = (value: string) => value.trim() === '';

/** Sign-in and sign-up need an e-mail and a password (spec §5). */
export function credentialsError(email: string, password: string): string | null {
  return blank(email) || password === '' ? messages.missingCredentials : null;
}

/** Spec §5: the provider's login refusal in the designer's words. */
export function loginErrorMessage(problem: ProviderProblem): string {
  const message = problem.message?.trim() ?? '';
  if (problem.code === 'invalid_credentials' || message === 'Invalid login credentials') {
    return messages.invalidCredentials;
  }
  if (problem.code === 'email_not_confirmed' || /email not confirmed/i.test(message)) {
    return messages.emailNotConfirmed;
  }
  return message || messages.loginFailed;
}

/** A failed Google sign-in: the service's description, else the spec's sentence. */
export function googleErrorMessage(description: string | null | undefined): string {
  return description?.trim() || messages.googleFailed;
}

/** Checks the Signup form in the order a designer fixes it: fill in, match, then length. */
export function signupError(input: { email: string; password: string; confirm: string }) {
  return (
    credentialsError(input.email, input.password) ??
    (input.password !== input.confirm ? messages.passwordsDoNotMatch : null) ??
    (input.password.length < PASSWORD_MIN_LENGTH ? messages.passwordTooShort : null)
  );
}

/** Spec §8: the provider's signup refusal, else 'Signup failed.'. */
export function signupErrorMessage(problem: ProviderProblem): string {
  return problem.message?.trim() || messages.signupFailed;
}

/** Spec §8: something went wrong on our side of a signup. */
export function unexpectedSignupMessage(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  return message || messages.signupUnknown;
}

/** Spec §3: the name defaults to the part of the e-mail before the @. */
export function signupName(name: string, email: string): string {
  return name.trim() || email.trim().split('@')[0] || '';
}

/** The fields a signup validation message is about, marked invalid beside the message. */
export function signupErrorFields(input: {
  email: string;
  password: string;
  confirm: string;
}): Array<'email' | 'password' | 'confirm'> {
  const message = signupError(input);
  if (message === messages.missingCredentials) {
    return [
      ...(blank(input.email) ? (['email'] as const) : []),
      ...(input.password === '' ? (['password'] as const) : []),
    ];
  }
  if (message === messages.passwordsDoNotMatch) return ['confirm'];
  if (message === messages.passwordTooShort) return ['password'];
  return [];
}
