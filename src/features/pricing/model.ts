// Pure rules of the Pricing screen (spec §5, §6, §8, §9): which button a plan card shows, how the
// extra-credit quantity is read and checked, how euro amounts are written, and the messages.
import type { PlanTier } from '../../api/billing';
import {
  DEFAULT_EXTRA_CREDIT_QUANTITY,
  EXTRA_CREDIT_PRICE_EUR,
  MAX_EXTRA_CREDIT_QUANTITY,
  formatEuroCents,
  paymentSuccessSearch,
  type BillingPeriod,
} from '../../api/billing-terms';
import { errorDetail } from '../../api/error-text';
import { TIER_LEVELS, type SubscriptionTier } from '../../api/tiers';
import { formatCount, formatEuros } from '../../api/number-text';
import { planTiers } from '../../api/plans';

export { DEFAULT_EXTRA_CREDIT_QUANTITY, EXTRA_CREDIT_PRICE_EUR, formatEuroCents };

/**
 * The four plans' cards, from the catalogue: the same for every visitor, so they are painted with
 * the page. Their price ids are empty: checkout asks the server for this environment's.
 */
export const PLAN_CARDS: PlanTier[] = planTiers({});

/** Spec: the switch starts on Yearly. */
export const DEFAULT_BILLING_PERIOD: BillingPeriod = 'yearly';

/**
 * The credit input's own attributes. The arrows count from `min` (the HTML step base): with the
 * spec's min of 1, ArrowUp on 50 gave 51. From 10 they go 10, 20, ... 50, 60 in steps of 10 and stop
 * at 10 going down; fewer can still be typed, since a purchase needs only a quantity above 0 (§5).
 */
export const CREDIT_INPUT_MIN = 10;
export const CREDIT_INPUT_STEP = 10;

// ---- Messages (spec §5, §8, verbatim) ----------------------------------------------------------

export const messages = {
  planUnavailable:
    'This plan is not available in the current environment. Please contact support or select another plan.',
  subscribeFailed: 'An error occurred.',
  portalFailed: 'Could not open management portal.',
  creditPurchaseFailed: 'Could not initiate credit purchase.',
  invalidCreditQuantity: 'Please enter a valid number of credits.',
} as const;

// ---- Money -----------------------------------------------------------------------------------

/** Plan prices: '€39', '€390', '€2,490'; amounts with cents keep them ('€32.50'). */
export function formatPlanPrice(euros: number): string {
  return Number.isInteger(euros) ? formatEuros(euros, { cents: false }) : formatEuroCents(euros);
}

/** What a year of monthly payments would cost beyond the yearly price (0 for free plans). */
export function yearlySaving(plan: Pick<PlanTier, 'monthly' | 'yearly'>): number {
  return Math.max(0, plan.monthly.price * 12 - plan.yearly.price);
}

/** '/ month' or '/ year' after the price. */
export function periodSuffix(period: BillingPeriod): string {
  return period === 'monthly' ? '/ month' : '/ year';
}

// ---- Plan buttons (spec §6) ------------------------------------------------------------------

export type PlanButtonKind =
  /** The visitor's current paid plan: opens the billing portal. */
  | 'manage-subscription'
  /** The free plan when the visitor is on it. */
  | 'current-free'
  /** The free plan for everyone else (paid subscribers and anonymous visitors). */
  | 'default-free'
  /** A plan above the visitor's: checkout. */
  | 'subscribe'
  /** A paid plan below the visitor's: the billing portal handles the change. */
  | 'manage-plan';

export interface PlanButton {
  kind: PlanButtonKind;
  label: string;
  /** What a click does; 'none' renders a disabled button. */
  action: 'portal' | 'checkout' | 'none';
}

/**
 * The button of one plan card. `viewerTier` is the signed-in user's subscription tier, or null
 * for an anonymous visitor, who sees every paid plan with a subscribe button and the free plan as
 * the Default Plan (the plan an account starts on). `wide` is the large layout.
 */
