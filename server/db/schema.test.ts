// The guarantees the database itself gives, whatever code talks to it: migrations, CHECK
// constraints, the append-only ledger, the unique indexes that make settlement exactly-once.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test/database';
import { MIGRATIONS_FOLDER } from './client';
import {
  CHECK_VIOLATION,
  FOREIGN_KEY_VIOLATION,
  UNIQUE_VIOLATION,
  postgresErrorOf,
  type PostgresErrorInfo,
} from './errors';
import { assets, creditLedger, profiles, transformations } from './schema';

const database = setupTestDatabase();

beforeEach(() => database.truncateAll());

async function refusal(attempt: Promise<unknown>): Promise<PostgresErrorInfo> {
  try {
    await attempt;
  } catch (error) {
    const info = postgresErrorOf(error);
    if (!info) throw error;
    return info;
  }
  throw new Error('Expected the database to refuse this.');
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function addProfile(userId = 'user-1') {
  await database.db.insert(profiles).values({ userId, email: `${userId}@example.com` });
  return userId;
}

async function addAsset(userId: string) {
  const [asset] = await database.db
    .insert(assets)
    .values({
      userId,
      name: 'Halo ring',
      jewelryType: 'ring',
      imageStyle: 'sketch',
      s3KeyOriginalUpload: `uploads/${userId}/original.webp`,
    })
    .returning();
  return asset!;
}

describe('migrations', () => {
  it('applies every migration in the journal', async () => {
    const journal = JSON.parse(
      readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const applied = rowsOf<{ count: number }>(
      await database.db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      ),
    );
    expect(applied[0]?.count).toBe(journal.entries.length);
  });

  it('creates the tables of the schema', async () => {
    const tables = rowsOf<{ table_name: string }>(
      await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      ),
    ).map((row) => row.table_name);
    expect(tables).toEqual([
      'assets',
      'auth_refresh_tokens',
      'auth_sessions',
      'auth_users',
      'credit_ledger',
      'library_photos',
      'local_payment_objects',
      'payment_events',
      'profiles',
      'subscriptions',
      'temporary_designs',
      'transformations',
    ]);
  });

  it('gives new profiles the free tier and empty balances', async () => {
    const userId = await addProfile();
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile).toMatchObject({
      subscriptionTier: 'free',
      availableCredits: 0,
      lockedCredits: 0,
      name: null,
      stripeCustomerId: null,
    });
    expect(profile?.createdAt).toBeInstanceOf(Date);
  });
});

describe('balances', () => {
  it.each([
    ['available_credits', 'profiles_available_credits_not_negative'],
    ['locked_credits', 'profiles_locked_credits_not_negative'],
  ])('refuses a negative %s', async (column, constraint) => {
    const userId = await addProfile();
    const failure = await refusal(
      database.db.execute(
        sql`update profiles set ${sql.identifier(column)} = ${sql.identifier(column)} - 1 where user_id = ${userId}`,
      ),
    );
    expect(failure).toMatchObject({ code: CHECK_VIOLATION, constraint });
  });

  it('refuses an unknown subscription tier', async () => {
    const failure = await refusal(
      database.db.execute(
        sql`insert into profiles (user_id, email, subscription_tier) values ('u', 'u@example.com', 'gold')`,
      ),
    );
    expect(failure).toMatchObject({
      code: CHECK_VIOLATION,
      constraint: 'profiles_subscription_tier_known',
    });
  });

  it('refuses a transformation that costs nothing', async () => {
    const userId = await addProfile();
    const asset = await addAsset(userId);
    const failure = await refusal(
      database.db.insert(transformations).values({
        assetId: asset.assetId,
        userId,
        pipelineStepName: 'ring_pack_shot',
        kind: 'pack_shot',
        sourceImageS3Path: asset.s3KeyOriginalUpload,
        cost: 0,
      }),
    );
    expect(failure).toMatchObject({
      code: CHECK_VIOLATION,
      constraint: 'transformations_cost_positive',
    });
  });
});

