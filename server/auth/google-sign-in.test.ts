// "Sign in with Google" against a fake Google (authorize, token and userinfo endpoints on
// 127.0.0.1), driven the way a browser does: supabase-js builds the /authorize URL, the test
// follows the redirects (carrying cookies), and supabase-js finishes with what comes back.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../db/schema';
import { setupTestDatabase } from '../test/database';
import { startAuthServer, type AuthTestServer } from './local-auth-harness';
import { hashPassword } from './password-hash';
import { createPasswordUser } from './users';

const CLIENT_ID = 'studio-client.apps.googleusercontent.com';
const CLIENT_SECRET = 'fake-google-client-secret';

interface GoogleAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

/** A tiny Google: consent is instant, for whichever account the test chose. */
class FakeGoogle {
  account: GoogleAccount | undefined;
  /** What the consent screen answers instead of a code (e.g. access_denied). */
  denyWith: string | undefined;
  tokenEndpointFails = false;
  private readonly codes = new Map<string, { account: GoogleAccount; redirectUri: string }>();
  private readonly accessTokens = new Map<string, GoogleAccount>();
  private server: ServerType | undefined;
  url = '';

  async start(): Promise<void> {
    const app = new Hono();
    app.get('/o/oauth2/v2/auth', (c) => {
      const redirectUri = c.req.query('redirect_uri')!;
      const back = new URL(redirectUri);
      back.searchParams.set('state', c.req.query('state') ?? '');
      const valid =
        c.req.query('client_id') === CLIENT_ID &&
        c.req.query('response_type') === 'code' &&
        c.req.query('scope')?.split(' ').includes('email');
      if (!valid) return c.text('bad authorization request', 400);
      if (this.denyWith || !this.account) {
        back.searchParams.set('error', this.denyWith ?? 'access_denied');
        return c.redirect(back.toString(), 302);
      }
      const code = randomUUID();
      this.codes.set(code, { account: this.account, redirectUri });
      back.searchParams.set('code', code);
      return c.redirect(back.toString(), 302);
    });
    app.post('/token', async (c) => {
      if (this.tokenEndpointFails) return c.json({ error: 'internal' }, 500);
      const form = new URLSearchParams(await c.req.text());
      const grant = this.codes.get(form.get('code') ?? '');
      this.codes.delete(form.get('code') ?? '');
      const valid =
        grant &&
        form.get('grant_type') === 'authorization_code' &&
        form.get('client_id') === CLIENT_ID &&
        form.get('client_secret') === CLIENT_SECRET &&
        form.get('redirect_uri') === grant.redirectUri;
      if (!valid) return c.json({ error: 'invalid_grant' }, 400);
      const accessToken = `ya29.${randomUUID()}`;
      this.accessTokens.set(accessToken, grant.account);
      return c.json({ access_token: accessToken, token_type: 'Bearer', expires_in: 3599 });
    });
    app.get('/userinfo', (c) => {
      const account = this.accessTokens.get(
        c.req.header('Authorization')?.replace(/^Bearer /, '') ?? '',
      );
      return account ? c.json(account) : c.json({ error: 'invalid_token' }, 401);
    });
    this.server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    await once(this.server, 'listening');
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    const closed = once(this.server, 'close');
    this.server.close();
    await closed;
  }
}

const database = setupTestDatabase();
const google = new FakeGoogle();
let server: AuthTestServer;

beforeAll(async () => {
  await google.start();
  server = await startAuthServer(database.db, {
    AUTH_RATE_LIMIT_SIGNIN_PER_5MIN: '1000',
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    GOOGLE_AUTH_URL: `${google.url}/o/oauth2/v2/auth`,
    GOOGLE_TOKEN_URL: `${google.url}/token`,
    GOOGLE_USERINFO_URL: `${google.url}/userinfo`,
  });
});
afterAll(async () => {
  await server?.close();
  await google.stop();
});

function googleAccount(overrides: Partial<GoogleAccount> = {}): GoogleAccount {
  const id = randomUUID().slice(0, 8);
  return {
    sub: `1098${id}`,
    email: `mae.${id}@gmail.example`,
    email_verified: true,
    name: 'Mae Jemison',
    ...overrides,
  };
}

/** Follows the browser's redirects from /authorize to where the studio sends it back. */
async function browseThrough(authorizeUrl: string, { keepCookie = true } = {}): Promise<URL> {
  const toGoogle = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(toGoogle.status).toBe(302);
  const cookie = toGoogle.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const fromGoogle = await fetch(toGoogle.headers.get('Location')!, { redirect: 'manual' });
  expect(fromGoogle.status).toBe(302);
  const callback = fromGoogle.headers.get('Location')!;
  expect(callback.startsWith(`${server.url}/auth/v1/callback?`)).toBe(true);
  const back = await fetch(callback, {
    redirect: 'manual',
    headers: keepCookie ? { Cookie: cookie } : {},
  });
  expect(back.status).toBe(303);
  return new URL(back.headers.get('Location')!);
}

async function authorizeUrl(flowType: 'implicit' | 'pkce' = 'implicit', path = '/assets') {
  const supabase = server.client({ flowType });
  const { data, error } = await supabase.auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: `${server.url}${path}`, skipBrowserRedirect: true },
  });
  expect(error).toBeNull();
  return { supabase, url: data.url! };
}

async function signInWithGoogle(account: GoogleAccount) {
  google.account = account;
  const { supabase, url } = await authorizeUrl();
  const landing = await browseThrough(url);
  expect(`${landing.origin}${landing.pathname}`).toBe(`${server.url}/assets`);
  const fragment = new URLSearchParams(landing.hash.slice(1));
  const { data, error } = await supabase.auth.setSession({
    access_token: fragment.get('access_token')!,
    refresh_token: fragment.get('refresh_token')!,
  });
  expect(error).toBeNull();
  return { fragment, session: data.session!, supabase };
}

