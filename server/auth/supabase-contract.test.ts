// The contract between the studio's browser app and the built-in sign-in service: the unmodified
// supabase-js client, over real HTTP, through every auth call the app makes (initialize,
// getSession, onAuthStateChange, signUp, signInWithPassword, signInWithOAuth, token refresh,
// signOut) and the account calls (resetPasswordForEmail and the recovery link, updateUser,
// reauthenticate, resend, signInWithOtp, verifyOtp), checking the answers and events it produces.
import { randomUUID } from 'node:crypto';
import type { AuthChangeEvent, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test/database';
import { startAuthServer, type AuthTestServer } from './local-auth-harness';

const database = setupTestDatabase();
let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthServer(database.db, { AUTH_RATE_LIMIT_SIGNIN_PER_5MIN: '1000' });
});
afterAll(() => server?.close());

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a new staple for the horse';
const uniqueEmail = () => `noor.${randomUUID().slice(0, 8)}@atelier.example`;

/** The events a client emits, in order. */
function recordEvents(supabase: SupabaseClient): AuthChangeEvent[] {
  const events: AuthChangeEvent[] = [];
  supabase.auth.onAuthStateChange((event) => void events.push(event));
  return events;
}

/** The newest link of this kind the service wrote to its log for this address. */
function loggedLink(label: string, email: string): URL {
  const prefix = `${label} ${email}: `;
  const line = server.logs.findLast((message) => message.startsWith(prefix));
  expect(line, `a "${label}" link for ${email}`).toBeDefined();
  return new URL(line!.slice(prefix.length));
}

async function signedUpClient(name = 'Noor Haddad') {
  const email = uniqueEmail();
  const supabase = server.client();
  const { data, error } = await supabase.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { name }, emailRedirectTo: `${server.url}/` },
  });
  expect(error).toBeNull();
  expect(data.session).not.toBeNull();
  return { email, supabase };
}

