// Calls that e-mail a link, answered `{}` as Supabase does, whether the address has an account or
// not (nobody learns which addresses do): POST /recover (resetPasswordForEmail), POST /otp
// (signInWithOtp: a magic link, or a confirmation link for an account it creates) and POST /resend
// (a new confirmation or e-mail change link). One e-mail of a kind per account per minute.
import type { Context, Hono } from 'hono';
import { renewConfirmationToken, secondsUntilNextEmail, setRecoveryToken } from './account-links';
import { newLinkToken, sendLink, verifyLink, type LinkType } from './email-links';
import { GoTrueError, overEmailSendRateLimit, validationFailed } from './gotrue-errors';
import {
  enforceRateLimit,
  readJsonObject,
  stringField,
  type LocalAuthContext,
} from './local-auth-context';
import { nameFrom } from './password-routes';
import type { AuthUserRow } from './schema';
import {
  createPasswordUser,
  defaultName,
  findUserByEmail,
  isPlausibleEmail,
  normalizeEmail,
} from './users';
import { requestEmailChange } from './account-links';

const emptyAnswer = (c: Context) => c.json({});

/** The request's e-mail address, checked as Supabase's validateEmail does. */
function emailOf(body: Record<string, unknown>, missingMessage: string): string {
  const email = stringField(body, 'email')?.trim();
  if (!email) throw validationFailed(missingMessage);
  if (!isPlausibleEmail(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email;
}

function refusePhone(body: Record<string, unknown>): void {
  if (stringField(body, 'phone') !== undefined) {
    throw new GoTrueError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  }
}

function checkInterval(sentAt: Date | null, ctx: LocalAuthContext): void {
  const wait = secondsUntilNextEmail(sentAt, ctx.now());
  if (wait > 0) throw overEmailSendRateLimit(wait);
}

/** A recovery or magic link: both use the account's one recovery token, as in Supabase. */
async function sendRecoveryLink(
  c: Context,
  ctx: LocalAuthContext,
  user: AuthUserRow,
  type: Extract<LinkType, 'recovery' | 'magiclink'>,
  body: Record<string, unknown>,
): Promise<void> {
  checkInterval(user.recoverySentAt, ctx);
  const { token, tokenHash } = newLinkToken();
  await setRecoveryToken(ctx.db, user.id, tokenHash, ctx.now());
  await sendLink(ctx, type, user.email, verifyLink(ctx, c, { token, type, body }));
}

async function sendConfirmationLink(
  c: Context,
  ctx: LocalAuthContext,
  user: AuthUserRow,
  body: Record<string, unknown>,
): Promise<void> {
  checkInterval(user.confirmationSentAt, ctx);
  const { token, tokenHash } = newLinkToken();
  const renewed = await renewConfirmationToken(ctx.db, user.id, tokenHash, ctx.now());
  if (!renewed) return; // confirmed meanwhile: nothing to confirm
  await sendLink(ctx, 'signup', user.email, verifyLink(ctx, c, { token, type: 'signup', body }));
}

export function registerRecoveryRoutes(router: Hono, ctx: LocalAuthContext): void {
  router.post('/recover', async (c) => {
    enforceRateLimit(c, ctx, ctx.limiters.emails);
    const body = await readJsonObject(c);
    const email = emailOf(body, 'Password recovery requires an email');
    const user = await findUserByEmail(ctx.db, email);
    if (user) await sendRecoveryLink(c, ctx, user, 'recovery', body);
    return emptyAnswer(c);
  });

  router.post('/otp', async (c) => {
    enforceRateLimit(c, ctx, ctx.limiters.emails);
    const body = await readJsonObject(c);
    refusePhone(body);
    const email = emailOf(body, 'One of email or phone must be set');
    const createUser = body.create_user !== false;
    const existing = await findUserByEmail(ctx.db, email);
    if (existing?.emailConfirmedAt) {
      await sendRecoveryLink(c, ctx, existing, 'magiclink', body);
      return emptyAnswer(c);
    }
    if (!existing && !createUser) {
      throw new GoTrueError(422, 'otp_disabled', 'Signups not allowed for otp');
    }
    // A new account (without a password) or one never confirmed: the link confirms the address
    // and signs in. With confirmation on it is the confirmation e-mail, as Supabase sends.
    const user =
      existing ??
      (await createPasswordUser(ctx.db, {
        email,
        passwordHash: null,
        name: nameFrom(body.data) ?? defaultName(normalizeEmail(email)),
        confirmedAt: null,
        confirmationTokenHash: null,
        now: ctx.now(),
      })) ??
      (await findUserByEmail(ctx.db, email)); // created by a concurrent request
    if (!user) throw new Error(`No account for ${normalizeEmail(email)} after creating it.`);
    if (ctx.config.localAuth.emailConfirmation) await sendConfirmationLink(c, ctx, user, body);
    else await sendRecoveryLink(c, ctx, user, 'magiclink', body);
    return emptyAnswer(c);
  });

  router.post('/resend', async (c) => {
    enforceRateLimit(c, ctx, ctx.limiters.emails);
    const body = await readJsonObject(c);
    const type = stringField(body, 'type');
    if (type !== 'signup' && type !== 'email_change') {
      if (type === 'sms' || type === 'phone_change') refusePhone({ phone: 'any' });
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    }
    refusePhone(body);
    const email = emailOf(
      body,
      type === 'signup'
        ? 'Type provided requires an email address'
        : 'Missing email address or phone number',
    );
    const user = await findUserByEmail(ctx.db, email);
    if (!user) return emptyAnswer(c);
    if (type === 'signup') {
      if (!user.emailConfirmedAt) await sendConfirmationLink(c, ctx, user, body);
      return emptyAnswer(c);
    }
    if (!user.emailChange) return emptyAnswer(c);
    await sendEmailChangeLink(c, ctx, user, user.emailChange, body);
    return emptyAnswer(c);
  });
}

/** Records the new address and e-mails its confirmation link there (PUT /user, POST /resend). */
export async function sendEmailChangeLink(
  c: Context,
  ctx: LocalAuthContext,
  user: AuthUserRow,
  newEmail: string,
  body: Record<string, unknown>,
): Promise<AuthUserRow> {
  checkInterval(user.emailChangeSentAt, ctx);
  const { token, tokenHash } = newLinkToken();
  const updated = await requestEmailChange(ctx.db, user.id, newEmail, tokenHash, ctx.now());
  await sendLink(
    ctx,
    'email_change',
    normalizeEmail(newEmail),
    verifyLink(ctx, c, { token, type: 'email_change', body }),
  );
  return updated;
}
