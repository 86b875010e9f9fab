import { Description, Field, Label, Switch as HeadlessSwitch } from '@headlessui/react';
import type { ReactNode } from 'react';
import * as styles from './Switch.css';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Always visible; clicking it toggles the switch too. */
  label: string;
  description?: ReactNode;
  disabled?: boolean;
}

/** An on/off setting with its label on the left and the track on the right. */
export function Switch({ checked, onChange, label, description, disabled = false }: SwitchProps) {
  return (
    <Field disabled={disabled} className={styles.field}>
      <span className={styles.text}>
        <Label className={styles.label}>{label}</Label>
        {description != null && (
          <Description className={styles.description}>{description}</Description>
        )}
      </span>
      <HeadlessSwitch checked={checked} onChange={onChange} className={styles.track}>
        <span className={styles.thumb} aria-hidden="true" />
      </HeadlessSwitch>
    </Field>
  );
}
