import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { accountActionsAtom } from '../session/account-actions';
import { profileQueryAtom, sessionAtom } from '../session/atoms';
import { SessionPending } from '../session/components/SessionPending';
import {
  AccountPanel,
  idleStatus,
  type ChangePasswordValues,
  type FormStatus,
} from './components/AccountPanel';
import {
  hasPasswordSignIn,
  messages,
  newPasswordError,
  newPasswordErrorFields,
  passwordChangeErrorMessage,
  passwordProblemFields,
} from './model';

const failed = (error: string, invalid: readonly string[] = []): FormStatus => ({
  pending: false,
  error,
  done: null,
  invalid,
});
const pending: FormStatus = { pending: true, error: null, done: null };
const done = (message: string): FormStatus => ({ pending: false, error: null, done: message });

/** The account panel (from the avatar menu): rename, change the password. */
export function AccountScreen() {
  const session = useAtomValue(sessionAtom);
  const profile = useAtomValue(profileQueryAtom);
  const actions = useAtomValue(accountActionsAtom);
  const [nameStatus, setNameStatus] = useState<FormStatus>(idleStatus);
  const [passwordStatus, setPasswordStatus] = useState<FormStatus>(idleStatus);

  // RequireSession has made sure of the session; the profile has the name the shell shows.
  if (!session || profile.isPending) return <SessionPending />;
  const user = session.user;

  const saveName = async (name: string) => {
    const trimmed = name.trim();
    if (!trimmed) return setNameStatus(failed(messages.nameMissing, ['name']));
    setNameStatus(pending);
    try {
      const problem = await actions.updateName(trimmed);
      setNameStatus(
        problem ? failed(problem.message || messages.nameFailed) : done(messages.nameSaved),
      );
    } catch {
      setNameStatus(failed(messages.nameFailed));
    }
  };

  const changePassword = async (values: ChangePasswordValues) => {
    const invalid = newPasswordError(values);
    if (invalid) return setPasswordStatus(failed(invalid, newPasswordErrorFields(values)));
    setPasswordStatus(pending);
    try {
      const problem = await actions.updatePassword({
        password: values.password,
        ...(values.current ? { currentPassword: values.current } : {}),
      });
      setPasswordStatus(
        problem
          ? failed(passwordChangeErrorMessage(problem), passwordProblemFields(problem))
          : done(messages.passwordChangedElsewhere),
      );
    } catch {
      setPasswordStatus(failed(messages.passwordChangeFailed));
    }
  };

  return (
    <AccountPanel
      name={profile.data?.name ?? user.user_metadata.name ?? ''}
      email={user.email ?? profile.data?.email ?? ''}
      hasPassword={hasPasswordSignIn(user.app_metadata)}
      nameStatus={nameStatus}
      passwordStatus={passwordStatus}
      onSaveName={(name) => void saveName(name)}
      onChangePassword={(values) => void changePassword(values)}
    />
  );
}
