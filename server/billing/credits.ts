// The credit rules. Every change of a balance is one ledger entry plus one profile update, done
// together, so the profile's available/locked columns always equal what the ledger explains:
//   grant/purchase: available += n      reserve: available -= n, locked += n
//   consume:        locked -= n          release: locked -= n, available += n
// Every function takes the caller's handle (a transaction or the database) and runs inside a
// nested transaction (a savepoint) on it, so it is atomic on its own and composes into the
// caller's transaction; it never touches any other handle (that deadlocks PGlite).
// Callers use READ COMMITTED (PostgreSQL's default), which the race-safety below relies on.
import { and, eq, gte, sql } from 'drizzle-orm';
import { FREE_TIER_CREDITS } from '../../src/api/catalogue';
import type { AppDb } from '../db/client';
import { creditLedger, profiles, type ProfileRow } from '../db/schema';
import { profileChanged } from './profile-cache';

export interface NewProfile {
  /** The JWT `sub`. */
  userId: string;
  email: string;
  name?: string | null;
}

/** The free plan's credits, granted once per user under this reference. */
export const signupGrantReference = (userId: string) => `signup:${userId}`;

/**
 * The user's profile, created on first sight with the free tier and its credits (a `grant`
 * entry). Safe when many first requests of a new user arrive at once: one insert wins, the others
 * wait for it and read its row. Once the profile exists this is a single read, no transaction
 * (GET /api/auth/me reads the profile itself, and runs this for a designer it does not find).
 */
export async function ensureProfile(tx: AppDb, user: NewProfile): Promise<ProfileRow> {
  const [existing] = await tx.select().from(profiles).where(eq(profiles.userId, user.userId));
  if (existing) return existing;
  return tx.transaction(async (inner) => {
    const created = await inner
      .insert(profiles)
      .values({ userId: user.userId, email: user.email, name: user.name ?? null })
      .onConflictDoNothing({ target: profiles.userId })
      .returning({ userId: profiles.userId });
    if (created.length > 0) {
      return (
        await grantCredits(inner, {
          userId: user.userId,
          amount: FREE_TIER_CREDITS,
          entry: 'grant',
          reference: signupGrantReference(user.userId),
          note: 'Free plan credits',
        })
      ).profile;
    }
    return requireProfile(inner, user.userId);
  });
}

export interface GrantCreditsInput {
  userId: string;
  amount: number;
  /** grant: plan allowance or goodwill; purchase: paid extra credits. */
  entry: 'grant' | 'purchase';
  /** Idempotency key (payment event, checkout session, `signup:<user>`): applied at most once. */
  reference: string;
  note?: string;
}

/** Adds credits to available once per (reference, entry); `granted` is false for a repeat. */
export async function grantCredits(
  tx: AppDb,
  input: GrantCreditsInput,
): Promise<{ granted: boolean; profile: ProfileRow }> {
  assertPositiveCredits(input.amount);
  return tx.transaction(async (inner) => {
    const inserted = await inner
      .insert(creditLedger)
      .values({
        userId: input.userId,
        entry: input.entry,
        amount: input.amount,
        reference: input.reference,
        note: input.note ?? null,
      })
      .onConflictDoNothing({
        target: [creditLedger.reference, creditLedger.entry],
        where: sql`${creditLedger.reference} is not null`,
      })
      .returning({ id: creditLedger.id });
    if (inserted.length === 0) {
      return { granted: false, profile: await requireProfile(inner, input.userId) };
    }
    const [profile] = await inner
      .update(profiles)
      .set({ availableCredits: sql`${profiles.availableCredits} + ${input.amount}` })
      .where(eq(profiles.userId, input.userId))
      .returning();
    profileChanged(input.userId);
    // The ledger's foreign key already refused unknown users; this keeps the type honest.
    if (!profile) throw new Error(`No profile for user ${input.userId}.`);
    return { granted: true, profile };
  });
}

export interface ReserveCreditsInput {
  userId: string;
  transformationId: string;
  cost: number;
}

export type ReserveResult = { ok: true; profile: ProfileRow } | { ok: false; available: number };

/**
 * Moves `cost` from available to locked for one visual, or reports the available balance when it
 * is too low. The balance check and the move are one conditional UPDATE: concurrent requests
 * queue on the row and re-check, so together they can never spend more than there is.
 * Reserving twice for the same transformation is a bug and throws (nothing moves).
 */
