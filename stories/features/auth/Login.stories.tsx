// The Login screen in the shell, talking to the (mocked) auth service through supabase-js.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoginScreen } from '../../../src/features/auth/LoginScreen';
import { ShellScreen } from '../../../src/features/shell/ShellScreen';
import { makeFreeProfile, makeSession } from '../../mocks/fixtures/profile';
import { authHandlers, authServiceHandlers } from '../../mocks/handlers/auth';
import { profileHandlers } from '../../mocks/handlers/profile';
import { withSession } from '../../mocks/session';

const narrow = { viewport: { value: 'narrow', isRotated: false } };

const meta = {
  title: 'Features/Auth/Login',
  component: LoginScreen,
  render: () => (
    <ShellScreen year={2026}>
      <LoginScreen />
    </ShellScreen>
  ),
  parameters: { router: { path: '/login', initialEntry: '/login' } },
  beforeEach: ({ msw }) => {
    msw.use(...authServiceHandlers(), profileHandlers.ok(makeFreeProfile()));
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = Parameters<NonNullable<Story['play']>>[0];
type Canvas = Play['canvas'];
type User = Play['userEvent'];

/** Waits for the form (after the first session check), then fills it in and presses Log In. */
async function logIn(canvas: Canvas, userEvent: User, email: string, password: string) {
  const emailField = await canvas.findByLabelText(/Email Address/);
  if (email) await userEvent.type(emailField, email);
  if (password) await userEvent.type(canvas.getByLabelText(/Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome back' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    await expect(canvas.getByRole('separator', { name: 'or' })).toBeVisible();
    const email = canvas.getByLabelText(/Email Address/);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('form', { name: 'Log in with e-mail' })).toHaveAttribute(
      'novalidate',
    );
  },
};

export const Narrow: Story = {
  globals: narrow,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeVisible();
  },
};

export const Pending: Story = {
  beforeEach: ({ msw }) => {
    msw.use(authHandlers.signInPending());
  },
  play: async ({ canvas, userEvent }) => {
    await logIn(canvas, userEvent, 'amara@laurent-atelier.com', 'correct horse');
    const logInButton = canvas.getByRole('button', { name: 'Log In' });
    await expect(logInButton).toHaveAttribute('aria-busy', 'true');
    // Busy, not disabled: focus stays on the button, and the fields wait read-only.
    await expect(logInButton).toHaveAttribute('aria-disabled', 'true');
    await expect(logInButton).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
    await expect(canvas.getByLabelText(/Email Address/)).toHaveAttribute('readonly');
  },
};

export const InvalidCredentials: Story = {
  beforeEach: ({ msw }) => {
    msw.use(authHandlers.invalidCredentials());
  },
  play: async ({ canvas, userEvent }) => {
    await logIn(canvas, userEvent, 'amara@laurent-atelier.com', 'wrong password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeEnabled();
  },
};

export const EmailNotConfirmed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(authHandlers.emailNotConfirmed());
  },
  play: async ({ canvas, userEvent }) => {
    await logIn(canvas, userEvent, 'new@laurent-atelier.com', 'correct horse');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please confirm your email address before logging in.',
    );
  },
};

/** Google is not set up: the auth service sends the browser back with the reason in the address. */
const googleRedirect = (fragment: string) => () => {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}#${fragment}`);
  return () => window.history.replaceState(window.history.state, '', pathname + search);
};

export const GoogleFailed: Story = {
  beforeEach: googleRedirect(
    'error=server_error&error_code=provider_disabled' +
      '&error_description=Unsupported+provider%3A+provider+is+not+enabled',
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unsupported provider: provider is not enabled',
    );
    // Read once: the address no longer carries it.
    await expect(window.location.hash).toBe('');
  },
};

/** Extra: the redirect said nothing about why. */
export const GoogleFailedWithoutReason: Story = {
  beforeEach: googleRedirect('error=access_denied'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to sign in with Google.',
    );
  },
};

/** Extra: Log In with an empty form. */
export const MissingCredentials: Story = {
  play: async ({ canvas, userEvent }) => {
    await logIn(canvas, userEvent, 'amara@laurent-atelier.com', '');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You must provide either an email or phone number and a password',
    );
  },
};

/** Extra: signing in goes back to where the visitor was going. */
export const ReturnsWhereYouWereGoing: Story = {
  parameters: {
    router: {
      path: '/login',
      initialEntry: '/login',
      state: { from: { pathname: '/collection' } },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await logIn(canvas, userEvent, 'amara@laurent-atelier.com', 'correct horse');
    await expect(await canvas.findByText('Navigated to /collection')).toBeVisible();
  },
};

/** Extra: a visitor who is already signed in (with a profile) goes straight home. */
export const AlreadySignedIn: Story = {
  parameters: { store: withSession(makeSession()) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Navigated to /')).toBeVisible();
  },
};
