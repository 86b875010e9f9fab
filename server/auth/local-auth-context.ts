// What every route of the built-in sign-in service shares: its dependencies, the derived keys,
// the rate limiters, and the steps that end every successful sign-in (a session and its tokens).
import type { Context } from 'hono';
import type { Config } from '../config';
import type { AppDb } from '../db/client';
import type { Logger } from '../logger';
import { createAccessTokens, type AccessTokens } from './access-tokens';
import { clientAddress, rateLimitKey } from './client-address';
import { deriveKey } from './derived-keys';
import { GoTrueError, rateLimited, validationFailed } from './gotrue-errors';
import { createAuthMailer, type AuthMailer } from './mailer';
import { toGoTrueSession, type GoTrueSession } from './gotrue-shapes';
import { createRateLimiter, type RateLimiter } from './rate-limiter';
import type { AuthUserRow } from './schema';
import { startSession, type SessionOrigin, type SignInMethod } from './session-store';
import { createSignedGrants, type SignedGrants } from './signed-grants';

export interface LocalAuthDeps {
  db: AppDb;
  config: Pick<Config, 'publicUrl' | 'trustProxy' | 'localAuth'>;
  /** Signs access tokens; the API's verifier must check them with the same secret. */
  jwtSecret: string;
  logger: Logger;
  /** Clock of session bookkeeping (revocations, reuse interval); tests move it forward. */
  now?: () => Date;
  /** For the calls to Google. */
  fetch?: typeof fetch;
  /** Defaults to SMTP when configured, else the log (mailer.ts). */
  mailer?: AuthMailer;
}

export interface LocalAuthContext {
  db: AppDb;
  config: LocalAuthDeps['config'];
  logger: Logger;
  now: () => Date;
  fetch: typeof fetch;
  mailer: AuthMailer;
  /** Keys the reauthentication codes' stored hashes. */
  codeKey: Uint8Array;
  /** `${PUBLIC_URL}/auth/v1`: the tokens' issuer and the base of links to this service. */
  baseUrl: string;
  accessTokens: AccessTokens;
  grants: SignedGrants;
  /** Key deriving each refresh token's successor (opaque-tokens.ts). */
  chainKey: Uint8Array;
  limiters: {
    /** Password sign-in and sign-up together. */
    signIn: RateLimiter;
    /** Token refresh and the PKCE code exchange. */
    refresh: RateLimiter;
    /** Confirmation links and the Google round trip. */
    redirects: RateLimiter;
    /** Requests that send an e-mail (reset, magic link, resend, reauthentication code). */
    emails: RateLimiter;
  };
}

const FIVE_MINUTES_MS = 5 * 60 * 1000;

export function createLocalAuthContext(deps: LocalAuthDeps): LocalAuthContext {
  const { config } = deps;
  const baseUrl = `${config.publicUrl}/auth/v1`;
  const { signInPer5Min, refreshPer5Min } = config.localAuth.rateLimits;
  const limiter = (limit: number) => createRateLimiter({ limit, windowMs: FIVE_MINUTES_MS });
  return {
    db: deps.db,
    config,
    logger: deps.logger,
    now: deps.now ?? (() => new Date()),
    fetch: deps.fetch ?? fetch,
    mailer: deps.mailer ?? createAuthMailer(config.localAuth.smtp, deps.logger),
    codeKey: deriveKey(deps.jwtSecret, 'reauthentication-code'),
    baseUrl,
    accessTokens: createAccessTokens({
      jwtSecret: deps.jwtSecret,
      issuer: baseUrl,
      ttlSeconds: config.localAuth.accessTokenTtlSeconds,
    }),
    grants: createSignedGrants(deps.jwtSecret),
    chainKey: deriveKey(deps.jwtSecret, 'refresh-token-chain'),
    limiters: {
      signIn: limiter(signInPer5Min),
      refresh: limiter(refreshPer5Min),
      redirects: limiter(signInPer5Min),
      emails: limiter(signInPer5Min),
    },
  };
}

/** Throws a 429 `over_request_rate_limit` (with Retry-After) when the client is over budget. */
export function enforceRateLimit(c: Context, ctx: LocalAuthContext, limiter: RateLimiter): void {
  const decision = limiter.take(rateLimitKey(clientAddress(c, ctx.config)));
  if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
}

export function sessionOrigin(
  c: Context,
  ctx: LocalAuthContext,
  userId: string,
  method: SignInMethod,
): SessionOrigin {
  return {
    userId,
    userAgent: c.req.header('User-Agent'),
    ip: clientAddress(c, ctx.config),
    method,
  };
}

/** A new session for a user who just proved who they are, as Supabase answers it. */
export async function openSession(
  ctx: LocalAuthContext,
  user: AuthUserRow,
  origin: SessionOrigin,
): Promise<GoTrueSession> {
  const { sessionId, refreshToken } = await startSession(ctx.db, origin);
  return sessionResponse(ctx, user, sessionId, refreshToken);
}

export async function sessionResponse(
  ctx: LocalAuthContext,
  user: AuthUserRow,
  sessionId: string,
  refreshToken: string,
): Promise<GoTrueSession> {
  const accessToken = await ctx.accessTokens.issue({
    userId: user.id,
    email: user.email,
    name: user.name,
    sessionId,
  });
  return toGoTrueSession(user, accessToken, refreshToken);
}

/** The request's JSON object body; GoTrue's `bad_json` / `validation_failed` otherwise. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await c.req.text());
  } catch {
    throw new GoTrueError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw validationFailed('The request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/** A string field of a JSON body; undefined when absent, empty or not a string. */
export function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
