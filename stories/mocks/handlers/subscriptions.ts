// /api/subscriptions: plan checkout, billing portal, credit checkout.
import {
  CheckoutSessionRequestSchema,
  CreditCheckoutSessionRequestSchema,
  PortalSessionRequestSchema,
  type CheckoutSessionRequest,
  type CreditCheckoutSessionRequest,
  type PortalSessionRequest,
} from '../../../src/api/billing';
import type { EndpointName } from '../../../src/api/endpoints';
import { failing, handle, invalidRequest, pending, readJson, respond } from './respond';

type SubscriptionEndpoint = Extract<
  EndpointName,
  'createCheckoutSession' | 'createPortalSession' | 'createCreditCheckoutSession'
>;

export const MOCK_CHECKOUT_SESSION_ID = 'cs_test_mock_5f0c2a7e';

export const MOCK_PORTAL_URL = '/checkout/portal';

// Each handler can report the (valid) request body it received, for stories that check it.
export const subscriptionHandlers = {
  checkout: (
    url = `/checkout/${MOCK_CHECKOUT_SESSION_ID}`,
    onRequest?: (body: CheckoutSessionRequest) => void,
  ) =>
    handle('createCheckoutSession', async ({ request }) => {
      const body = CheckoutSessionRequestSchema.safeParse(await readJson(request));
      if (!body.success) return invalidRequest(body.error);
      onRequest?.(body.data);
      return respond('createCheckoutSession', { sessionId: MOCK_CHECKOUT_SESSION_ID, url });
    }),
  portal: (url = MOCK_PORTAL_URL, onRequest?: (body: PortalSessionRequest) => void) =>
    handle('createPortalSession', async ({ request }) => {
      const body = PortalSessionRequestSchema.safeParse(await readJson(request));
      if (!body.success) return invalidRequest(body.error);
      onRequest?.(body.data);
      return respond('createPortalSession', { url });
    }),
  creditCheckout: (
    url = `/checkout/${MOCK_CHECKOUT_SESSION_ID}`,
    onRequest?: (body: CreditCheckoutSessionRequest) => void,
  ) =>
    handle('createCreditCheckoutSession', async ({ request }) => {
      const body = CreditCheckoutSessionRequestSchema.safeParse(await readJson(request));
      if (!body.success) return invalidRequest(body.error);
      onRequest?.(body.data);
      return respond('createCreditCheckoutSession', { sessionId: MOCK_CHECKOUT_SESSION_ID, url });
    }),
  error: (
    endpoint: SubscriptionEndpoint,
    status = 500,
    detail = 'The payment provider could not be reached. Please try again.',
  ) => failing(endpoint, status, detail),
  pending: (endpoint: SubscriptionEndpoint) => pending(endpoint),
};
