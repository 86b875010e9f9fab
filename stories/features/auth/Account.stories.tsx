// The account panel, opened from the avatar menu: the name the studio shows and the password.
// The mocked auth service accepts a password change with the current password "facets-42".
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountScreen } from '../../../src/features/auth/AccountScreen';
import { ShellScreen } from '../../../src/features/shell/ShellScreen';
import { makeProfile, makeSession } from '../../mocks/fixtures/profile';
import { authHandlers, authServiceHandlers } from '../../mocks/handlers/auth';
import { profileHandlers } from '../../mocks/handlers/profile';
import { withSession } from '../../mocks/session';

const narrow = { viewport: { value: 'narrow', isRotated: false } };
const CURRENT = 'facets-42';
const session = makeSession();

const meta = {
  title: 'Features/Account',
  component: AccountScreen,
  render: () => (
    <ShellScreen year={2026}>
      <AccountScreen />
    </ShellScreen>
  ),
  parameters: {
    router: { path: '/account', initialEntry: '/account' },
    store: withSession(session),
  },
  beforeEach: ({ msw }) => {
    msw.use(
      authHandlers.updateUser(session, CURRENT),
      ...authServiceHandlers(session),
      ...profileHandlers.editable(makeProfile()),
    );
  },
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = Parameters<NonNullable<Story['play']>>[0];

const section = async ({ canvas }: Play, name: 'Name' | 'Password') =>
  within(await canvas.findByRole('region', { name }));

async function changePassword(
  context: Play,
  values: { current?: string; password: string; confirm?: string },
) {
  const form = await section(context, 'Password');
  const { userEvent } = context;
  if (values.current) await userEvent.type(form.getByLabelText(/Current Password/), values.current);
  await userEvent.type(form.getByLabelText(/^New Password/), values.password);
  await userEvent.type(
    form.getByLabelText(/Confirm New Password/),
    values.confirm ?? values.password,
  );
  await userEvent.click(form.getByRole('button', { name: 'Change Password' }));
  return form;
}

async function rename(context: Play, name: string) {
  const form = await section(context, 'Name');
  const field = form.getByLabelText(/Full Name/);
  await context.userEvent.clear(field);
  if (name) await context.userEvent.type(field, name);
  await context.userEvent.click(form.getByRole('button', { name: 'Save Name' }));
  return form;
}

export const Default: Story = {
  play: async (context) => {
    const { canvas } = context;
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your account' }),
    ).toBeVisible();
    const name = await section(context, 'Name');
    await expect(name.getByLabelText(/Full Name/)).toHaveValue('Amara Laurent');
    await expect(name.getByText('Signed in as amara@laurent-atelier.com')).toBeVisible();
    const password = await section(context, 'Password');
    await expect(password.getByLabelText(/Current Password/)).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await expect(password.getByLabelText(/^New Password/)).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  },
};

export const Narrow: Story = {
  globals: narrow,
  play: async (context) => {
    const password = await section(context, 'Password');
    await expect(password.getByRole('button', { name: 'Change Password' })).toBeVisible();
  },
};

/** An account that signs in with Google only has no current password to give. */
export const GoogleAccount: Story = {
  parameters: {
    store: withSession(
      makeSession({
        user: {
          ...session.user,
          app_metadata: { provider: 'google', providers: ['google'] },
        },
      }),
    ),
  },
  play: async (context) => {
    const password = await section(context, 'Password');
    await expect(password.queryByLabelText(/Current Password/)).toBeNull();
    await expect(password.getByLabelText(/^New Password/)).toBeVisible();
  },
};

export const NameSaved: Story = {
  play: async (context) => {
    const form = await rename(context, 'Amara Laurent-Okafor');
    await expect(await form.findByRole('status')).toHaveTextContent('Your name has been saved.');
    // The shell shows the new name at once.
    await expect(
      await context.canvas.findByRole('button', { name: 'Account menu for Amara Laurent-Okafor' }),
    ).toBeVisible();
  },
};

export const NameMissing: Story = {
  play: async (context) => {
    const form = await rename(context, '');
    await expect(await form.findByRole('alert')).toHaveTextContent('Enter a name.');
    await expect(form.getByLabelText(/Full Name/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const NameError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(profileHandlers.updateError());
  },
  play: async (context) => {
    const form = await rename(context, 'Amara L.');
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Your name could not be saved. Please try again.',
    );
  },
};

export const PasswordChanged: Story = {
  play: async (context) => {
    const form = await changePassword(context, { current: CURRENT, password: 'new-facets-7' });
    await expect(await form.findByRole('status')).toHaveTextContent(
      'Your password has been changed. Other devices signed in to your account have been signed out.',
    );
    await expect(form.getByLabelText(/^New Password/)).toHaveValue('');
  },
};

export const WrongCurrentPassword: Story = {
  play: async (context) => {
    const form = await changePassword(context, { current: 'not-it', password: 'new-facets-7' });
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Your current password is not correct.',
    );
    await expect(form.getByLabelText(/Current Password/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const CommonPassword: Story = {
  beforeEach: ({ msw }) => {
    msw.use(authHandlers.updateUserCommonPassword());
  },
  play: async (context) => {
    const form = await changePassword(context, { current: CURRENT, password: 'iloveyou' });
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Password is known to be weak and easy to guess, please choose a different one.',
    );
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async (context) => {
    const form = await changePassword(context, {
      current: CURRENT,
      password: 'new-facets-7',
      confirm: 'new-facets-8',
    });
    await expect(await form.findByRole('alert')).toHaveTextContent('Passwords do not match.');
  },
};

export const ChangingPassword: Story = {
  beforeEach: ({ msw }) => {
    msw.use(authHandlers.updateUserPending());
  },
  play: async (context) => {
    const form = await changePassword(context, { current: CURRENT, password: 'new-facets-7' });
    await expect(form.getByRole('button', { name: 'Change Password' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
