// The credit rules under load: each test runs its calls concurrently, each in its own transaction.
// PGlite has one connection, so its transactions queue; PostgreSQL (TEST_DATABASE_URL) runs them
// on a pool of 10 for real races.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { FREE_TIER_CREDITS } from '../../src/api/catalogue';
import type { AppDb } from '../db/client';
import { creditLedger, profiles } from '../db/schema';
import { setupTestDatabase } from '../test/database';
import {
  auditBalance,
  consumeReservation,
  ensureProfile,
  grantCredits,
  ledgerBalance,
  releaseReservation,
  reserveCredits,
  signupGrantReference,
} from './credits';

const database = setupTestDatabase();

beforeEach(() => database.truncateAll());

type Tx = AppDb;

/** Runs `work` in a transaction of its own, as a request handler or a job would. */
function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  return database.db.transaction((tx) => work(tx));
}

function times<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => make(index)));
}

/** A user holding exactly `credits` available, explained by the ledger. */
async function userWith(credits: number, userId = `user-${randomUUID()}`): Promise<string> {
  await database.db.insert(profiles).values({ userId, email: `${userId}@example.com` });
  if (credits > 0) {
    await grantCredits(database.db, { userId, amount: credits, entry: 'grant', reference: userId });
  }
  return userId;
}

async function profileOf(userId: string) {
  const [profile] = await database.db.select().from(profiles).where(eq(profiles.userId, userId));
  return profile!;
}

async function entriesOf(userId: string) {
  return database.db
    .select({ entry: creditLedger.entry, amount: creditLedger.amount })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(creditLedger.id);
}

async function expectConsistent(userId: string) {
  const { consistent, ledger, profile } = await auditBalance(database.db, userId);
  expect(consistent, JSON.stringify({ ledger, profile })).toBe(true);
  expect(profile.availableCredits + profile.lockedCredits + ledger.consumed).toBe(
    ledger.granted + ledger.purchased,
  );
  return ledger;
}

describe('ensureProfile', () => {
  const user = { userId: 'sub-1', email: 'ada@example.com', name: 'Ada' };

  it('creates a free profile with the free credits, granted in the ledger', async () => {
    const profile = await ensureProfile(database.db, user);
    expect(profile).toMatchObject({
      userId: 'sub-1',
      email: 'ada@example.com',
      name: 'Ada',
      subscriptionTier: 'free',
      availableCredits: FREE_TIER_CREDITS,
      lockedCredits: 0,
    });
    const [grant] = await database.db.select().from(creditLedger);
    expect(grant).toMatchObject({
      userId: 'sub-1',
      entry: 'grant',
      amount: 15,
      reference: signupGrantReference('sub-1'),
    });
  });

  it('returns the existing profile untouched afterwards', async () => {
    await ensureProfile(database.db, user);
    await reserveCredits(database.db, {
      userId: user.userId,
      transformationId: randomUUID(),
      cost: 4,
    });
    const again = await ensureProfile(database.db, { ...user, name: 'Someone else' });
    expect(again).toMatchObject({ name: 'Ada', availableCredits: 11, lockedCredits: 4 });
    expect(await entriesOf(user.userId)).toHaveLength(2);
  });

  it('reads an existing profile without writing: no transaction, no insert', async () => {
    await ensureProfile(database.db, user);
    const writes: string[] = [];
    // The database handle with its write entry points recorded (the read path must not use them).
    const watched = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === 'transaction' || property === 'insert' || property === 'update') {
          writes.push(property);
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const profile = await ensureProfile(watched, user);
    expect(profile).toMatchObject({ userId: user.userId, availableCredits: FREE_TIER_CREDITS });
    expect(writes).toEqual([]);
  });

  it('grants the free credits once when 20 first requests race', async () => {
    const results = await times(20, () => inTransaction((tx) => ensureProfile(tx, user)));
    for (const profile of results) expect(profile.availableCredits).toBe(15);
    expect(await entriesOf(user.userId)).toEqual([{ entry: 'grant', amount: 15 }]);
    expect(await profileOf(user.userId)).toMatchObject({ availableCredits: 15, lockedCredits: 0 });
  });
});

