// The local test checkout: this server plays the payment provider when STRIPE_SECRET_KEY is not
// set, so plans and credits can be bought (with Stripe's test card numbers) on a machine without
// an account. Its sessions and subscriptions are Stripe-shaped JSON in local_payment_objects; every
// change is announced with the Stripe event Stripe would send, signed with Stripe's scheme, to the
// studio's one webhook handler. The pages are in local-checkout-pages.ts.
import { createHmac } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { EXTRA_CREDIT_PRICE_EUR } from '../../src/api/billing';
import type { BillingPeriod } from '../../src/api/billing';
import { PAID_TIERS, PLAN_DEFINITIONS, planForPriceId, type PriceIds } from '../../src/api/plans';
import type { AppDb } from '../db/client';
import { localPaymentObjects } from '../db/schema';
import { localId, LOCAL_CUSTOMER_PREFIX } from './local-ids';
import {
  METADATA,
  PaymentProviderError,
  UnknownObjectError,
  snapshotOf,
  type CheckoutSession,
  type CreditCheckoutInput,
  type PaymentProvider,
  type SubscriptionCheckoutInput,
  type SubscriptionObject,
} from './provider';
import { signStripePayload, verifyStripeSignature } from './stripe-provider';

/** `price_local_start_monthly` ... `price_local_enterprise_yearly`: always all sold. */
export const LOCAL_PRICE_IDS: PriceIds = Object.fromEntries(
  PAID_TIERS.map((tier) => [
    tier,
    { monthly: `price_local_${tier}_monthly`, yearly: `price_local_${tier}_yearly` },
  ]),
);

/** Its webhook secret, derived from the server's JWT secret (never stored, never configured). */
export function localWebhookSecret(jwtSecret: string): string {
  const key = createHmac('sha256', jwtSecret).update('jewel-local-payments:webhook').digest();
  return `whsec_${key.toString('base64url')}`;
}

/** The test cards (Stripe's numbers): one pays, one is declined. */
export const TEST_CARDS = { pays: '4242424242424242', declined: '4000000000000002' } as const;
export const DECLINED_MESSAGE = 'Your card was declined.';

const CHECKOUT_TTL_SECONDS = 24 * 60 * 60;
/** Rows of events not delivered yet (customer_id holds the checkout or portal session id). */
const PENDING_EVENTS = 'pending_events';
const PORTAL_TTL_SECONDS = 60 * 60;

export interface LocalCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'subscription' | 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  customer: string;
  client_reference_id: string;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  currency: 'eur';
  /** Cents. */
  amount_total: number;
  subscription: string | null;
  created: number;
  expires_at: number;
  /** Not Stripe's shape (Stripe lists line items apart): what the page shows. */
  line_item: { description: string; quantity: number; unit_amount: number; price: string | null };
}

export interface LocalSubscription extends SubscriptionObject {
  object: 'subscription';
  customer: string;
  metadata: Record<string, string>;
  created: number;
  canceled_at: number | null;
  ended_at: number | null;
}

export interface LocalPortalSession {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  return_url: string;
  url: string;
  created: number;
  expires_at: number;
}

export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type PayResult =
  { ok: true; redirectTo: string } | { ok: false; status: 402 | 404 | 410 | 422; message: string };

export type PortalAction = 'change-plan' | 'cancel' | 'resume' | 'end-period' | 'renew';

/** Posts one signed event body to the webhook endpoint; throws when it is not accepted. */
export type DeliverEvent = (payload: string, signatureHeader: string) => Promise<void>;

export interface LocalProviderOptions {
  db: AppDb;
  webhookSecret: string;
  deliver: DeliverEvent;
}

const now = () => Math.floor(Date.now() / 1000);

