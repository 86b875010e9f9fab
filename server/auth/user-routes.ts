// Changing one's own account: PUT /user (supabase-js updateUser: the name in `data`, the password,
// the e-mail address) and GET /reauthenticate (an e-mailed code, the `nonce` of updateUser).
//
// A new password needs the current one (Supabase's "require current password" setting), except in
// a session opened by a recovery link or with a valid reauthentication code; it must differ from
// the old one, and it signs out the account's other sessions, as Supabase does.
import { createHmac, randomInt } from 'node:crypto';
import type { Hono } from 'hono';
import {
  consumeReauthenticationCode,
  secondsUntilNextEmail,
  setReauthenticationCode,
  updateAccount,
} from './account-links';
import {
  emailNotSent,
  GoTrueError,
  overEmailSendRateLimit,
  validationFailed,
} from './gotrue-errors';
import { toGoTrueUser } from './gotrue-shapes';
import {
  enforceRateLimit,
  readJsonObject,
  stringField,
  type LocalAuthContext,
} from './local-auth-context';
import { hashPassword, verifyPassword } from './password-hash';
import { nameFrom } from './password-routes';
import { checkPasswordStrength, MAX_PASSWORD_LENGTH } from './password-strength';
import { sendEmailChangeLink } from './recovery-routes';
import type { AuthUserRow } from './schema';
import { isRecoverySession, revokeSessions } from './session-store';
import { signedInAccount, signedInUser } from './token-routes';
import { findUserByEmail, isPlausibleEmail, isUuid, normalizeEmail } from './users';

const CURRENT_PASSWORD_MESSAGE = 'Current password required when setting new password.';

/** Keyed, so a leaked table does not give the six-digit code away by trying each. */
function codeHash(ctx: LocalAuthContext, userId: string, code: string): string {
  return createHmac('sha256', ctx.codeKey).update(`${userId}:${code}`).digest('hex');
}

function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw validationFailed(`${field} must be a string`);
  return value;
}

export function registerUserRoutes(router: Hono, ctx: LocalAuthContext): void {
  router.put('/user', async (c) => {
    // Checking the current password is a password guess: it shares the sign-in budget.
    enforceRateLimit(c, ctx, ctx.limiters.signIn);
    const { user, sessionId } = await signedInAccount(c, ctx);
    const body = await readJsonObject(c);
    if (body.app_metadata !== undefined && body.app_metadata !== null) {
      throw new GoTrueError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
    }
    if (stringField(body, 'phone') !== undefined) {
      throw new GoTrueError(400, 'phone_provider_disabled', 'Unsupported phone provider');
    }
    const password = optionalString(body, 'password');
    const name = nameFrom(body.data);
    const newEmail = await checkedNewEmail(ctx, user, stringField(body, 'email'));

    let passwordHash: string | undefined;
    if (password !== undefined) {
      checkPasswordStrength(password);
      await checkMayChangePassword(ctx, user, sessionId, body);
      if (user.passwordHash && (await verifyPassword(password, user.passwordHash))) {
        throw new GoTrueError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      }
      passwordHash = await hashPassword(password);
    }

    let updated = await updateAccount(ctx.db, user.id, { passwordHash, name });
    if (passwordHash !== undefined) {
      await revokeSessions(ctx.db, {
        userId: user.id,
        sessionId,
        scope: sessionId ? 'others' : 'global',
        now: ctx.now(),
      });
    }
    if (newEmail) updated = await sendEmailChangeLink(c, ctx, updated, newEmail, body);
    return c.json(toGoTrueUser(updated));
  });

  router.get('/reauthenticate', async (c) => {
    enforceRateLimit(c, ctx, ctx.limiters.emails);
    const user = await signedInUser(c, ctx);
    if (!user.emailConfirmedAt) {
      throw new GoTrueError(422, 'email_not_confirmed', 'Please verify your email first.');
    }
    const wait = secondsUntilNextEmail(user.reauthenticationSentAt, ctx.now());
    if (wait > 0) throw overEmailSendRateLimit(wait);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await setReauthenticationCode(ctx.db, user.id, codeHash(ctx, user.id, code), ctx.now());
    try {
      await ctx.mailer.send({ kind: 'reauthentication', to: user.email, code });
    } catch (error) {
      ctx.logger.error('Sending an e-mail failed', { kind: 'reauthentication', error });
      throw emailNotSent('reauthentication');
    }
    return c.json({});
  });
}

/** The requested new address when it differs from the current one; refused if taken. */
async function checkedNewEmail(
  ctx: LocalAuthContext,
  user: AuthUserRow,
  requested: string | undefined,
): Promise<string | undefined> {
  const email = requested?.trim();
  if (!email || normalizeEmail(email) === user.email) return undefined;
  if (!isPlausibleEmail(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  if (await findUserByEmail(ctx.db, email)) {
    throw new GoTrueError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    );
  }
  return email;
}

async function checkMayChangePassword(
  ctx: LocalAuthContext,
  user: AuthUserRow,
  sessionId: string | undefined,
  body: Record<string, unknown>,
): Promise<void> {
  const nonce = stringField(body, 'nonce');
  if (nonce) {
    const valid = await consumeReauthenticationCode(
      ctx.db,
      user.id,
      codeHash(ctx, user.id, nonce.trim()),
      ctx.now(),
    );
    if (!valid) {
      throw new GoTrueError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
    }
    return;
  }
  // An account without a password (Google, magic link) sets its first one freely.
  if (!user.passwordHash) return;
  if (sessionId && isUuid(sessionId) && (await isRecoverySession(ctx.db, sessionId))) return;
  const current = stringField(body, 'current_password');
  if (!current) throw new GoTrueError(400, 'current_password_required', CURRENT_PASSWORD_MESSAGE);
  const matches =
    current.length <= MAX_PASSWORD_LENGTH && (await verifyPassword(current, user.passwordHash));
  if (!matches) throw new GoTrueError(400, 'current_password_mismatch', CURRENT_PASSWORD_MESSAGE);
}
