// With AUTH_EMAIL_CONFIRMATION on: sign-up answers the user without a session, password sign-in
// waits for the link written to the log, and the link signs the browser in on the studio's origin.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test/database';
import { startAuthServer, type AuthTestServer } from './local-auth-harness';

const database = setupTestDatabase();
let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthServer(database.db, { AUTH_EMAIL_CONFIRMATION: 'true' });
});
afterAll(() => server?.close());

const PASSWORD = 'correct horse battery';
const uniqueEmail = () => `lin.${randomUUID().slice(0, 8)}@atelier.example`;

async function signUp(email: string, redirectPath = '/welcome') {
  return server.client().auth.signUp({
    email,
    password: PASSWORD,
    options: { emailRedirectTo: `${server.url}${redirectPath}` },
  });
}

function confirmationLink(email: string): URL {
  const line = server.logs.findLast((message) => message.startsWith(`Confirm ${email}: `));
  expect(line).toBeDefined();
  return new URL(line!.slice(`Confirm ${email}: `.length));
}

function fragmentOf(location: string): URLSearchParams {
  return new URLSearchParams(new URL(location).hash.slice(1));
}

describe('e-mail confirmation', () => {
  it('signs up without a session and logs a confirmation link', async () => {
    const email = uniqueEmail();
    const { data, error } = await signUp(email);
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, confirmation_sent_at: expect.any(String) });
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const link = confirmationLink(email);
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(`${server.url}/welcome`);
  });

  it('refuses password sign-in until the link is opened, then signs in', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const before = await server.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(before.error).toMatchObject({
      code: 'email_not_confirmed',
      status: 400,
      message: 'Email not confirmed',
    });

    const response = await fetch(confirmationLink(email), { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = response.headers.get('Location')!;
    expect(location.startsWith(`${server.url}/welcome#`)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('signup');

    // What supabase-js does with the fragment: read the user with the access token.
    const supabase = server.client();
    const { data: fetched } = await supabase.auth.getUser(fragment.get('access_token')!);
    expect(fetched.user).toMatchObject({ email, email_confirmed_at: expect.any(String) });
    const session = await supabase.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(session.error).toBeNull();

    const after = await server.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(after.error).toBeNull();
    expect(after.data.session).not.toBeNull();
  });

  it('works once: a used link returns with otp_expired', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const link = confirmationLink(email);
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(303);
    const again = await fetch(link, { redirect: 'manual' });
    const fragment = fragmentOf(again.headers.get('Location')!);
    expect(fragment.get('error_code')).toBe('otp_expired');
    expect(fragment.get('access_token')).toBeNull();
  });

  it('expires after a day', async () => {
    const email = uniqueEmail();
    await signUp(email);
    server.advanceClock(25 * 60 * 60 * 1000);
    const response = await fetch(confirmationLink(email), { redirect: 'manual' });
    expect(fragmentOf(response.headers.get('Location')!).get('error_code')).toBe('otp_expired');
  });

  it('only redirects into the studio', async () => {
    const email = uniqueEmail();
    await server.client().auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: 'https://evil.example/collect' },
    });
    const link = confirmationLink(email);
    link.searchParams.set('redirect_to', 'https://evil.example/collect'); // edited by hand, too
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.headers.get('Location')!.startsWith(`${server.url}/#access_token=`)).toBe(true);
  });

  it('signing up again before confirming sends a new link; after confirming it is refused', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const first = confirmationLink(email);
    const again = await signUp(email);
    expect(again.error).toBeNull();
    const second = confirmationLink(email);
    expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));
    const stale = await fetch(first, { redirect: 'manual' });
    expect(fragmentOf(stale.headers.get('Location')!).get('error_code')).toBe('otp_expired');
    expect((await fetch(second, { redirect: 'manual' })).status).toBe(303);

    const { error } = await signUp(email);
    expect(error).toMatchObject({ code: 'user_already_exists' });
  });

  it('with PKCE, the link returns a code the signing-up client exchanges for a session', async () => {
    const email = uniqueEmail();
    const supabase = server.client({ flowType: 'pkce' });
    const { error } = await supabase.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${server.url}/welcome` },
    });
    expect(error).toBeNull();
    const response = await fetch(confirmationLink(email), { redirect: 'manual' });
    const code = new URL(response.headers.get('Location')!).searchParams.get('code');
    expect(code).toEqual(expect.any(String));

    const exchanged = await supabase.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
  });

  it('/settings says confirmation is needed', async () => {
    const settings = (await (await fetch(`${server.url}/auth/v1/settings`)).json()) as unknown;
    expect(settings).toMatchObject({ mailer_autoconfirm: false });
  });
});
