// /pricing (public): the plans, the Monthly/Yearly switch, extra credits, the FAQ. Subscribing and
// buying credits go to the payment provider's checkout; signed-in subscribers manage their plan in
// its billing portal; anonymous visitors are sent to sign in first and come back here.
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BillingPeriod, PlanTier } from '../../api/billing';
import type { SubscriptionTier } from '../../api/profile';
import { Spinner } from '../../ui/Spinner';
import { useIsLarge } from '../../ui/use-is-large';
import { apiClientAtom } from '../session/api-client';
import { profileQueryAtom, sessionAtom, sessionLoadingAtom } from '../session/atoms';
import type { ReturnState } from '../session/model';
import { externalNavigatorAtom, fetchPlansAtom, loadPricingApi } from './atoms';
import { PricingView, type PricingTab } from './components/PricingView';
import {
  DEFAULT_BILLING_PERIOD,
  PLAN_CARDS,
  DEFAULT_EXTRA_CREDIT_QUANTITY,
  canBuyCredits,
  checkoutPriceId,
  checkoutReturnUrls,
  creditQuantityError,
  messages,
  parseCreditQuantity,
  planButton,
  redirectErrorMessage,
  subscribeErrorMessage,
} from './model';

type Viewer =
  { kind: 'loading' } | { kind: 'anonymous' } | { kind: 'signed-in'; tier: SubscriptionTier };

/** Login brings the visitor back to /pricing (the same `from` state RequireSession uses). */
const backToPricing: ReturnState = { from: { pathname: '/pricing' } };

export function PricingScreen() {
  const sessionLoading = useAtomValue(sessionLoadingAtom);
  const session = useAtomValue(sessionAtom);
  const profile = useAtomValue(profileQueryAtom);

  const viewer: Viewer = sessionLoading
    ? { kind: 'loading' }
    : !session
      ? { kind: 'anonymous' }
      : profile.data
        ? { kind: 'signed-in', tier: profile.data.subscription_tier }
        : profile.isError
          ? // Without the profile the plans are still worth showing; the server decides at checkout.
            { kind: 'anonymous' }
          : { kind: 'loading' };

  if (viewer.kind === 'loading') {
    return (
      <div style={{ display: 'grid', placeItems: 'center', flex: 1, minHeight: 320 }}>
        <Spinner size="lg" label="Loading the plans" />
      </div>
    );
  }
  return (
    <Pricing
      signedIn={session !== null}
      viewerTier={viewer.kind === 'signed-in' ? viewer.tier : null}
      balance={profile.data?.available_credits ?? 0}
    />
  );
}

function Pricing({
  signedIn,
  viewerTier,
  balance,
}: {
  signedIn: boolean;
  viewerTier: SubscriptionTier | null;
  /** Available credits now: the success page waits for the top-up on top of them. */
  balance: number;
}) {
  const wide = useIsLarge();
  const navigate = useNavigate();
  const api = useAtomValue(apiClientAtom);
  const fetchPlans = useSetAtom(fetchPlansAtom);
  const external = useAtomValue(externalNavigatorAtom);

  const [period, setPeriod] = useState<BillingPeriod>(DEFAULT_BILLING_PERIOD);
  const [tab, setTab] = useState<PricingTab>('plans');
  const [busyPlan, setBusyPlan] = useState<SubscriptionTier | null>(null);
  const [planError, setPlanError] = useState<{ tier: SubscriptionTier; message: string } | null>(
    null,
  );
  const [quantity, setQuantity] = useState(DEFAULT_EXTRA_CREDIT_QUANTITY);
  const [creditsBusy, setCreditsBusy] = useState(false);
  const [creditsError, setCreditsError] = useState<string | null>(null);

  const toLogin = () => void navigate('/login', { state: backToPricing });

  /** Leaves for the provider's page; a failure to leave is shown with its own message. */
  const leaveFor = (url: string, onError: (message: string) => void) => {
    try {
      external.assign(url);
    } catch (error) {
      onError(redirectErrorMessage(error));
    }
  };

  const planFailed = (plan: PlanTier) => (message: string) =>
    setPlanError({ tier: plan.tierKey, message });

  const openPortal = async (plan: PlanTier) => {
    setBusyPlan(plan.tierKey);
    try {
      const { createPortalSession } = await loadPricingApi();
      const { url } = await createPortalSession(api, { returnUrl: window.location.href });
      leaveFor(url, planFailed(plan));
    } catch {
      planFailed(plan)(messages.portalFailed);
    } finally {
      setBusyPlan(null);
    }
  };

  const subscribe = async (plan: PlanTier) => {
    setBusyPlan(plan.tierKey);
    try {
      const offered = (await fetchPlans()).find((tier) => tier.tierKey === plan.tierKey);
      const price = offered
        ? checkoutPriceId(offered, period)
        : { error: messages.planUnavailable };
      if ('error' in price) {
        planFailed(plan)(price.error);
        return;
      }
      const { createCheckoutSession } = await loadPricingApi();
      const { url } = await createCheckoutSession(api, {
        priceId: price.priceId,
        ...checkoutReturnUrls(window.location.origin),
      });
      leaveFor(url, planFailed(plan));
    } catch (error) {
      planFailed(plan)(subscribeErrorMessage(error));
    } finally {
      setBusyPlan(null);
    }
  };

  const onPlanAction = (plan: PlanTier) => {
    setPlanError(null);
    const { action } = planButton(plan, viewerTier, wide);
    if (action === 'none') return;
    if (!signedIn) return toLogin();
    void (action === 'portal' ? openPortal(plan) : subscribe(plan));
  };

  const validationError = creditQuantityError(quantity);
  const onBuy = async () => {
    setCreditsError(null);
    if (validationError) return;
    if (!signedIn) return toLogin();
    setCreditsBusy(true);
    try {
      const { createCreditCheckoutSession } = await loadPricingApi();
      const { url } = await createCreditCheckoutSession(api, {
        quantity,
        ...checkoutReturnUrls(window.location.origin, {
          credits: quantity,
          balanceBefore: balance,
        }),
      });
      leaveFor(url, setCreditsError);
    } catch {
      setCreditsError(messages.creditPurchaseFailed);
    } finally {
      setCreditsBusy(false);
    }
  };

  return (
    <PricingView
      wide={wide}
      period={period}
      onPeriodChange={setPeriod}
      plans={PLAN_CARDS}
      viewerTier={viewerTier}
      busyPlan={busyPlan}
      planError={planError}
      onPlanAction={onPlanAction}
      tab={tab}
      onTabChange={setTab}
      credits={{
        quantity,
        validationError,
        purchaseError: creditsError,
        disabled: !canBuyCredits(viewerTier),
        busy: creditsBusy,
        onQuantityChange: (raw) => {
          setCreditsError(null);
          setQuantity(parseCreditQuantity(raw));
        },
        onBuy: () => void onBuy(),
      }}
    />
  );
}
