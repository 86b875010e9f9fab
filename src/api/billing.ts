// Plans and payments: what the pricing screen shows and the three checkout calls.
import { z } from 'zod';
import { MAX_EXTRA_CREDIT_QUANTITY } from './billing-terms';
import { SUBSCRIPTION_TIERS } from './profile';

// The plain values (periods, amounts, the return address) live without zod, so a screen that
// only shows them does not load the schemas.
export * from './billing-terms';

export const PlanPriceSchema = z.object({
  /** Euros for the period. */
  price: z.number().min(0),
  /** How the allowance reads on the card, e.g. '115 Credits / month'. */
  credits: z.string(),
  /** The payment provider's price id; null when the plan cannot be bought here (spec §5). */
  priceId: z.string().min(1).nullable(),
});
export type PlanPrice = z.infer<typeof PlanPriceSchema>;

export const PlanTierSchema = z.object({
  title: z.string().min(1),
  tierKey: z.enum(SUBSCRIPTION_TIERS),
  level: z.number().int().min(0).max(3),
  monthly: PlanPriceSchema,
  yearly: PlanPriceSchema,
  description: z.string(),
  features: z.array(z.string()),
});
export type PlanTier = z.infer<typeof PlanTierSchema>;

/** GET /api/plans (public): the four plans with this environment's price ids. */
export const PlanListResponseSchema = z.array(PlanTierSchema);

// The browser sends its own addresses; the server must still check they are on its origin
// before handing them to the payment provider (no open redirects).
const ReturnUrlSchema = z.url();

export const CheckoutSessionRequestSchema = z.object({
  priceId: z.string().trim().min(1),
  successUrl: ReturnUrlSchema,
  cancelUrl: ReturnUrlSchema,
});
export type CheckoutSessionRequest = z.infer<typeof CheckoutSessionRequestSchema>;

/** The browser goes to `url` (the provider's checkout page). */
export const CheckoutSessionResponseSchema = z.object({
  sessionId: z.string().min(1),
  url: z.string().min(1),
});
export type CheckoutSessionResponse = z.infer<typeof CheckoutSessionResponseSchema>;

export const PortalSessionRequestSchema = z.object({ returnUrl: ReturnUrlSchema });
export type PortalSessionRequest = z.infer<typeof PortalSessionRequestSchema>;

export const PortalSessionResponseSchema = z.object({ url: z.string().min(1) });
export type PortalSessionResponse = z.infer<typeof PortalSessionResponseSchema>;

export const CreditCheckoutSessionRequestSchema = z.object({
  quantity: z.number().int().min(1).max(MAX_EXTRA_CREDIT_QUANTITY),
  successUrl: ReturnUrlSchema,
  cancelUrl: ReturnUrlSchema,
});
export type CreditCheckoutSessionRequest = z.infer<typeof CreditCheckoutSessionRequestSchema>;
