// The Stripe provider against a local stub of Stripe's API: the requests the SDK makes for
// checkout (subscription and payment modes), the portal and customers, and a webhook that
// retrieves the subscription it mentions.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CheckoutSessionResponseSchema } from '../../src/api/billing';
import { paymentEvents, profiles } from '../db/schema';
import { setupTestApp } from '../test/app';
import {
  callOn,
  CANCEL_URL,
  postWebhook,
  signedHeader,
  standing,
  SUCCESS_URL,
} from './payments-testing';
import { createStripeProvider } from './stripe-provider';

const t = setupTestApp();

interface Recorded {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

const WEBHOOK_SECRET = 'whsec_test_contract';
const PRICE_IDS = { start: { monthly: 'price_start_m' }, pro: { yearly: 'price_pro_y' } };
let server: Server;
let port: number;
const requests: Recorded[] = [];
let customers = 0;
const periodStart = 1_790_000_000;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

// Just enough of Stripe's answers for the SDK and the studio.
function answer(method: string, path: string, form: Record<string, string>): [number, object] {
  if (form['line_items[0][price]'] === 'price_pro_y') {
    return [400, { error: { type: 'invalid_request_error', message: 'No such price' } }];
  }
  if (method === 'POST' && path === '/v1/customers') {
    customers += 1;
    return [200, { id: `cus_test_${customers}`, object: 'customer' }];
  }
  if (method === 'POST' && path === '/v1/checkout/sessions') {
    return [
      200,
      {
        id: 'cs_test_1',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_1',
      },
    ];
  }
  if (method === 'POST' && path === '/v1/billing_portal/sessions') {
    return [
      200,
      {
        id: 'bps_1',
        object: 'billing_portal.session',
        url: 'https://billing.stripe.com/p/session/test_1',
      },
    ];
  }
  if (method === 'GET' && path === '/v1/subscriptions/sub_test_1') {
    return [
      200,
      {
        id: 'sub_test_1',
        object: 'subscription',
        status: 'active',
        customer: 'cus_test_1',
        cancel_at_period_end: false,
        cancel_at: null,
        metadata: {},
        items: {
          object: 'list',
          data: [
            {
              id: 'si_1',
              object: 'subscription_item',
              price: { id: 'price_start_m', object: 'price' },
              current_period_start: periodStart,
              current_period_end: periodStart + 30 * 86_400,
            },
          ],
        },
      },
    ];
  }
  if (method === 'GET' && path === '/v1/subscriptions/sub_gone') {
    const message = "No such subscription: 'sub_gone'";
    return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message } }];
  }
  return [
    404,
    { error: { type: 'invalid_request_error', message: `No stub for ${method} ${path}` } },
  ];
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const body = await readBody(req);
      const method = req.method ?? 'GET';
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({
        method,
        path: url.pathname,
        form,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        authorization: req.headers.authorization,
      });
      const [status, json] = answer(method, url.pathname, form);
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': 'req_stub' });
      res.end(JSON.stringify(json));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  await t.database.truncateAll();
  requests.length = 0;
  customers = 0;
});

function stripeApp() {
  const payments = createStripeProvider({
    secretKey: 'sk_test_contract',
    webhookSecret: WEBHOOK_SECRET,
    priceIds: PRICE_IDS,
    api: { host: '127.0.0.1', port, protocol: 'http' },
  });
  return t.build({ payments });
}

async function asUser(userId: string) {
  const app = stripeApp();
  const token = await t.tokenFor(userId);
  return (method: string, path: string, body?: unknown) => callOn(app, token, method, path, body);
}

