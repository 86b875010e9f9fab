// Stripe: hosted Checkout (subscription mode for plans, payment mode for extra credits), the
// Billing Portal, and webhook signatures. The SDK talks to api.stripe.com unless `api` points it
// elsewhere (the contract tests run it against a local stub).
import Stripe from 'stripe';
import { EXTRA_CREDIT_PRICE_EUR } from '../../src/api/billing';
import type { PriceIds } from '../../src/api/plans';
import {
  METADATA,
  PaymentProviderError,
  snapshotOf,
  UnknownObjectError,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookSignatureError,
  type CheckoutSession,
  type CreditCheckoutInput,
  type CustomerInput,
  type PaymentEvent,
  type PaymentProvider,
  type SubscriptionCheckoutInput,
  type SubscriptionSnapshot,
} from './provider';
import { LOCAL_CUSTOMER_PREFIX } from './local-ids';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  priceIds: PriceIds;
  /** Another API host, e.g. `{ host: 'localhost', port: 12111, protocol: 'http' }`. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

export const EXTRA_CREDIT_UNIT_AMOUNT_CENTS = Math.round(EXTRA_CREDIT_PRICE_EUR * 100);

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.api ?? {}),
  });

  const call = async <T>(what: string, request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      if (error instanceof PaymentProviderError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      throw new PaymentProviderError(`Stripe ${what} failed: ${message}`, { cause: error });
    }
  };

  const sessionResult = (session: Stripe.Checkout.Session): CheckoutSession => {
    if (!session.url) throw new PaymentProviderError('Stripe returned a session without a url.');
    return { sessionId: session.id, url: session.url };
  };

  return {
    name: 'stripe',
    priceIds: options.priceIds,

    ownsCustomerId: (customerId) =>
      customerId.startsWith('cus_') && !customerId.startsWith(LOCAL_CUSTOMER_PREFIX),

    async createCustomer({ userId, email, name }: CustomerInput) {
      const customer = await call('customer creation', () =>
        stripe.customers.create(
          { email, ...(name ? { name } : {}), metadata: { [METADATA.userId]: userId } },
          // Two first checkouts at once make one customer (Stripe keeps keys for 24 hours).
          { idempotencyKey: `jewel-customer-${userId}` },
        ),
      );
      return customer.id;
    },

    async createSubscriptionCheckout(input: SubscriptionCheckoutInput) {
      const metadata = { [METADATA.userId]: input.userId };
      const session = await call('checkout session', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: input.customerId,
          client_reference_id: input.userId,
          line_items: [{ price: input.priceId, quantity: 1 }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata,
          subscription_data: { metadata },
        }),
      );
      return sessionResult(session);
    },

    async createCreditCheckout(input: CreditCheckoutInput) {
      const session = await call('checkout session', () =>
        stripe.checkout.sessions.create({
          mode: 'payment',
          customer: input.customerId,
          client_reference_id: input.userId,
          line_items: [
            {
              quantity: input.quantity,
              price_data: {
                currency: 'eur',
                unit_amount: EXTRA_CREDIT_UNIT_AMOUNT_CENTS,
                product_data: { name: 'Extra credits' },
              },
            },
          ],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: {
            [METADATA.userId]: input.userId,
            [METADATA.kind]: 'credits',
            [METADATA.credits]: String(input.quantity),
          },
        }),
      );
      return sessionResult(session);
    },

    async createPortalSession({ customerId, returnUrl }) {
      const session = await call('billing portal session', () =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return { url: session.url };
    },

    async retrieveSubscription(subscriptionId): Promise<SubscriptionSnapshot> {
      const subscription = await call('subscription retrieval', async () => {
        try {
          return await stripe.subscriptions.retrieve(subscriptionId);
        } catch (error) {
          // Deleted, of another account or mode (test/live): an event about it is ignored.
          const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
          if (code === 'resource_missing' || statusCode === 404) {
            throw new UnknownObjectError(`No such subscription: ${subscriptionId}`);
          }
          throw error;
        }
      });
      return snapshotOf(subscription);
    },

    verifyEvent(rawBody, signatureHeader) {
      return verifyStripeSignature(rawBody, signatureHeader, options.webhookSecret);
    },
  };
}

/** Stripe's own check: HMAC-SHA256 of `${timestamp}.${rawBody}`, at most 5 minutes old. */
export function verifyStripeSignature(
  rawBody: string,
  signatureHeader: string | undefined,
  secret: string,
): PaymentEvent {
  if (!signatureHeader) throw new WebhookSignatureError('No Stripe-Signature header.');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signatureHeader,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
  }
  return event as unknown as PaymentEvent;
}

/** A Stripe-Signature header for `payload`, as Stripe makes them (the local provider signs so). */
export function signStripePayload(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
