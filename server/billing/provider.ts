// What the studio needs from a card payment provider. Two implementations: Stripe
// (stripe-provider.ts) and the local test checkout served by this server (local-provider.ts),
// which plays Stripe's part on a machine without an account. Both deliver Stripe-shaped events,
// signed with Stripe's scheme, to the one webhook handler (fulfilment.ts).
import type { PriceIds } from '../../src/api/plans';

export interface CheckoutSession {
  sessionId: string;
  /** Where the browser goes to pay. */
  url: string;
}

export interface CustomerInput {
  userId: string;
  email: string;
  name: string | null;
}

export interface SubscriptionCheckoutInput {
  customerId: string;
  userId: string;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CreditCheckoutInput {
  customerId: string;
  userId: string;
  /** Extra credits bought, each at EXTRA_CREDIT_PRICE_EUR. */
  quantity: number;
  successUrl: string;
  cancelUrl: string;
}

/** A subscription as the provider has it now. */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  /** From the subscription's metadata (set at checkout); null for one made elsewhere. */
  userId: string | null;
  status: string;
  priceId: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
}

/**
 * The parts of a Stripe event the studio reads. A validly signed event may still lack `data`
 * (or its object): fulfilment checks before reading it.
 */
export interface PaymentEvent {
  id: string;
  type: string;
  data?: { object?: Record<string, unknown> };
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'local';
  /** The price of each plan and period this provider sells (missing: not sold here). */
  readonly priceIds: PriceIds;
  /** Whether a stored customer id was made by this provider (a local id is not Stripe's). */
  ownsCustomerId(customerId: string): boolean;
  createCustomer(input: CustomerInput): Promise<string>;
  createSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<CheckoutSession>;
  createCreditCheckout(input: CreditCheckoutInput): Promise<CheckoutSession>;
  /** The billing portal for one customer; the browser comes back to `returnUrl`. */
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** The current state of a subscription, whatever event mentioned it. */
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /** Checks the Stripe-Signature header against the raw body; throws WebhookSignatureError. */
  verifyEvent(rawBody: string, signatureHeader: string | undefined): PaymentEvent;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** The provider could not do what was asked (network, refused request...). */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/** The provider has no such object (Stripe's resource_missing): an event about it is ignored. */
export class UnknownObjectError extends PaymentProviderError {
  override name = 'UnknownObjectError';
}

/** Webhook signatures older than this are refused (Stripe's default: 5 minutes). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Metadata keys the studio puts on checkout sessions and subscriptions. */
export const METADATA = {
  userId: 'user_id',
  /** 'credits' on a credit purchase; its `credits` key says how many. */
  kind: 'kind',
  credits: 'credits',
} as const;

/** The minimal Stripe subscription shape both providers' objects have. */
export interface SubscriptionObject {
  id: string;
  status: string;
  customer: string | { id: string };
  cancel_at_period_end: boolean;
  cancel_at?: number | null;
  metadata?: Record<string, string> | null;
  items: {
    data: Array<{
      price: { id: string };
      current_period_start: number;
      current_period_end: number;
    }>;
  };
}

export function snapshotOf(subscription: SubscriptionObject): SubscriptionSnapshot {
  const item = subscription.items.data[0];
  const seconds = (value: number | undefined) => new Date((value ?? 0) * 1000);
  return {
    id: subscription.id,
    customerId:
      typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    userId: subscription.metadata?.[METADATA.userId] ?? null,
    status: subscription.status,
    priceId: item?.price.id ?? null,
    // The portal may schedule the end as a date (cancel_at) rather than the flag.
    cancelAtPeriodEnd: subscription.cancel_at_period_end || Boolean(subscription.cancel_at),
    currentPeriodStart: seconds(item?.current_period_start),
    currentPeriodEnd: seconds(item?.current_period_end),
  };
}
