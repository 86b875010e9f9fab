// The payment calls and the local test checkout, end to end through the real app: checkout ->
// card form -> Stripe-shaped signed events -> the webhook -> tier and credits.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { CheckoutSessionResponseSchema, PlanListResponseSchema } from '../../src/api/billing';
import { ProfileSchema } from '../../src/api/profile';
import {
  CANCEL_URL,
  callOn,
  DECLINED_CARD,
  PAYING_CARD,
  portalPost,
  standing,
  submitCard,
  SUCCESS_URL,
} from '../billing/payments-testing';
import { creditLedger, paymentEvents, profiles, subscriptions } from '../db/schema';
import { setupTestApp } from '../test/app';
import { PLAN_NOT_AVAILABLE_DETAIL, RETURN_URL_DETAIL } from './subscriptions';

const t = setupTestApp();
beforeEach(() => t.database.truncateAll());

const START_MONTHLY = 'price_local_start_monthly';

async function signedIn(userId: string) {
  const app = t.build();
  const token = await t.tokenFor(userId);
  const call = (method: string, path: string, body?: unknown) =>
    callOn(app, token, method, path, body);
  return { app, call };
}

async function checkout(call: Awaited<ReturnType<typeof signedIn>>['call'], priceId: string) {
  const res = await call('POST', '/api/subscriptions/create-checkout-session', {
    priceId,
    successUrl: SUCCESS_URL,
    cancelUrl: CANCEL_URL,
  });
  expect(res.status).toBe(200);
  return CheckoutSessionResponseSchema.parse(res.json);
}

/** The fields of the portal's "Renew now" form, read from the page as a browser would. */
async function renewFields(app: ReturnType<typeof t.build>, portalUrl: string) {
  const page = await (await app.request(new URL(portalUrl).pathname)).text();
  const form = /<form method="post" action="[^"]*\/renew">([\s\S]*?)<\/form>/.exec(page)?.[1] ?? '';
  const fields = Object.fromEntries(
    [...form.matchAll(/name="(\w+)"\s+value="([^"]*)"/g)].map(([, name, value]) => [name!, value!]),
  );
  return fields as { subscription: string; period?: string };
}

describe('GET /api/plans', () => {
  it('is public and lists the local price ids when Stripe is not configured', async () => {
    const res = await t.build().request('/api/plans');
    expect(res.status).toBe(200);
    const plans = PlanListResponseSchema.parse(await res.json());
    expect(plans.map((p) => [p.tierKey, p.monthly.priceId, p.yearly.priceId])).toEqual([
      ['free', null, null],
      ['start', 'price_local_start_monthly', 'price_local_start_yearly'],
      ['pro', 'price_local_pro_monthly', 'price_local_pro_yearly'],
      ['enterprise', 'price_local_enterprise_monthly', 'price_local_enterprise_yearly'],
    ]);
    expect(plans[1]).toMatchObject({ monthly: { price: 39, credits: '50 Credits / month' } });
  });

  it('gives null price ids for the Stripe prices that are not configured', async () => {
    const config = {
      ...t.config,
      stripe: {
        secretKey: 'sk_test_unused',
        webhookSecret: 'whsec_unused',
        priceIds: { start: { monthly: 'price_start_m' }, pro: { yearly: 'price_pro_y' } },
      },
    };
    const res = await t.build({ config }).request('/api/plans');
    expect(res.status).toBe(200);
    const plans = PlanListResponseSchema.parse(await res.json());
    expect(plans.map((p) => [p.tierKey, p.monthly.priceId, p.yearly.priceId])).toEqual([
      ['free', null, null],
      ['start', 'price_start_m', null],
      ['pro', null, 'price_pro_y'],
      ['enterprise', null, null],
    ]);
  });
});

