// Forgot password: the e-mail address, then word that a link is on its way (mocked auth service).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ForgotPasswordScreen } from '../../../src/features/auth/ForgotPasswordScreen';
import { ShellScreen } from '../../../src/features/shell/ShellScreen';
import { authHandlers, authServiceHandlers } from '../../mocks/handlers/auth';
import { withSession } from '../../mocks/session';

const narrow = { viewport: { value: 'narrow', isRotated: false } };
const recovered = fn();

const meta = {
  title: 'Features/Auth/Forgot Password',
  component: ForgotPasswordScreen,
  render: () => (
    <ShellScreen year={2026}>
      <ForgotPasswordScreen />
    </ShellScreen>
  ),
  parameters: {
    router: { path: '/forgot-password', initialEntry: '/forgot-password' },
    store: withSession(null),
  },
  beforeEach: ({ msw }) => {
    recovered.mockClear();
    msw.use(authHandlers.recover(recovered), ...authServiceHandlers());
  },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = Parameters<NonNullable<Story['play']>>[0];

/** Waits for the form, types the address (if any) and presses Send Reset Link. */
async function requestLink({ canvas, userEvent }: Play, email: string) {
  const field = await canvas.findByLabelText(/Email Address/);
  if (email) await userEvent.type(field, email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    const email = canvas.getByLabelText(/Email Address/);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

export const Narrow: Story = {
  globals: narrow,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  },
};

export const MissingEmail: Story = {
  play: async (context) => {
    await requestLink(context, '');
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'Enter the e-mail address of your account.',
    );
    await expect(recovered).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  beforeEach: ({ msw }) => {
    msw.use(authHandlers.recoverPending());
  },
  play: async (context) => {
    await requestLink(context, 'amara@laurent-atelier.com');
    const button = context.canvas.getByRole('button', { name: 'Send Reset Link' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(context.canvas.getByLabelText(/Email Address/)).toHaveAttribute('readonly');
  },
};

export const Sent: Story = {
  play: async (context) => {
    await requestLink(context, ' amara@laurent-atelier.com ');
    // Found by name: the form's own heading is there until the request answers.
    await expect(
      await context.canvas.findByRole('heading', { level: 1, name: 'Check your inbox' }),
    ).toBeVisible();
    await expect(context.canvas.getByText(/a link to choose a new password/)).toHaveTextContent(
      'If amara@laurent-atelier.com has an account, a link to choose a new password is on its way. It works for an hour.',
    );
    await expect(recovered).toHaveBeenCalledWith('amara@laurent-atelier.com');
    await expect(context.canvas.getByRole('link', { name: 'Back to Log In' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const RateLimited: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      authHandlers.recoverError(
        429,
        'over_email_send_rate_limit',
        'For security purposes, you can only request this after 42 seconds.',
      ),
    );
  },
  play: async (context) => {
    await requestLink(context, 'amara@laurent-atelier.com');
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'For security purposes, you can only request this after 42 seconds.',
    );
    await expect(context.canvas.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(authHandlers.recoverError(503, 'unexpected_failure', 'Error sending recovery email'));
  },
  play: async (context) => {
    await requestLink(context, 'amara@laurent-atelier.com');
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'The reset link could not be sent. Please try again.',
    );
  },
};
