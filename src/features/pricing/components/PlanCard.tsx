import { Check, Gem } from 'lucide-react';
import type { BillingPeriod, PlanTier } from '../../../api/billing';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Chip } from '../../../ui/Chip';
import { Spinner } from '../../../ui/Spinner';
import { Box } from '../../../ui/Box';
import { surfacePanel } from '../../../ui/surface.css';
import { sprinkles } from '../../../ui/theme/sprinkles.css';
import { formatPlanPrice, periodSuffix, yearlySaving, type PlanButton } from '../model';
import * as styles from './Pricing.css';
import { cardTitleType } from './type';
import { Inline } from '../../../ui/Inline';
import { Stack } from '../../../ui/Stack';
import { bareList } from '../../../ui/list.css';

export interface PlanCardProps {
  plan: PlanTier;
  period: BillingPeriod;
  button: PlanButton;
  current: boolean;
  recommended: boolean;
  busy: boolean;
  /** Another plan's request is on its way: this card waits. */
  locked: boolean;
  /** Why this plan's last action failed, shown right above its button. */
  error: string | null;
  onAction: () => void;
}

export function PlanCard({
  plan,
  period,
  button,
  current,
  recommended,
  busy,
  locked,
  error,
  onAction,
}: PlanCardProps) {
  const price = plan[period];
  const free = plan.level === 0;
  const saving = yearlySaving(plan);
  const titleId = `plan-${plan.tierKey}-title`;
  const classes = [
    surfacePanel,
    recommended ? styles.planCardRecommended : '',
    current ? styles.planCardCurrent : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Stack
      as="article"
      position="relative"
      gap="5"
      padding="6"
      className={classes}
      aria-labelledby={titleId}
    >
      <Inline wrap="nowrap" justify="space-between" gap="2" className={styles.planHead}>
        <Box as="h3" id={titleId} {...cardTitleType}>
          {plan.title}
        </Box>
        {current ? (
          <Chip tone="success">Current</Chip>
        ) : (
          recommended && <Chip tone="accent">Recommended</Chip>
        )}
      </Inline>
      <p className={styles.planDescription}>{plan.description}</p>
      <Stack gap="1">
        <Inline as="p" wrap="nowrap" alignY="baseline" gap="2">
          <span className={styles.priceAmount}>{formatPlanPrice(price.price)}</span>
          <Box as="span" color="muted" fontSize="sm">
            {free ? 'forever' : periodSuffix(period)}
          </Box>
        </Inline>
        <Box as="p" color="muted" fontSize="xs" lineHeight="normal" className={styles.priceNote}>
          {free ? (
            'No card needed'
          ) : period === 'yearly' ? (
            <Box as="span" color="accent">
              Save {formatPlanPrice(saving)} a year
            </Box>
          ) : (
            `or ${formatPlanPrice(plan.yearly.price)} / year`
          )}
        </Box>
      </Stack>
      <Inline
        as="p"
        wrap="nowrap"
        gap="2"
        paddingY="3"
        color="text"
        fontSize="sm"
        fontWeight="medium"
        className={styles.ruled}
      >
        <Box as="span" display="inline-flex" color="accent" aria-hidden="true">
          <Gem size={16} strokeWidth={1.5} />
        </Box>
        {price.credits}
      </Inline>
      <Stack as="ul" gap="3" className={bareList} flex="1" aria-label={`${plan.title} includes`}>
        {plan.features.map((feature) => (
          <Inline
            as="li"
            key={feature}
            wrap="nowrap"
            alignY="flex-start"
            gap="2"
            color="secondary"
            fontSize="sm"
            lineHeight="snug"
          >
            <Box
              as="span"
              display="inline-flex"
              flexShrink={0}
              color="accent"
              className={styles.featureIcon}
              aria-hidden="true"
            >
              <Check size={16} strokeWidth={2} />
            </Box>
            {feature}
          </Inline>
        ))}
      </Stack>
      <Stack gap="3" marginTop="2">
        {error && (
          <Alert tone="error" className={sprinkles({ textAlign: 'left' })}>
            {error}
          </Alert>
        )}
        <Button
          fullWidth
          variant={button.kind === 'subscribe' && recommended ? 'primary' : 'secondary'}
          disabled={button.action === 'none' || locked}
          // Busy, but still enabled: the button keeps keyboard focus while the request runs.
          aria-busy={busy || undefined}
          aria-disabled={busy || undefined}
          startIcon={busy ? <Spinner size="sm" tone="current" /> : undefined}
          onClick={busy ? undefined : onAction}
        >
          {button.label}
        </Button>
      </Stack>
    </Stack>
  );
}
