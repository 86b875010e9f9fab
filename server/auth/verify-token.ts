// Verifies Supabase access tokens (JWTs) and puts the signed-in user on the request.
//
// Two modes, never mixed, so an attacker cannot pick the algorithm: HS256 with a shared secret
// (a Supabase project's JWT secret, or the local auth service's), or RS256/ES256 with the public
// keys of a project's JWKS. The same secret signs tokens for the local auth service and tests.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { createRemoteJWKSet, errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { ExpiringCache } from '../expiring-cache';
import { ApiError, errorBody } from '../http/errors';

/** The signed-in user, as the access token says. */
export interface AuthUser {
  /** Supabase user id (`sub`). */
  userId: string;
  /** Empty when the account has none (e.g. phone sign-in), as in Supabase tokens. */
  email: string;
  /** From `user_metadata` (Google fills it in); undefined when unknown. */
  name?: string;
  /** Postgres role the token was issued for; the API accepts only `authenticated`. */
  role: string;
}

/** Hono variables set by `requireUser`: `new Hono<{ Variables: AuthVariables }>()`. */
export type AuthVariables = { user: AuthUser };

export const ACCESS_TOKEN_AUDIENCE = 'authenticated';
const AUTHENTICATED_ROLE = 'authenticated';

export interface TokenVerifierOptions {
  /** HS256 secret; ignored when `jwksUrl` is set. */
  jwtSecret?: string;
  /** JWKS of a Supabase project; tokens must then be RS256 or ES256. */
  jwksUrl?: string;
  /** Required `aud` claim. */
  audience: string;
  /** Required `iss` claim; undefined accepts any. */
  issuer?: string;
  /**
   * How many verified tokens to remember (each until its `exp`), so a signed-in browser's calls
   * are not verified again one by one; 0 verifies every call. Default 10,000.
   */
  cacheSize?: number;
  /** Milliseconds since the epoch, for the cache only (jose reads the clock itself); tests move it. */
  now?: () => number;
}

export type VerifyAccessToken = (token: string) => Promise<AuthUser>;

export type AccessTokenProblem = 'expired' | 'invalid' | 'unavailable';

/** Why a token was refused; `unavailable` means the keys could not be fetched (not the user's fault). */
export class AccessTokenError extends Error {
  override name = 'AccessTokenError';

  constructor(
    readonly problem: AccessTokenProblem,
    options?: { cause?: unknown },
  ) {
    super(`Access token refused: ${problem}`, options);
  }
}

// Servers' clocks differ by a little, and a request sent just before expiry may arrive just after.
const CLOCK_TOLERANCE_SECONDS = 30;
const DEFAULT_CACHE_SIZE = 10_000;

export function createTokenVerifier({
  jwtSecret,
  jwksUrl,
  audience,
  issuer,
  cacheSize = DEFAULT_CACHE_SIZE,
  now = Date.now,
}: TokenVerifierOptions): VerifyAccessToken {
  const verifyOptions = {
    audience,
    issuer,
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
    // jose accepts a token without `exp` unless told otherwise: such a token would never expire.
    requiredClaims: ['sub', 'exp'],
  };
  const verify = jwksUrl
    ? (() => {
        const keys = createRemoteJWKSet(new URL(jwksUrl));
        return (token: string) =>
          jwtVerify(token, keys, { ...verifyOptions, algorithms: ['RS256', 'ES256'] });
      })()
    : (() => {
        if (!jwtSecret) throw new Error('createTokenVerifier needs a jwtSecret or a jwksUrl.');
        const key = new TextEncoder().encode(jwtSecret); // Supabase uses the secret's bytes as is
        return (token: string) =>
          jwtVerify(token, key, { ...verifyOptions, algorithms: ['HS256'] });
      })();

  // Verified tokens, keyed by the whole token (signature included, so only the very same bytes
  // hit), until their `exp`: from then on jose decides again (with its clock tolerance). Refusals
  // are never kept. A JWT cannot be revoked before `exp` anyway, so this changes no answer; with a
  // JWKS, a key withdrawn from it stops new tokens at once and cached ones at their `exp`.
  const verified =
    cacheSize > 0 ? new ExpiringCache<string, AuthUser>({ maxEntries: cacheSize, now }) : undefined;

  return async (token) => {
    const known = verified?.get(token);
    if (known) return known;
    let payload: JWTPayload;
    try {
      ({ payload } = await verify(token));
    } catch (error) {
      throw new AccessTokenError(problemOf(error), { cause: error });
    }
    const user = Object.freeze(userFrom(payload));
    // requiredClaims makes `exp` present; a number of seconds by then (jose checks its type).
    if (typeof payload.exp === 'number') verified?.set(token, user, payload.exp * 1000);
    return user;
  };
}

