import { describe, expect, it } from 'vitest';
import {
  credentialsError,
  googleErrorMessage,
  loginErrorMessage,
  messages,
  newPasswordError,
  passwordChangeErrorMessage,
  resetErrorMessage,
  resetSentMessage,
  signupError,
  signupErrorFields,
  signupErrorMessage,
  signupName,
  unexpectedSignupMessage,
} from './model';

describe('credentialsError', () => {
  it('needs an e-mail and a password', () => {
    const missing = 'You must provide either an email or phone number and a password';
    expect(credentialsError('', 'secret1')).toBe(missing);
    expect(credentialsError('   ', 'secret1')).toBe(missing);
    expect(credentialsError('amara@atelier.com', '')).toBe(missing);
    expect(credentialsError('amara@atelier.com', ' ')).toBeNull();
  });
});

describe('loginErrorMessage', () => {
  it('words wrong credentials for people', () => {
    expect(loginErrorMessage({ message: 'Invalid login credentials' })).toBe(
      'Invalid email or password.',
    );
    expect(loginErrorMessage({ code: 'invalid_credentials', message: 'whatever' })).toBe(
      'Invalid email or password.',
    );
  });
  it('asks to confirm the e-mail', () => {
    expect(loginErrorMessage({ code: 'email_not_confirmed', message: 'Email not confirmed' })).toBe(
      'Please confirm your email address before logging in.',
    );
    expect(loginErrorMessage({ message: 'Email not confirmed' })).toBe(
      'Please confirm your email address before logging in.',
    );
  });
  it("passes other messages through, else 'Login failed.'", () => {
    expect(loginErrorMessage({ message: 'Too many requests' })).toBe('Too many requests');
    expect(loginErrorMessage({ message: '' })).toBe('Login failed.');
    expect(loginErrorMessage({})).toBe('Login failed.');
  });
});

describe('googleErrorMessage', () => {
  it("shows the service's description, else the spec's sentence", () => {
    expect(googleErrorMessage('Unsupported provider: provider is not enabled')).toBe(
      'Unsupported provider: provider is not enabled',
    );
    expect(googleErrorMessage(null)).toBe('Failed to sign in with Google.');
    expect(googleErrorMessage('  ')).toBe('Failed to sign in with Google.');
  });
});

describe('signupError', () => {
  const ok = { email: 'lena@goldsmiths.de', password: 'secret', confirm: 'secret' };
  it('accepts matching passwords of 6 characters', () => {
    expect(signupError(ok)).toBeNull();
  });
  it('needs an e-mail and a password first', () => {
    expect(signupError({ ...ok, email: '' })).toBe(messages.missingCredentials);
    expect(signupError({ ...ok, password: '', confirm: '' })).toBe(messages.missingCredentials);
  });
  it('needs the passwords to match', () => {
    expect(signupError({ ...ok, confirm: 'secreT' })).toBe('Passwords do not match.');
  });
  it('needs at least 6 characters', () => {
    expect(signupError({ ...ok, password: 'short', confirm: 'short' })).toBe(
      'Password should be at least 6 characters.',
    );
  });
});

describe('signup messages', () => {
  it("shows the service's message, else 'Signup failed.'", () => {
    expect(signupErrorMessage({ message: 'User already registered' })).toBe(
      'User already registered',
    );
    expect(signupErrorMessage({ message: null })).toBe('Signup failed.');
  });
  it("words our own failures, else 'An unknown error occurred during signup.'", () => {
    expect(unexpectedSignupMessage(new Error('Network down'))).toBe('Network down');
    expect(unexpectedSignupMessage('boom')).toBe('An unknown error occurred during signup.');
    expect(unexpectedSignupMessage(new Error(''))).toBe('An unknown error occurred during signup.');
  });
  it('says what happens after a signup', () => {
    expect(messages.signupSucceeded).toBe(
      'Signup successful! If email verification is required, please check your inbox to continue.',
    );
  });
});

describe('signupName', () => {
  it('defaults to the e-mail before the @', () => {
    expect(signupName('', 'lena.fischer@goldsmiths.de')).toBe('lena.fischer');
    expect(signupName('  ', ' lena@goldsmiths.de ')).toBe('lena');
    expect(signupName(' Lena Fischer ', 'lena@goldsmiths.de')).toBe('Lena Fischer');
  });
});

describe('signupErrorFields', () => {
  const ok = { email: 'lena@goldsmiths.de', password: 'secret', confirm: 'secret' };
  it('marks the fields a message is about', () => {
    expect(signupErrorFields(ok)).toEqual([]);
    expect(signupErrorFields({ ...ok, email: ' ' })).toEqual(['email']);
    expect(signupErrorFields({ email: '', password: '', confirm: '' })).toEqual([
      'email',
      'password',
    ]);
    expect(signupErrorFields({ ...ok, confirm: 'other1' })).toEqual(['confirm']);
    expect(signupErrorFields({ ...ok, password: 'abc', confirm: 'abc' })).toEqual(['password']);
  });
});

describe('new passwords', () => {
  it('checks filled in, matching, then long enough', () => {
    expect(newPasswordError({ password: '', confirm: '' })).toBe(messages.passwordTooShort);
    expect(newPasswordError({ password: 'abcdefgh', confirm: 'abcdefgi' })).toBe(
      messages.passwordsDoNotMatch,
    );
    expect(newPasswordError({ password: 'abc', confirm: 'abc' })).toBe(messages.passwordTooShort);
    expect(newPasswordError({ password: 'abcdef', confirm: 'abcdef' })).toBeNull();
  });

  it('words the current-password refusals, keeps the service sentence for the rest', () => {
    expect(passwordChangeErrorMessage({ code: 'current_password_mismatch', message: 'x' })).toBe(
      'Your current password is not correct.',
    );
    expect(passwordChangeErrorMessage({ code: 'current_password_required' })).toBe(
      'Enter your current password.',
    );
    const weak = 'Password is known to be weak and easy to guess, please choose a different one.';
    expect(passwordChangeErrorMessage({ code: 'weak_password', message: weak })).toBe(weak);
    expect(passwordChangeErrorMessage({})).toBe(messages.passwordChangeFailed);
  });

  it('says the same after a reset request whether or not the address has an account', () => {
    expect(resetSentMessage(' amara@atelier.com ')).toBe(
      'If amara@atelier.com has an account, a link to choose a new password is on its way. It works for an hour.',
    );
    expect(resetErrorMessage({ message: '' })).toBe(messages.resetFailed);
    // supabase-js turns a 503 into a retryable error whose message is `{}`.
    expect(resetErrorMessage({ message: '{}', status: 503 })).toBe(messages.resetFailed);
    const wait = 'For security purposes, you can only request this after 42 seconds.';
    expect(resetErrorMessage({ message: wait, status: 429 })).toBe(wait);
  });
});
