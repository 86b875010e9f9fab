// POST /token (password, refresh_token and pkce grants), GET /user and POST /logout: what
// supabase-js calls to sign in, stay signed in, read the user and sign out.
import type { Context, Hono } from 'hono';
import {
  GoTrueError,
  refreshTokenAlreadyUsed,
  refreshTokenNotFound,
  validationFailed,
} from './gotrue-errors';
import { toGoTrueUser } from './gotrue-shapes';
import {
  enforceRateLimit,
  readJsonObject,
  sessionResponse,
  stringField,
  type LocalAuthContext,
} from './local-auth-context';
import { passwordGrant } from './password-routes';
import { verifierMatches } from './pkce';
import {
  claimPendingSession,
  isSessionActive,
  revokeSessions,
  rotateRefreshToken,
  type SignOutScope,
} from './session-store';
import { findUserById, isUuid } from './users';

const SIGN_OUT_SCOPES: readonly SignOutScope[] = ['global', 'local', 'others'];

export function registerTokenRoutes(router: Hono, ctx: LocalAuthContext): void {
  router.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    if (grantType === 'password') return passwordGrant(c, ctx);
    if (grantType === 'refresh_token') return refreshTokenGrant(c, ctx);
    if (grantType === 'pkce') return pkceGrant(c, ctx);
    throw validationFailed('unsupported_grant_type');
  });

  router.get('/user', async (c) => {
    return c.json(toGoTrueUser(await signedInUser(c, ctx)));
  });

  router.post('/logout', async (c) => {
    const scope = (c.req.query('scope') ?? 'global') as SignOutScope;
    if (!SIGN_OUT_SCOPES.includes(scope)) {
      throw validationFailed(`Unsupported logout scope "${scope}"`);
    }
    const token = await ctx.accessTokens.verifyBearer(c.req.header('Authorization'));
    await revokeSessions(ctx.db, {
      userId: token.userId,
      sessionId: token.sessionId,
      scope,
      now: ctx.now(),
    });
    return c.body(null, 204);
  });
}

async function refreshTokenGrant(c: Context, ctx: LocalAuthContext): Promise<Response> {
  enforceRateLimit(c, ctx, ctx.limiters.refresh);
  const refreshToken = stringField(await readJsonObject(c), 'refresh_token');
  if (!refreshToken) throw refreshTokenNotFound();
  const result = await rotateRefreshToken(ctx.db, refreshToken, {
    chainKey: ctx.chainKey,
    reuseIntervalMs: ctx.config.localAuth.refreshReuseIntervalSeconds * 1000,
    now: ctx.now(),
  });
  if (!result.ok) {
    if (result.reason === 'not_found') throw refreshTokenNotFound();
    ctx.logger.warn('A rotated refresh token was presented again: its session is revoked.', {
      userId: result.userId,
      sessionId: result.sessionId,
    });
    throw refreshTokenAlreadyUsed();
  }
  const user = await findUserById(ctx.db, result.userId);
  if (!user) throw refreshTokenNotFound();
  return c.json(await sessionResponse(ctx, user, result.sessionId, result.refreshToken));
}

async function pkceGrant(c: Context, ctx: LocalAuthContext): Promise<Response> {
  enforceRateLimit(c, ctx, ctx.limiters.refresh);
  const body = await readJsonObject(c);
  const authCode = stringField(body, 'auth_code');
  const verifier = stringField(body, 'code_verifier');
  if (!authCode || !verifier) {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  const code = await ctx.grants.readCode(authCode);
  if (!code) throw flowStateNotFound();
  if (!verifierMatches(verifier, code.pkce)) {
    throw new GoTrueError(
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
  const claimed = await claimPendingSession(ctx.db, code.sessionId);
  if (!claimed) throw flowStateNotFound();
  const user = await findUserById(ctx.db, claimed.userId);
  if (!user) throw flowStateNotFound();
  return c.json(await sessionResponse(ctx, user, code.sessionId, claimed.refreshToken));
}

const flowStateNotFound = () =>
  new GoTrueError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');

/** The caller's account; unlike API routes, this checks the token's session is still signed in. */
export async function signedInUser(c: Context, ctx: LocalAuthContext) {
  return (await signedInAccount(c, ctx)).user;
}

/** The caller's account and the session its token belongs to (undefined for tokens made elsewhere). */
export async function signedInAccount(c: Context, ctx: LocalAuthContext) {
  const token = await ctx.accessTokens.verifyBearer(c.req.header('Authorization'));
  if (token.sessionId !== undefined) {
    const active = isUuid(token.sessionId) && (await isSessionActive(ctx.db, token.sessionId));
    if (!active) {
      throw new GoTrueError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    }
  }
  const user = await findUserById(ctx.db, token.userId);
  if (!user) {
    throw new GoTrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  }
  return { user, sessionId: token.sessionId };
}
