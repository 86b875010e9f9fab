import { describe, expect, it } from 'vitest';
import { planTiers } from '../../api/plans';
import type { SubscriptionTier } from '../../api/profile';
import {
  DEFAULT_BILLING_PERIOD,
  DEFAULT_EXTRA_CREDIT_QUANTITY,
  EXTRA_CREDIT_PRICE_EUR,
  canBuyCredits,
  checkoutPriceId,
  checkoutReturnUrls,
  creditQuantityError,
  creditTotal,
  creditTotalLabel,
  formatEuroCents,
  formatPlanPrice,
  isCurrentPlan,
  messages,
  parseCreditQuantity,
  planButton,
  redirectErrorMessage,
  subscribeErrorMessage,
  yearlySaving,
} from './model';

const plans = planTiers({
  start: { monthly: 'price_start_m', yearly: 'price_start_y' },
  pro: { monthly: 'price_pro_m' },
});
const byTier = (tier: SubscriptionTier) => plans.find((plan) => plan.tierKey === tier)!;

describe('planButton (spec §6)', () => {
  // [viewer, free, start, pro, enterprise] labels on the wide layout.
  const wide: [SubscriptionTier | null, string, string, string, string][] = [
    [null, 'Default Plan', 'Subscribe to Start', 'Subscribe to Pro', 'Subscribe to Enterprise'],
    [
      'free',
      'Your Current Plan',
      'Subscribe to Start',
      'Subscribe to Pro',
      'Subscribe to Enterprise',
    ],
    ['start', 'Default Plan', 'Manage Subscription', 'Subscribe to Pro', 'Subscribe to Enterprise'],
    ['pro', 'Default Plan', 'Manage Plan', 'Manage Subscription', 'Subscribe to Enterprise'],
    ['enterprise', 'Default Plan', 'Manage Plan', 'Manage Plan', 'Manage Subscription'],
  ];
  it.each(wide)('wide, viewer %s', (viewer, ...labels) => {
    expect(plans.map((plan) => planButton(plan, viewer, true).label)).toEqual(labels);
  });

  const narrow: [SubscriptionTier | null, string, string, string, string][] = [
    [null, 'Default Plan', 'Upgrade Plan', 'Upgrade Plan', 'Upgrade Plan'],
    ['free', 'Your Current Plan', 'Upgrade Plan', 'Upgrade Plan', 'Upgrade Plan'],
    ['start', 'Default Plan', 'Manage Subscription', 'Upgrade Plan', 'Upgrade Plan'],
    ['pro', 'Default Plan', 'Manage Plan', 'Manage Subscription', 'Upgrade Plan'],
    ['enterprise', 'Default Plan', 'Manage Plan', 'Manage Plan', 'Manage Subscription'],
  ];
  it.each(narrow)('narrow, viewer %s', (viewer, ...labels) => {
    expect(plans.map((plan) => planButton(plan, viewer, false).label)).toEqual(labels);
  });

  it('maps each kind to its action', () => {
    expect(planButton(byTier('free'), 'free', true)).toMatchObject({
      kind: 'current-free',
      action: 'none',
    });
    expect(planButton(byTier('free'), 'pro', true)).toMatchObject({
      kind: 'default-free',
      action: 'none',
    });
    expect(planButton(byTier('pro'), 'pro', true)).toMatchObject({
      kind: 'manage-subscription',
      action: 'portal',
    });
    expect(planButton(byTier('start'), 'pro', false)).toMatchObject({
      kind: 'manage-plan',
      action: 'portal',
    });
    expect(planButton(byTier('enterprise'), 'pro', false)).toMatchObject({
      kind: 'subscribe',
      action: 'checkout',
    });
    expect(planButton(byTier('start'), null, true)).toMatchObject({
      kind: 'subscribe',
      action: 'checkout',
    });
  });

  it('marks the current plan only for signed-in viewers', () => {
    expect(isCurrentPlan(byTier('pro'), 'pro')).toBe(true);
    expect(isCurrentPlan(byTier('pro'), 'start')).toBe(false);
    expect(isCurrentPlan(byTier('free'), null)).toBe(false);
  });
});

describe('checkoutPriceId (spec §5)', () => {
  it('returns the period’s price id', () => {
    expect(checkoutPriceId(byTier('start'), 'yearly')).toEqual({ priceId: 'price_start_y' });
    expect(checkoutPriceId(byTier('pro'), 'monthly')).toEqual({ priceId: 'price_pro_m' });
  });
  it('reports a plan that is not sold here', () => {
    const unavailable = {
      error:
        'This plan is not available in the current environment. Please contact support or select another plan.',
    };
    expect(checkoutPriceId(byTier('pro'), 'yearly')).toEqual(unavailable);
    expect(checkoutPriceId(byTier('enterprise'), 'monthly')).toEqual(unavailable);
  });
  it('starts on yearly', () => {
    expect(DEFAULT_BILLING_PERIOD).toBe('yearly');
  });
});