describe('reserveCredits', () => {
  it('moves the cost from available to locked and records it', async () => {
    const userId = await userWith(10);
    const transformationId = randomUUID();
    const result = await reserveCredits(database.db, { userId, transformationId, cost: 3 });
    expect(result).toMatchObject({ ok: true, profile: { availableCredits: 7, lockedCredits: 3 } });
    const [reserve] = await database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.entry, 'reserve'));
    expect(reserve).toMatchObject({ userId, transformationId, amount: 3 });
    await expectConsistent(userId);
  });

  it('refuses when too few credits are available, and says how many there are', async () => {
    const userId = await userWith(2);
    const result = await reserveCredits(database.db, {
      userId,
      transformationId: randomUUID(),
      cost: 3,
    });
    expect(result).toEqual({ ok: false, available: 2 });
    expect(await profileOf(userId)).toMatchObject({ availableCredits: 2, lockedCredits: 0 });
    expect(await entriesOf(userId)).toHaveLength(1);
  });

  it('lets exactly 10 of 100 racing 1-credit requests through for 10 credits', async () => {
    const userId = await userWith(10);
    const results = await times(100, () =>
      inTransaction((tx) =>
        reserveCredits(tx, { userId, transformationId: randomUUID(), cost: 1 }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(10);
    expect(results.filter((result) => !result.ok)).toHaveLength(90);
    const profile = await profileOf(userId);
    expect(profile.availableCredits + profile.lockedCredits).toBe(10);
    expect(profile).toMatchObject({ availableCredits: 0, lockedCredits: 10 });
    expect((await expectConsistent(userId)).reservedOpen).toBe(10);
  });

  it('refuses a second reservation for the same visual, moving nothing', async () => {
    const userId = await userWith(10);
    const transformationId = randomUUID();
    await reserveCredits(database.db, { userId, transformationId, cost: 2 });
    await expect(
      reserveCredits(database.db, { userId, transformationId, cost: 2 }),
    ).rejects.toThrow();
    expect(await profileOf(userId)).toMatchObject({ availableCredits: 8, lockedCredits: 2 });
    await expectConsistent(userId);
  });

  it('is undone with the caller’s transaction', async () => {
    const userId = await userWith(10);
    await expect(
      inTransaction(async (tx) => {
        await reserveCredits(tx, { userId, transformationId: randomUUID(), cost: 5 });
        throw new Error('the visual could not be queued');
      }),
    ).rejects.toThrow('the visual could not be queued');
    expect(await profileOf(userId)).toMatchObject({ availableCredits: 10, lockedCredits: 0 });
    expect(await entriesOf(userId)).toHaveLength(1);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses a cost of %s', async (cost) => {
    const userId = await userWith(10);
    await expect(
      reserveCredits(database.db, { userId, transformationId: randomUUID(), cost }),
    ).rejects.toThrow(RangeError);
  });

  it('throws for a user without a profile', async () => {
    await expect(
      reserveCredits(database.db, { userId: 'nobody', transformationId: randomUUID(), cost: 1 }),
    ).rejects.toThrow('No profile for user nobody.');
  });
});

describe('settling a reservation', () => {
  async function reserved(cost: number) {
    const userId = await userWith(10);
    const transformationId = randomUUID();
    await reserveCredits(database.db, { userId, transformationId, cost });
    return { userId, transformationId };
  }

  it('consume spends the locked credits', async () => {
    const { userId, transformationId } = await reserved(4);
    expect(await consumeReservation(database.db, transformationId)).toBe(true);
    expect(await profileOf(userId)).toMatchObject({ availableCredits: 6, lockedCredits: 0 });
    expect((await expectConsistent(userId)).consumed).toBe(4);
  });

  it('release gives the locked credits back', async () => {
    const { userId, transformationId } = await reserved(4);
    expect(await releaseReservation(database.db, transformationId)).toBe(true);
    expect(await profileOf(userId)).toMatchObject({ availableCredits: 10, lockedCredits: 0 });
    expect((await expectConsistent(userId)).released).toBe(4);
  });

  it('settles once however often it is repeated', async () => {
    const { userId, transformationId } = await reserved(4);
    expect(await consumeReservation(database.db, transformationId)).toBe(true);
    expect(await consumeReservation(database.db, transformationId)).toBe(false);
    expect(await releaseReservation(database.db, transformationId)).toBe(false);
    expect(await profileOf(userId)).toMatchObject({ availableCredits: 6, lockedCredits: 0 });
    await expectConsistent(userId);
  });

  it('settles once when consumes and releases race', async () => {
    const { userId, transformationId } = await reserved(4);
    const results = await times(20, (index) =>
      inTransaction((tx) =>
        index % 2 === 0
          ? consumeReservation(tx, transformationId)
          : releaseReservation(tx, transformationId),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const settlements = await database.db
      .select()
      .from(creditLedger)
      .where(
        and(eq(creditLedger.transformationId, transformationId), eq(creditLedger.userId, userId)),
      );
    expect(settlements).toHaveLength(2);
    const profile = await profileOf(userId);
    expect(profile.lockedCredits).toBe(0);
    expect([6, 10]).toContain(profile.availableCredits);
    await expectConsistent(userId);
  });

  it('does nothing for a visual that holds no reservation', async () => {
    const userId = await userWith(10);
    expect(await consumeReservation(database.db, randomUUID())).toBe(false);
    expect(await releaseReservation(database.db, randomUUID())).toBe(false);
    expect(await entriesOf(userId)).toHaveLength(1);
  });

  it('is undone with the caller’s transaction, and can settle again afterwards', async () => {
    const { userId, transformationId } = await reserved(4);
    await expect(
      inTransaction(async (tx) => {
        await consumeReservation(tx, transformationId);
        throw new Error('the output could not be recorded');
      }),
    ).rejects.toThrow();
    expect(await profileOf(userId)).toMatchObject({ availableCredits: 6, lockedCredits: 4 });
    expect(await releaseReservation(database.db, transformationId)).toBe(true);
    await expectConsistent(userId);
  });
});

describe('grantCredits', () => {
  it('applies a reference once, even when deliveries race', async () => {
    const userId = await userWith(0);
    const results = await times(10, () =>
      inTransaction((tx) =>
        grantCredits(tx, { userId, amount: 50, entry: 'purchase', reference: 'cs_test_1' }),
      ),
    );
    expect(results.filter((result) => result.granted)).toHaveLength(1);
    for (const { profile } of results) expect(profile.availableCredits).toBe(50);
    expect(await entriesOf(userId)).toEqual([{ entry: 'purchase', amount: 50 }]);
    expect((await expectConsistent(userId)).purchased).toBe(50);
  });

  it('adds separate references separately', async () => {
    const userId = await userWith(0);
    await grantCredits(database.db, { userId, amount: 50, entry: 'grant', reference: 'evt_a' });
    await grantCredits(database.db, { userId, amount: 115, entry: 'grant', reference: 'evt_b' });
    expect((await profileOf(userId)).availableCredits).toBe(165);
    expect((await expectConsistent(userId)).granted).toBe(165);
  });

  it('refuses unknown users and amounts that are not positive integers', async () => {
    await expect(
      grantCredits(database.db, { userId: 'nobody', amount: 5, entry: 'grant', reference: 'r' }),
    ).rejects.toThrow();
    const userId = await userWith(0);
    await expect(
      grantCredits(database.db, { userId, amount: 0, entry: 'grant', reference: 'r' }),
    ).rejects.toThrow(RangeError);
    expect(await entriesOf(userId)).toEqual([]);
  });
});

describe('the ledger explains every balance', () => {
  it('after a concurrent mix of grants, purchases, reservations and settlements', async () => {
    const users = await Promise.all([userWith(15), userWith(3), userWith(40)]);
    // A fixed pseudo-random sequence, so a failure can be replayed.
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % below;
    };
    const reservations: string[] = [];
    const operations = Array.from({ length: 120 }, (_, index): ((tx: Tx) => Promise<unknown>) => {
      const userId = users[random(users.length)]!;
      const choice = random(10);
      const amount = 1 + random(20);
      if (choice < 5) {
        const transformationId = randomUUID();
        reservations.push(transformationId);
        const cost = 1 + (amount % 5);
        return (tx: Tx) => reserveCredits(tx, { userId, transformationId, cost });
      }
      const earlier = reservations[random(Math.max(reservations.length, 1))];
      if (choice < 7 && earlier) return (tx: Tx) => consumeReservation(tx, earlier);
      if (choice < 9 && earlier) return (tx: Tx) => releaseReservation(tx, earlier);
      const entry = choice === 9 ? ('purchase' as const) : ('grant' as const);
      // Few distinct references, so some repeat on purpose: those must apply once.
      const reference = `ref-${random(4)}-${index % 3}`;
      return (tx: Tx) => grantCredits(tx, { userId, amount, entry, reference });
    });
    await Promise.all(operations.map((operation) => inTransaction(operation)));

    for (const userId of users) {
      const ledger = await expectConsistent(userId);
      expect(ledger).toEqual(await ledgerBalance(database.db, userId));
      expect(ledger.reservedOpen).toBeGreaterThanOrEqual(0);
    }
  });
});
