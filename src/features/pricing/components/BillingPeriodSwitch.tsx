import type { BillingPeriod } from '../../../api/billing';
import { Chip } from '../../../ui/Chip';
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
    <div className={styles.periodRow}>
      <fieldset className={styles.periodGroup}>
        <legend className={styles.periodLegend}>Billing period</legend>
        {options.map((option) => (
          <label key={option.value} className={styles.periodOption}>
            <input
              type="radio"
              name="billing-period"
              value={option.value}
              checked={period === option.value}
              onChange={() => onChange(option.value)}
              className={styles.periodInput}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <Chip tone="accent">Save 20%</Chip>
    </div>
  );
}
