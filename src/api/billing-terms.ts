// Billing's plain values, shared by the client and the server: periods, euro amounts, the
// extra-credit terms and the checkout's return address. No zod here, so the pricing page can paint
// its plans before the schemas load (src/api/billing.ts holds those and re-exports this).
import { formatEuros } from './number-text';

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** Amounts as the studio and its checkout show them, always with cents: '€1.50', '€75.00'. */
export function formatEuroCents(euros: number): string {
  return formatEuros(euros, { cents: true });
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