describe('the local checkout', () => {
  it('sells a plan: 4242 pays, the webhook path grants the tier and its credits', async () => {
    const { app, call } = await signedIn('user-ada');
    const session = await checkout(call, START_MONTHLY);
    expect(session.url).toBe(`http://localhost:8080/checkout/${session.sessionId}`);

    const page = await app.request(new URL(session.url).pathname);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('€39.00');
    for (const label of ['Card number', 'Expiry', 'CVC', 'Name on card']) {
      expect(text).toMatch(new RegExp(`<label for="[\\w-]+">${label}</label>`));
    }
    expect(text).toContain('Pay €39.00</button>');
    expect(text).toContain(`<a href="${CANCEL_URL}">Cancel</a>`);

    const paid = await submitCard(app, session.url, PAYING_CARD);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('Location')).toBe(SUCCESS_URL);

    const me = ProfileSchema.parse((await call('GET', '/api/auth/me')).json);
    expect(me).toMatchObject({ subscription_tier: 'start', available_credits: 15 + 50 });
    expect(await standing(t.db, 'user-ada')).toMatchObject({ consistent: true });
    // checkout.session.completed, customer.subscription.created, invoice.paid: each recorded once.
    const events = await t.db.select().from(paymentEvents);
    expect(events.map((e) => e.type).sort()).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);

    // Paying the same session again (a double submit) changes nothing.
    const again = await submitCard(app, session.url, PAYING_CARD);
    expect(again.status).toBe(303);
    expect(await standing(t.db, 'user-ada')).toMatchObject({ tier: 'start', available: 65 });
  });

  it('declines 4000 0000 0000 0002 on the page, and nothing changes', async () => {
    const { app, call } = await signedIn('user-ada');
    const session = await checkout(call, START_MONTHLY);
    const declined = await submitCard(app, session.url, DECLINED_CARD);
    expect(declined.status).toBe(402);
    const text = await declined.text();
    expect(text).toContain('<p class="error" role="alert">Your card was declined.</p>');
    expect(text).toContain('Pay €39.00</button>');
    expect(await standing(t.db, 'user-ada')).toEqual({
      consistent: true,
      tier: 'free',
      available: 15,
    });
    expect(await t.db.select().from(paymentEvents)).toEqual([]);
    expect(await t.db.select().from(subscriptions)).toEqual([]);
  });

  it('checks the card fields before charging', async () => {
    const { app, call } = await signedIn('user-ada');
    const session = await checkout(call, START_MONTHLY);
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...PAYING_CARD, cardNumber: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
      [{ ...PAYING_CARD, expiry: '01 / 20' }, "Your card's expiration date is in the past."],
      [{ ...PAYING_CARD, cvc: '' }, "Your card's security code is incomplete."],
      [{ ...PAYING_CARD, name: ' ' }, 'Enter the name on the card.'],
    ];
    for (const [card, message] of cases) {
      const res = await submitCard(app, session.url, card);
      expect(res.status).toBe(422);
      expect(await res.text()).toContain(message.replaceAll("'", '&#39;'));
    }
    expect(await standing(t.db, 'user-ada')).toMatchObject({ tier: 'free', available: 15 });
  });

  it('sells extra credits to a subscriber: +N at 1.50 each', async () => {
    const { app, call } = await signedIn('user-ada');
    await submitCard(app, (await checkout(call, START_MONTHLY)).url, PAYING_CARD);

    const res = await call('POST', '/api/subscriptions/create-credit-checkout-session', {
      quantity: 20,
      successUrl: SUCCESS_URL,
      cancelUrl: CANCEL_URL,
    });
    expect(res.status).toBe(200);
    const session = CheckoutSessionResponseSchema.parse(res.json);
    const page = await (await app.request(new URL(session.url).pathname)).text();
    expect(page).toContain('20 extra credits');
    expect(page).toContain('Pay €30.00</button>');

    expect((await submitCard(app, session.url, PAYING_CARD)).status).toBe(303);
    expect(await standing(t.db, 'user-ada')).toEqual({
      consistent: true,
      tier: 'start',
      available: 65 + 20,
    });
  });

  it('refuses extra credits on the free tier with 403', async () => {
    const { call } = await signedIn('user-ada');
    const res = await call('POST', '/api/subscriptions/create-credit-checkout-session', {
      quantity: 20,
      successUrl: SUCCESS_URL,
      cancelUrl: CANCEL_URL,
    });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: 'plan_required' });
    expect(typeof (res.json as { detail: unknown }).detail).toBe('string');
  });

  it('refuses a quantity below 1', async () => {
    const { call } = await signedIn('user-ada');
    const res = await call('POST', '/api/subscriptions/create-credit-checkout-session', {
      quantity: 0,
      successUrl: SUCCESS_URL,
      cancelUrl: CANCEL_URL,
    });
    expect(res.status).toBe(422);
  });

  it('answers an unknown price id with 400 and the spec message', async () => {
    const { call } = await signedIn('user-ada');
    const res = await call('POST', '/api/subscriptions/create-checkout-session', {
      priceId: 'price_unknown',
      successUrl: SUCCESS_URL,
      cancelUrl: CANCEL_URL,
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      detail:
        'This plan is not available in the current environment. Please contact support or select another plan.',
      code: 'plan_not_available',
    });
    expect(PLAN_NOT_AVAILABLE_DETAIL).toBe((res.json as { detail: string }).detail);
  });

  it.each([
    ['success', { successUrl: 'https://evil.example/payment/success', cancelUrl: CANCEL_URL }],
    ['cancel', { successUrl: SUCCESS_URL, cancelUrl: 'https://evil.example/pricing' }],
    ['credentials', { successUrl: 'http://me@localhost:8080/x', cancelUrl: CANCEL_URL }],
  ])('refuses a %s address off the studio with 400', async (_, urls) => {
    const { call } = await signedIn('user-ada');
    const res = await call('POST', '/api/subscriptions/create-checkout-session', {
      priceId: START_MONTHLY,
      ...urls,
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ detail: RETURN_URL_DETAIL, code: 'invalid_return_url' });
    const portal = await call('POST', '/api/subscriptions/create-portal-session', {
      returnUrl: urls.successUrl === SUCCESS_URL ? urls.cancelUrl : urls.successUrl,
    });
    expect(portal.status).toBe(400);
  });

  it('needs a session for the payment calls', async () => {
    const res = await t.build().request('/api/subscriptions/create-checkout-session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        priceId: START_MONTHLY,
        successUrl: SUCCESS_URL,
        cancelUrl: CANCEL_URL,
      }),
    });
    expect(res.status).toBe(401);
  });

  it('keeps one customer per user', async () => {
    const { call } = await signedIn('user-ada');
    await checkout(call, START_MONTHLY);
    const [first] = await t.db.select().from(profiles).where(eq(profiles.userId, 'user-ada'));
    await checkout(call, 'price_local_pro_yearly');
    await call('POST', '/api/subscriptions/create-portal-session', { returnUrl: CANCEL_URL });
    const [after] = await t.db.select().from(profiles).where(eq(profiles.userId, 'user-ada'));
    expect(first?.stripeCustomerId).toMatch(/^cus_local_/);
    expect(after?.stripeCustomerId).toBe(first?.stripeCustomerId);
  });
});

