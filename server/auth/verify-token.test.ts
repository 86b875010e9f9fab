import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import {
  decodeJwt,
  exportJWK,
  exportSPKI,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErrorHandler } from '../http/errors';
import { silentLogger } from '../logger';
import {
  createTokenVerifier,
  requireUser,
  signAccessToken,
  type AuthVariables,
  type VerifyAccessToken,
} from './verify-token';

const SECRET = 'local-jwt-secret-for-tests-0123456789abcdef';
const USER = { userId: '7f0c8a52-3c1e-4d7a-9a51-3b2f0f7c1d10', email: 'ana@atelier.example' };

function appWith(verify: VerifyAccessToken) {
  const app = new Hono<{ Variables: AuthVariables }>();
  app.onError(createErrorHandler(silentLogger));
  app.get('/me', requireUser(verify), (c) => c.json(c.get('user')));
  return app;
}

const asBearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);
const validClaims = (): JWTPayload => ({
  sub: USER.userId,
  email: USER.email,
  aud: 'authenticated',
  role: 'authenticated',
  exp: nowSeconds() + 600,
});

function signHs256(claims: JWTPayload, secret = SECRET) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

async function expectRefused(response: Response, code: 'invalid_token' | 'token_expired') {
  expect(response.status).toBe(401);
  expect(response.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
  expect(await response.json()).toEqual({
    detail:
      code === 'token_expired'
        ? 'Your session has expired. Please sign in again.'
        : 'Your sign-in could not be verified. Please sign in again.',
    code,
  });
}

describe('requireUser with a shared secret (HS256)', () => {
  const app = appWith(createTokenVerifier({ jwtSecret: SECRET, audience: 'authenticated' }));

  it('lets a valid token through and puts the user on the request', async () => {
    const token = await signAccessToken(SECRET, { ...USER, name: 'Ana Duarte' });
    const response = await app.request('/me', asBearer(token));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...USER, name: 'Ana Duarte', role: 'authenticated' });
  });

  it('takes the name from user_metadata.full_name too (Google sign-in)', async () => {
    const token = await signHs256({ ...validClaims(), user_metadata: { full_name: 'Ana D.' } });
    expect(await (await app.request('/me', asBearer(token))).json()).toMatchObject({
      name: 'Ana D.',
    });
  });

  it.each([
    ['no Authorization header', {}],
    ['another scheme', { headers: { Authorization: 'Basic YW5hOnB3' } }],
    ['an empty bearer token', { headers: { Authorization: 'Bearer ' } }],
  ])('asks to sign in when there is %s (401)', async (_case, init) => {
    const response = await app.request('/me', init);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual({ detail: 'Sign in to continue.', code: 'unauthorized' });
  });

  it('says an expired token has expired (401 token_expired)', async () => {
    const token = await signAccessToken(SECRET, { ...USER, expiresInSeconds: -120 });
    await expectRefused(await app.request('/me', asBearer(token)), 'token_expired');
  });

  it('tolerates a few seconds of clock difference', async () => {
    const token = await signAccessToken(SECRET, { ...USER, expiresInSeconds: -5 });
    expect((await app.request('/me', asBearer(token))).status).toBe(200);
  });

  it.each<[string, () => Promise<string> | string]>([
    ['signed with another secret', () => signAccessToken(`${SECRET}-other`, USER)],
    [
      'with alg "none" and no signature',
      () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(validClaims())}.`,
    ],
    ['that is not a JWT', () => 'not-a-jwt'],
    ['for another audience', () => signAccessToken(SECRET, { ...USER, audience: 'anon' })],
    ['without a subject', () => signHs256({ ...validClaims(), sub: undefined })],
    ['with an empty subject', () => signHs256({ ...validClaims(), sub: '' })],
    ['without an expiry', () => signHs256({ ...validClaims(), exp: undefined })],
    // A project's anon and service_role keys are signed with the same secret: no user's token.
    ['for the anon role', () => signHs256({ ...validClaims(), role: 'anon' })],
    ['for the service_role role', () => signHs256({ ...validClaims(), role: 'service_role' })],
    ['without a role', () => signHs256({ ...validClaims(), role: undefined })],
    [
      'signed with RS256 when HS256 is expected',
      async () => {
        const { privateKey } = await generateKeyPair('RS256');
        return new SignJWT(validClaims()).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
      },
    ],
  ])('refuses a token %s (401 invalid_token)', async (_case, makeToken) => {
    await expectRefused(await app.request('/me', asBearer(await makeToken())), 'invalid_token');
  });

  it('checks the issuer when one is configured', async () => {
    const issuer = 'https://project.supabase.co/auth/v1';
    const strict = appWith(
      createTokenVerifier({ jwtSecret: SECRET, audience: 'authenticated', issuer }),
    );
    const right = await signAccessToken(SECRET, { ...USER, issuer });
    const wrong = await signAccessToken(SECRET, { ...USER, issuer: 'https://evil.example' });
    const none = await signAccessToken(SECRET, USER);
    expect((await strict.request('/me', asBearer(right))).status).toBe(200);
    await expectRefused(await strict.request('/me', asBearer(wrong)), 'invalid_token');
    await expectRefused(await strict.request('/me', asBearer(none)), 'invalid_token');
  });

  it('honours a configured audience', async () => {
    const custom = appWith(createTokenVerifier({ jwtSecret: SECRET, audience: 'studio' }));
    const token = await signAccessToken(SECRET, { ...USER, audience: 'studio' });
    expect((await custom.request('/me', asBearer(token))).status).toBe(200);
    await expectRefused(
      await custom.request('/me', asBearer(await signAccessToken(SECRET, USER))),
      'invalid_token',
    );
  });
});

describe('createTokenVerifier remembers verified tokens', () => {
  it('answers a token it verified from memory until its exp', async () => {
    const verify = createTokenVerifier({ jwtSecret: SECRET, audience: 'authenticated' });
    const token = await signAccessToken(SECRET, USER);
    const first = await verify(token);
    expect(first).toEqual({ ...USER, role: 'authenticated' });
    expect(await verify(token)).toBe(first); // the very same object: jose did not run again
    expect(Object.isFrozen(first)).toBe(true); // shared between requests, so nobody may change it
  });

  it('verifies again once the exp is reached, and then refuses an expired token', async () => {
    const clock = { now: Date.now() };
    const verify = createTokenVerifier({
      jwtSecret: SECRET,
      audience: 'authenticated',
      now: () => clock.now,
    });
    const token = await signAccessToken(SECRET, { ...USER, expiresInSeconds: 60 });
    const first = await verify(token);
    clock.now += 60_000; // the cache's clock at the exp: the entry is gone, jose decides
    const again = await verify(token);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);

    // A token past its exp (and the tolerance) is refused, whether or not it was seen before.
    const expired = await signAccessToken(SECRET, { ...USER, expiresInSeconds: -120 });
    await expect(verify(expired)).rejects.toMatchObject({ problem: 'expired' });
  });

  it('never remembers a refusal, and a token differing in its signature misses', async () => {
    const verify = createTokenVerifier({ jwtSecret: SECRET, audience: 'authenticated' });
    const token = await signAccessToken(SECRET, USER);
    await verify(token);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${base64url({ not: 'the signature' })}`;
    await expect(verify(forged)).rejects.toMatchObject({ problem: 'invalid' });
    await expect(verify(forged)).rejects.toMatchObject({ problem: 'invalid' });
  });

  it('keeps at most cacheSize tokens, and none with cacheSize 0', async () => {
    const verify = createTokenVerifier({
      jwtSecret: SECRET,
      audience: 'authenticated',
      cacheSize: 2,
    });
    const tokens = await Promise.all(
      ['a', 'b', 'c'].map((suffix) =>
        signAccessToken(SECRET, { ...USER, userId: `user-${suffix}` }),
      ),
    );
    const first = await verify(tokens[0]!);
    await verify(tokens[1]!);
    await verify(tokens[2]!); // the oldest, tokens[0], makes room
    expect(await verify(tokens[0]!)).not.toBe(first);

    const uncached = createTokenVerifier({
      jwtSecret: SECRET,
      audience: 'authenticated',
      cacheSize: 0,
    });
    expect(await uncached(tokens[1]!)).not.toBe(await uncached(tokens[1]!));
  });
});

