import { describe, expect, it } from 'vitest';
import { PlanListResponseSchema } from './billing';
import { creditsLabel, PLAN_DEFINITIONS, planForPriceId, planTiers, type PriceIds } from './plans';

const PRICE_IDS: PriceIds = {
  start: { monthly: 'price_start_m', yearly: 'price_start_y' },
  pro: { monthly: 'price_pro_m' },
};

describe('the plans of spec §9', () => {
  it('have the prices and allowances of the spec', () => {
    const table = PLAN_DEFINITIONS.map((p) => [p.tierKey, p.price, p.credits]);
    expect(table).toEqual([
      ['free', { monthly: 0, yearly: 0 }, { monthly: 15, yearly: 15 }],
      ['start', { monthly: 39, yearly: 390 }, { monthly: 50, yearly: 490 }],
      ['pro', { monthly: 89, yearly: 890 }, { monthly: 115, yearly: 1115 }],
      ['enterprise', { monthly: 249, yearly: 2490 }, { monthly: 315, yearly: 3115 }],
    ]);
  });

  it('label the allowances per period, the free plan without one', () => {
    const [free, start, pro] = PLAN_DEFINITIONS;
    expect(creditsLabel(free!, 'yearly')).toBe('15 Credits');
    expect(creditsLabel(start!, 'monthly')).toBe('50 Credits / month');
    expect(creditsLabel(pro!, 'yearly')).toBe('1,115 Credits / year');
  });
});

describe('planTiers', () => {
  it('builds four cards matching the contract, levels 0 to 3', () => {
    const tiers = PlanListResponseSchema.parse(planTiers(PRICE_IDS));
    expect(tiers.map((t) => [t.title, t.level])).toEqual([
      ['Free', 0],
      ['Start', 1],
      ['Pro', 2],
      ['Enterprise', 3],
    ]);
  });

  it('gives a missing price id as null, and the free plan never one', () => {
    const tiers = planTiers(PRICE_IDS);
    expect(tiers.map((t) => [t.tierKey, t.monthly.priceId, t.yearly.priceId])).toEqual([
      ['free', null, null],
      ['start', 'price_start_m', 'price_start_y'],
      ['pro', 'price_pro_m', null],
      ['enterprise', null, null],
    ]);
    expect(
      planTiers({}).every((t) => t.monthly.priceId === null && t.yearly.priceId === null),
    ).toBe(true);
  });
});

describe('planForPriceId', () => {
  it('finds the tier, period and allowance a price buys', () => {
    expect(planForPriceId(PRICE_IDS, 'price_start_y')).toEqual({
      tier: 'start',
      period: 'yearly',
      credits: 490,
    });
    expect(planForPriceId(PRICE_IDS, 'price_pro_m')).toEqual({
      tier: 'pro',
      period: 'monthly',
      credits: 115,
    });
  });

  it('knows no other price', () => {
    expect(planForPriceId(PRICE_IDS, 'price_enterprise_m')).toBeNull();
    expect(planForPriceId(PRICE_IDS, '')).toBeNull();
    expect(planForPriceId({}, 'price_start_m')).toBeNull();
  });
});
