import {
  Description,
  Field,
  Label,
  Listbox,
  ListboxButton,
  ListboxOption,
  ListboxOptions,
} from '@headlessui/react';
import { Check, ChevronDown, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './Select.css';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
}

export interface SelectProps<T extends string> {
  /** Visible above the field and used as its accessible name. */
  label: string;
  /** The chosen value; null (or undefined) shows the placeholder. */
  value: T | null | undefined;
  onChange: (value: T) => void;
  options: SelectOption<T>[];
  helperText?: ReactNode;
  /** An error message; replaces the helper text and marks the field invalid. */
  error?: ReactNode;
  disabled?: boolean;
  /** Shown while nothing is chosen. */
  placeholder?: string;
}

/** A single-choice dropdown styled like a text field (Headless UI Listbox underneath). */
export function Select<T extends string>({
  label,
  value,
  onChange,
  options,
  helperText,
  error,
  disabled = false,
  placeholder,
}: SelectProps<T>) {
  const chosen = options.find((option) => option.value === value);
  const invalid = error != null && error !== false;
  const message = invalid ? error : helperText;
  return (
    <Field disabled={disabled} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <Listbox
        value={value ?? null}
        onChange={(next: T | null) => next != null && onChange(next)}
        invalid={invalid}
      >
        <ListboxButton className={styles.button}>
          <span className={chosen ? styles.value : `${styles.value} ${styles.placeholder}`}>
            {chosen ? chosen.label : (placeholder ?? '\u00a0')}
          </span>
          <span className={styles.chevron} aria-hidden="true">
            <ChevronDown strokeWidth={1.75} />
          </span>
        </ListboxButton>
        <ListboxOptions
          transition
          anchor={{ to: 'bottom start', gap: 6, padding: 8 }}
          className={styles.options}
        >
          {options.map((option) => (
            <ListboxOption
              key={option.value}
              value={option.value}
              disabled={option.disabled ?? false}
              className={styles.option}
            >
              <span className={styles.optionLabel}>{option.label}</span>
              <span className={styles.check} aria-hidden="true">
                <Check strokeWidth={1.75} />
              </span>
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
      {message != null && message !== false && (
        <Description className={invalid ? `${styles.helper} ${styles.error}` : styles.helper}>
          {invalid && (
            <CircleAlert className={styles.errorIcon} size={14} strokeWidth={1.75} aria-hidden />
          )}
          <span>{message}</span>
        </Description>
      )}
    </Field>
  );
}
