// The built-in sign-in service driven by the real supabase-js client over HTTP: sign-up, sign-in,
// refresh-token rotation and reuse detection, sign-out, and the tokens the API accepts.
import { randomUUID } from 'node:crypto';
import { isAuthApiError, isAuthWeakPasswordError } from '@supabase/supabase-js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, profiles } from '../db/schema';
import { setupTestDatabase } from '../test/database';
import { startAuthServer, TEST_JWT_SECRET, type AuthTestServer } from './local-auth-harness';
import { signAccessToken } from './verify-token';

const database = setupTestDatabase();
let server: AuthTestServer;

beforeAll(async () => {
  // Far above the default budget: these tests sign in often; rate-limit.test.ts checks limits.
  server = await startAuthServer(database.db, { AUTH_RATE_LIMIT_SIGNIN_PER_5MIN: '1000' });
});
afterAll(() => server?.close());

const PASSWORD = 'correct horse battery';
const uniqueEmail = (name = 'ada') => `${name}.${randomUUID().slice(0, 8)}@atelier.example`;

async function signedUp(name?: string) {
  const email = uniqueEmail();
  const supabase = server.client();
  const { data, error } = await supabase.auth.signUp({
    email,
    password: PASSWORD,
    options: name ? { data: { name } } : {},
  });
  expect(error).toBeNull();
  return { email, supabase, session: data.session!, user: data.user! };
}

function postToken(grantType: string, body: unknown) {
  return fetch(`${server.url}/auth/v1/token?grant_type=${grantType}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function refresh(refreshToken: string) {
  const response = await postToken('refresh_token', { refresh_token: refreshToken });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const getUser = (accessToken: string) =>
  fetch(`${server.url}/auth/v1/user`, { headers: { Authorization: `Bearer ${accessToken}` } });

const callApi = (accessToken: string) =>
  fetch(`${server.url}/api/me`, { headers: { Authorization: `Bearer ${accessToken}` } });

describe('sign-up', () => {
  it('returns a session and creates the profile with the free credits', async () => {
    const { email, session, user } = await signedUp('Ada Lovelace');
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.access_token).toEqual(expect.any(String));
    expect(session.refresh_token).toEqual(expect.any(String));
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Ada Lovelace' },
      identities: [],
    });
    expect(user.email_confirmed_at).toEqual(expect.any(String));
    expect(user.last_sign_in_at).toEqual(expect.any(String));

    const [profile] = await database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({ email, name: 'Ada Lovelace', availableCredits: 15 });
    const grants = await database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, user.id));
    expect(grants).toHaveLength(1);
  });

  it('names the account after the part of the e-mail before the @ by default', async () => {
    const { email, user } = await signedUp();
    expect(user.user_metadata).toEqual({ name: email.split('@')[0] });
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile?.name).toBe(email.split('@')[0]);
  });

  it('refuses a password shorter than 6 characters with a weak-password error', async () => {
    const { data, error } = await server
      .client()
      .auth.signUp({ email: uniqueEmail(), password: 'abc' });
    expect(data.session).toBeNull();
    expect(isAuthWeakPasswordError(error)).toBe(true);
    expect(error).toMatchObject({
      code: 'weak_password',
      status: 422,
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    });
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    const { email } = await signedUp();
    const { error } = await server
      .client()
      .auth.signUp({ email: email.toUpperCase(), password: PASSWORD });
    expect(error).toMatchObject({
      code: 'user_already_exists',
      status: 422,
      message: 'User already registered',
    });
  });

  it('creates one account when the same e-mail signs up several times at once', async () => {
    const email = uniqueEmail();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => server.client().auth.signUp({ email, password: PASSWORD })),
    );
    expect(results.filter((result) => result.error === null)).toHaveLength(1);
    for (const { error } of results.filter((result) => result.error !== null)) {
      expect(error).toMatchObject({ code: 'user_already_exists' });
    }
  });

  it('answers a missing e-mail or password with validation_failed in the Supabase shape', async () => {
    for (const body of [{ password: PASSWORD }, { email: uniqueEmail() }]) {
      const response = await fetch(`${server.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');
      expect(await response.json()).toEqual({
        code: 'validation_failed',
        message: expect.any(String),
      });
    }
  });
});

