// Plans and payments: what the pricing screen shows and the three checkout calls.
import { z } from 'zod';
import { SUBSCRIPTION_TIERS } from './profile';

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

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

const euroCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Amounts as the studio and its checkout show them, always with cents: '€1.50', '€75.00'. */
export function formatEuroCents(euros: number): string {
  return euroCents.format(euros);
}

/** Spec §9: extra credits cost 1.50 euro each; the form starts at 50. */
export const EXTRA_CREDIT_PRICE_EUR = 1.5;
export const DEFAULT_EXTRA_CREDIT_QUANTITY = 50;
/** A ceiling against typos (50000 instead of 500), not a business rule. */
export const MAX_EXTRA_CREDIT_QUANTITY = 100_000;

// ---- The checkout's return address --------------------------------------------------------
// A credit checkout returns to /payment/success?credits=50&balance=120, so the success page can
// tell a top-up from a plan and see when the credits landed.

/** What the checkout paid for, read from the return address (see `paymentSuccessSearch`). */
export type Purchase =
  | { kind: 'plan' }
  /** `balanceBefore`: the available credits when the checkout started. */
  | { kind: 'credits'; credits: number; balanceBefore: number };

/** The query a credit checkout returns with: `?credits=50&balance=120`. */
export function paymentSuccessSearch(credits: number, balanceBefore: number): string {
  return `?${new URLSearchParams({ credits: String(credits), balance: String(balanceBefore) })}`;
}

/** A plan unless the address names a whole number of credits and the balance before. */
export function purchaseFromSearch(search: string): Purchase {
  const params = new URLSearchParams(search);
  const whole = (name: string) => {
    const text = params.get(name) ?? '';
    return /^\d{1,9}$/.test(text) ? Number(text) : null;
  };
  const credits = whole('credits');
  const balanceBefore = whole('balance');
  if (credits === null || credits === 0 || balanceBefore === null) return { kind: 'plan' };
  return { kind: 'credits', credits, balanceBefore };
}

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
