// The four plans of spec §9 in one place: prices, credit allowances and the copy of the cards.
// The server adds the payment provider's price ids (from its config) and serves them at
// GET /api/plans; it also grants a plan's credits from here when the plan starts or renews.
import type { BillingPeriod, PlanTier } from './billing';
import { TIER_LEVELS, type SubscriptionTier } from './tiers';
import { FREE_TIER_CREDITS } from './catalogue';
import { formatCount } from './number-text';

export type PaidTier = Exclude<SubscriptionTier, 'free'>;
export const PAID_TIERS = ['start', 'pro', 'enterprise'] as const satisfies readonly PaidTier[];

interface PlanDefinition {
  title: string;
  tierKey: SubscriptionTier;
  /** Euros per period. Yearly is ten months' price: the "Save 20%" of the switch, rounded. */
  price: Record<BillingPeriod, number>;
  /** Credits granted when the period starts (spec §9: base figure rounded up to a multiple of 5). */
  credits: Record<BillingPeriod, number>;
  description: string;
  features: string[];
}

export const PLAN_DEFINITIONS: readonly PlanDefinition[] = [
  {
    title: 'Free',
    tierKey: 'free',
    price: { monthly: 0, yearly: 0 },
    credits: { monthly: FREE_TIER_CREDITS, yearly: FREE_TIER_CREDITS },
    description: 'Try the studio on your own designs.',
    features: ['15 credits to start', 'Every kind of visual', 'Your designs kept in a collection'],
  },
  {
    title: 'Start',
    tierKey: 'start',
    price: { monthly: 39, yearly: 390 },
    credits: { monthly: 50, yearly: 490 },
    description: 'For independent designers launching a collection.',
    features: [
      'Pack shots, model shots and lifestyle scenes',
      'Unused credits roll over',
      'Buy extra credits any time',
    ],
  },
  {
    title: 'Pro',
    tierKey: 'pro',
    price: { monthly: 89, yearly: 890 },
    credits: { monthly: 115, yearly: 1115 },
    description: 'For ateliers publishing new pieces every week.',
    features: ['Everything in Start', 'More than twice the credits', '3D models of every piece'],
  },
  {
    title: 'Enterprise',
    tierKey: 'enterprise',
    price: { monthly: 249, yearly: 2490 },
    credits: { monthly: 315, yearly: 3115 },
    description: 'For brands with full catalogues to shoot.',
    features: ['Everything in Pro', 'The largest credit allowance', 'Priority rendering'],
  },
];

/** '1,115 Credits / year'; the free plan has no period. */
export function creditsLabel(plan: PlanDefinition, period: BillingPeriod): string {
  const count = formatCount(plan.credits[period]);
  if (plan.tierKey === 'free') return `${count} Credits`;
  return `${count} Credits / ${period === 'monthly' ? 'month' : 'year'}`;
}

export type PriceIds = Partial<Record<PaidTier, Partial<Record<BillingPeriod, string>>>>;

/** The plan cards as the pricing screen gets them; a missing price id means "not sold here". */
export function planTiers(priceIds: PriceIds): PlanTier[] {
  return PLAN_DEFINITIONS.map((plan) => {
    const entry = (period: BillingPeriod) => ({
      price: plan.price[period],
      credits: creditsLabel(plan, period),
      priceId: plan.tierKey === 'free' ? null : (priceIds[plan.tierKey]?.[period] ?? null),
    });
    return {
      title: plan.title,
      tierKey: plan.tierKey,
      level: TIER_LEVELS[plan.tierKey],
      monthly: entry('monthly'),
      yearly: entry('yearly'),
      description: plan.description,
      features: plan.features,
    };
  });
}

/** Which plan and period a price id buys, or null for an unknown id. */
export function planForPriceId(
  priceIds: PriceIds,
  priceId: string,
): { tier: PaidTier; period: BillingPeriod; credits: number } | null {
  for (const tier of PAID_TIERS) {
    for (const period of ['monthly', 'yearly'] as const) {
      if (priceIds[tier]?.[period] === priceId) {
        const plan = PLAN_DEFINITIONS.find((p) => p.tierKey === tier)!;
        return { tier, period, credits: plan.credits[period] };
      }
    }
  }
  return null;
}
