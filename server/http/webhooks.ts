// POST /api/webhooks/stripe (public): payment events from Stripe, or from the local checkout,
// which signs them the same way. The signature is checked on the raw body before anything is
// parsed or written; a bad or stale one (over 5 minutes) is a 400 and changes nothing. A validly
// signed event that cannot apply (no data, an unknown object) is a 200, recorded as ignored.
import { Hono } from 'hono';
import { fulfilEvent } from '../billing/fulfilment';
import { WebhookSignatureError, type PaymentProvider } from '../billing/provider';
import type { AppDb } from '../db/client';
import type { Logger } from '../logger';
import { errorBody } from './errors';
import { jsonBodyLimit } from './json-body';

export const WEBHOOK_PATH = '/api/webhooks/stripe';

export function createWebhooksRouter(deps: {
  db: AppDb;
  logger: Logger;
  payments: PaymentProvider;
}): Hono {
  const router = new Hono();
  router.post('/stripe', jsonBodyLimit(), async (c) => {
    const rawBody = await c.req.text();
    let event;
    try {
      event = deps.payments.verifyEvent(rawBody, c.req.header('Stripe-Signature'));
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      deps.logger.warn('Payment webhook refused', { reason: error.message });
      return c.json(errorBody('Invalid webhook signature.', 'invalid_signature'), 400);
    }
    // Signed, so it is the provider's; without an id it cannot even be recorded. Acknowledged:
    // the provider would retry it for days and it would never get better.
    if (typeof event.id !== 'string' || !event.id || typeof event.type !== 'string') {
      deps.logger.warn('Payment webhook without an id or type: ignored');
      return c.json({ received: true, result: 'ignored' });
    }
    const result = await fulfilEvent(
      { db: deps.db, provider: deps.payments, logger: deps.logger },
      event,
    );
    deps.logger.info('Payment webhook', { eventId: event.id, type: event.type, result });
    return c.json({ received: true, result });
  });
  return router;
}
