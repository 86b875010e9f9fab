import type { BillingPeriod, PlanTier } from '../../../api/billing';
import type { SubscriptionTier } from '../../../api/profile';
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
import { Box } from '../../../ui/Box';
import { Columns } from '../../../ui/Columns';
import type { ReactNode } from 'react';

export type PricingTab = 'plans' | 'credits';

/** The plan Pro is: highlighted with the accent. */
const RECOMMENDED: SubscriptionTier = 'pro';

export interface PricingViewProps {
  /** The large layout: four cards in a row; otherwise two tabs. */
  wide: boolean;
  period: BillingPeriod;
  onPeriodChange: (period: BillingPeriod) => void;
  /** The four plans' cards. */
  plans: PlanTier[];
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
    <Stack as="header" align="center" textAlign="center" gap="3">
      <p className={typography.eyebrow}>Plans &amp; credits</p>
      <Box as="h1" textWrap="balance" className={typography.displayTitle}>
        Pricing
      </Box>
      <p className={styles.lead}>
        Choose the plan that fits your atelier. Every plan crafts every kind of visual, and your
        unused credits roll over.
      </p>
    </Stack>
  );
  const periodSwitch = (
    <BillingPeriodSwitch period={props.period} onChange={props.onPeriodChange} />
  );

  const plans = (
    <Stack as="section" gap="6" aria-labelledby="plans-title">
      <VisuallyHidden>
        <h2 id="plans-title">Subscription Plans</h2>
      </VisuallyHidden>
      <Columns columns={{ narrow: '1', large: '4' }} gap={{ narrow: '4', large: '5' }}>
        {props.plans.map((plan) => (
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
      </Columns>
    </Stack>
  );

  if (!props.wide) {
    return (
      <Screen>
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
      </Screen>
    );
  }

  return (
    <Screen>
      <Stack gap="6">
        {header}
        {periodSwitch}
      </Stack>
      {plans}
      <Box display="grid" gap={{ narrow: '8', large: '10' }} className={styles.lower}>
        <CreditsPanel {...props.credits} locked={props.busyPlan !== null} />
        <PricingFaq />
      </Box>
    </Screen>
  );
}

/** The page's column on a soft champagne glow from the top. */
function Screen({ children }: { children: ReactNode }) {
  return (
    <Stack flex="1" className={styles.glow}>
      <Stack
        flex="1"
        width="full"
        marginX="auto"
        paddingTop={{ narrow: '8', large: '10' }}
        paddingX={{ narrow: '4', large: '8' }}
        paddingBottom={{ narrow: '12', large: '16' }}
        gap={{ narrow: '8', large: '10' }}
        className={styles.screen}
      >
        {children}
      </Stack>
    </Stack>
  );
}
