// The Pricing screen's calls (spec §7): the plans (public), plan checkout, the billing portal and
// the extra-credit checkout, through the studio API client (bearer token when signed in).
import type { ApiClient } from '../../api/http';
import {
  CheckoutSessionResponseSchema,
  PlanListResponseSchema,
  PortalSessionResponseSchema,
  type CheckoutSessionRequest,
  type CreditCheckoutSessionRequest,
  type PortalSessionRequest,
} from '../../api/billing';
import { endpointPath } from '../../api/endpoints';

export function listPlans(api: ApiClient, signal?: AbortSignal) {
  return api.get(endpointPath('listPlans'), PlanListResponseSchema, signal ? { signal } : {});
}

export function createCheckoutSession(api: ApiClient, body: CheckoutSessionRequest) {
  return api.post(endpointPath('createCheckoutSession'), CheckoutSessionResponseSchema, body);
}

export function createPortalSession(api: ApiClient, body: PortalSessionRequest) {
  return api.post(endpointPath('createPortalSession'), PortalSessionResponseSchema, body);
}

export function createCreditCheckoutSession(api: ApiClient, body: CreditCheckoutSessionRequest) {
  return api.post(endpointPath('createCreditCheckoutSession'), CheckoutSessionResponseSchema, body);
}
