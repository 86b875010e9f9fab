// Reset password: where the e-mailed link leads. The link has signed the designer in (a session in
// the store stands for it), or it has not (used or expired: the auth service says why in the
// address).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ResetPasswordScreen } from '../../../src/features/auth/ResetPasswordScreen';
import { ShellScreen } from '../../../src/features/shell/ShellScreen';
import { makeSession } from '../../mocks/fixtures/profile';
import { authHandlers, authServiceHandlers } from '../../mocks/handlers/auth';
import { profileHandlers } from '../../mocks/handlers/profile';
import { withSession } from '../../mocks/session';

const narrow = { viewport: { value: 'narrow', isRotated: false } };

const meta = {
  title: 'Features/Auth/Reset Password',
  component: ResetPasswordScreen,
  render: () => (
    <ShellScreen year={2026}>
      <ResetPasswordScreen />
    </ShellScreen>
  ),
  parameters: {
    router: { path: '/reset-password', initialEntry: '/reset-password' },
    store: withSession(makeSession()),
  },
  beforeEach: ({ msw }) => {
    msw.use(...authServiceHandlers(), profileHandlers.ok());
  },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = Parameters<NonNullable<Story['play']>>[0];

async function choose({ canvas, userEvent }: Play, password: string, confirm = password) {
  const field = await canvas.findByLabelText(/^New Password/);
  if (password) await userEvent.type(field, password);
  if (confirm) await userEvent.type(canvas.getByLabelText(/Confirm New Password/), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Save Password' }));
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    await expect(canvas.getByText('For amara@laurent-atelier.com')).toBeVisible();
    await expect(canvas.getByLabelText(/^New Password/)).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(canvas.getByText('At least 6 characters')).toBeVisible();
    // The link signed in: no current password is asked for.
    await expect(canvas.queryByLabelText(/Current Password/)).toBeNull();
  },
};

export const Narrow: Story = {
  globals: narrow,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Save Password' })).toBeVisible();
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async (context) => {
    await choose(context, 'facets-and-light', 'facets-and-lite');
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'Passwords do not match.',
    );
    await expect(context.canvas.getByLabelText(/Confirm New Password/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const PasswordTooShort: Story = {
  play: async (context) => {
    await choose(context, 'gem');
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'Password should be at least 6 characters.',
    );
  },
};

export const CommonPassword: Story = {
  beforeEach: ({ msw }) => {
    msw.use(authHandlers.updateUserCommonPassword());
  },
  play: async (context) => {
    await choose(context, 'password1');
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'Password is known to be weak and easy to guess, please choose a different one.',
    );
    await expect(context.canvas.getByLabelText(/^New Password/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Saving: Story = {
  beforeEach: ({ msw }) => {
    msw.use(authHandlers.updateUserPending());
  },
  play: async (context) => {
    await choose(context, 'facets-and-light');
    const button = context.canvas.getByRole('button', { name: 'Save Password' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(context.canvas.getByLabelText(/^New Password/)).toHaveAttribute('readonly');
  },
};

export const Saved: Story = {
  play: async (context) => {
    await choose(context, 'facets-and-light');
    await expect(await context.canvas.findByText('Navigated to /')).toBeVisible();
  },
};

/** The auth service sent the browser back with the reason in the address. */
const expiredLink = () => {
  const { pathname, search } = window.location;
  window.history.replaceState(
    window.history.state,
    '',
    `${pathname}${search}#error=access_denied&error_code=otp_expired` +
      '&error_description=Email+link+is+invalid+or+has+expired',
  );
  return () => window.history.replaceState(window.history.state, '', pathname + search);
};

export const LinkExpired: Story = {
  parameters: { store: withSession(null) },
  beforeEach: expiredLink,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This link has expired' }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Email link is invalid or has expired',
    );
    await expect(canvas.getByRole('link', { name: 'Send a New Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

/** Opened without a link (or after signing out): nothing to reset with. */
export const NoLink: Story = {
  parameters: { store: withSession(null) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired. Ask for a new one.',
    );
  },
};
