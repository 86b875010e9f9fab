import type { BillingPeriod } from '../../../api/billing';
import { Box } from '../../../ui/Box';
import { Chip } from '../../../ui/Chip';
import { coveringInput } from '../../../ui/form.css';
import { Inline } from '../../../ui/Inline';
import { visuallyHidden } from '../../../ui/VisuallyHidden.css';
import * as styles from './Pricing.css';

export interface BillingPeriodSwitchProps {
  period: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}

const options: { value: BillingPeriod; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

/** Monthly / Yearly as two radio buttons in one pill, with the yearly saving beside it. */
export function BillingPeriodSwitch({ period, onChange }: BillingPeriodSwitchProps) {
  return (
    <Inline justify="center" gap="3" marginTop="2">
      <Box
        as="fieldset"
        display="inline-flex"
        margin="0"
        padding="1"
        borderRadius="full"
        background="surface"
        className={styles.periodGroup}
      >
        <legend className={visuallyHidden}>Billing period</legend>
        {options.map((option) => (
          <Box
            as="label"
            key={option.value}
            position="relative"
            display="inline-flex"
            alignItems="center"
            paddingX="5"
            borderRadius="full"
            color="secondary"
            fontSize="sm"
            fontWeight="medium"
            className={styles.periodOption}
          >
            <input
              type="radio"
              name="billing-period"
              value={option.value}
              checked={period === option.value}
              onChange={() => onChange(option.value)}
              className={coveringInput}
            />
            {option.label}
          </Box>
        ))}
      </Box>
      <Chip tone="accent">Save 20%</Chip>
    </Inline>
  );
}