export function planButton(
  plan: Pick<PlanTier, 'title' | 'tierKey' | 'level'>,
  viewerTier: SubscriptionTier | null,
  wide: boolean,
): PlanButton {
  const viewerLevel = viewerTier === null ? 0 : TIER_LEVELS[viewerTier];
  if (plan.level === 0) {
    return viewerTier === 'free'
      ? { kind: 'current-free', label: 'Your Current Plan', action: 'none' }
      : { kind: 'default-free', label: 'Default Plan', action: 'none' };
  }
  if (viewerTier !== null && plan.tierKey === viewerTier) {
    return { kind: 'manage-subscription', label: 'Manage Subscription', action: 'portal' };
  }
  if (plan.level > viewerLevel) {
    return {
      kind: 'subscribe',
      label: wide ? `Subscribe to ${plan.title}` : 'Upgrade Plan',
      action: 'checkout',
    };
  }
  return { kind: 'manage-plan', label: 'Manage Plan', action: 'portal' };
}

/** The plan the visitor is on, for the card's "current" mark; anonymous visitors have none. */
export function isCurrentPlan(
  plan: Pick<PlanTier, 'tierKey'>,
  viewerTier: SubscriptionTier | null,
) {
  return viewerTier !== null && plan.tierKey === viewerTier;
}

/** The price id to buy for the chosen period, or the spec §5 message when this plan is not sold here. */
export function checkoutPriceId(
  plan: Pick<PlanTier, 'monthly' | 'yearly'>,
  period: BillingPeriod,
): { priceId: string } | { error: string } {
  const priceId = plan[period].priceId;
  return priceId ? { priceId } : { error: messages.planUnavailable };
}

// ---- Checkout addresses (spec §7) ------------------------------------------------------------

/**
 * Checkout returns to /payment/success when paid and to /pricing when cancelled. A credit top-up
 * also names the credits and the balance before, so the success page can tell when they landed.
 */
export function checkoutReturnUrls(
  origin: string,
  topUp?: { credits: number; balanceBefore: number },
): { successUrl: string; cancelUrl: string } {
  const search = topUp ? paymentSuccessSearch(topUp.credits, topUp.balanceBefore) : '';
  return { successUrl: `${origin}/payment/success${search}`, cancelUrl: `${origin}/pricing` };
}

// ---- Errors (spec §8) ------------------------------------------------------------------------

/** Subscribe failure: the server's detail, else 'An error occurred.' */
export function subscribeErrorMessage(error: unknown): string {
  return errorDetail(error) ?? messages.subscribeFailed;
}

/** A failed redirect to the checkout page: its own message. */
export function redirectErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return messages.subscribeFailed;
}

// ---- Extra credits (spec §5, §9) -------------------------------------------------------------

/** The input's text as a quantity: whole credits; anything that is not a number becomes 0. */
export function parseCreditQuantity(raw: string): number {
  const value = Number.parseInt(raw.trim(), 10);
  return Number.isFinite(value) ? value : 0;
}

/** 'Please enter a valid number of credits.' unless the quantity is above 0 (and sane). */
export function creditQuantityError(quantity: number): string | null {
  if (!Number.isInteger(quantity) || quantity <= 0 || quantity > MAX_EXTRA_CREDIT_QUANTITY) {
    return messages.invalidCreditQuantity;
  }
  return null;
}

/** Euros for `quantity` extra credits, rounded to cents. */
export function creditTotal(quantity: number): number {
  return Math.round(Math.max(0, quantity) * EXTRA_CREDIT_PRICE_EUR * 100) / 100;
}

/** '50 × €1.50 = €75.00' */
export function creditTotalLabel(quantity: number): string {
  const count = formatCount(Math.max(0, quantity));
  return `${count} × ${formatEuroCents(EXTRA_CREDIT_PRICE_EUR)} = ${formatEuroCents(creditTotal(quantity))}`;
}

/** Spec §6: the free tier cannot buy extra credits (anonymous visitors are sent to sign in). */
export function canBuyCredits(viewerTier: SubscriptionTier | null): boolean {
  return viewerTier !== 'free';
}

/** Where the contact link on the Pricing screen writes to. */
export const CONTACT_EMAIL = 'support@jewelstudio.app';