describe('checkoutReturnUrls (spec §7)', () => {
  it('returns to /payment/success, cancels to /pricing', () => {
    expect(checkoutReturnUrls('https://studio.example')).toEqual({
      successUrl: 'https://studio.example/payment/success',
      cancelUrl: 'https://studio.example/pricing',
    });
  });
  it('names the credits and the balance before for a top-up', () => {
    expect(
      checkoutReturnUrls('https://studio.example', { credits: 60, balanceBefore: 115 }).successUrl,
    ).toBe('https://studio.example/payment/success?credits=60&balance=115');
  });
});

describe('error messages (spec §8)', () => {
  it('subscribe failure: server detail, else the generic sentence', () => {
    expect(subscribeErrorMessage({ detail: 'Card provider offline.' })).toBe(
      'Card provider offline.',
    );
    expect(subscribeErrorMessage({ detail: '  ' })).toBe('An error occurred.');
    expect(subscribeErrorMessage(new Error('boom'))).toBe('An error occurred.');
    expect(subscribeErrorMessage(null)).toBe('An error occurred.');
  });
  it('redirect failure: its own message', () => {
    expect(redirectErrorMessage(new Error('Invalid URL'))).toBe('Invalid URL');
    expect(redirectErrorMessage('Blocked')).toBe('Blocked');
    expect(redirectErrorMessage({})).toBe('An error occurred.');
  });
  it('portal and credit messages are verbatim', () => {
    expect(messages.portalFailed).toBe('Could not open management portal.');
    expect(messages.creditPurchaseFailed).toBe('Could not initiate credit purchase.');
  });
});

describe('prices (spec §9, euro)', () => {
  it('writes plan prices in whole euros', () => {
    expect(formatPlanPrice(0)).toBe('€0');
    expect(formatPlanPrice(39)).toBe('€39');
    expect(formatPlanPrice(390)).toBe('€390');
    expect(formatPlanPrice(890)).toBe('€890');
    expect(formatPlanPrice(2490)).toBe('€2,490');
    expect(formatPlanPrice(32.5)).toBe('€32.50');
  });
  it('writes credit amounts with cents', () => {
    expect(formatEuroCents(1.5)).toBe('€1.50');
    expect(formatEuroCents(1234.5)).toBe('€1,234.50');
  });
  it('computes the yearly saving against twelve monthly payments', () => {
    expect(plans.map(yearlySaving)).toEqual([0, 78, 178, 498]);
  });
});

describe('extra credits (spec §5, §9)', () => {
  it('costs €1.50 each, 50 by default', () => {
    expect(EXTRA_CREDIT_PRICE_EUR).toBe(1.5);
    expect(DEFAULT_EXTRA_CREDIT_QUANTITY).toBe(50);
  });
  it.each([
    ['50', 50],
    [' 120 ', 120],
    ['12.9', 12],
    ['', 0],
    ['abc', 0],
    ['-', 0],
    ['e', 0],
    ['-20', -20],
  ])('reads %j as %d', (raw, quantity) => {
    expect(parseCreditQuantity(raw)).toBe(quantity);
  });
  it('accepts quantities above 0 only', () => {
    expect(creditQuantityError(1)).toBeNull();
    expect(creditQuantityError(50)).toBeNull();
    expect(creditQuantityError(0)).toBe('Please enter a valid number of credits.');
    expect(creditQuantityError(-10)).toBe('Please enter a valid number of credits.');
    expect(creditQuantityError(parseCreditQuantity('abc'))).toBe(
      'Please enter a valid number of credits.',
    );
    expect(creditQuantityError(100_001)).toBe('Please enter a valid number of credits.');
  });
  it('shows the total', () => {
    expect(creditTotal(50)).toBe(75);
    expect(creditTotalLabel(50)).toBe('50 × €1.50 = €75.00');
    expect(creditTotalLabel(1)).toBe('1 × €1.50 = €1.50');
    expect(creditTotalLabel(1000)).toBe('1,000 × €1.50 = €1,500.00');
    expect(creditTotalLabel(0)).toBe('0 × €1.50 = €0.00');
  });
  it('is closed to the free tier only', () => {
    expect(canBuyCredits('free')).toBe(false);
    expect(canBuyCredits('start')).toBe(true);
    expect(canBuyCredits('enterprise')).toBe(true);
    expect(canBuyCredits(null)).toBe(true);
  });
});