export async function reserveCredits(
  tx: AppDb,
  { userId, transformationId, cost }: ReserveCreditsInput,
): Promise<ReserveResult> {
  assertPositiveCredits(cost);
  return tx.transaction(async (inner) => {
    const [profile] = await inner
      .update(profiles)
      .set({
        availableCredits: sql`${profiles.availableCredits} - ${cost}`,
        lockedCredits: sql`${profiles.lockedCredits} + ${cost}`,
      })
      .where(and(eq(profiles.userId, userId), gte(profiles.availableCredits, cost)))
      .returning();
    if (!profile) {
      const current = await requireProfile(inner, userId);
      return { ok: false, available: current.availableCredits };
    }
    profileChanged(userId);
    await inner
      .insert(creditLedger)
      .values({ userId, entry: 'reserve', amount: cost, transformationId });
    return { ok: true, profile };
  });
}

/** The visual was delivered: its reserved credits are spent. True if this call settled it. */
export function consumeReservation(tx: AppDb, transformationId: string): Promise<boolean> {
  return settleReservation(tx, transformationId, 'consume');
}

/** The visual failed or was cancelled: its credits go back to available. True if settled now. */
export function releaseReservation(tx: AppDb, transformationId: string): Promise<boolean> {
  return settleReservation(tx, transformationId, 'release');
}

// Settles at most once, whatever the order or number of calls (jobs are at-least-once): the
// settlement entry is inserted only when the reservation has none yet (a unique index over
// consume and release), and the balance moves only when that insert happened. Taking the
// profile's row lock first makes concurrent settlements queue instead of racing on the index.
async function settleReservation(
  tx: AppDb,
  transformationId: string,
  entry: 'consume' | 'release',
): Promise<boolean> {
  return tx.transaction(async (inner) => {
    const [reservation] = await inner
      .select({ userId: creditLedger.userId, amount: creditLedger.amount })
      .from(creditLedger)
      .where(
        and(eq(creditLedger.transformationId, transformationId), eq(creditLedger.entry, 'reserve')),
      );
    if (!reservation) return false;
    const { userId, amount } = reservation;

    await inner
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for('no key update');

    const settled = await inner
      .insert(creditLedger)
      .values({ userId, entry, amount, transformationId })
      .onConflictDoNothing({
        target: creditLedger.transformationId,
        where: sql`${creditLedger.entry} in ('consume', 'release')`,
      })
      .returning({ id: creditLedger.id });
    if (settled.length === 0) return false;

    await inner
      .update(profiles)
      .set(
        entry === 'consume'
          ? { lockedCredits: sql`${profiles.lockedCredits} - ${amount}` }
          : {
              lockedCredits: sql`${profiles.lockedCredits} - ${amount}`,
              availableCredits: sql`${profiles.availableCredits} + ${amount}`,
            },
      )
      .where(eq(profiles.userId, userId));
    profileChanged(userId);
    return true;
  });
}

/** A user's credits as the ledger alone explains them. */
export interface LedgerBalance {
  /** grant and adjust entries. */
  granted: number;
  purchased: number;
  reserved: number;
  consumed: number;
  released: number;
  /** Reservations not settled yet. */
  reservedOpen: number;
  /** What available_credits must be. */
  available: number;
  /** What locked_credits must be. */
  locked: number;
}

export async function ledgerBalance(tx: AppDb, userId: string): Promise<LedgerBalance> {
  const total = (entries: string) =>
    sql<number>`coalesce(sum(${creditLedger.amount}) filter (where ${creditLedger.entry} in (${sql.raw(entries)})), 0)::int`;
  const [sums] = await tx
    .select({
      granted: total(`'grant', 'adjust'`),
      purchased: total(`'purchase'`),
      reserved: total(`'reserve'`),
      consumed: total(`'consume'`),
      released: total(`'release'`),
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  const { granted, purchased, reserved, consumed, released } = sums ?? {
    granted: 0,
    purchased: 0,
    reserved: 0,
    consumed: 0,
    released: 0,
  };
  const reservedOpen = reserved - consumed - released;
  return {
    granted,
    purchased,
    reserved,
    consumed,
    released,
    reservedOpen,
    available: granted + purchased - reserved + released,
    locked: reservedOpen,
  };
}

/**
 * Compares the profile's balance with the ledger. When consistent, available + locked + consumed
 * == granted + purchased. Meant for tests and an operator's health check.
 */
export async function auditBalance(
  tx: AppDb,
  userId: string,
): Promise<{ consistent: boolean; ledger: LedgerBalance; profile: ProfileRow }> {
  const profile = await requireProfile(tx, userId);
  const ledger = await ledgerBalance(tx, userId);
  const consistent =
    profile.availableCredits === ledger.available && profile.lockedCredits === ledger.locked;
  return { consistent, ledger, profile };
}

async function requireProfile(tx: AppDb, userId: string): Promise<ProfileRow> {
  const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, userId));
  if (!profile) throw new Error(`No profile for user ${userId}.`);
  return profile;
}

function assertPositiveCredits(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`Credit amounts are positive integers (got ${amount}).`);
  }
}