describe('the Stripe provider', () => {
  it('opens Checkout in subscription mode with the price id', async () => {
    const call = await asUser('user-ada');
    const res = await call('POST', '/api/subscriptions/create-checkout-session', {
      priceId: 'price_start_m',
      successUrl: SUCCESS_URL,
      cancelUrl: CANCEL_URL,
    });
    expect(res.status).toBe(200);
    expect(CheckoutSessionResponseSchema.parse(res.json)).toEqual({
      sessionId: 'cs_test_1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    const session = requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(session?.authorization).toBe('Bearer sk_test_contract');
    expect(session?.form).toMatchObject({
      mode: 'subscription',
      customer: 'cus_test_1',
      client_reference_id: 'user-ada',
      'line_items[0][price]': 'price_start_m',
      'line_items[0][quantity]': '1',
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
      'metadata[user_id]': 'user-ada',
      'subscription_data[metadata][user_id]': 'user-ada',
    });
  });

  it('refuses a price Stripe is not configured with, without calling Stripe', async () => {
    const call = await asUser('user-ada');
    const res = await call('POST', '/api/subscriptions/create-checkout-session', {
      priceId: 'price_local_start_monthly',
      successUrl: SUCCESS_URL,
      cancelUrl: CANCEL_URL,
    });
    expect(res.status).toBe(400);
    expect(requests).toEqual([]);
  });

  it('opens Checkout in payment mode for extra credits at 1.50 EUR each', async () => {
    await t.db.insert(profiles).values({
      userId: 'user-ada',
      email: 'user-ada@example.com',
      subscriptionTier: 'start',
    });
    const call = await asUser('user-ada');
    const res = await call('POST', '/api/subscriptions/create-credit-checkout-session', {
      quantity: 20,
      successUrl: SUCCESS_URL,
      cancelUrl: CANCEL_URL,
    });
    expect(res.status).toBe(200);
    const session = requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(session?.form).toMatchObject({
      mode: 'payment',
      customer: 'cus_test_1',
      'line_items[0][quantity]': '20',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '150',
      'metadata[kind]': 'credits',
      'metadata[credits]': '20',
      'metadata[user_id]': 'user-ada',
    });
  });

  it('opens the billing portal with the return address', async () => {
    const call = await asUser('user-ada');
    const res = await call('POST', '/api/subscriptions/create-portal-session', {
      returnUrl: CANCEL_URL,
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ url: 'https://billing.stripe.com/p/session/test_1' });
    const portal = requests.find((r) => r.path === '/v1/billing_portal/sessions');
    expect(portal?.form).toEqual({ customer: 'cus_test_1', return_url: CANCEL_URL });
  });

  it('creates the customer once per user, with an idempotency key', async () => {
    const call = await asUser('user-ada');
    const body = { priceId: 'price_start_m', successUrl: SUCCESS_URL, cancelUrl: CANCEL_URL };
    await call('POST', '/api/subscriptions/create-checkout-session', body);
    await call('POST', '/api/subscriptions/create-checkout-session', body);
    await call('POST', '/api/subscriptions/create-portal-session', { returnUrl: CANCEL_URL });
    const created = requests.filter((r) => r.path === '/v1/customers');
    expect(created).toHaveLength(1);
    expect(created[0]?.form).toMatchObject({
      email: 'user-ada@example.com',
      'metadata[user_id]': 'user-ada',
    });
    expect(created[0]?.idempotencyKey).toBe('jewel-customer-user-ada');
    const sessions = requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(sessions.map((r) => r.form.customer)).toEqual(['cus_test_1', 'cus_test_1']);
  });

  it('answers 502 with a plain message when Stripe refuses', async () => {
    const call = await asUser('user-ada');
    const res = await call('POST', '/api/subscriptions/create-checkout-session', {
      priceId: 'price_pro_y', // the stub refuses it, as Stripe does an archived price
      successUrl: SUCCESS_URL,
      cancelUrl: CANCEL_URL,
    });
    expect(res.status).toBe(502);
    expect(res.json).toEqual({
      detail: 'The payment service could not be reached. Please try again in a moment.',
      code: 'payment_provider_error',
    });
  });

  it('fulfils a signed Checkout completion from the subscription it retrieves', async () => {
    const call = await asUser('user-ada');
    await call('POST', '/api/subscriptions/create-checkout-session', {
      priceId: 'price_start_m',
      successUrl: SUCCESS_URL,
      cancelUrl: CANCEL_URL,
    });
    const payload = JSON.stringify({
      id: 'evt_stripe_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          mode: 'subscription',
          payment_status: 'paid',
          customer: 'cus_test_1',
          client_reference_id: 'user-ada',
          subscription: 'sub_test_1',
          metadata: { user_id: 'user-ada' },
        },
      },
    });
    const app = stripeApp();
    expect((await postWebhook(app, payload, signedHeader(payload, 'whsec_wrong'))).status).toBe(
      400,
    );
    const res = await postWebhook(app, payload, signedHeader(payload, WEBHOOK_SECRET));
    expect(res.status).toBe(200);
    expect(
      requests.some((r) => r.method === 'GET' && r.path === '/v1/subscriptions/sub_test_1'),
    ).toBe(true);
    // No user id in the subscription's metadata: found through the stored customer.
    expect(await standing(t.db, 'user-ada')).toEqual({
      consistent: true,
      tier: 'start',
      available: 15 + 50,
    });
  });

  it('acknowledges an event about a subscription Stripe does not have, recorded as ignored', async () => {
    const payload = JSON.stringify({
      id: 'evt_stripe_gone',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_gone', object: 'subscription' } },
    });
    const res = await postWebhook(stripeApp(), payload, signedHeader(payload, WEBHOOK_SECRET));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, result: 'ignored' });
    const [row] = await t.db.select().from(paymentEvents);
    expect(row).toMatchObject({
      outcome: 'ignored',
      note: 'the provider has no subscription sub_gone',
    });
  });
});
