// Accounts of the built-in sign-in service. Creating one also creates the studio profile (with
// the free plan's credits) in the same transaction, so an account never exists without it.
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { ensureProfile } from '../billing/credits';
import type { AppDb } from '../db/client';
import { postgresErrorOf, UNIQUE_VIOLATION } from '../db/errors';
import { authUsers, type AuthUserRow } from './schema';

/** How long a confirmation link works, as Supabase's default. */
export const CONFIRMATION_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** Stored and compared trimmed and lower-cased, as Supabase Auth does. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Deliberately loose (one @, a dot in the domain, no spaces): the confirmation link is the test. */
export function isPlausibleEmail(email: string): boolean {
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/** What a new account is called until it says otherwise: the part of the e-mail before the @. */
export function defaultName(email: string): string {
  return email.split('@')[0] ?? email;
}

const byEmail = (email: string) => sql`lower(${authUsers.email}) = ${normalizeEmail(email)}`;

export async function findUserByEmail(db: AppDb, email: string): Promise<AuthUserRow | undefined> {
  const [user] = await db.select().from(authUsers).where(byEmail(email));
  return user;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Undefined for an unknown id, including one that is not a UUID (a token signed elsewhere). */
export async function findUserById(db: AppDb, id: string): Promise<AuthUserRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [user] = await db.select().from(authUsers).where(eq(authUsers.id, id));
  return user;
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export interface NewPasswordUser {
  email: string;
  /** Null for an account opened by a magic link, which has no password until it sets one. */
  passwordHash: string | null;
  name: string;
  /** Set when no confirmation is required: the account is confirmed from the start. */
  confirmedAt: Date | null;
  /** SHA-256 of the confirmation link's token, when confirmation is required. */
  confirmationTokenHash: string | null;
  now: Date;
}

/** The new account and its profile; undefined when the e-mail is taken (nothing is written). */
export async function createPasswordUser(
  db: AppDb,
  input: NewPasswordUser,
): Promise<AuthUserRow | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(authUsers)
      .values({
        email: normalizeEmail(input.email),
        passwordHash: input.passwordHash,
        name: input.name,
        emailConfirmedAt: input.confirmedAt,
        confirmationTokenHash: input.confirmationTokenHash,
        confirmationSentAt: input.confirmationTokenHash ? input.now : null,
        lastSignInAt: input.confirmedAt ? input.now : null,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) return undefined;
    await ensureProfile(tx, { userId: user.id, email: user.email, name: user.name });
    return user;
  });
}

/**
 * Signing up again with the e-mail of an account that was never confirmed starts over, as in
 * Supabase: new password and name, a new link. Undefined when the account is confirmed.
 */
export async function restartUnconfirmedSignup(
  db: AppDb,
  input: Pick<NewPasswordUser, 'email' | 'passwordHash' | 'name' | 'now'> & {
    confirmationTokenHash: string;
  },
): Promise<AuthUserRow | undefined> {
  const [user] = await db
    .update(authUsers)
    .set({
      passwordHash: input.passwordHash,
      name: input.name,
      confirmationTokenHash: input.confirmationTokenHash,
      confirmationSentAt: input.now,
    })
    .where(and(byEmail(input.email), isNull(authUsers.emailConfirmedAt)))
    .returning();
  return user;
}

/** Confirms the account of an unexpired link, once; undefined for an unknown or stale link. */
export async function confirmEmail(
  db: AppDb,
  confirmationTokenHash: string,
  now: Date,
): Promise<AuthUserRow | undefined> {
  const oldestValid = new Date(now.getTime() - CONFIRMATION_LINK_TTL_MS);
  const [user] = await db
    .update(authUsers)
    .set({ emailConfirmedAt: now, confirmationTokenHash: null, lastSignInAt: now })
    .where(
      and(
        eq(authUsers.confirmationTokenHash, confirmationTokenHash),
        gte(authUsers.confirmationSentAt, oldestValid),
      ),
    )
    .returning();
  return user;
}

export async function recordSignIn(db: AppDb, userId: string, now: Date): Promise<AuthUserRow> {
  const [user] = await db
    .update(authUsers)
    .set({ lastSignInAt: now })
    .where(eq(authUsers.id, userId))
    .returning();
  if (!user) throw new Error(`No auth user ${userId}.`);
  return user;
}

export async function replacePasswordHash(
  db: AppDb,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db.update(authUsers).set({ passwordHash }).where(eq(authUsers.id, userId));
}

export interface GoogleAccount {
  /** Google's stable account id. */
  sub: string;
  /** Verified by Google. */
  email: string;
  name: string | undefined;
}

/**
 * The account of a Google sign-in: the one already linked to this Google account, else the one
 * with its (verified) e-mail, which gets linked, else a new confirmed account with its profile.
 *
 * Linking an account that was never confirmed also drops its password: whoever signed up with
 * that e-mail never proved to own it, and must not keep a way into the Google user's account.
 */
export async function findOrCreateGoogleUser(
  db: AppDb,
  account: GoogleAccount,
  now: Date,
): Promise<AuthUserRow> {
  try {
    return await linkOrCreateGoogleUser(db, account, now);
  } catch (error) {
    // The same first sign-in twice at once (a double click): the other one created the account.
    if (postgresErrorOf(error)?.code !== UNIQUE_VIOLATION) throw error;
    return linkOrCreateGoogleUser(db, account, now);
  }
}

async function linkOrCreateGoogleUser(
  db: AppDb,
  account: GoogleAccount,
  now: Date,
): Promise<AuthUserRow> {
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .update(authUsers)
      .set({ lastSignInAt: now })
      .where(eq(authUsers.googleSub, account.sub))
      .returning();
    if (linked) return linked;

    const [existing] = await tx
      .select()
      .from(authUsers)
      .where(byEmail(account.email))
      .for('update');
    if (existing) {
      const unconfirmed = existing.emailConfirmedAt === null;
      const [updated] = await tx
        .update(authUsers)
        .set({
          googleSub: account.sub,
          lastSignInAt: now,
          ...(unconfirmed
            ? { emailConfirmedAt: now, passwordHash: null, confirmationTokenHash: null }
            : {}),
        })
        .where(eq(authUsers.id, existing.id))
        .returning();
      if (!updated) throw new Error(`Auth user ${existing.id} vanished while linking Google.`);
      return updated;
    }

    const [created] = await tx
      .insert(authUsers)
      .values({
        email: normalizeEmail(account.email),
        passwordHash: null,
        name: account.name ?? defaultName(normalizeEmail(account.email)),
        googleSub: account.sub,
        emailConfirmedAt: now,
        lastSignInAt: now,
      })
      .returning();
    if (!created) throw new Error('Inserting an auth user returned no row.');
    await ensureProfile(tx, { userId: created.id, email: created.email, name: created.name });
    return created;
  });
}
