import { TextField } from '../../../ui/TextField';

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

/** New password twice, as on Signup; shared by Reset password and the Account panel. */
export function NewPasswordFields(props: {
  values: NewPasswordValues;
  onChange: (values: NewPasswordValues) => void;
  readOnly: boolean;
  /** Marks the fields a validation message is about. */
  invalid?: readonly (keyof NewPasswordValues)[];
}) {
  const field = (key: keyof NewPasswordValues) => ({
    name: key === 'password' ? 'new-password' : 'confirm-password',
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    value: props.values[key],
    readOnly: props.readOnly,
    'aria-invalid': props.invalid?.includes(key) || undefined,
    onChange: (event: { target: { value: string } }) =>
      props.onChange({ ...props.values, [key]: event.target.value }),
  });
  return (
    <>
      <TextField label="New Password" helperText="At least 6 characters" {...field('password')} />
      <TextField label="Confirm New Password" {...field('confirm')} />
    </>
  );
}
