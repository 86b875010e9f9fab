// Stripe when STRIPE_SECRET_KEY is set, else the local test checkout.
import type { Config } from '../config';
import type { AppDb } from '../db/client';
import type { Secrets } from '../secrets';
import { LocalPaymentProvider, localWebhookSecret, type DeliverEvent } from './local-provider';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';

export function createPaymentProvider(options: {
  config: Pick<Config, 'stripe'>;
  db: AppDb;
  secrets: Pick<Secrets, 'jwtSecret'>;
  /** How the local checkout hands its events to the webhook endpoint. */
  deliver: DeliverEvent;
}): PaymentProvider {
  const { stripe } = options.config;
  if (stripe) return createStripeProvider(stripe);
  return new LocalPaymentProvider({
    db: options.db,
    webhookSecret: localWebhookSecret(options.secrets.jwtSecret),
    deliver: options.deliver,
  });
}