describe('password sign-in', () => {
  it('signs in, and the access token is accepted by /user and by the API', async () => {
    const { email, user } = await signedUp('Grace');
    const supabase = server.client();
    const { data, error } = await supabase.auth.signInWithPassword({
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    const accessToken = data.session!.access_token;

    const fetched = await supabase.auth.getUser(accessToken);
    expect(fetched.data.user).toMatchObject({ id: user.id, email });

    const api = await callApi(accessToken);
    expect(api.status).toBe(200);
    expect(await api.json()).toMatchObject({ userId: user.id, email, name: 'Grace' });
  });

  it('answers a wrong password and an unknown e-mail alike: invalid_credentials', async () => {
    const { email } = await signedUp();
    for (const attempt of [
      { email, password: 'not the password' },
      { email: uniqueEmail('nobody'), password: PASSWORD },
    ]) {
      const { data, error } = await server.client().auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(isAuthApiError(error)).toBe(true);
      expect(error).toMatchObject({
        code: 'invalid_credentials',
        status: 400,
        message: 'Invalid login credentials',
      });
    }
  });
});

describe('refresh-token rotation', () => {
  it('exchanges a refresh token for a new session with a new refresh token', async () => {
    const { supabase, session, user } = await signedUp();
    const { data, error } = await supabase.auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(data.session?.user.id).toBe(user.id);
    expect((await callApi(data.session!.access_token)).status).toBe(200);
    expect((await getUser(data.session!.access_token)).status).toBe(200);
  });

  it('gives a retry within the reuse interval the same new token', async () => {
    const { session } = await signedUp();
    const first = await refresh(session.refresh_token);
    const retry = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body.refresh_token).toBe(first.body.refresh_token);
    // ...which still rotates normally afterwards.
    const next = await refresh(String(first.body.refresh_token));
    expect(next.status).toBe(200);
  });

  it('serialises concurrent refreshes of one token (two tabs): all get the same new token', async () => {
    const { session } = await signedUp();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => refresh(session.refresh_token)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.body.refresh_token)).size).toBe(1);
  });

  it('revokes the whole session when a rotated token is reused later', async () => {
    const { supabase, session } = await signedUp();
    const rotated = await refresh(session.refresh_token);
    const newest = await refresh(String(rotated.body.refresh_token));
    expect(newest.status).toBe(200);

    server.advanceClock(11_000); // past AUTH_REFRESH_REUSE_INTERVAL_SECONDS (10)
    const { error } = await supabase.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error).toMatchObject({
      code: 'refresh_token_already_used',
      status: 400,
      message: 'Invalid Refresh Token: Already Used',
    });

    // The thief's (or the victim's) newest token is dead too, and so is the session.
    const afterwards = await refresh(String(newest.body.refresh_token));
    expect(afterwards.status).toBe(400);
    expect(afterwards.body.code).toMatch(/^refresh_token_/);
    const user = await getUser(String(newest.body.access_token));
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'session_not_found' });
  });

  it('answers an unknown refresh token with refresh_token_not_found', async () => {
    const { status, body } = await refresh('no-such-token');
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });
});

describe('sign-out', () => {
  it('revokes the session: no more refresh, /user refuses, the API accepts until expiry', async () => {
    const { supabase, session } = await signedUp();
    const { error } = await supabase.auth.signOut();
    expect(error).toBeNull();
    expect((await supabase.auth.getSession()).data.session).toBeNull();

    const refreshed = await refresh(session.refresh_token);
    expect(refreshed.status).toBe(400);
    const user = await getUser(session.access_token);
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'session_not_found' });
    // Like Supabase: an issued access token stays valid for API routes until it expires.
    expect((await callApi(session.access_token)).status).toBe(200);
  });

  it('signs out only this device with scope local, and only the others with scope others', async () => {
    const { email } = await signedUp();
    const devices = await Promise.all(
      [1, 2, 3].map(async () => {
        const supabase = server.client();
        const { data } = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
        return { supabase, session: data.session! };
      }),
    );
    const [first, second, third] = devices as [
      (typeof devices)[0],
      (typeof devices)[0],
      (typeof devices)[0],
    ];

    expect((await first.supabase.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await refresh(first.session.refresh_token)).status).toBe(400);
    expect((await refresh(second.session.refresh_token)).status).toBe(200);

    const secondSession = (await second.supabase.auth.refreshSession()).data.session;
    expect(secondSession).not.toBeNull();
    expect((await second.supabase.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await refresh(third.session.refresh_token)).status).toBe(400);
    expect((await getUser(secondSession!.access_token)).status).toBe(200);
  });
});

