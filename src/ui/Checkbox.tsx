import { Checkbox as HeadlessCheckbox, Description, Field, Label } from '@headlessui/react';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Always visible; clicking it ticks the box too. */
  label: string;
  description?: ReactNode;
  disabled?: boolean;
}

/** A statement the user agrees to (or not): the box on the left, its label beside it. */
export function Checkbox({
  checked,
  onChange,
  label,
  description,
  disabled = false,
}: CheckboxProps) {
  return (
    <Field disabled={disabled} className={styles.field}>
      <HeadlessCheckbox checked={checked} onChange={onChange} className={styles.box}>
        <Check className={styles.tick} size={14} strokeWidth={3} aria-hidden="true" />
      </HeadlessCheckbox>
      <span className={styles.text}>
        <Label className={styles.label}>{label}</Label>
        {description != null && (
          <Description className={styles.description}>{description}</Description>
        )}
      </span>
    </Field>
  );
}