export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local';
  readonly priceIds = LOCAL_PRICE_IDS;
  readonly #db: AppDb;
  readonly #secret: string;
  readonly #deliver: DeliverEvent;

  constructor({ db, webhookSecret, deliver }: LocalProviderOptions) {
    this.#db = db;
    this.#secret = webhookSecret;
    this.#deliver = deliver;
  }

  ownsCustomerId(customerId: string): boolean {
    return customerId.startsWith(LOCAL_CUSTOMER_PREFIX);
  }

  createCustomer(): Promise<string> {
    return Promise.resolve(localId('cus'));
  }

  async createSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<CheckoutSession> {
    const plan = planForPriceId(this.priceIds, input.priceId);
    if (!plan) throw new PaymentProviderError(`No such price: ${input.priceId}`);
    const title = planTitle(plan.tier);
    const amount = planPriceCents(plan.tier, plan.period);
    return this.#createCheckout(input, {
      mode: 'subscription',
      metadata: { [METADATA.userId]: input.userId },
      amount,
      line: {
        description: `${title} plan, billed ${plan.period}`,
        quantity: 1,
        unit_amount: amount,
        price: input.priceId,
      },
    });
  }

  async createCreditCheckout(input: CreditCheckoutInput): Promise<CheckoutSession> {
    const unit = Math.round(EXTRA_CREDIT_PRICE_EUR * 100);
    return this.#createCheckout(input, {
      mode: 'payment',
      metadata: {
        [METADATA.userId]: input.userId,
        [METADATA.kind]: 'credits',
        [METADATA.credits]: String(input.quantity),
      },
      amount: unit * input.quantity,
      line: {
        description: `${input.quantity.toLocaleString('en-US')} extra credits`,
        quantity: input.quantity,
        unit_amount: unit,
        price: null,
      },
    });
  }

  async #createCheckout(
    input: { customerId: string; userId: string; successUrl: string; cancelUrl: string },
    details: {
      mode: LocalCheckoutSession['mode'];
      metadata: Record<string, string>;
      amount: number;
      line: LocalCheckoutSession['line_item'];
    },
  ): Promise<CheckoutSession> {
    const id = localId('cs');
    const created = now();
    const session: LocalCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: details.mode,
      status: 'open',
      payment_status: 'unpaid',
      customer: input.customerId,
      client_reference_id: input.userId,
      metadata: details.metadata,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      // On the origin the browser came from (validated by the caller): the page is served here.
      url: new URL(`/checkout/${id}`, input.successUrl).toString(),
      currency: 'eur',
      amount_total: details.amount,
      subscription: null,
      created,
      expires_at: created + CHECKOUT_TTL_SECONDS,
      line_item: details.line,
    };
    await this.#db.insert(localPaymentObjects).values({
      id,
      object: session.object,
      customerId: input.customerId,
      data: session as unknown as Record<string, unknown>,
    });
    return { sessionId: id, url: session.url };
  }

  async createPortalSession({ customerId, returnUrl }: { customerId: string; returnUrl: string }) {
    const id = localId('bps');
    const created = now();
    const session: LocalPortalSession = {
      id,
      object: 'billing_portal.session',
      customer: customerId,
      return_url: returnUrl,
      url: new URL(`/checkout/portal/${id}`, returnUrl).toString(),
      created,
      expires_at: created + PORTAL_TTL_SECONDS,
    };
    await this.#db.insert(localPaymentObjects).values({
      id,
      object: session.object,
      customerId,
      data: session as unknown as Record<string, unknown>,
    });
    return { url: session.url };
  }

  async retrieveSubscription(subscriptionId: string) {
    const subscription = await this.#read<LocalSubscription>(
      this.#db,
      subscriptionId,
      'subscription',
    );
    if (!subscription) throw new UnknownObjectError(`No such subscription: ${subscriptionId}`);
    return snapshotOf(subscription);
  }

  verifyEvent(rawBody: string, signatureHeader: string | undefined) {
    return verifyStripeSignature(rawBody, signatureHeader, this.#secret);
  }

  // --- What the pages do ---

  /** An open (or finished) checkout session; undefined for an unknown id. */
  async checkoutSession(id: string): Promise<LocalCheckoutSession | undefined> {
    const session = await this.#read<LocalCheckoutSession>(this.#db, id, 'checkout.session');
    if (session?.status === 'open' && session.expires_at < now()) {
      return { ...session, status: 'expired' };
    }
    return session;
  }

  /** Charges the card: 4242... pays, 4000 0000 0000 0002 is declined, nothing else is a test card. */
  async pay(id: string, card: CardDetails): Promise<PayResult> {
    const existing = await this.checkoutSession(id);
    if (existing?.status === 'complete') {
      // Paid already (a double submit, or a retry after a failed delivery).
      await this.#deliverPending(id);
      return { ok: true, redirectTo: successUrlOf(existing) };
    }
    const problem = checkCard(card);
    if (problem) return { ok: false, status: 422, message: problem };
    const digits = card.number.replace(/\D/g, '');
    if (digits === TEST_CARDS.declined)
      return { ok: false, status: 402, message: DECLINED_MESSAGE };

    const events: Array<{ type: string; object: object }> = [];
    const outcome = await this.#db.transaction(async (tx) => {
      const session = await this.#read<LocalCheckoutSession>(tx, id, 'checkout.session', true);
      if (!session) return 'missing' as const;
      if (session.status === 'complete') return session; // paid already (a double submit)
      if (session.expires_at < now()) return 'expired' as const;
      const completed: LocalCheckoutSession = {
        ...session,
        status: 'complete',
        payment_status: 'paid',
      };
      if (session.mode === 'subscription' && session.line_item.price) {
        const subscription = newSubscription(session, session.line_item.price);
        completed.subscription = subscription.id;
        await tx.insert(localPaymentObjects).values({
          id: subscription.id,
          object: 'subscription',
          customerId: session.customer,
          data: subscription as unknown as Record<string, unknown>,
        });
        events.push({ type: 'checkout.session.completed', object: completed });
        events.push({ type: 'customer.subscription.created', object: subscription });
        events.push({
          type: 'invoice.paid',
          object: invoiceFor(subscription, 'subscription_create'),
        });
      } else {
        events.push({ type: 'checkout.session.completed', object: completed });
      }
      await this.#write(tx, completed);
      await this.#queue(tx, id, events);
      return completed;
    });
    if (outcome === 'missing')
      return { ok: false, status: 404, message: 'This checkout does not exist.' };
    if (outcome === 'expired')
      return { ok: false, status: 410, message: 'This checkout has expired.' };
    // Also redelivers what a failed delivery left behind, when the form is sent again.
    await this.#deliverPending(id);
    return { ok: true, redirectTo: successUrlOf(outcome) };
  }

  /** The portal session and the customer's subscriptions (newest first), or undefined. */
  async portal(
    id: string,
  ): Promise<
    | { session: LocalPortalSession; subscriptions: LocalSubscription[]; expired: boolean }
    | undefined
  > {
    const session = await this.#read<LocalPortalSession>(this.#db, id, 'billing_portal.session');
    if (!session) return undefined;
    const rows = await this.#db
      .select({ data: localPaymentObjects.data })
      .from(localPaymentObjects)
      .where(
        and(
          eq(localPaymentObjects.object, 'subscription'),
          eq(localPaymentObjects.customerId, session.customer),
        ),
      );
    const subscriptions = rows
      .map((row) => row.data as unknown as LocalSubscription)
      .sort((a, b) => b.created - a.created);
    return { session, subscriptions, expired: session.expires_at < now() };
  }

  /**
   * What the portal's buttons do; false when the portal or subscription is not the customer's.
   * A renewal names the period it renews (`periodStart`, from the form): clicked three times at
   * once, the first renews it and the others find it renewed already, so one period is granted.
   */
  async portalAction(
    portalId: string,
    action: PortalAction,
    subscriptionId: string,
    priceId?: string,
    periodStart?: number,
  ): Promise<boolean> {
    const portal = await this.#read<LocalPortalSession>(
      this.#db,
      portalId,
      'billing_portal.session',
    );
    if (!portal || portal.expires_at < now()) return false;
    if (action === 'change-plan' && (!priceId || !planForPriceId(this.priceIds, priceId))) {
      return false;
    }
    const events: Array<{ type: string; object: object }> = [];
    const done = await this.#db.transaction(async (tx) => {
      const current = await this.#read<LocalSubscription>(tx, subscriptionId, 'subscription', true);
      if (!current || current.customer !== portal.customer || current.status === 'canceled') {
        return false;
      }
      if (action === 'renew') {
        // Read under the row lock: a concurrent renewal of the same period has committed.
        if (periodStart === undefined || !Number.isSafeInteger(periodStart)) return false;
        if (current.items.data[0]?.current_period_start !== periodStart) return true;
      }
      const next = applyPortalAction(current, action, priceId);
      if (!next) return false;
      await this.#write(tx, next);
      if (action === 'end-period') {
        events.push({ type: 'customer.subscription.deleted', object: next });
      } else if (action === 'renew') {
        events.push({ type: 'invoice.paid', object: invoiceFor(next, 'subscription_cycle') });
        events.push({ type: 'customer.subscription.updated', object: next });
      } else {
        events.push({ type: 'customer.subscription.updated', object: next });
      }
      await this.#queue(tx, portalId, events);
      return true;
    });
    await this.#deliverPending(portalId);
    return done;
  }

  /**
   * Events are stored with the change that causes them, then delivered; a delivery that fails
   * leaves them stored, and the next visit of the same page delivers them again (at least once,
   * like Stripe; the webhook applies each event id once).
   */
  async #queue(
    tx: AppDb,
    owner: string,
    events: Array<{ type: string; object: object }>,
  ): Promise<void> {
    if (events.length === 0) return;
    const payloads = events.map(({ type, object }) =>
      JSON.stringify({
        id: localId('evt'),
        object: 'event',
        api_version: 'local',
        created: now(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      }),
    );
    await tx.insert(localPaymentObjects).values({
      id: localId('evt'),
      object: PENDING_EVENTS,
      customerId: owner,
      data: { payloads },
    });
  }

  /** Delivers the events still waiting for the checkout or portal session `owner`. */
  async #deliverPending(owner: string): Promise<void> {
    const batches = await this.#db
      .select({ id: localPaymentObjects.id, data: localPaymentObjects.data })
      .from(localPaymentObjects)
      .where(
        and(
          eq(localPaymentObjects.object, PENDING_EVENTS),
          eq(localPaymentObjects.customerId, owner),
        ),
      )
      .orderBy(asc(localPaymentObjects.createdAt), asc(localPaymentObjects.id));
    for (const batch of batches) {
      const payloads = (batch.data as { payloads: string[] }).payloads;
      // Signed at delivery time: a redelivery is not refused as too old.
      for (const payload of payloads) {
        await this.#deliver(payload, signStripePayload(payload, this.#secret));
      }
      await this.#db.delete(localPaymentObjects).where(eq(localPaymentObjects.id, batch.id));
    }
  }

  /** Redelivers what a failed delivery left for a portal session (its page calls this). */
  deliverPendingFor(owner: string): Promise<void> {
    return this.#deliverPending(owner);
  }

  async #read<T>(
    handle: AppDb,
    id: string,
    object: string,
    forUpdate = false,
  ): Promise<T | undefined> {
    const query = handle
      .select({ data: localPaymentObjects.data })
      .from(localPaymentObjects)
      .where(and(eq(localPaymentObjects.id, id), eq(localPaymentObjects.object, object)));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row?.data as T | undefined;
  }

  async #write(handle: AppDb, value: { id: string }): Promise<void> {
    await handle
      .update(localPaymentObjects)
      .set({ data: value as unknown as Record<string, unknown> })
      .where(eq(localPaymentObjects.id, value.id));
  }
}

