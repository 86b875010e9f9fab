// Pure rules of the Login and Signup screens (spec §2, §5, §8): validation and the messages a
// designer sees, verbatim from the spec.

export const PASSWORD_MIN_LENGTH = 6;

/** Where the reset link returns: a hosted Supabase project must list it among its redirect URLs. */
export const RESET_PASSWORD_PATH = '/reset-password';

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
  // Forgotten and changed passwords, and the account panel (not in the spec: the studio's own).
  emailMissing: 'Enter the e-mail address of your account.',
  resetFailed: 'The reset link could not be sent. Please try again.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Ask for a new one.',
  passwordChanged: 'Your password has been changed.',
  passwordChangedElsewhere:
    'Your password has been changed. Other devices signed in to your account have been signed out.',
  passwordChangeFailed: 'Your password could not be changed. Please try again.',
  currentPasswordMissing: 'Enter your current password.',
  currentPasswordWrong: 'Your current password is not correct.',
  nameMissing: 'Enter a name.',
  nameSaved: 'Your name has been saved.',
  nameFailed: 'Your name could not be saved. Please try again.',
} as const;

/** After a reset request: the same words whether or not the address has an account. */
export function resetSentMessage(email: string): string {
  return `If ${email.trim()} has an account, a link to choose a new password is on its way. It works for an hour.`;
}

/** Checks a new password the way Signup does: filled in, matching, long enough. */
export function newPasswordError(input: { password: string; confirm: string }): string | null {
  if (input.password === '') return messages.passwordTooShort;
  if (input.password !== input.confirm) return messages.passwordsDoNotMatch;
  if (input.password.length < PASSWORD_MIN_LENGTH) return messages.passwordTooShort;
  return null;
}

/** The service's refusal of a new password, in the designer's words where ours are clearer. */
export function passwordChangeErrorMessage(problem: ProviderProblem & { status?: number }): string {
  if ((problem.status ?? 0) >= 500) return messages.passwordChangeFailed;
  if (problem.code === 'current_password_required') return messages.currentPasswordMissing;
  if (problem.code === 'current_password_mismatch') return messages.currentPasswordWrong;
  // weak_password ("...known to be weak..."), same_password: the service's sentence is right.
  return problem.message?.trim() || messages.passwordChangeFailed;
}

/** A reset request refused: the service's sentence (a rate limit), ours for its outages. */
export function resetErrorMessage(problem: ProviderProblem & { status?: number }): string {
  if ((problem.status ?? 0) >= 500) return messages.resetFailed;
  return problem.message?.trim() || messages.resetFailed;
}

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

/** The fields a new-password message is about. */
export function newPasswordErrorFields(input: {
  password: string;
  confirm: string;
}): Array<'password' | 'confirm'> {
  const message = newPasswordError(input);
  if (message === messages.passwordsDoNotMatch) return ['confirm'];
  return message ? ['password'] : [];
}

/** The field a refusal of a new password is about: the current one, or the new one. */
export function passwordProblemFields(problem: ProviderProblem): Array<'current' | 'password'> {
  if (problem.code?.startsWith('current_password_')) return ['current'];
  if (problem.code === 'weak_password' || problem.code === 'same_password') return ['password'];
  return [];
}

/**
 * Whether the account signs in with a password, so changing it asks for the current one:
 * accounts that only use Google have none to give.
 */
export function hasPasswordSignIn(appMetadata: Record<string, unknown>): boolean {
  const providers = appMetadata.providers;
  if (Array.isArray(providers)) return providers.includes('email');
  return appMetadata.provider === 'email';
}
