import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { CircleAlert } from 'lucide-react';
import * as styles from './TextField.css';

type Control = HTMLInputElement | HTMLTextAreaElement;

// One props shape for both controls (handlers see either element), so stories and docs stay simple.
export interface TextFieldProps extends Omit<InputHTMLAttributes<Control>, 'required'> {
  label: string;
  helperText?: ReactNode;
  /** Replaces the helper text and marks the control invalid. */
  error?: string;
  /** Marks the field required (asterisk, aria-required) without native browser validation. */
  required?: boolean;
  /** Renders a textarea (sized by `rows`) instead of an input. */
  multiline?: boolean;
  rows?: number;
  ref?: Ref<Control>;
}

export function TextField(props: TextFieldProps) {
  const { label, helperText, error, required, id, className, multiline, rows, ref, ...control } =
    props;
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const messageId = `${controlId}-message`;
  const message = error ?? helperText;
  const describedBy =
    [control['aria-describedby'], message != null ? messageId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  const shared = {
    id: controlId,
    'aria-invalid': error ? true : control['aria-invalid'],
    'aria-required': required || control['aria-required'],
    'aria-describedby': describedBy,
  };

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {required && (
          <span className={styles.asterisk} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {multiline ? (
        <textarea
          {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)}
          {...shared}
          ref={ref as Ref<HTMLTextAreaElement>}
          rows={rows}
          className={`${styles.control} ${styles.multiline}`}
        />
      ) : (
        <input
          {...(control as InputHTMLAttributes<HTMLInputElement>)}
          {...shared}
          ref={ref as Ref<HTMLInputElement>}
          className={styles.control}
        />
      )}
      {error ? (
        <p id={messageId} className={styles.error}>
          <CircleAlert className={styles.errorIcon} size={14} strokeWidth={1.75} aria-hidden />
          {error}
        </p>
      ) : (
        message != null && (
          <p id={messageId} className={styles.helper}>
            {message}
          </p>
        )
      )}
    </div>
  );
}
