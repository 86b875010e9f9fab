// POST /api/webhooks/stripe: signatures on the raw body, idempotency by event id and by checkout
// session / billing period, and a result that does not depend on the order events arrive in.
import { beforeEach, describe, expect, it } from 'vitest';
import { CheckoutSessionResponseSchema } from '../../src/api/billing';
import { ensureProfile } from '../billing/credits';
import { HANDLED_EVENT_TYPES } from '../billing/fulfilment';
import { LocalPaymentProvider, localWebhookSecret } from '../billing/local-provider';
import {
  callOn,
  CANCEL_URL,
  PAYING_CARD,
  portalPost,
  postWebhook,
  signedHeader,
  standing,
  submitCard,
  SUCCESS_URL,
} from '../billing/payments-testing';
import { creditLedger, paymentEvents, subscriptions } from '../db/schema';
import { setupTestApp, TEST_SECRETS } from '../test/app';

const t = setupTestApp();
beforeEach(() => t.database.truncateAll());

const SECRET = localWebhookSecret(TEST_SECRETS.jwtSecret);

function creditPurchaseEvent(userId: string, eventId = 'evt_test_1', sessionId = 'cs_test_1') {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        client_reference_id: userId,
        metadata: { user_id: userId, kind: 'credits', credits: '20' },
      },
    },
  });
}

async function newUser(userId: string) {
  await ensureProfile(t.db, { userId, email: `${userId}@example.com` });
}

async function nothingRecorded(userId: string) {
  expect(await t.db.select().from(paymentEvents)).toEqual([]);
  expect(await standing(t.db, userId)).toEqual({ consistent: true, tier: 'free', available: 15 });
}

describe('webhook signatures', () => {
  it('accepts a correctly signed event', async () => {
    await newUser('user-ada');
    const payload = creditPurchaseEvent('user-ada');
    const res = await postWebhook(t.build(), payload, signedHeader(payload, SECRET));
    expect(res.status).toBe(200);
    expect(await standing(t.db, 'user-ada')).toMatchObject({ available: 35 });
  });

  type Tamper = (payload: string) => readonly [body: string, signature: string | undefined];
  it.each<readonly [string, Tamper]>([
    ['missing', (payload: string) => [payload, undefined]],
    [
      'altered',
      (payload: string) => [payload.replace('"20"', '"2000"'), signedHeader(payload, SECRET)],
    ],
    [
      're-serialised',
      (payload: string) => [
        JSON.stringify(JSON.parse(payload), null, 2),
        signedHeader(payload, SECRET),
      ],
    ],
    [
      '6-minute-old',
      (payload: string) => [
        payload,
        signedHeader(payload, SECRET, Math.floor(Date.now() / 1000) - 6 * 60),
      ],
    ],
    [
      'wrong-secret',
      (payload: string) => [payload, signedHeader(payload, localWebhookSecret('another-secret'))],
    ],
    ['garbage', (payload: string) => [payload, 't=1,v1=abc']],
  ])('refuses a %s signature with 400 and changes nothing', async (_, tamper) => {
    await newUser('user-ada');
    const [body, signature] = tamper(creditPurchaseEvent('user-ada'));
    const res = await postWebhook(t.build(), body, signature);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      detail: 'Invalid webhook signature.',
      code: 'invalid_signature',
    });
    await nothingRecorded('user-ada');
  });
});

