// The three payment calls: checkout for a plan, checkout for extra credits, and the billing
// portal. Each answers with where the browser goes next; what was bought is applied later, by
// the provider's webhook (server/billing/fulfilment.ts), never here.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { endpoints } from '../../src/api/endpoints';
import { planForPriceId } from '../../src/api/plans';
import { ensureProfile } from '../billing/credits';
import { ensureCustomer } from '../billing/customers';
import { PaymentProviderError, type PaymentProvider } from '../billing/provider';
import { isStudioUrl, studioOrigins } from '../billing/return-urls';
import type { ApiDeps, SignedInEnv } from './api-deps';
import { ApiError } from './errors';
import { jsonBody, jsonBodyLimit } from './json-body';
import { respond } from './respond';

/** Spec §7: subscribing to a plan with no price id here. */
export const PLAN_NOT_AVAILABLE_DETAIL =
  'This plan is not available in the current environment. Please contact support or select another plan.';
export const CREDITS_NEED_PLAN_DETAIL =
  'Extra credits are available with a paid plan. Choose a plan first, then buy extra credits.';
export const RETURN_URL_DETAIL = 'Return addresses must be pages of the studio.';
export const PROVIDER_UNAVAILABLE_DETAIL =
  'The payment service could not be reached. Please try again in a moment.';

export function createSubscriptionsRouter(
  deps: Pick<ApiDeps, 'db' | 'config' | 'logger'> & { payments: PaymentProvider },
): Hono<SignedInEnv> {
  const { db, config, logger, payments } = deps;
  const router = new Hono<SignedInEnv>();

  const checkReturnUrls = (c: Context, ...urls: string[]) => {
    const origins = studioOrigins(config.publicUrl, c.req.url, config.nodeEnv === 'production');
    if (!urls.every((url) => isStudioUrl(url, origins))) {
      throw new ApiError(400, RETURN_URL_DETAIL, 'invalid_return_url');
    }
  };
  const profileOf = (c: Context<SignedInEnv>) => {
    const user = c.get('user');
    return ensureProfile(db, { userId: user.userId, email: user.email, name: user.name ?? null });
  };
  const provider = async <T>(request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      logger.error('Payment provider call failed', { error });
      throw new ApiError(502, PROVIDER_UNAVAILABLE_DETAIL, 'payment_provider_error');
    }
  };

  router.post(
    '/create-checkout-session',
    jsonBodyLimit(),
    jsonBody(endpoints.createCheckoutSession.body),
    async (c) => {
      const body = c.req.valid('json');
      if (!planForPriceId(payments.priceIds, body.priceId)) {
        throw new ApiError(400, PLAN_NOT_AVAILABLE_DETAIL, 'plan_not_available');
      }
      checkReturnUrls(c, body.successUrl, body.cancelUrl);
      const profile = await profileOf(c);
      const session = await provider(async () =>
        payments.createSubscriptionCheckout({
          customerId: await ensureCustomer(db, payments, profile),
          userId: profile.userId,
          priceId: body.priceId,
          successUrl: body.successUrl,
          cancelUrl: body.cancelUrl,
        }),
      );
      return respond(c, endpoints.createCheckoutSession.response, session);
    },
  );

  router.post(
    '/create-credit-checkout-session',
    jsonBodyLimit(),
    jsonBody(endpoints.createCreditCheckoutSession.body),
    async (c) => {
      const body = c.req.valid('json');
      checkReturnUrls(c, body.successUrl, body.cancelUrl);
      const profile = await profileOf(c);
      if (profile.subscriptionTier === 'free') {
        throw new ApiError(403, CREDITS_NEED_PLAN_DETAIL, 'plan_required');
      }
      const session = await provider(async () =>
        payments.createCreditCheckout({
          customerId: await ensureCustomer(db, payments, profile),
          userId: profile.userId,
          quantity: body.quantity,
          successUrl: body.successUrl,
          cancelUrl: body.cancelUrl,
        }),
      );
      return respond(c, endpoints.createCreditCheckoutSession.response, session);
    },
  );

  router.post(
    '/create-portal-session',
    jsonBodyLimit(),
    jsonBody(endpoints.createPortalSession.body),
    async (c) => {
      const body = c.req.valid('json');
      checkReturnUrls(c, body.returnUrl);
      const profile = await profileOf(c);
      const portal = await provider(async () =>
        payments.createPortalSession({
          customerId: await ensureCustomer(db, payments, profile),
          returnUrl: body.returnUrl,
        }),
      );
      return respond(c, endpoints.createPortalSession.response, portal);
    },
  );

  return router;
}