describe('requireUser with a JWKS (RS256/ES256)', () => {
  let server: Server;
  let jwksUrl: string;
  let rsaKey: CryptoKey;
  let rsaPublicPem: string;
  let ecKey: CryptoKey;
  let app: ReturnType<typeof appWith>;

  beforeAll(async () => {
    const rsa = await generateKeyPair('RS256', { extractable: true });
    const ec = await generateKeyPair('ES256', { extractable: true });
    rsaKey = rsa.privateKey;
    ecKey = ec.privateKey;
    rsaPublicPem = await exportSPKI(rsa.publicKey);
    const keys: JWK[] = [
      { ...(await exportJWK(rsa.publicKey)), kid: 'rsa-1', alg: 'RS256', use: 'sig' },
      { ...(await exportJWK(ec.publicKey)), kid: 'ec-1', alg: 'ES256', use: 'sig' },
    ];
    server = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ keys }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/v1/.well-known/jwks.json`;
    app = appWith(createTokenVerifier({ jwksUrl, audience: 'authenticated' }));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('accepts an RS256 token signed by a key of the set', async () => {
    const token = await new SignJWT(validClaims())
      .setProtectedHeader({ alg: 'RS256', kid: 'rsa-1', typ: 'JWT' })
      .sign(rsaKey);
    const response = await app.request('/me', asBearer(token));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...USER, role: 'authenticated' });
  });

  it('accepts an ES256 token signed by a key of the set', async () => {
    const token = await new SignJWT(validClaims())
      .setProtectedHeader({ alg: 'ES256', kid: 'ec-1' })
      .sign(ecKey);
    expect((await app.request('/me', asBearer(token))).status).toBe(200);
  });

  it.each<[string, () => Promise<string>]>([
    ['an HS256 token, even with a valid shared secret', () => signAccessToken(SECRET, USER)],
    [
      'an HS256 token keyed with the public key (algorithm confusion)',
      () =>
        new SignJWT(validClaims())
          .setProtectedHeader({ alg: 'HS256', kid: 'rsa-1' })
          .sign(new TextEncoder().encode(rsaPublicPem)),
    ],
    [
      'a token signed by a key outside the set',
      async () => {
        const { privateKey } = await generateKeyPair('RS256');
        return new SignJWT(validClaims())
          .setProtectedHeader({ alg: 'RS256', kid: 'rsa-1' })
          .sign(privateKey);
      },
    ],
    [
      'a token for another audience',
      () =>
        new SignJWT({ ...validClaims(), aud: 'anon' })
          .setProtectedHeader({ alg: 'RS256', kid: 'rsa-1' })
          .sign(rsaKey),
    ],
  ])('refuses %s (401 invalid_token)', async (_case, makeToken) => {
    await expectRefused(await app.request('/me', asBearer(await makeToken())), 'invalid_token');
  });

  it('says an expired RS256 token has expired', async () => {
    const token = await new SignJWT({ ...validClaims(), exp: nowSeconds() - 3600 })
      .setProtectedHeader({ alg: 'RS256', kid: 'rsa-1' })
      .sign(rsaKey);
    await expectRefused(await app.request('/me', asBearer(token)), 'token_expired');
  });

  it('answers 503, not 401, when the key set cannot be fetched', async () => {
    const unreachable = appWith(
      createTokenVerifier({ jwksUrl: 'http://127.0.0.1:9/jwks.json', audience: 'authenticated' }),
    );
    const token = await new SignJWT(validClaims())
      .setProtectedHeader({ alg: 'RS256', kid: 'rsa-1' })
      .sign(rsaKey);
    const response = await unreachable.request('/me', asBearer(token));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      detail: 'Sign-in cannot be checked right now. Please try again in a moment.',
      code: 'auth_unavailable',
    });
  });
});

describe('signAccessToken', () => {
  it('makes a Supabase-shaped HS256 token', async () => {
    const token = await signAccessToken(SECRET, {
      ...USER,
      name: 'Ana',
      issuer: 'http://localhost:8080/auth/v1',
      sessionId: 'session-1',
      expiresInSeconds: 900,
    });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: USER.userId,
      email: USER.email,
      aud: 'authenticated',
      role: 'authenticated',
      iss: 'http://localhost:8080/auth/v1',
      session_id: 'session-1',
      user_metadata: { name: 'Ana' },
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);
  });
});