describe('access tokens', () => {
  function base64url(value: object): string {
    return Buffer.from(JSON.stringify(value)).toString('base64url');
  }

  it('are refused by the API and /user when expired, tampered with or unsigned', async () => {
    const { session, user, email } = await signedUp();
    const expired = await signAccessToken(TEST_JWT_SECRET, {
      userId: user.id,
      email,
      expiresInSeconds: -120,
      issuer: `${server.url}/auth/v1`,
    });
    const [header, payload, signature] = session.access_token.split('.') as [
      string,
      string,
      string,
    ];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const tampered = `${header}.${base64url({ ...claims, sub: randomUUID() })}.${signature}`;
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;

    for (const token of [expired, tampered, unsigned]) {
      expect((await callApi(token)).status).toBe(401);
      const response = await getUser(token);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'bad_jwt' });
    }
    expect((await callApi(session.access_token)).status).toBe(200);
  });

  it('carry the claims Supabase puts in them', async () => {
    const { session, user } = await signedUp('Hedy');
    const claims = JSON.parse(
      Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      iss: `${server.url}/auth/v1`,
      user_metadata: { name: 'Hedy' },
      session_id: expect.any(String),
    });
    expect(claims.exp).toBe(session.expires_at);
  });

  it('without a bearer token, /user answers no_authorization', async () => {
    const response = await fetch(`${server.url}/auth/v1/user`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'no_authorization' });
  });
});

describe('malformed requests', () => {
  it('get Supabase-shaped errors, never a 5xx', async () => {
    const send = (path: string, body: string) =>
      fetch(`${server.url}/auth/v1${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
    const cases: [Promise<Response>, number, string][] = [
      [send('/token?grant_type=password', '{not json'), 400, 'bad_json'],
      [send('/token?grant_type=password', '[1, 2]'), 400, 'validation_failed'],
      [send('/token?grant_type=magic', '{}'), 400, 'validation_failed'],
      [send('/signup', JSON.stringify({ email: 'x'.repeat(40_000) })), 413, 'request_too_large'],
      [
        send('/signup', JSON.stringify({ email: 'not-an-email', password: PASSWORD })),
        400,
        'validation_failed',
      ],
      [send('/logout?scope=everything', '{}'), 400, 'validation_failed'],
      [send('/admin/users', '{}'), 404, 'not_found'],
    ];
    for (const [pending, status, code] of cases) {
      const response = await pending;
      expect(response.status).toBe(status);
      expect(response.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');
      expect(await response.json()).toMatchObject({ code });
    }
  });
});

describe('settings and Google without credentials', () => {
  it('/settings says e-mail sign-up is on, Google off, no confirmation needed', async () => {
    const response = await fetch(`${server.url}/auth/v1/settings`);
    expect(await response.json()).toMatchObject({
      external: { email: true, google: false },
      disable_signup: false,
      mailer_autoconfirm: true,
    });
  });

  it('/authorize?provider=google returns to the sign-in screen with an error it shows', async () => {
    const redirectTo = `${server.url}/login?next=%2Fassets`;
    const response = await fetch(
      `${server.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(redirectTo)}`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('Location')!);
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(redirectTo);
    expect(location.hash).toBe(
      '#error=server_error&error_code=provider_disabled&error_description=' +
        encodeURIComponent('Google sign-in is not configured on this studio.'),
    );
  });

  it('never redirects to another site', async () => {
    for (const redirectTo of [
      'https://evil.example/steal',
      '//evil.example/x',
      'javascript:alert(1)',
    ]) {
      const response = await fetch(
        `${server.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(redirectTo)}`,
        { redirect: 'manual' },
      );
      const location = new URL(response.headers.get('Location')!);
      expect(`${location.origin}${location.pathname}`).toBe(`${server.url}/login`);
    }
  });
});
