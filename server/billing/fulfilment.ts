// What a verified payment event does to the studio's data. Webhooks arrive at least once, in any
// order, possibly at the same time, so:
// - each event id is applied once (payment_events, inserted in the same transaction);
// - a subscription event never trusts the snapshot it carries: the subscription is retrieved from
//   the provider and its current state is stored, so a late event cannot bring back an old state;
// - plan credits are granted only on evidence of payment (a paid checkout, a paid invoice), once
//   per (subscription, billing period), and purchases once per checkout session, through the
//   ledger's reference keys: the checkout completion and the first invoice (or a replayed event)
//   never grant twice, and a renewal whose payment fails grants nothing;
// - the profile's tier is derived from all of the user's stored subscriptions;
// - a validly signed event that cannot apply (no data, an object the provider or the studio does
//   not know) is acknowledged and recorded as ignored with why: a retry would not change it.
import { and, eq, inArray } from 'drizzle-orm';
import { planForPriceId, PLAN_DEFINITIONS } from '../../src/api/plans';
import { TIER_LEVELS, type SubscriptionTier } from '../../src/api/profile';
import type { AppDb } from '../db/client';
import { paymentEvents, profiles, subscriptions } from '../db/schema';
import type { Logger } from '../logger';
import { grantCredits } from './credits';
import { profileChanged } from './profile-cache';
import {
  METADATA,
  type PaymentEvent,
  type PaymentProvider,
  type SubscriptionSnapshot,
  UnknownObjectError,
} from './provider';

/** Statuses in which a subscription gives its plan (past_due: Stripe is still retrying). */
const SERVING_STATUSES = ['active', 'trialing', 'past_due'];
/** Statuses in which the current period has been paid for. */
const PAID_STATUSES = ['active', 'trialing'];
/** Invoices that pay for a whole new period (not prorations or one-off items). */
const PERIOD_INVOICE_REASONS = ['subscription_create', 'subscription_cycle'];

export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
] as const;

export type FulfilmentResult = 'applied' | 'duplicate' | 'ignored';

export interface FulfilmentDeps {
  db: AppDb;
  provider: PaymentProvider;
  logger: Logger;
}

/** The reference of a plan's credits for one billing period of one subscription. */
export const periodGrantReference = (subscriptionId: string, periodStart: Date) =>
  `subscription:${subscriptionId}:period:${periodStart.toISOString()}`;

/** The reference of extra credits bought in one checkout session. */
export const purchaseReference = (checkoutSessionId: string) => `checkout:${checkoutSessionId}`;

export async function fulfilEvent(
  { db, provider, logger }: FulfilmentDeps,
  event: PaymentEvent,
): Promise<FulfilmentResult> {
  const object = record(event.data?.object);
  const handled = (HANDLED_EVENT_TYPES as readonly string[]).includes(event.type);
  const subscriptionId = handled && object ? subscriptionIdOf(event.type, object) : null;
  // Read from the provider before the transaction: no network call holds a database lock.
  let snapshot: SubscriptionSnapshot | null = null;
  let unknown: string | null = null;
  if (subscriptionId) {
    try {
      snapshot = await provider.retrieveSubscription(subscriptionId);
    } catch (error) {
      // The provider does not know it (deleted, another account): retrying will not help.
      if (!(error instanceof UnknownObjectError)) throw error;
      unknown = `the provider has no subscription ${subscriptionId}`;
    }
  }

  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(paymentEvents)
      .values({ eventId: event.id, type: event.type, processedAt: new Date() })
      .onConflictDoNothing({ target: paymentEvents.eventId })
      .returning({ eventId: paymentEvents.eventId });
    if (fresh.length === 0) return 'duplicate';

    let ignored: string | null = null;
    if (!handled) ignored = 'not an event the studio acts on';
    else if (!object) ignored = 'the event has no data object';
    else if (unknown) ignored = unknown;
    else {
      if (event.type === 'checkout.session.completed') {
        ignored = await fulfilCreditPurchase(tx, object, logger);
      }
      if (snapshot) {
        const fallbackUserId =
          event.type === 'checkout.session.completed' ? userIdOfSession(object) : null;
        ignored ??= await syncSubscription(
          tx,
          provider,
          snapshot,
          fallbackUserId,
          logger,
          paidPeriod(event.type, object),
        );
      }
    }
    await tx
      .update(paymentEvents)
      .set({ outcome: ignored ? 'ignored' : 'applied', note: ignored })
      .where(eq(paymentEvents.eventId, event.id));
    if (ignored && handled) {
      logger.warn('Payment event ignored', {
        eventId: event.id,
        type: event.type,
        reason: ignored,
      });
    }
    return ignored ? 'ignored' : 'applied';
  });
}

/**
 * The billing period this event proves paid: the current one for a paid subscription checkout,
 * the invoice's own period for a paid period invoice (so a late invoice pays for its own period,
 * not the one current when it arrives); null for events that prove no payment.
 */
function paidPeriod(type: string, object: Record<string, unknown>): PaidPeriod | null {
  if (type === 'checkout.session.completed') {
    const paid =
      object.payment_status === 'paid' || object.payment_status === 'no_payment_required';
    return paid ? 'current' : null;
  }
  if (type === 'invoice.paid') {
    const reason = object.billing_reason;
    if (typeof reason === 'string' && !PERIOD_INVOICE_REASONS.includes(reason)) return null;
    const lines = record(object.lines)?.data;
    const starts = (Array.isArray(lines) ? lines : [])
      .map((line) => record(record(line)?.period)?.start)
      .filter((start): start is number => typeof start === 'number');
    return starts.length ? new Date(Math.max(...starts) * 1000) : 'current';
  }
  return null;
}

