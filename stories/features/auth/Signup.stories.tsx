// The Signup screen in the shell, talking to the (mocked) auth service through supabase-js.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SignupScreen } from '../../../src/features/auth/SignupScreen';
import { ShellScreen } from '../../../src/features/shell/ShellScreen';
import { makeFreeProfile, makeSession } from '../../mocks/fixtures/profile';
import { authHandlers, authServiceHandlers } from '../../mocks/handlers/auth';
import { profileHandlers } from '../../mocks/handlers/profile';
import { withSession } from '../../mocks/session';

const narrow = { viewport: { value: 'narrow', isRotated: false } };

const meta = {
  title: 'Features/Auth/Signup',
  component: SignupScreen,
  render: () => (
    <ShellScreen year={2026}>
      <SignupScreen />
    </ShellScreen>
  ),
  parameters: { router: { path: '/signup', initialEntry: '/signup' } },
  beforeEach: ({ msw }) => {
    // First match wins: by default the service waits for the e-mail to be confirmed.
    msw.use(
      authHandlers.signUpNeedsConfirmation(),
      ...authServiceHandlers(),
      profileHandlers.ok(makeFreeProfile()),
    );
  },
} satisfies Meta<typeof SignupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = Parameters<NonNullable<Story['play']>>[0];
type Canvas = Play['canvas'];
type User = Play['userEvent'];

interface Form {
  name?: string;
  email?: string;
  password?: string;
  confirm?: string;
}

/** Waits for the form (after the first session check), fills it in and presses Sign Up. */
async function signUp(canvas: Canvas, userEvent: User, form: Form) {
  const name = await canvas.findByLabelText(/Full Name/);
  if (form.name) await userEvent.type(name, form.name);
  if (form.email) await userEvent.type(canvas.getByLabelText(/Email Address/), form.email);
  if (form.password) await userEvent.type(canvas.getByLabelText(/^Password/), form.password);
  if (form.confirm) await userEvent.type(canvas.getByLabelText(/Confirm Password/), form.confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
}

const lena = { email: 'lena.fischer@goldsmiths.de', password: 'facets-42', confirm: 'facets-42' };

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Full Name (optional)')).not.toHaveAttribute(
      'aria-required',
    );
    await expect(canvas.getByLabelText(/Email Address/)).toHaveAttribute('aria-required', 'true');
    const password = canvas.getByLabelText(/^Password/);
    await expect(password).toHaveAttribute('aria-required', 'true');
    await expect(password).toHaveAccessibleDescription('At least 6 characters');
    await expect(canvas.getByLabelText(/Confirm Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('form', { name: 'Sign up' })).toHaveAttribute('novalidate');
  },
};

export const Narrow: Story = {
  globals: narrow,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Sign Up' })).toBeVisible();
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await signUp(canvas, userEvent, { ...lena, confirm: 'facets-24' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Passwords do not match.');
    await expect(canvas.getByLabelText(/Confirm Password/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const PasswordTooShort: Story = {
  play: async ({ canvas, userEvent }) => {
    await signUp(canvas, userEvent, { ...lena, password: 'ring', confirm: 'ring' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Password should be at least 6 characters.',
    );
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    await signUp(canvas, userEvent, { name: 'Lena Fischer', ...lena });
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Signup successful! If email verification is required, please check your inbox to continue.',
    );
    await expect(canvas.getByRole('link', { name: 'Go to Log In' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(authHandlers.signUpError());
  },
  play: async ({ canvas, userEvent }) => {
    await signUp(canvas, userEvent, lena);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Database error saving new user',
    );
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  },
};

/** Extra: sign-up in progress. */
export const Pending: Story = {
  beforeEach: ({ msw }) => {
    msw.use(authHandlers.signUpPending());
  },
  play: async ({ canvas, userEvent }) => {
    await signUp(canvas, userEvent, lena);
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Extra: with e-mail auto-confirmed the new designer is signed in and goes home. */
export const SignedInStraightAway: Story = {
  beforeEach: ({ msw }) => {
    msw.use(authHandlers.signUp(makeSession()));
  },
  play: async ({ canvas, userEvent }) => {
    await signUp(canvas, userEvent, lena);
    await expect(await canvas.findByText('Navigated to /')).toBeVisible();
  },
};

/** Extra: a signed-in visitor never sees the form. */
export const AlreadySignedIn: Story = {
  parameters: { store: withSession(makeSession()) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Navigated to /')).toBeVisible();
  },
};