describe('webhook idempotency', () => {
  it('grants once for the same event 5 times in a row', async () => {
    await newUser('user-ada');
    const app = t.build();
    const payload = creditPurchaseEvent('user-ada');
    const results = [];
    for (let i = 0; i < 5; i++) {
      const res = await postWebhook(app, payload, signedHeader(payload, SECRET));
      results.push(((await res.json()) as { result: string }).result);
    }
    expect(results).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await standing(t.db, 'user-ada')).toEqual({
      consistent: true,
      tier: 'free',
      available: 35,
    });
  });

  it('grants once for the same event 20 times at once', async () => {
    await newUser('user-ada');
    const app = t.build();
    const payload = creditPurchaseEvent('user-ada');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postWebhook(app, payload, signedHeader(payload, SECRET))),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(await standing(t.db, 'user-ada')).toMatchObject({ consistent: true, available: 35 });
    const purchases = await t.db.select().from(creditLedger);
    expect(purchases.filter((entry) => entry.entry === 'purchase')).toHaveLength(1);
    expect(await t.db.select().from(paymentEvents)).toHaveLength(1);
  });

  it('grants once per checkout session, even under two event ids', async () => {
    await newUser('user-ada');
    const app = t.build();
    for (const eventId of ['evt_a', 'evt_b']) {
      const payload = creditPurchaseEvent('user-ada', eventId, 'cs_same');
      expect((await postWebhook(app, payload, signedHeader(payload, SECRET))).status).toBe(200);
    }
    expect(await standing(t.db, 'user-ada')).toMatchObject({ available: 35 });
  });

  it('ignores an unpaid session and event types it does not handle', async () => {
    await newUser('user-ada');
    const app = t.build();
    const unpaid = creditPurchaseEvent('user-ada').replace('"paid"', '"unpaid"');
    await postWebhook(app, unpaid, signedHeader(unpaid, SECRET));
    const other = JSON.stringify({
      id: 'evt_other',
      type: 'charge.refunded',
      data: { object: {} },
    });
    const res = await postWebhook(app, other, signedHeader(other, SECRET));
    expect(await res.json()).toEqual({ received: true, result: 'ignored' });
    expect(await standing(t.db, 'user-ada')).toMatchObject({ available: 15 });
  });
});

describe('validly signed events that cannot apply', () => {
  const objectFor: Record<string, (id: string) => Record<string, unknown>> = {
    'checkout.session.completed': (id) => ({
      id: 'cs_unknown',
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      subscription: id,
      client_reference_id: 'user-ada',
    }),
    'customer.subscription.created': (id) => ({ id, object: 'subscription' }),
    'customer.subscription.updated': (id) => ({ id, object: 'subscription' }),
    'customer.subscription.deleted': (id) => ({ id, object: 'subscription' }),
    'invoice.paid': (id) => ({
      id: 'in_unknown',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      parent: { subscription_details: { subscription: id } },
    }),
  };
  const event = (id: string, type: string, data: unknown) =>
    JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), data });

  async function deliver(payload: string) {
    const res = await postWebhook(t.build(), payload, signedHeader(payload, SECRET));
    return { status: res.status, json: (await res.json()) as unknown };
  }

  async function recorded(eventId: string) {
    const rows = await t.db.select().from(paymentEvents);
    return rows.find((row) => row.eventId === eventId);
  }

  it.each(HANDLED_EVENT_TYPES)(
    '%s without data, without an object, or for an unknown object: 200, recorded as ignored',
    async (type) => {
      await newUser('user-ada');
      const cases = [
        ['evt_no_data', event('evt_no_data', type, undefined), 'the event has no data object'],
        ['evt_no_object', event('evt_no_object', type, {}), 'the event has no data object'],
        ['evt_null_object', event('evt_null_object', type, { object: null }), 'no data object'],
        [
          'evt_unknown',
          event('evt_unknown', type, { object: objectFor[type]!('sub_local_gone') }),
          'the provider has no subscription sub_local_gone',
        ],
      ] as const;
      for (const [eventId, payload, why] of cases) {
        expect(await deliver(payload)).toEqual({
          status: 200,
          json: { received: true, result: 'ignored' },
        });
        expect(await recorded(eventId)).toMatchObject({
          type,
          outcome: 'ignored',
          note: expect.stringContaining(why) as string,
        });
        // A second delivery is a duplicate, still acknowledged.
        expect((await deliver(payload)).json).toEqual({ received: true, result: 'duplicate' });
      }
      expect(await standing(t.db, 'user-ada')).toEqual({
        consistent: true,
        tier: 'free',
        available: 15,
      });
    },
  );

  it('ignores a credit purchase for a user the studio does not know', async () => {
    const payload = creditPurchaseEvent('user-nobody', 'evt_nobody');
    expect(await deliver(payload)).toEqual({
      status: 200,
      json: { received: true, result: 'ignored' },
    });
    expect(await recorded('evt_nobody')).toMatchObject({
      outcome: 'ignored',
      note: 'a credit purchase for an unknown user user-nobody',
    });
  });

  it('acknowledges an event without an id or type, which it cannot record', async () => {
    const payload = JSON.stringify({ object: 'event', data: { object: {} } });
    expect(await deliver(payload)).toEqual({
      status: 200,
      json: { received: true, result: 'ignored' },
    });
    expect(await t.db.select().from(paymentEvents)).toEqual([]);
  });

  it('records an applied event as applied', async () => {
    await newUser('user-ada');
    await deliver(creditPurchaseEvent('user-ada', 'evt_paid'));
    expect(await recorded('evt_paid')).toMatchObject({ outcome: 'applied', note: null });
  });
});