describe('credit ledger', () => {
  async function addEntry(values: Partial<typeof creditLedger.$inferInsert> = {}) {
    const userId = values.userId ?? (await addProfile());
    const [row] = await database.db
      .insert(creditLedger)
      .values({ userId, entry: 'grant', amount: 15, ...values })
      .returning();
    return row!;
  }

  it('refuses UPDATE, even of no row', async () => {
    const entry = await addEntry();
    for (const attempt of [
      database.db.update(creditLedger).set({ amount: 1000 }).where(eq(creditLedger.id, entry.id)),
      database.db.execute(sql`update credit_ledger set amount = 1 where false`),
    ]) {
      const failure = await refusal(attempt);
      expect(failure.message).toBe('credit_ledger is append-only: UPDATE is not allowed');
    }
    const [unchanged] = await database.db.select().from(creditLedger);
    expect(unchanged).toEqual(entry);
  });

  it('refuses DELETE', async () => {
    const entry = await addEntry();
    const failure = await refusal(
      database.db.delete(creditLedger).where(eq(creditLedger.id, entry.id)),
    );
    expect(failure.message).toBe('credit_ledger is append-only: DELETE is not allowed');
    expect(await database.db.$count(creditLedger)).toBe(1);
  });

  it.each([0, -5])('refuses an amount of %i', async (amount) => {
    const failure = await refusal(addEntry({ amount }));
    expect(failure).toMatchObject({
      code: CHECK_VIOLATION,
      constraint: 'credit_ledger_amount_positive',
    });
  });

  it('refuses an unknown entry kind', async () => {
    const userId = await addProfile();
    const failure = await refusal(
      database.db.execute(
        sql`insert into credit_ledger (user_id, entry, amount) values (${userId}, 'gift', 5)`,
      ),
    );
    expect(failure).toMatchObject({
      code: CHECK_VIOLATION,
      constraint: 'credit_ledger_entry_known',
    });
  });

  it('holds one reservation per transformation', async () => {
    const userId = await addProfile();
    const transformationId = randomUUID();
    await addEntry({ userId, entry: 'reserve', amount: 2, transformationId });
    const failure = await refusal(
      addEntry({ userId, entry: 'reserve', amount: 2, transformationId }),
    );
    expect(failure).toMatchObject({
      code: UNIQUE_VIOLATION,
      constraint: 'credit_ledger_transformation_entry_unique',
    });
  });

  it('never holds both a consume and a release of one reservation', async () => {
    const userId = await addProfile();
    const transformationId = randomUUID();
    await addEntry({ userId, entry: 'reserve', amount: 2, transformationId });
    await addEntry({ userId, entry: 'consume', amount: 2, transformationId });
    const failure = await refusal(
      addEntry({ userId, entry: 'release', amount: 2, transformationId }),
    );
    expect(failure).toMatchObject({
      code: UNIQUE_VIOLATION,
      constraint: 'credit_ledger_settlement_unique',
    });
  });

  it('applies a reference once per entry kind, and leaves entries without one alone', async () => {
    const userId = await addProfile();
    await addEntry({ userId, reference: 'evt_1' });
    await addEntry({ userId, entry: 'purchase', reference: 'evt_1' });
    const failure = await refusal(addEntry({ userId, reference: 'evt_1' }));
    expect(failure).toMatchObject({
      code: UNIQUE_VIOLATION,
      constraint: 'credit_ledger_reference_entry_unique',
    });
    await addEntry({ userId });
    await addEntry({ userId });
    expect(await database.db.$count(creditLedger)).toBe(4);
  });

  it('keeps a profile with a credit history from being deleted', async () => {
    const entry = await addEntry();
    const failure = await refusal(
      database.db.delete(profiles).where(eq(profiles.userId, entry.userId)),
    );
    expect(failure.code).toBe(FOREIGN_KEY_VIOLATION);
  });
});

describe('cascades', () => {
  it('deleting an asset deletes its visuals; deleting a profile deletes its assets', async () => {
    const userId = await addProfile();
    const asset = await addAsset(userId);
    await database.db.insert(transformations).values({
      assetId: asset.assetId,
      userId,
      pipelineStepName: 'ring_pack_shot',
      kind: 'pack_shot',
      sourceImageS3Path: asset.s3KeyOriginalUpload,
      cost: 1,
    });
    await database.db.delete(assets).where(eq(assets.assetId, asset.assetId));
    expect(await database.db.$count(transformations)).toBe(0);

    await addAsset(userId);
    await database.db.delete(profiles).where(eq(profiles.userId, userId));
    expect(await database.db.$count(assets)).toBe(0);
  });
});
