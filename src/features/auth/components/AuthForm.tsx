import type { ReactNode } from 'react';
import { Box } from '../../../ui/Box';
import { Button } from '../../../ui/Button';
import { bareFieldset } from '../../../ui/form.css';
import { Stack } from '../../../ui/Stack';
import { TextField } from '../../../ui/TextField';

/**
 * A form of the account screens: its fields, read-only while a request runs (rather than
 * disabled, so focus stays where it was), and its submit button. In a sign-in card the button
 * is large and full width; on the Account page (`compact`) it sits at the form's end when wide.
 */
export function AuthForm(props: {
  label: string;
  onSubmit: () => void;
  submitLabel: string;
  loading: boolean;
  disabled?: boolean;
  compact?: boolean;
  /** Between the fields and the button ("Forgot password?"). */
  after?: ReactNode;
  children: ReactNode;
}) {
  const gap = props.compact ? '4' : ({ narrow: '5', large: '4' } as const);
  return (
    <Stack
      as="form"
      gap={gap}
      noValidate
      aria-label={props.label}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <Stack as="fieldset" gap={gap} className={bareFieldset}>
        {props.children}
      </Stack>
      {props.after}
      <Box
        {...(props.compact
          ? {
              display: 'flex',
              flexDirection: { narrow: 'column', large: 'row' },
              justifyContent: { large: 'flex-end' },
            }
          : { paddingTop: '1' })}
      >
        <Button
          type="submit"
          variant="primary"
          size={props.compact ? 'md' : 'lg'}
          fullWidth={!props.compact}
          loading={props.loading}
          disabled={props.disabled}
        >
          {props.submitLabel}
        </Button>
      </Box>
    </Stack>
  );
}

/** The e-mail address field of Log in and Forgot password. */
export function EmailField(props: {
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
}) {
  return (
    <TextField
      label="Email Address"
      type="email"
      name="email"
      autoComplete="email"
      required
      value={props.value}
      readOnly={props.readOnly}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