/** Every ordering of `items`. */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [
      item,
      ...rest,
    ]),
  );
}

describe('webhook order', () => {
  interface Captured {
    type: string;
    payload: string;
    signature: string;
  }

  /** A paid Start subscription changed to Pro, with the events held back instead of delivered. */
  async function heldBackSubscription(userId: string) {
    const held: Captured[] = [];
    const provider = new LocalPaymentProvider({
      db: t.db,
      webhookSecret: SECRET,
      deliver: (payload, signature) => {
        held.push({ type: (JSON.parse(payload) as { type: string }).type, payload, signature });
        return Promise.resolve();
      },
    });
    const app = t.build({ payments: provider });
    const token = await t.tokenFor(userId);
    const res = await callOn(app, token, 'POST', '/api/subscriptions/create-checkout-session', {
      priceId: 'price_local_start_monthly',
      successUrl: SUCCESS_URL,
      cancelUrl: CANCEL_URL,
    });
    const { sessionId } = CheckoutSessionResponseSchema.parse(res.json);
    const paid = await provider.pay(sessionId, {
      number: PAYING_CARD.cardNumber,
      expiry: PAYING_CARD.expiry,
      cvc: PAYING_CARD.cvc,
      name: PAYING_CARD.name,
    });
    expect(paid.ok).toBe(true);
    const { url } = (
      await callOn(app, token, 'POST', '/api/subscriptions/create-portal-session', {
        returnUrl: CANCEL_URL,
      })
    ).json as { url: string };
    const subscription = JSON.parse(held[1]!.payload) as { data: { object: { id: string } } };
    await portalPost(app, url, 'change-plan', {
      subscription: subscription.data.object.id,
      priceId: 'price_local_pro_monthly',
    });
    return { app, held, url, subscriptionId: subscription.data.object.id };
  }

  it('ends in the same tier and balance for all 24 orders of the four events', async () => {
    const outcomes = new Set<string>();
    const orders = permutations([0, 1, 2, 3]);
    expect(orders).toHaveLength(24);
    for (const [index, order] of orders.entries()) {
      const userId = `user-${index}`;
      const { app, held } = await heldBackSubscription(userId);
      expect(held.map((e) => e.type)).toEqual([
        'checkout.session.completed',
        'customer.subscription.created',
        'invoice.paid',
        'customer.subscription.updated',
      ]);
      // Nothing happened before the events arrive.
      expect(await standing(t.db, userId)).toMatchObject({ tier: 'free', available: 15 });
      for (const position of order) {
        const event = held[position]!;
        const res = await postWebhook(app, event.payload, event.signature);
        expect(res.status).toBe(200);
      }
      const result = await standing(t.db, userId);
      expect(result.consistent).toBe(true);
      outcomes.add(`${result.tier}:${result.available}`);
    }
    // The subscription as it is now (Pro) and one period's allowance, whatever the order.
    expect([...outcomes]).toEqual(['pro:130']);
  }, 60_000);

  it('grants nothing on subscription events alone: credits need a paid checkout or invoice', async () => {
    const { app, held } = await heldBackSubscription('user-ada');
    for (const event of held.filter((e) => e.type.startsWith('customer.subscription.'))) {
      expect((await postWebhook(app, event.payload, event.signature)).status).toBe(200);
    }
    expect(await standing(t.db, 'user-ada')).toEqual({
      consistent: true,
      tier: 'pro',
      available: 15,
    });
  });

  it('grants each paid period once, however late its invoice arrives', async () => {
    const { app, held, url, subscriptionId } = await heldBackSubscription('user-ada');
    // The portal's form names the period it renews.
    const page = await (await app.request(new URL(url).pathname)).text();
    const period = /name="period"\s+value="(\d+)"/.exec(page)?.[1] ?? '';
    await portalPost(app, url, 'renew', { subscription: subscriptionId, period });
    expect(held.map((e) => e.type).slice(4)).toEqual([
      'invoice.paid',
      'customer.subscription.updated',
    ]);
    // The renewal first, the first period's invoice last.
    const order = [4, 5, 0, 1, 3, 2];
    for (const position of order) {
      const event = held[position]!;
      expect((await postWebhook(app, event.payload, event.signature)).status).toBe(200);
    }
    // Two periods of Pro (the plan as it is now), each once.
    expect(await standing(t.db, 'user-ada')).toEqual({
      consistent: true,
      tier: 'pro',
      available: 15 + 115 + 115,
    });
  });

  it('does not bring back a plan when an old event arrives after the end', async () => {
    const { app, held, url, subscriptionId } = await heldBackSubscription('user-ada');
    for (const event of held) await postWebhook(app, event.payload, event.signature);
    held.length = 0;
    await portalPost(app, url, 'cancel', { subscription: subscriptionId });
    await portalPost(app, url, 'end-period', { subscription: subscriptionId });
    const [cancelled, deleted] = held;
    expect(deleted?.type).toBe('customer.subscription.deleted');
    await postWebhook(app, deleted!.payload, deleted!.signature);
    expect(await standing(t.db, 'user-ada')).toMatchObject({ tier: 'free', available: 130 });
    // The "cancel at period end" update arrives late: the subscription is still over.
    await postWebhook(app, cancelled!.payload, cancelled!.signature);
    expect(await standing(t.db, 'user-ada')).toMatchObject({ tier: 'free', available: 130 });
    const [row] = await t.db.select().from(subscriptions);
    expect(row).toMatchObject({ status: 'canceled', tier: 'pro' });
  });
});