describe('sign-in with Google', () => {
  it('is announced by /settings', async () => {
    const settings = (await (await fetch(`${server.url}/auth/v1/settings`)).json()) as unknown;
    expect(settings).toMatchObject({ external: { google: true } });
  });

  it('creates a confirmed account and its profile, and returns the session in the fragment', async () => {
    const account = googleAccount();
    const { fragment, session } = await signInWithGoogle(account);
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('provider_token')).toMatch(/^ya29\./);
    expect(Number(fragment.get('expires_in'))).toBe(3600);
    expect(session.user).toMatchObject({
      email: account.email,
      email_confirmed_at: expect.any(String),
      app_metadata: { provider: 'google', providers: ['google'] },
      user_metadata: { name: 'Mae Jemison' },
    });
    const [profile] = await database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, session.user.id));
    expect(profile).toMatchObject({ email: account.email, availableCredits: 15 });
  });

  it('signs the same Google account into the same studio account', async () => {
    const account = googleAccount();
    const first = await signInWithGoogle(account);
    const second = await signInWithGoogle({ ...account, email: account.email.toUpperCase() });
    expect(second.session.user.id).toBe(first.session.user.id);
  });

  it('links a Google account to the password account with the same e-mail', async () => {
    const account = googleAccount();
    const password = 'a good long password';
    const signedUp = await server.client().auth.signUp({ email: account.email, password });
    const { session } = await signInWithGoogle(account);
    expect(session.user.id).toBe(signedUp.data.user!.id);
    expect(session.user.app_metadata).toEqual({
      provider: 'email',
      providers: ['email', 'google'],
    });
    const { error } = await server
      .client()
      .auth.signInWithPassword({ email: account.email, password });
    expect(error).toBeNull();
  });

  it('drops the password of an unconfirmed account it links (its owner never proved the e-mail)', async () => {
    const account = googleAccount();
    const squatted = await createPasswordUser(database.db, {
      email: account.email,
      passwordHash: await hashPassword('squatter-password'),
      name: 'Squatter',
      confirmedAt: null,
      confirmationTokenHash: null,
      now: new Date(),
    });
    const { session } = await signInWithGoogle(account);
    expect(session.user.id).toBe(squatted!.id);
    expect(session.user.app_metadata.providers).toEqual(['google']);
    const { error } = await server
      .client()
      .auth.signInWithPassword({ email: account.email, password: 'squatter-password' });
    expect(error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('with PKCE, returns a one-time code that supabase-js exchanges for a session', async () => {
    const account = googleAccount();
    google.account = account;
    const { supabase, url } = await authorizeUrl('pkce');
    expect(new URL(url).searchParams.get('code_challenge_method')).toBe('s256');
    const landing = await browseThrough(url);
    expect(landing.hash).toBe('');
    const code = landing.searchParams.get('code')!;
    const { data, error } = await supabase.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(account.email);
  });

  it('accepts a PKCE code once, and only with the right verifier', async () => {
    google.account = googleAccount();
    const verifier = randomBytes(48).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const landing = await browseThrough(
      `${server.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(`${server.url}/assets`)}` +
        `&code_challenge=${challenge}&code_challenge_method=s256`,
    );
    const exchange = (codeVerifier: string) =>
      fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          auth_code: landing.searchParams.get('code'),
          code_verifier: codeVerifier,
        }),
      });
    const wrong = await exchange(randomBytes(48).toString('base64url'));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'bad_code_verifier' });
    expect((await exchange(verifier)).status).toBe(200);
    const replay = await exchange(verifier);
    expect(replay.status).toBe(404);
    expect(await replay.json()).toMatchObject({ code: 'flow_state_not_found' });
  });

  it('refuses to finish a sign-in the browser did not start (no state cookie)', async () => {
    google.account = googleAccount();
    const { url } = await authorizeUrl();
    const landing = await browseThrough(url, { keepCookie: false });
    expect(`${landing.origin}${landing.pathname}`).toBe(`${server.url}/login`);
    expect(new URLSearchParams(landing.hash.slice(1)).get('error_code')).toBe('bad_oauth_state');
  });

  it('refuses a Google account without a verified e-mail', async () => {
    google.account = googleAccount({ email_verified: false });
    const { url } = await authorizeUrl();
    const landing = await browseThrough(url);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('error_code')).toBe('provider_email_needs_verification');
    expect(fragment.get('access_token')).toBeNull();
  });

  it('returns to the studio with an error when the person cancels at Google', async () => {
    google.denyWith = 'access_denied';
    try {
      const { url } = await authorizeUrl();
      const landing = await browseThrough(url);
      expect(`${landing.origin}${landing.pathname}`).toBe(`${server.url}/assets`);
      const fragment = new URLSearchParams(landing.hash.slice(1));
      expect(fragment.get('error')).toBe('access_denied');
      expect(fragment.get('error_description')).toBe('Google sign-in was cancelled.');
    } finally {
      google.denyWith = undefined;
    }
  });

  it('returns to the studio with an error when Google fails', async () => {
    google.account = googleAccount();
    google.tokenEndpointFails = true;
    try {
      const { url } = await authorizeUrl();
      const landing = await browseThrough(url);
      const fragment = new URLSearchParams(landing.hash.slice(1));
      expect(fragment.get('error')).toBe('server_error');
      expect(fragment.get('error_description')).toBe('Google sign-in failed. Please try again.');
      expect(server.logs.some((line) => line.startsWith('Google sign-in failed'))).toBe(true);
    } finally {
      google.tokenEndpointFails = false;
    }
  });
});
