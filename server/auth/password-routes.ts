// E-mail and password: sign-up (POST /signup), sign-in (the `password` grant of POST /token) and
// the confirmation link (GET /verify) when AUTH_EMAIL_CONFIRMATION is on.
import type { Context, Hono } from 'hono';
import {
  emailNotConfirmed,
  invalidCredentials,
  MIN_PASSWORD_LENGTH,
  userAlreadyExists,
  validationFailed,
  weakPassword,
} from './gotrue-errors';
import { toGoTrueUser } from './gotrue-shapes';
import {
  enforceRateLimit,
  openSession,
  readJsonObject,
  sessionOrigin,
  stringField,
  type LocalAuthContext,
} from './local-auth-context';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password-hash';
import { readPkceChallenge } from './pkce';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens';
import { safeRedirect } from './redirects';
import { finishRedirectSignIn, redirectWithError } from './redirect-sign-in';
import {
  confirmEmail,
  createPasswordUser,
  defaultName,
  findUserByEmail,
  isPlausibleEmail,
  normalizeEmail,
  recordSignIn,
  replacePasswordHash,
  restartUnconfirmedSignup,
} from './users';

// Long enough for any passphrase; bounds the hashing work one request can ask for.
const MAX_PASSWORD_LENGTH = 256;
const MAX_NAME_LENGTH = 200;

export function registerPasswordRoutes(router: Hono, ctx: LocalAuthContext): void {
  router.post('/signup', async (c) => {
    enforceRateLimit(c, ctx, ctx.limiters.signIn);
    const body = await readJsonObject(c);
    const email = stringField(body, 'email')?.trim();
    const password = stringField(body, 'password');
    if (!email) throw validationFailed('To signup, please provide your email');
    if (!password) throw validationFailed('Signup requires a valid password');
    if (!isPlausibleEmail(email)) {
      throw validationFailed('Unable to validate email address: invalid format');
    }
    checkPasswordStrength(password);
    const name = nameFrom(body.data) ?? defaultName(normalizeEmail(email));
    const passwordHash = await hashPassword(password);
    const now = ctx.now();

    if (!ctx.config.localAuth.emailConfirmation) {
      const user = await createPasswordUser(ctx.db, {
        email,
        passwordHash,
        name,
        confirmedAt: now,
        confirmationTokenHash: null,
        now,
      });
      if (!user) throw userAlreadyExists();
      return c.json(await openSession(ctx, user, sessionOrigin(c, ctx, user.id)));
    }

    // Confirmation required: the account waits for its link; the answer is the user, no session.
    const token = newOpaqueToken();
    const confirmationTokenHash = hashOpaqueToken(token);
    const user =
      (await createPasswordUser(ctx.db, {
        email,
        passwordHash,
        name,
        confirmedAt: null,
        confirmationTokenHash,
        now,
      })) ??
      (await restartUnconfirmedSignup(ctx.db, {
        email,
        passwordHash,
        name,
        confirmationTokenHash,
        now,
      }));
    if (!user) throw userAlreadyExists();
    const link = confirmationLink(ctx, c, token, body);
    // No mail is sent by this studio: whoever runs it passes the link on (or reads it in dev).
    ctx.logger.info(`Confirm ${user.email}: ${link}`);
    return c.json(toGoTrueUser(user));
  });

  router.get('/verify', async (c) => {
    enforceRateLimit(c, ctx, ctx.limiters.redirects);
    const target = safeRedirect(c.req.query('redirect_to'), ctx.config.publicUrl);
    const type = c.req.query('type');
    const token = c.req.query('token');
    const user =
      token && (type === 'signup' || type === 'email')
        ? await confirmEmail(ctx.db, hashOpaqueToken(token), ctx.now())
        : undefined;
    if (!user) {
      return redirectWithError(c, target, {
        error: 'access_denied',
        code: 'otp_expired',
        description: 'Email link is invalid or has expired',
      });
    }
    const pkce = readPkceChallenge(
      c.req.query('code_challenge'),
      c.req.query('code_challenge_method'),
    );
    return finishRedirectSignIn(c, ctx, { user, target, pkce, type: 'signup' });
  });
}

/** The `password` grant of POST /token. */
export async function passwordGrant(c: Context, ctx: LocalAuthContext): Promise<Response> {
  enforceRateLimit(c, ctx, ctx.limiters.signIn);
  const body = await readJsonObject(c);
  const email = stringField(body, 'email')?.trim();
  const password = stringField(body, 'password');
  if (!email || !password) throw validationFailed('An email address and a password are required');
  if (password.length > MAX_PASSWORD_LENGTH) throw invalidCredentials();

  const user = await findUserByEmail(ctx.db, email);
  // The same answer, after the same work, for an unknown e-mail and a wrong password.
  const matches = user?.passwordHash
    ? await verifyPassword(password, user.passwordHash)
    : await verifyAgainstDummy(password);
  if (!user?.passwordHash || !matches) throw invalidCredentials();
  if (ctx.config.localAuth.emailConfirmation && user.emailConfirmedAt === null) {
    throw emailNotConfirmed();
  }
  if (needsRehash(user.passwordHash)) {
    await replacePasswordHash(ctx.db, user.id, await hashPassword(password));
  }
  const signedIn = await recordSignIn(ctx.db, user.id, ctx.now());
  return c.json(await openSession(ctx, signedIn, sessionOrigin(c, ctx, user.id)));
}

function checkPasswordStrength(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) throw weakPassword();
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
}

/** `data.name` from the sign-up form, trimmed; undefined when absent or blank. */
function nameFrom(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const name = (data as Record<string, unknown>).name;
  if (typeof name !== 'string') return undefined;
  return name.trim().slice(0, MAX_NAME_LENGTH) || undefined;
}

// The link returns to where the client asked (emailRedirectTo), checked again when it is opened;
// with PKCE it carries the client's challenge, so only the browser that signed up can finish.
function confirmationLink(
  ctx: LocalAuthContext,
  c: Context,
  token: string,
  body: Record<string, unknown>,
): string {
  const link = new URL(`${ctx.baseUrl}/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', 'signup');
  link.searchParams.set(
    'redirect_to',
    safeRedirect(c.req.query('redirect_to'), ctx.config.publicUrl).toString(),
  );
  const pkce = readPkceChallenge(
    stringField(body, 'code_challenge'),
    stringField(body, 'code_challenge_method'),
  );
  if (pkce) {
    link.searchParams.set('code_challenge', pkce.codeChallenge);
    link.searchParams.set('code_challenge_method', pkce.method);
  }
  return link.toString();
}