describe('the local billing portal', () => {
  it('changes plan, renews, cancels at period end and ends the period', async () => {
    const { app, call } = await signedIn('user-ada');
    await submitCard(app, (await checkout(call, START_MONTHLY)).url, PAYING_CARD);
    const res = await call('POST', '/api/subscriptions/create-portal-session', {
      returnUrl: `${CANCEL_URL}?from=portal`,
    });
    expect(res.status).toBe(200);
    const { url } = res.json as { url: string };
    expect(url).toMatch(/^http:\/\/localhost:8080\/checkout\/portal\/bps_local_/);

    const page = await (await app.request(new URL(url).pathname)).text();
    expect(page).toContain('Start, monthly');
    expect(page).toContain('>Cancel subscription</button>');
    expect(page).toContain(`<a href="${CANCEL_URL}?from=portal">Back to Jewel Studio</a>`);
    const [row] = await t.db.select().from(subscriptions);
    const subscription = row!.subscriptionId;

    // Upgrade: the tier follows at once; the allowance comes with the next period.
    const changed = await portalPost(app, url, 'change-plan', {
      subscription,
      priceId: 'price_local_pro_monthly',
    });
    expect(changed.status).toBe(303);
    expect(await standing(t.db, 'user-ada')).toMatchObject({ tier: 'pro', available: 65 });

    // A renewal grants the period's credits; unused ones roll over.
    await portalPost(app, url, 'renew', await renewFields(app, url));
    expect(await standing(t.db, 'user-ada')).toMatchObject({ tier: 'pro', available: 65 + 115 });

    // Cancelling keeps the plan until the end of the period...
    await portalPost(app, url, 'cancel', { subscription });
    expect(await standing(t.db, 'user-ada')).toMatchObject({ tier: 'pro', available: 180 });
    const cancelled = await (await app.request(new URL(url).pathname + '?updated=1')).text();
    expect(cancelled).toContain('>End period now</button>');
    expect(cancelled).toContain('Your subscription has been updated.');

    // ...and when it ends the designer is on the free plan, keeping every credit.
    expect((await portalPost(app, url, 'end-period', { subscription })).status).toBe(303);
    expect(await standing(t.db, 'user-ada')).toEqual({
      consistent: true,
      tier: 'free',
      available: 180,
    });
    const ended = await (await app.request(new URL(url).pathname)).text();
    expect(ended).toContain('You have no active subscription.');
  });

  it('grants one period when "Renew now" is clicked three times at once', async () => {
    const { app, call } = await signedIn('user-ada');
    await submitCard(app, (await checkout(call, START_MONTHLY)).url, PAYING_CARD);
    const { url } = (
      await call('POST', '/api/subscriptions/create-portal-session', { returnUrl: CANCEL_URL })
    ).json as { url: string };
    expect(await standing(t.db, 'user-ada')).toMatchObject({ tier: 'start', available: 65 });
    const fields = await renewFields(app, url);

    const clicks = await Promise.all([1, 2, 3].map(() => portalPost(app, url, 'renew', fields)));
    expect(clicks.map((res) => res.status)).toEqual([303, 303, 303]);
    const periodGrants = (await t.db.select().from(creditLedger)).filter((row) =>
      row.reference?.includes(':period:'),
    );
    expect(periodGrants).toHaveLength(2); // the checkout's period and one renewal
    const start = 50; // the Start plan's monthly credits
    expect(await standing(t.db, 'user-ada')).toEqual({
      consistent: true,
      tier: 'start',
      available: 65 + start,
    });

    // The next click, from the page as it is now, renews the next period.
    await portalPost(app, url, 'renew', await renewFields(app, url));
    expect(await standing(t.db, 'user-ada')).toMatchObject({ available: 65 + 2 * start });
  });

  it('refuses a renewal that does not name the period it renews', async () => {
    const { app, call } = await signedIn('user-ada');
    await submitCard(app, (await checkout(call, START_MONTHLY)).url, PAYING_CARD);
    const { url } = (
      await call('POST', '/api/subscriptions/create-portal-session', { returnUrl: CANCEL_URL })
    ).json as { url: string };
    const { subscription } = await renewFields(app, url);
    expect((await portalPost(app, url, 'renew', { subscription })).status).toBe(409);
    expect(await standing(t.db, 'user-ada')).toMatchObject({ available: 65 });
  });

  it("refuses another customer's subscription", async () => {
    const ada = await signedIn('user-ada');
    await submitCard(ada.app, (await checkout(ada.call, START_MONTHLY)).url, PAYING_CARD);
    const [row] = await t.db.select().from(subscriptions);
    const grace = await signedIn('user-grace');
    const { url } = (
      await grace.call('POST', '/api/subscriptions/create-portal-session', {
        returnUrl: CANCEL_URL,
      })
    ).json as { url: string };
    const res = await portalPost(grace.app, url, 'end-period', {
      subscription: row!.subscriptionId,
    });
    expect(res.status).toBe(409);
    expect(await standing(t.db, 'user-ada')).toMatchObject({ tier: 'start' });
  });
});
