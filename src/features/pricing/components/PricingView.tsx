import type { BillingPeriod, PlanTier } from '../../../api/billing';
import type { SubscriptionTier } from '../../../api/profile';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { Tabs } from '../../../ui/Tabs';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import * as typography from '../../../ui/typography.css';
import { isCurrentPlan, planButton } from '../model';
import { BillingPeriodSwitch } from './BillingPeriodSwitch';
import { CreditsPanel, type CreditsPanelProps } from './CreditsPanel';
import { PlanCard } from './PlanCard';
import { PricingFaq } from './PricingFaq';
import * as styles from './Pricing.css';
import { Stack } from '../../../ui/Stack';

export type PlansState =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | { status: 'ready'; plans: PlanTier[] };

export type PricingTab = 'plans' | 'credits';

/** The plan Pro is: highlighted with the accent. */
const RECOMMENDED: SubscriptionTier = 'pro';

export interface PricingViewProps {
  /** The large layout: four cards in a row; otherwise two tabs. */
  wide: boolean;
  period: BillingPeriod;
  onPeriodChange: (period: BillingPeriod) => void;
  plans: PlansState;
  /** The signed-in user's tier; null for anonymous visitors. */
  viewerTier: SubscriptionTier | null;
  /** The plan whose request is on its way. */
  busyPlan: SubscriptionTier | null;
  /** The plan whose last action failed, and why. */
  planError: { tier: SubscriptionTier; message: string } | null;
  onPlanAction: (plan: PlanTier) => void;
  credits: Omit<CreditsPanelProps, 'headingLevel' | 'locked'>;
  tab: PricingTab;
  onTabChange: (tab: PricingTab) => void;
}

export function PricingView(props: PricingViewProps) {
  const anyBusy = props.busyPlan !== null || props.credits.busy;
  const header = (
    <header className={styles.header}>
      <p className={typography.eyebrow}>Plans &amp; credits</p>
      <h1 className={styles.title}>Pricing</h1>
      <p className={styles.lead}>
        Choose the plan that fits your atelier. Every plan crafts every kind of visual, and your
        unused credits roll over.
      </p>
    </header>
  );
  const periodSwitch = (
    <BillingPeriodSwitch period={props.period} onChange={props.onPeriodChange} />
  );

  const plans = (
    <Stack as="section" gap="6" aria-labelledby="plans-title">
      <VisuallyHidden>
        <h2 id="plans-title">Subscription Plans</h2>
      </VisuallyHidden>
      {props.plans.status === 'error' ? (
        <Alert
          tone="error"
          title="The plans could not be loaded."
          action={
            <Button size="sm" variant="secondary" onClick={props.plans.onRetry}>
              Retry
            </Button>
          }
        >
          Please check your connection and try again.
        </Alert>
      ) : (
        <div className={styles.planGrid} aria-busy={props.plans.status === 'loading'}>
          {props.plans.status === 'loading'
            ? [0, 1, 2, 3].map((index) => (
                <div key={index} className={styles.skeletonCard}>
                  <Skeleton width="40%" height={28} />
                  <Skeleton width="90%" />
                  <Skeleton width="55%" height={44} />
                  <Skeleton width="70%" />
                  <Skeleton width="80%" />
                  <Skeleton width="75%" />
                </div>
              ))
            : props.plans.plans.map((plan) => (
                <PlanCard
                  key={plan.tierKey}
                  plan={plan}
                  period={props.period}
                  button={planButton(plan, props.viewerTier, props.wide)}
                  current={isCurrentPlan(plan, props.viewerTier)}
                  recommended={plan.tierKey === RECOMMENDED}
                  busy={props.busyPlan === plan.tierKey}
                  locked={anyBusy && props.busyPlan !== plan.tierKey}
                  error={props.planError?.tier === plan.tierKey ? props.planError.message : null}
                  onAction={() => props.onPlanAction(plan)}
                />
              ))}
        </div>
      )}
    </Stack>
  );

  if (!props.wide) {
    return (
      <div className={styles.glow}>
        <div className={styles.screen}>
          {header}
          <Tabs
            label="Pricing"
            selectedKey={props.tab}
            onChange={(key) => props.onTabChange(key as PricingTab)}
            tabs={[
              {
                key: 'plans',
                label: 'Subscription Plans',
                content: (
                  <Stack gap="6">
                    {periodSwitch}
                    {plans}
                  </Stack>
                ),
              },
              {
                key: 'credits',
                label: 'Buy Credits',
                content: <CreditsPanel {...props.credits} locked={props.busyPlan !== null} />,
              },
            ]}
          />
          <PricingFaq />
        </div>
      </div>
    );
  }

  return (
    <div className={styles.glow}>
      <div className={styles.screen}>
        <Stack gap="6">
          {header}
          {periodSwitch}
        </Stack>
        {plans}
        <div className={styles.lower}>
          <CreditsPanel {...props.credits} locked={props.busyPlan !== null} />
          <PricingFaq />
        </div>
      </div>
    </div>
  );
}
