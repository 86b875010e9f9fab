import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { FREE_TIER_CREDITS } from '../../src/api/catalogue';
import { ProfileSchema } from '../../src/api/profile';
import { signAccessToken } from '../auth/verify-token';
import { grantCredits, reserveCredits } from '../billing/credits';
import { creditLedger } from '../db/schema';
import { setupTestApp, TEST_SECRETS } from '../test/app';

const testApp = setupTestApp();

beforeEach(() => testApp.database.truncateAll());

describe('GET /api/auth/me', () => {
  it('creates a new user free, with 15 credits', async () => {
    const res = await testApp.build().request('/api/auth/me', {
      headers: await testApp.headersFor('user-ada'),
    });
    expect(res.status).toBe(200);
    const profile = ProfileSchema.parse(await res.json());
    expect(profile).toEqual({
      user_id: 'user-ada',
      name: null,
      email: 'user-ada@example.com',
      subscription_tier: 'free',
      available_credits: FREE_TIER_CREDITS,
      locked_credits: 0,
    });
    expect(FREE_TIER_CREDITS).toBe(15);
  });

  it('creates the profile once, however many first calls race', async () => {
    const app = testApp.build();
    const headers = await testApp.headersFor('user-ada');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => app.request('/api/auth/me', { headers })),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200));
    const again = await app.request('/api/auth/me', { headers });
    expect(await again.json()).toMatchObject({ available_credits: 15, locked_credits: 0 });
    const grants = await testApp.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, 'user-ada'));
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ entry: 'grant', amount: 15 });
  });

  it('answers the new balance at once after a credit change in this process', async () => {
    const app = testApp.build();
    const headers = await testApp.headersFor('user-ada');
    const credits = async () =>
      ProfileSchema.parse(await (await app.request('/api/auth/me', { headers })).json())
        .available_credits;
    expect(await credits()).toBe(15);
    expect(await credits()).toBe(15); // from memory: the profile cache of this app
    await grantCredits(testApp.db, {
      userId: 'user-ada',
      amount: 5,
      entry: 'purchase',
      reference: 'checkout-1',
    });
    expect(await credits()).toBe(20);
    const reserved = await reserveCredits(testApp.db, {
      userId: 'user-ada',
      transformationId: randomUUID(),
      cost: 2,
    });
    expect(reserved.ok).toBe(true);
    const after = await (await app.request('/api/auth/me', { headers })).json();
    expect(after).toMatchObject({ available_credits: 18, locked_credits: 2 });
  });

  it('takes the name from the token', async () => {
    const token = await signAccessToken(TEST_SECRETS.jwtSecret, {
      userId: 'user-grace',
      email: 'grace@example.com',
      name: 'Grace',
    });
    const res = await testApp.build().request('/api/auth/me', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await res.json()).toMatchObject({ name: 'Grace', email: 'grace@example.com' });
  });
});

describe('PUT /api/auth/me', () => {
  const put = async (body: unknown, user = 'user-ada') =>
    testApp.build().request('/api/auth/me', {
      method: 'PUT',
      headers: { ...(await testApp.headersFor(user)), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('renames the profile (trimmed), creating it on first sight', async () => {
    const res = await put({ name: '  Ada Lovelace ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Ada Lovelace', available_credits: 15 });
    const read = await testApp.build().request('/api/auth/me', {
      headers: await testApp.headersFor('user-ada'),
    });
    expect(await read.json()).toMatchObject({ name: 'Ada Lovelace' });
  });

  it('refuses a blank or missing name with 422 naming the field', async () => {
    for (const body of [{ name: '   ' }, {}, { name: 'x'.repeat(201) }]) {
      const res = await put(body);
      expect(res.status).toBe(422);
      expect(JSON.stringify(await res.json())).toMatch(/name/);
    }
  });

  it('needs a signed-in user', async () => {
    const res = await testApp.build().request('/api/auth/me', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Nobody' }),
    });
    expect(res.status).toBe(401);
  });
});