describe('local checkout delivery', () => {
  it('keeps the events of a failed delivery and delivers them on the next visit', async () => {
    let webhookDown = true;
    const provider: LocalPaymentProvider = new LocalPaymentProvider({
      db: t.db,
      webhookSecret: SECRET,
      deliver: async (payload, signature) => {
        if (webhookDown) throw new Error('The webhook is down.');
        const res = await postWebhook(app, payload, signature);
        if (!res.ok) throw new Error(`Webhook answered ${res.status}`);
      },
    });
    const app = t.build({ payments: provider });
    const token = await t.tokenFor('user-ada');
    const { url } = CheckoutSessionResponseSchema.parse(
      (
        await callOn(app, token, 'POST', '/api/subscriptions/create-checkout-session', {
          priceId: 'price_local_start_monthly',
          successUrl: SUCCESS_URL,
          cancelUrl: CANCEL_URL,
        })
      ).json,
    );
    const failed = await submitCard(app, url, PAYING_CARD);
    expect(failed.status).toBe(503);
    expect(await failed.text()).toContain('Your payment went through');
    expect(await standing(t.db, 'user-ada')).toMatchObject({ tier: 'free', available: 15 });

    webhookDown = false;
    const retried = await app.request(new URL(url).pathname);
    expect(retried.status).toBe(410);
    expect(await retried.text()).toContain('This checkout is complete');
    expect(await standing(t.db, 'user-ada')).toEqual({
      consistent: true,
      tier: 'start',
      available: 65,
    });
    // Nothing left to deliver: another visit changes nothing.
    await app.request(new URL(url).pathname);
    expect(await t.db.select().from(paymentEvents)).toHaveLength(3);
  });
});
