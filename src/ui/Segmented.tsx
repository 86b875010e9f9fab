// A small segmented switch: one native radio per option, invisible over the segment that draws it
// (the keyboard and screen readers get a plain radio group). Put it in a fieldset whose legend
// names the choice; the fieldset's `disabled` reaches the radios.
import type { ReactNode } from 'react';
import { coveringInput } from './form.css';
import { segment, segments } from './Segmented.css';

export interface SegmentedProps<T extends string> {
  /** The radios' group name (unique on the page). */
  name: string;
  options: readonly { value: T; label: ReactNode }[];
  value: T | undefined;
  onChange: (value: T) => void;
}

export function Segmented<T extends string>({ name, options, value, onChange }: SegmentedProps<T>) {
  return (
    <div className={segments}>
      {options.map((option) => (
        <label key={option.value} className={segment}>
          <input
            type="radio"
            className={coveringInput}
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
