// E-mail and password: sign-up (POST /signup, e-mailing a confirmation link when
// AUTH_EMAIL_CONFIRMATION is on; verify-routes.ts opens it) and sign-in (the `password` grant of
// POST /token).
import type { Context, Hono } from 'hono';
import {
  emailNotConfirmed,
  invalidCredentials,
  userAlreadyExists,
  validationFailed,
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
import { checkPasswordStrength, MAX_PASSWORD_LENGTH } from './password-strength';
import { newLinkToken, sendLink, verifyLink } from './email-links';
import {
  createPasswordUser,
  defaultName,
  findUserByEmail,
  isPlausibleEmail,
  normalizeEmail,
  recordSignIn,
  replacePasswordHash,
  restartUnconfirmedSignup,
} from './users';

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
      return c.json(await openSession(ctx, user, sessionOrigin(c, ctx, user.id, 'password')));
    }

    // Confirmation required: the account waits for its link; the answer is the user, no session.
    const { token, tokenHash: confirmationTokenHash } = newLinkToken();
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
    await sendLink(ctx, 'signup', user.email, verifyLink(ctx, c, { token, type: 'signup', body }));
    return c.json(toGoTrueUser(user));
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
  return c.json(await openSession(ctx, signedIn, sessionOrigin(c, ctx, user.id, 'password')));
}

/** `data.name` from the sign-up form, trimmed; undefined when absent or blank. */
export function nameFrom(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const name = (data as Record<string, unknown>).name;
  if (typeof name !== 'string') return undefined;
  return name.trim().slice(0, MAX_NAME_LENGTH) || undefined;
}