/** Where the browser goes after paying; `{CHECKOUT_SESSION_ID}` is filled in, as Stripe does. */
export function successUrlOf(session: LocalCheckoutSession): string {
  return session.success_url.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id));
}

export function planTitle(tier: string): string {
  return PLAN_DEFINITIONS.find((plan) => plan.tierKey === tier)?.title ?? tier;
}

function planPriceCents(tier: string, period: BillingPeriod): number {
  const plan = PLAN_DEFINITIONS.find((p) => p.tierKey === tier);
  return Math.round((plan?.price[period] ?? 0) * 100);
}

function periodOf(priceId: string): BillingPeriod {
  return priceId.endsWith('_yearly') ? 'yearly' : 'monthly';
}

/** The end of a period starting at `start` (seconds): one calendar month or year later. */
export function periodEnd(start: number, period: BillingPeriod): number {
  const date = new Date(start * 1000);
  if (period === 'yearly') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

function newSubscription(session: LocalCheckoutSession, priceId: string): LocalSubscription {
  const start = now();
  return {
    id: localId('sub'),
    object: 'subscription',
    status: 'active',
    customer: session.customer,
    cancel_at_period_end: false,
    cancel_at: null,
    metadata: { [METADATA.userId]: session.client_reference_id },
    created: start,
    canceled_at: null,
    ended_at: null,
    items: {
      data: [
        {
          price: { id: priceId },
          current_period_start: start,
          current_period_end: periodEnd(start, periodOf(priceId)),
        },
      ],
    },
  };
}

function applyPortalAction(
  current: LocalSubscription,
  action: PortalAction,
  priceId: string | undefined,
): LocalSubscription | null {
  const item = current.items.data[0];
  if (!item) return null;
  const at = now();
  switch (action) {
    case 'change-plan':
      if (!priceId || priceId === item.price.id) return null;
      // Like Stripe's default (prorations, same billing cycle): the period does not change.
      return { ...current, items: { data: [{ ...item, price: { id: priceId } }] } };
    case 'cancel':
      return {
        ...current,
        cancel_at_period_end: true,
        cancel_at: item.current_period_end,
        canceled_at: at,
      };
    case 'resume':
      return { ...current, cancel_at_period_end: false, cancel_at: null, canceled_at: null };
    case 'end-period':
      // The local stand-in for time passing: a period that ends now, as at the end of a period.
      return {
        ...current,
        status: 'canceled',
        cancel_at_period_end: false,
        ended_at: at,
        canceled_at: current.canceled_at ?? at,
        items: { data: [{ ...item, current_period_end: Math.max(item.current_period_start, at) }] },
      };
    case 'renew': {
      if (current.cancel_at_period_end) return null;
      // The next period starts now: invoice.paid then grants its credits.
      const start = Math.max(at, item.current_period_start + 1);
      return {
        ...current,
        items: {
          data: [
            {
              ...item,
              current_period_start: start,
              current_period_end: periodEnd(start, periodOf(item.price.id)),
            },
          ],
        },
      };
    }
  }
}

function invoiceFor(subscription: LocalSubscription, reason: string) {
  const item = subscription.items.data[0];
  const plan = item ? planForPriceId(LOCAL_PRICE_IDS, item.price.id) : null;
  const amount = plan ? planPriceCents(plan.tier, plan.period) : 0;
  return {
    id: localId('in'),
    object: 'invoice',
    status: 'paid',
    billing_reason: reason,
    customer: subscription.customer,
    currency: 'eur',
    amount_due: amount,
    amount_paid: amount,
    created: now(),
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    lines: {
      data: [
        {
          amount,
          period: { start: item?.current_period_start, end: item?.current_period_end },
          pricing: { price_details: { price: item?.price.id } },
        },
      ],
    },
  };
}

/** Like Stripe's checkout form: the first problem, or null when the fields look right. */
export function checkCard(card: CardDetails, today = new Date()): string | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!digits) return 'Enter your card number.';
  if (!/^\d{12,19}$/.test(digits)) return 'Your card number is incomplete.';
  if (!luhn(digits)) return 'Your card number is invalid.';
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  if (!expiry) return "Your card's expiration date is incomplete.";
  const month = Number(expiry[1]);
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (month < 1 || month > 12) return "Your card's expiration month is invalid.";
  // A card is valid until the end of its expiry month.
  if (new Date(Date.UTC(year, month, 1)) <= today)
    return "Your card's expiration date is in the past.";
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return "Your card's security code is incomplete.";
  if (!card.name.trim()) return 'Enter the name on the card.';
  if (digits !== TEST_CARDS.pays && digits !== TEST_CARDS.declined) {
    return 'This is a test checkout: use the card 4242 4242 4242 4242.';
  }
  return null;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
