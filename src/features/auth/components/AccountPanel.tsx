import { useId, useState, type ReactNode } from 'react';
import { Alert } from '../../../ui/Alert';
import { Box } from '../../../ui/Box';
import { Card } from '../../../ui/Card';
import { Stack } from '../../../ui/Stack';
import { TextField } from '../../../ui/TextField';
import { PageIntro } from '../../../ui/PageIntro';
import { caption, sectionTitle } from '../../../ui/typography.css';
import { AuthForm } from './AuthForm';
import { NewPasswordFields, type NewPasswordValues } from './NewPasswordFields';
import * as styles from './AccountPanel.css';

/** Where one of the panel's forms stands: saving, refused (with why), or just saved. */
export interface FormStatus {
  pending: boolean;
  error: string | null;
  /** The confirmation after a save; cleared by the next attempt. */
  done: string | null;
  /** Fields the error is about. */
  invalid?: readonly string[];
}

export const idleStatus: FormStatus = { pending: false, error: null, done: null };

export interface ChangePasswordValues extends NewPasswordValues {
  current: string;
}

function Section(props: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card as="section" padding="none" aria-labelledby={titleId}>
      <Stack gap="5" padding={{ narrow: '6', large: '8' }}>
        <h2 id={titleId} className={sectionTitle}>
          {props.title}
        </h2>
        {props.children}
      </Stack>
    </Card>
  );
}

function StatusMessage(props: { status: FormStatus }) {
  if (props.status.error) return <Alert tone="error">{props.status.error}</Alert>;
  if (props.status.done) return <Alert tone="success">{props.status.done}</Alert>;
  return null;
}

/** The account panel: the name the studio shows, and the password. */
export function AccountPanel(props: {
  name: string;
  email: string;
  /** False for accounts that sign in with Google or a link only: no current password to ask. */
  hasPassword: boolean;
  nameStatus: FormStatus;
  passwordStatus: FormStatus;
  onSaveName: (name: string) => void;
  onChangePassword: (values: ChangePasswordValues) => void;
}) {
  const [name, setName] = useState(props.name);
  const [passwords, setPasswords] = useState<ChangePasswordValues>({
    current: '',
    password: '',
    confirm: '',
  });
  // A changed password leaves the fields empty for the next time.
  const [seenDone, setSeenDone] = useState(props.passwordStatus.done);
  if (props.passwordStatus.done !== seenDone) {
    setSeenDone(props.passwordStatus.done);
    if (props.passwordStatus.done) setPasswords({ current: '', password: '', confirm: '' });
  }
  const nameBusy = props.nameStatus.pending;
  const passwordBusy = props.passwordStatus.pending;
  const invalid = props.passwordStatus.invalid ?? [];

  return (
    <Stack gap="6" className={styles.page}>
      <PageIntro
        gap="2"
        eyebrow="Account"
        title="Your account"
        lead="Change the name the studio shows and the password you sign in with."
      />

      <Section title="Name">
        <Box as="p" overflowWrap="anywhere" className={caption}>
          Signed in as {props.email}
        </Box>
        <StatusMessage status={props.nameStatus} />
        <AuthForm
          compact
          label="Name"
          onSubmit={() => {
            if (!nameBusy) props.onSaveName(name);
          }}
          submitLabel="Save Name"
          loading={nameBusy}
        >
          <TextField
            label="Full Name"
            name="name"
            autoComplete="name"
            required
            value={name}
            readOnly={nameBusy}
            aria-invalid={props.nameStatus.invalid?.includes('name') || undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </AuthForm>
      </Section>

      <Section title="Password">
        <StatusMessage status={props.passwordStatus} />
        <AuthForm
          compact
          label="Password"
          onSubmit={() => {
            if (!passwordBusy) props.onChangePassword(passwords);
          }}
          submitLabel="Change Password"
          loading={passwordBusy}
        >
          {props.hasPassword && (
            <TextField
              label="Current Password"
              name="current-password"
              type="password"
              autoComplete="current-password"
              required
              value={passwords.current}
              readOnly={passwordBusy}
              aria-invalid={invalid.includes('current') || undefined}
              onChange={(event) => setPasswords({ ...passwords, current: event.target.value })}
            />
          )}
          <NewPasswordFields
            values={passwords}
            onChange={(next) => setPasswords({ ...passwords, ...next })}
            readOnly={passwordBusy}
            invalid={invalid.filter((field) => field === 'password' || field === 'confirm')}
          />
        </AuthForm>
      </Section>
    </Stack>
  );
}
