// The account's e-mailed secrets and the changes they allow: password-recovery and magic links
// (one pending at a time, as in Supabase), the reauthentication code, a new e-mail address
// waiting for its link, and the account's own updates (name, password). Tokens are stored hashed.
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { postgresErrorOf, UNIQUE_VIOLATION } from '../db/errors';
import { profileChanged } from '../billing/profile-cache';
import { profiles } from '../db/schema';
import { authUsers, type AuthUserRow } from './schema';
import { normalizeEmail } from './users';

/** How long a recovery, magic or e-mail change link and a reauthentication code work. */
export const LINK_TTL_MS = 60 * 60 * 1000;
/** Supabase's minimum interval between two e-mails of one kind to one account. */
export const EMAIL_INTERVAL_SECONDS = 60;

/** Seconds to wait before another e-mail may go out; 0 when one may go now. */
export function secondsUntilNextEmail(sentAt: Date | null, now: Date): number {
  if (!sentAt) return 0;
  const elapsedMs = now.getTime() - sentAt.getTime();
  return Math.max(0, Math.ceil(EMAIL_INTERVAL_SECONDS - elapsedMs / 1000));
}

const stillValid = (sentAt: typeof authUsers.recoverySentAt, now: Date) =>
  gte(sentAt, new Date(now.getTime() - LINK_TTL_MS));

async function updateUser(
  db: AppDb,
  userId: string,
  values: Partial<typeof authUsers.$inferInsert>,
): Promise<AuthUserRow> {
  const [user] = await db.update(authUsers).set(values).where(eq(authUsers.id, userId)).returning();
  if (!user) throw new Error(`No auth user ${userId}.`);
  return user;
}

export function setRecoveryToken(db: AppDb, userId: string, tokenHash: string, now: Date) {
  return updateUser(db, userId, { recoveryTokenHash: tokenHash, recoverySentAt: now });
}

/**
 * Uses a recovery or magic link once: the account, signed in now, and confirmed if it was not
 * (the link proves the address, as in Supabase). Undefined for an unknown or expired link.
 */
export async function consumeRecoveryToken(
  db: AppDb,
  tokenHash: string,
  now: Date,
): Promise<AuthUserRow | undefined> {
  const [user] = await db
    .update(authUsers)
    .set({
      recoveryTokenHash: null,
      emailConfirmedAt: sql`coalesce(${authUsers.emailConfirmedAt}, ${now.toISOString()}::timestamptz)`,
      confirmationTokenHash: null,
      lastSignInAt: now,
    })
    .where(
      and(eq(authUsers.recoveryTokenHash, tokenHash), stillValid(authUsers.recoverySentAt, now)),
    )
    .returning();
  return user;
}

/** A new confirmation link for an account that has not been confirmed (resend, magic link). */
export async function renewConfirmationToken(
  db: AppDb,
  userId: string,
  tokenHash: string,
  now: Date,
): Promise<AuthUserRow | undefined> {
  const [user] = await db
    .update(authUsers)
    .set({ confirmationTokenHash: tokenHash, confirmationSentAt: now })
    .where(and(eq(authUsers.id, userId), isNull(authUsers.emailConfirmedAt)))
    .returning();
  return user;
}

export function setReauthenticationCode(db: AppDb, userId: string, codeHash: string, now: Date) {
  return updateUser(db, userId, {
    reauthenticationTokenHash: codeHash,
    reauthenticationSentAt: now,
  });
}

/** Uses the account's reauthentication code once; false when wrong or expired. */
export async function consumeReauthenticationCode(
  db: AppDb,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(authUsers)
    .set({ reauthenticationTokenHash: null })
    .where(
      and(
        eq(authUsers.id, userId),
        eq(authUsers.reauthenticationTokenHash, codeHash),
        stillValid(authUsers.reauthenticationSentAt, now),
      ),
    )
    .returning({ id: authUsers.id });
  return used.length > 0;
}

export function requestEmailChange(
  db: AppDb,
  userId: string,
  newEmail: string,
  tokenHash: string,
  now: Date,
) {
  return updateUser(db, userId, {
    emailChange: normalizeEmail(newEmail),
    emailChangeTokenHash: tokenHash,
    emailChangeSentAt: now,
  });
}

export type EmailChangeResult =
  { ok: true; user: AuthUserRow } | { ok: false; reason: 'invalid' | 'email_exists' };

/** Moves the account (and its studio profile) to the new address of an unexpired link. */
export async function confirmEmailChange(
  db: AppDb,
  tokenHash: string,
  now: Date,
): Promise<EmailChangeResult> {
  try {
    return await db.transaction(async (tx): Promise<EmailChangeResult> => {
      const [user] = await tx
        .update(authUsers)
        .set({
          email: sql`${authUsers.emailChange}`,
          emailChange: null,
          emailChangeTokenHash: null,
          emailConfirmedAt: sql`coalesce(${authUsers.emailConfirmedAt}, ${now.toISOString()}::timestamptz)`,
          lastSignInAt: now,
        })
        .where(
          and(
            eq(authUsers.emailChangeTokenHash, tokenHash),
            stillValid(authUsers.emailChangeSentAt, now),
          ),
        )
        .returning();
      if (!user) return { ok: false, reason: 'invalid' };
      await tx.update(profiles).set({ email: user.email }).where(eq(profiles.userId, user.id));
      profileChanged(user.id);
      return { ok: true, user };
    });
  } catch (error) {
    // Someone else took the address between the request and the link.
    if (postgresErrorOf(error)?.code === UNIQUE_VIOLATION) {
      return { ok: false, reason: 'email_exists' };
    }
    throw error;
  }
}

export interface AccountUpdate {
  passwordHash?: string;
  name?: string;
}

/** The new password and name; the name also on the studio profile, which shows it. */
export async function updateAccount(
  db: AppDb,
  userId: string,
  update: AccountUpdate,
): Promise<AuthUserRow> {
  return db.transaction(async (tx) => {
    const user = await updateUser(tx, userId, {
      updatedAt: new Date(),
      ...(update.passwordHash !== undefined ? { passwordHash: update.passwordHash } : {}),
      ...(update.name !== undefined ? { name: update.name } : {}),
    });
    if (update.name !== undefined) {
      await tx.update(profiles).set({ name: update.name }).where(eq(profiles.userId, userId));
      profileChanged(userId);
    }
    return user;
  });
}