function subscriptionIdOf(type: string, object: Record<string, unknown>): string | null {
  if (type === 'checkout.session.completed') {
    return object.mode === 'subscription' ? idOf(object.subscription) : null;
  }
  if (type.startsWith('customer.subscription.')) return idOf(object.id);
  if (type === 'invoice.paid') {
    // API 2025-03 and later: invoice.parent.subscription_details.subscription.
    const parent = record(object.parent);
    const details = record(parent?.subscription_details);
    return idOf(details?.subscription) ?? idOf(object.subscription);
  }
  return null;
}

/** Grants a paid credit purchase; the reason it was ignored, or null. */
async function fulfilCreditPurchase(
  tx: AppDb,
  session: Record<string, unknown>,
  logger: Logger,
): Promise<string | null> {
  const metadata = record(session.metadata);
  if (session.mode !== 'payment' || metadata?.[METADATA.kind] !== 'credits') return null;
  if (session.payment_status !== 'paid') return null; // delayed methods: not paid yet
  const userId = userIdOfSession(session);
  const credits = Number(metadata[METADATA.credits]);
  const sessionId = idOf(session.id);
  if (!userId || !sessionId || !Number.isSafeInteger(credits) || credits <= 0) {
    logger.error('Credit purchase without a user or quantity', { sessionId });
    return 'a credit purchase without a user or quantity';
  }
  if (!(await profileExists(tx, userId))) {
    logger.error('Credit purchase for an unknown user', { sessionId, userId });
    return `a credit purchase for an unknown user ${userId}`;
  }
  await grantCredits(tx, {
    userId,
    amount: credits,
    entry: 'purchase',
    reference: purchaseReference(sessionId),
    note: `${credits} extra credits`,
  });
  return null;
}

/** A period proven paid: its start, or the subscription's current period. */
export type PaidPeriod = Date | 'current';

/**
 * Stores the subscription as it is now, updates the tier, and grants the plan's credits for
 * `paid` (once per period, whichever event proves it first). Returns why it did nothing (a
 * subscription of no known user), or null.
 */
export async function syncSubscription(
  tx: AppDb,
  provider: PaymentProvider,
  snapshot: SubscriptionSnapshot,
  fallbackUserId: string | null,
  logger: Logger,
  paid: PaidPeriod | null = null,
): Promise<string | null> {
  const userId =
    snapshot.userId ??
    fallbackUserId ??
    (await userIdOfCustomer(tx, snapshot.customerId)) ??
    (await userIdOfStoredSubscription(tx, snapshot.id));
  if (!userId || !(await profileExists(tx, userId))) {
    logger.error('Subscription of an unknown user', { subscriptionId: snapshot.id });
    return `subscription ${snapshot.id} of no known user`;
  }
  // One user's subscriptions change one at a time: the tier below reads them all.
  await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');

  const plan = snapshot.priceId ? planForPriceId(provider.priceIds, snapshot.priceId) : null;
  const values = {
    userId,
    customerId: snapshot.customerId,
    status: snapshot.status,
    priceId: snapshot.priceId,
    tier: plan?.tier ?? null,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    currentPeriodStart: snapshot.currentPeriodStart,
    currentPeriodEnd: snapshot.currentPeriodEnd,
  };
  await tx
    .insert(subscriptions)
    .values({ subscriptionId: snapshot.id, ...values })
    .onConflictDoUpdate({ target: subscriptions.subscriptionId, set: values });

  // A paid invoice is proof on its own; a checkout's "current period" only while it is paid for.
  const periodStart =
    paid === 'current'
      ? PAID_STATUSES.includes(snapshot.status)
        ? snapshot.currentPeriodStart
        : null
      : paid;
  if (plan && periodStart) {
    const title = PLAN_DEFINITIONS.find((p) => p.tierKey === plan.tier)?.title ?? plan.tier;
    await grantCredits(tx, {
      userId,
      amount: plan.credits,
      entry: 'grant',
      reference: periodGrantReference(snapshot.id, periodStart),
      note: `${title} plan credits (${plan.period})`,
    });
  }
  if (!plan && snapshot.priceId) {
    logger.warn('Subscription to a price this environment does not sell', {
      subscriptionId: snapshot.id,
      priceId: snapshot.priceId,
    });
  }

  await tx
    .update(profiles)
    .set({ subscriptionTier: await tierOf(tx, userId) })
    .where(eq(profiles.userId, userId));
  profileChanged(userId);
  return null;
}

/** The highest plan among the user's subscriptions still serving; free without one. */
async function tierOf(tx: AppDb, userId: string): Promise<SubscriptionTier> {
  const rows = await tx
    .select({ tier: subscriptions.tier })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, SERVING_STATUSES)));
  let best: SubscriptionTier = 'free';
  for (const { tier } of rows) {
    if (tier && TIER_LEVELS[tier] > TIER_LEVELS[best]) best = tier;
  }
  return best;
}

async function profileExists(tx: AppDb, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row !== undefined;
}

async function userIdOfCustomer(tx: AppDb, customerId: string): Promise<string | null> {
  const [row] = await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.stripeCustomerId, customerId));
  return row?.userId ?? null;
}

async function userIdOfStoredSubscription(tx: AppDb, id: string): Promise<string | null> {
  const [row] = await tx
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.subscriptionId, id));
  return row?.userId ?? null;
}

function userIdOfSession(session: Record<string, unknown>): string | null {
  const metadata = record(session.metadata);
  const fromMetadata = metadata?.[METADATA.userId];
  if (typeof fromMetadata === 'string' && fromMetadata) return fromMetadata;
  return typeof session.client_reference_id === 'string' ? session.client_reference_id : null;
}

function idOf(value: unknown): string | null {
  if (typeof value === 'string' && value) return value;
  const object = record(value);
  return typeof object?.id === 'string' ? object.id : null;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
