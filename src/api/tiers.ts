// The subscription tiers and their order (spec §6), without zod: screens that only compare tiers
// do not load the schemas (src/api/profile.ts re-exports this).
export const SUBSCRIPTION_TIERS = ['free', 'start', 'pro', 'enterprise'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** Spec §6: tiers are ordered; a plan with a higher level is an upgrade. */
export const TIER_LEVELS: Record<SubscriptionTier, 0 | 1 | 2 | 3> = {
  free: 0,
  start: 1,
  pro: 2,
  enterprise: 3,
};
