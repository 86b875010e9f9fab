// Opening an e-mailed link: GET /verify (the link itself, answered with a redirect into the studio
// carrying the session) and POST /verify (supabase-js's verifyOtp with the link's `token_hash`,
// answered with the session). Each link type opens its own kind of session: `recovery` may then
// set a new password without the old one, and supabase-js emits PASSWORD_RECOVERY for it.
import type { Context, Hono } from 'hono';
import { consumeRecoveryToken, confirmEmailChange, type EmailChangeResult } from './account-links';
import { GoTrueError, otpExpired, validationFailed } from './gotrue-errors';
import {
  enforceRateLimit,
  openSession,
  readJsonObject,
  sessionOrigin,
  stringField,
  type LocalAuthContext,
} from './local-auth-context';
import { hashOpaqueToken } from './opaque-tokens';
import { readPkceChallenge } from './pkce';
import { finishRedirectSignIn, redirectWithError } from './redirect-sign-in';
import { safeRedirect } from './redirects';
import type { AuthUserRow } from './schema';
import type { SignInMethod } from './session-store';
import { confirmEmail } from './users';

/** `email` is Supabase's current name for sign-up confirmation; `signup` the older one. */
const VERIFY_TYPES = ['signup', 'email', 'recovery', 'magiclink', 'email_change'] as const;
type VerifyType = (typeof VERIFY_TYPES)[number];

const METHOD_OF: Record<VerifyType, SignInMethod> = {
  signup: 'email/signup',
  email: 'email/signup',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

const isVerifyType = (value: string | undefined): value is VerifyType =>
  (VERIFY_TYPES as readonly (string | undefined)[]).includes(value);

type Verified = { ok: true; user: AuthUserRow } | { ok: false; error: GoTrueError };

const EMAIL_EXISTS_MESSAGE = 'A user with this email address has already been registered';

async function useToken(ctx: LocalAuthContext, type: VerifyType, token: string): Promise<Verified> {
  const tokenHash = hashOpaqueToken(token);
  const now = ctx.now();
  let user: AuthUserRow | undefined;
  if (type === 'signup' || type === 'email') user = await confirmEmail(ctx.db, tokenHash, now);
  else if (type === 'recovery' || type === 'magiclink') {
    user = await consumeRecoveryToken(ctx.db, tokenHash, now);
  } else {
    const changed: EmailChangeResult = await confirmEmailChange(ctx.db, tokenHash, now);
    if (!changed.ok && changed.reason === 'email_exists') {
      return { ok: false, error: new GoTrueError(422, 'email_exists', EMAIL_EXISTS_MESSAGE) };
    }
    user = changed.ok ? changed.user : undefined;
  }
  return user ? { ok: true, user } : { ok: false, error: otpExpired() };
}

export function registerVerifyRoutes(router: Hono, ctx: LocalAuthContext): void {
  router.get('/verify', async (c) => {
    enforceRateLimit(c, ctx, ctx.limiters.redirects);
    const target = safeRedirect(c.req.query('redirect_to'), ctx.config.publicUrl);
    const type = c.req.query('type');
    const token = c.req.query('token');
    const verified =
      token && isVerifyType(type)
        ? await useToken(ctx, type, token)
        : { ok: false as const, error: otpExpired() };
    if (!verified.ok) return redirectWithVerifyError(c, target, verified.error);
    const pkce = readPkceChallenge(
      c.req.query('code_challenge'),
      c.req.query('code_challenge_method'),
    );
    return finishRedirectSignIn(c, ctx, {
      user: verified.user,
      target,
      pkce,
      method: METHOD_OF[type as VerifyType],
      // Confirmation links have always come back as `signup` here; supabase-js reads `recovery`.
      type: type === 'email' ? 'signup' : type,
    });
  });

  router.post('/verify', async (c) => {
    enforceRateLimit(c, ctx, ctx.limiters.redirects);
    const body = await readJsonObject(c);
    const type = stringField(body, 'type');
    if (!type) throw validationFailed('Verify requires a verification type');
    if (!isVerifyType(type)) throw validationFailed('Unsupported verification type');
    const tokenHash = stringField(body, 'token_hash');
    if (!tokenHash) {
      if (!stringField(body, 'token')) {
        throw validationFailed('Verify requires either a token or a token hash');
      }
      // This service e-mails links only, never six-digit codes: no code can be right.
      throw otpExpired('Token has expired or is invalid');
    }
    const verified = await useToken(ctx, type, tokenHash);
    if (!verified.ok) throw verified.error;
    return c.json(
      await openSession(
        ctx,
        verified.user,
        sessionOrigin(c, ctx, verified.user.id, METHOD_OF[type]),
      ),
    );
  });
}

function redirectWithVerifyError(c: Context, target: URL, error: GoTrueError): Response {
  return redirectWithError(c, target, {
    error: 'access_denied',
    code: error.code,
    description: error.message,
  });
}