function problemOf(error: unknown): AccessTokenProblem {
  if (error instanceof errors.JWTExpired) return 'expired';
  // The JWKS endpoint failed (network, timeout, not 200, not JSON): the token may be fine.
  const jwksFailed =
    !(error instanceof errors.JOSEError) ||
    error.code === 'ERR_JOSE_GENERIC' ||
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid;
  return jwksFailed ? 'unavailable' : 'invalid';
}

function userFrom(payload: JWTPayload): AuthUser {
  const { sub, email, role, user_metadata: metadata } = payload;
  if (typeof sub !== 'string' || sub === '') throw new AccessTokenError('invalid');
  // The API serves signed-in people only: a project's anon or service_role key is a valid JWT
  // with the same secret, but it is no user's token.
  if (role !== AUTHENTICATED_ROLE) throw new AccessTokenError('invalid');
  const name = stringField(metadata, 'name') ?? stringField(metadata, 'full_name');
  return {
    userId: sub,
    email: typeof email === 'string' ? email : '',
    ...(name ? { name } : {}),
    role,
  };
}

function stringField(record: unknown, field: string): string | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const value: unknown = (record as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * Middleware for routes that need a signed-in user: reads `Authorization: Bearer <token>`, and
 * answers 401 (with `WWW-Authenticate`, RFC 6750) when it is missing, expired or invalid.
 */
export function requireUser(verify: VerifyAccessToken) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token) return unauthorized(c, 'Sign in to continue.', 'unauthorized', 'Bearer');
    let user: AuthUser;
    try {
      user = await verify(token);
    } catch (error) {
      if (!(error instanceof AccessTokenError)) throw error;
      if (error.problem === 'expired') {
        return unauthorized(
          c,
          'Your session has expired. Please sign in again.',
          'token_expired',
          'Bearer error="invalid_token", error_description="The access token expired"',
        );
      }
      if (error.problem === 'unavailable') {
        const unavailable = new ApiError(
          503,
          'Sign-in cannot be checked right now. Please try again in a moment.',
          'auth_unavailable',
        );
        unavailable.cause = error; // logged by the error handler
        throw unavailable;
      }
      return unauthorized(
        c,
        'Your sign-in could not be verified. Please sign in again.',
        'invalid_token',
        'Bearer error="invalid_token", error_description="The access token is invalid"',
      );
    }
    c.set('user', user);
    await next();
  });
}

function bearerToken(header: string | undefined): string | undefined {
  return header?.match(/^Bearer +([^\s]+) *$/i)?.[1];
}

function unauthorized(c: Context, detail: string, code: string, challenge: string) {
  return c.json(errorBody(detail, code), 401, { 'WWW-Authenticate': challenge });
}

export interface AccessTokenClaims {
  userId: string;
  email: string;
  name?: string;
  /** Default one hour, like Supabase. */
  expiresInSeconds?: number;
  /** `iss`: the local auth service passes `${publicUrl}/auth/v1`, as Supabase does. */
  issuer?: string;
  audience?: string;
  sessionId?: string;
}

/** An HS256 access token shaped like Supabase's, for the local auth service and for tests. */
export function signAccessToken(
  secret: string,
  {
    userId,
    email,
    name,
    expiresInSeconds = 3600,
    issuer,
    audience = ACCESS_TOKEN_AUDIENCE,
    sessionId,
  }: AccessTokenClaims,
): Promise<string> {
  const jwt = new SignJWT({
    email,
    role: AUTHENTICATED_ROLE,
    user_metadata: name ? { name } : {},
    ...(sessionId ? { session_id: sessionId } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds);
  if (issuer) jwt.setIssuer(issuer);
  return jwt.sign(new TextEncoder().encode(secret));
}