describe('the calls the app makes today', () => {
  it('initialize, sign up, read the session, refresh it, sign out', async () => {
    const supabase = server.client();
    const events = recordEvents(supabase);
    expect(await supabase.auth.initialize()).toEqual({ error: null });
    expect((await supabase.auth.getSession()).data.session).toBeNull();

    const email = uniqueEmail();
    const signUp = await supabase.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { name: 'Noor' }, emailRedirectTo: `${server.url}/` },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.user?.user_metadata).toEqual({ name: 'Noor' });
    const { session } = (await supabase.auth.getSession()).data;
    expect(session?.user.email).toBe(email);

    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(session?.refresh_token);

    expect(await supabase.auth.signOut()).toEqual({ error: null });
    expect((await supabase.auth.getSession()).data.session).toBeNull();
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'SIGNED_OUT']);
  });

  it('signs in with a password, and says why not', async () => {
    const { email } = await signedUpClient();
    const supabase = server.client();
    const events = recordEvents(supabase);
    const wrong = await supabase.auth.signInWithPassword({ email, password: 'not it at all' });
    expect(wrong.error).toMatchObject({ code: 'invalid_credentials', status: 400 });
    const right = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(right.error).toBeNull();
    expect(right.data.user?.email).toBe(email);
    expect(events).toContain('SIGNED_IN');
  });

  it('sends Google sign-in to /authorize with the return address', async () => {
    const { data, error } = await server.client().auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${server.url}/collection`, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const url = new URL(data.url!);
    expect(`${url.origin}${url.pathname}`).toBe(`${server.url}/auth/v1/authorize`);
    expect(url.searchParams.get('provider')).toBe('google');
    expect(url.searchParams.get('redirect_to')).toBe(`${server.url}/collection`);
  });

  it('refuses one of the most common passwords at sign-up as Supabase does', async () => {
    const { error } = await server
      .client()
      .auth.signUp({ email: uniqueEmail(), password: 'password1' });
    expect(error).toMatchObject({
      name: 'AuthWeakPasswordError',
      code: 'weak_password',
      status: 422,
      reasons: ['pwned'],
    });
  });
});

describe('a forgotten password', () => {
  it('resetPasswordForEmail answers alike for known and unknown addresses', async () => {
    const { email } = await signedUpClient();
    const known = await server.client().auth.resetPasswordForEmail(email, {
      redirectTo: `${server.url}/reset-password`,
    });
    const unknown = await server.client().auth.resetPasswordForEmail(uniqueEmail());
    expect(known).toEqual({ data: {}, error: null });
    expect(unknown).toEqual({ data: {}, error: null });
    const link = loggedLink('Reset password', email);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(`${server.url}/reset-password`);
  });

  it('with PKCE: the link returns a code, and exchanging it emits PASSWORD_RECOVERY', async () => {
    const { email } = await signedUpClient();
    const supabase = server.client({ flowType: 'pkce' });
    const events = recordEvents(supabase);
    await supabase.auth.initialize();
    const asked = await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: `${server.url}/reset-password`,
    });
    expect(asked.error).toBeNull();

    const opened = await fetch(loggedLink('Reset password', email), { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const back = new URL(opened.headers.get('Location')!);
    expect(back.pathname).toBe('/reset-password');
    const exchanged = await supabase.auth.exchangeCodeForSession(back.searchParams.get('code')!);
    expect(exchanged.error).toBeNull();
    // Present at run time, missing from the declared type.
    expect((exchanged.data as { redirectType?: string | null }).redirectType).toBe('recovery');
    expect(events).toContain('PASSWORD_RECOVERY');

    // The recovery session sets the new password without the old one.
    const updated = await supabase.auth.updateUser({ password: NEW_PASSWORD });
    expect(updated.error).toBeNull();
    expect(events.at(-1)).toBe('USER_UPDATED');
    const old = await server.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error).toMatchObject({ code: 'invalid_credentials' });
    const fresh = await server.client().auth.signInWithPassword({ email, password: NEW_PASSWORD });
    expect(fresh.error).toBeNull();
  });

  it('implicit flow: the link carries the session and type=recovery in the fragment', async () => {
    const { email } = await signedUpClient();
    await server.client().auth.resetPasswordForEmail(email, { redirectTo: `${server.url}/` });
    const opened = await fetch(loggedLink('Reset password', email), { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(opened.headers.get('Location')!).hash.slice(1));
    // supabase-js emits PASSWORD_RECOVERY for a session that arrives with this type.
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('access_token')).toEqual(expect.any(String));
    expect(fragment.get('refresh_token')).toEqual(expect.any(String));

    const again = await fetch(loggedLink('Reset password', email), { redirect: 'manual' });
    const refused = new URLSearchParams(new URL(again.headers.get('Location')!).hash.slice(1));
    expect(refused.get('error_code')).toBe('otp_expired');
  });

  it('verifyOtp with the token hash signs in with PASSWORD_RECOVERY', async () => {
    const { email } = await signedUpClient();
    await server.client().auth.resetPasswordForEmail(email);
    const tokenHash = loggedLink('Reset password', email).searchParams.get('token')!;
    const supabase = server.client();
    const events = recordEvents(supabase);
    const { data, error } = await supabase.auth.verifyOtp({
      token_hash: tokenHash,
      type: 'recovery',
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(events).toContain('PASSWORD_RECOVERY');
    const reused = await server
      .client()
      .auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(reused.error).toMatchObject({ code: 'otp_expired', status: 403 });
  });
});

describe('updateUser', () => {
  it('changes the name (data.name) and emits USER_UPDATED', async () => {
    const { supabase } = await signedUpClient('Noor');
    const events = recordEvents(supabase);
    const { data, error } = await supabase.auth.updateUser({ data: { name: 'Noor Haddad' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ name: 'Noor Haddad' });
    expect((await supabase.auth.getUser()).data.user?.user_metadata).toEqual({
      name: 'Noor Haddad',
    });
    expect(events.at(-1)).toBe('USER_UPDATED');
  });

  it('changes the password with the current one, and says what is wrong otherwise', async () => {
    const { email, supabase } = await signedUpClient();
    const missing = await supabase.auth.updateUser({ password: NEW_PASSWORD });
    expect(missing.error).toMatchObject({ code: 'current_password_required', status: 400 });
    const mismatch = await supabase.auth.updateUser({
      password: NEW_PASSWORD,
      current_password: 'not the password',
    });
    expect(mismatch.error).toMatchObject({ code: 'current_password_mismatch', status: 400 });
    const weak = await supabase.auth.updateUser({ password: 'qwerty', current_password: PASSWORD });
    expect(weak.error).toMatchObject({
      name: 'AuthWeakPasswordError',
      code: 'weak_password',
      reasons: ['pwned'],
    });
    const same = await supabase.auth.updateUser({ password: PASSWORD, current_password: PASSWORD });
    expect(same.error).toMatchObject({ code: 'same_password', status: 422 });

    const changed = await supabase.auth.updateUser({
      password: NEW_PASSWORD,
      current_password: PASSWORD,
    });
    expect(changed.error).toBeNull();
    const signIn = await server.client().auth.signInWithPassword({ email, password: NEW_PASSWORD });
    expect(signIn.error).toBeNull();
  });

  it('reauthenticate e-mails a code that stands in for the current password, once', async () => {
    const { email, supabase } = await signedUpClient();
    expect(await supabase.auth.reauthenticate()).toEqual({
      data: { user: null, session: null },
      error: null,
    });
    const line = server.logs.findLast((message) =>
      message.startsWith(`Reauthentication code ${email}: `),
    );
    const code = line!.split(': ')[1]!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await supabase.auth.updateUser({
      password: NEW_PASSWORD,
      nonce: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.error).toMatchObject({ code: 'reauthentication_not_valid', status: 422 });
    const right = await supabase.auth.updateUser({ password: NEW_PASSWORD, nonce: code });
    expect(right.error).toBeNull();
    const reused = await supabase.auth.updateUser({ password: `${NEW_PASSWORD}!`, nonce: code });
    expect(reused.error).toMatchObject({ code: 'reauthentication_not_valid' });
  });

  it('changes the e-mail address once the link sent to the new one is opened', async () => {
    const { supabase } = await signedUpClient();
    const newEmail = uniqueEmail();
    const { data, error } = await supabase.auth.updateUser(
      { email: newEmail },
      { emailRedirectTo: `${server.url}/` },
    );
    expect(error).toBeNull();
    expect(data.user?.new_email).toBe(newEmail);

    const resent = await supabase.auth.resend({ type: 'email_change', email: data.user!.email! });
    expect(resent.error).toMatchObject({ code: 'over_email_send_rate_limit', status: 429 });

    const opened = await fetch(loggedLink('Confirm e-mail change', newEmail), {
      redirect: 'manual',
    });
    const fragment = new URLSearchParams(new URL(opened.headers.get('Location')!).hash.slice(1));
    expect(fragment.get('type')).toBe('email_change');
    const { data: fetched } = await supabase.auth.getUser(fragment.get('access_token')!);
    expect(fetched.user?.email).toBe(newEmail);
    expect(fetched.user?.new_email).toBeUndefined();
  });
});

describe('links without a password', () => {
  it('signInWithOtp e-mails a magic link that signs in', async () => {
    const { email } = await signedUpClient();
    const asked = await server.client().auth.signInWithOtp({
      email,
      options: { emailRedirectTo: `${server.url}/` },
    });
    expect(asked).toEqual({ data: { user: null, session: null }, error: null });
    const link = loggedLink('Sign in', email);
    expect(link.searchParams.get('type')).toBe('magiclink');
    const opened = await fetch(link, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(opened.headers.get('Location')!).hash.slice(1));
    expect(fragment.get('type')).toBe('magiclink');
    expect(fragment.get('access_token')).toEqual(expect.any(String));
  });

  it('signInWithOtp creates the account unless told not to', async () => {
    const refused = await server.client().auth.signInWithOtp({
      email: uniqueEmail(),
      options: { shouldCreateUser: false },
    });
    expect(refused.error).toMatchObject({ code: 'otp_disabled', status: 422 });

    const email = uniqueEmail();
    const created = await server.client().auth.signInWithOtp({
      email,
      options: { data: { name: 'Mira' } },
    });
    expect(created.error).toBeNull();
    const supabase = server.client();
    const { data } = await supabase.auth.verifyOtp({
      token_hash: loggedLink('Sign in', email).searchParams.get('token')!,
      type: 'magiclink',
    });
    expect(data.user).toMatchObject({ email, user_metadata: { name: 'Mira' } });
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    // No password yet: the first one needs no current password.
    const first = await supabase.auth.updateUser({ password: NEW_PASSWORD });
    expect(first.error).toBeNull();
  });

  it('resend answers {} for addresses with nothing to resend', async () => {
    const { email } = await signedUpClient();
    expect(await server.client().auth.resend({ type: 'signup', email })).toEqual({
      data: { user: null, session: null },
      error: null,
    });
    expect(
      await server.client().auth.resend({ type: 'signup', email: uniqueEmail() }),
    ).toMatchObject({ error: null });
  });
});
