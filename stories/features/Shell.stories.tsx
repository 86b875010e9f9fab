// The shell container with a real session: supabase-js restores the session a story seeds
// (parameters.store), and the profile comes from MSW (/api/auth/me).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { PlaceholderScreen } from '../../src/features/placeholder/PlaceholderScreen';
import { ShellScreen } from '../../src/features/shell/ShellScreen';
import { makeProfile, makeSession } from '../mocks/fixtures/profile';
import { authHandlers, authServiceHandlers } from '../mocks/handlers/auth';
import { profileHandlers } from '../mocks/handlers/profile';
import { withSession } from '../mocks/session';

const amaraSession = makeSession({
  user: {
    ...makeSession().user,
    email: 'amara@okafor-atelier.com',
    user_metadata: { name: 'Amara Okafor' },
  },
});
const amara = makeProfile({
  name: 'Amara Okafor',
  email: 'amara@okafor-atelier.com',
  subscription_tier: 'free',
  available_credits: 15,
});
const narrow = { viewport: { value: 'narrow', isRotated: false } };

const meta = {
  title: 'Features/Shell',
  component: ShellScreen,
  render: () => (
    <ShellScreen year={2026}>
      <PlaceholderScreen />
    </ShellScreen>
  ),
  parameters: { store: withSession(amaraSession) },
  beforeEach: ({ msw }) => {
    msw.use(...authServiceHandlers(amaraSession), profileHandlers.ok(amara));
  },
} satisfies Meta<typeof ShellScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);
const signedOut = { store: withSession(null) };

export const WideSignedIn: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: /15 credits/ })).toHaveAttribute(
      'href',
      '/pricing',
    );
    const primary = canvas.getByRole('navigation', { name: 'Primary' });
    await expect(within(primary).getByRole('link', { name: 'Craft' })).toHaveAttribute(
      'href',
      '/craft',
    );
    await expect(within(primary).getByRole('link', { name: 'Collection' })).toHaveAttribute(
      'href',
      '/collection',
    );
    // The designer's name comes with the profile, a moment after the credits on a first visit.
    await expect(
      await canvas.findByRole(
        'button',
        { name: 'Account menu for Amara Okafor' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Jewel Studio home' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.getByText('© 2026 Jewel Studio')).toBeVisible();
    await expect(canvasElement.querySelector('nav[aria-label="Main"]')).not.toBeVisible();
  },
};

export const WideAnonymous: Story = {
  parameters: signedOut,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Log In / Sign Up' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.queryByRole('link', { name: /credits/ })).toBeNull();
  },
};

export const NarrowSignedIn: Story = {
  globals: narrow,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: /15 credits/ })).toBeVisible();
    const bottom = canvas.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Craft', '/craft'],
      ['Collection', '/collection'],
    ]) {
      await expect(within(bottom).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(canvasElement.querySelector('nav[aria-label="Primary"]')).not.toBeVisible();
  },
};

export const NarrowAnonymous: Story = {
  globals: narrow,
  parameters: signedOut,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const DrawerOpen: Story = {
  globals: narrow,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('link', { name: /15 credits/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Jewel Studio' });
    const links = within(drawer).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Home / Upload',
      'Craft',
      'Collection',
      'Library',
      'Pricing & Credits',
    ]);
    await expect(within(drawer).getByRole('link', { name: 'Pricing & Credits' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  },
};

export const AvatarMenuOpen: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('link', { name: /15 credits/ });
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: 'Account menu for Amara Okafor' },
        { timeout: 5000 },
      ),
    );
    const menu = await page(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByText('Amara Okafor')).toBeVisible());
    await expect(within(menu).getByText('amara@okafor-atelier.com')).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    // Every visual of every design is one click away.
    await expect(within(menu).getByRole('menuitem', { name: 'All visuals' })).toHaveAttribute(
      'href',
      '/transformations',
    );
  },
};

const logoutCalled = fn();

export const LogoutFromMenu: Story = {
  parameters: { router: { path: '/', initialEntry: '/' } },
  beforeEach: ({ msw }) => {
    logoutCalled.mockClear();
    msw.use(authHandlers.logout(logoutCalled));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('link', { name: /15 credits/ });
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: 'Account menu for Amara Okafor' },
        { timeout: 5000 },
      ),
    );
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Logout' }));
    // Signed out at the auth service, then on to the Login screen.
    await expect(await canvas.findByText('Navigated to /login')).toBeVisible();
    await expect(logoutCalled).toHaveBeenCalledOnce();
  },
};

export const NameFallbackToEmail: Story = {
  parameters: {
    store: withSession(
      makeSession({
        user: { ...makeSession().user, email: 'lena.fischer@goldsmiths.de', user_metadata: {} },
      }),
    ),
  },
  beforeEach: ({ msw }) => {
    msw.use(
      profileHandlers.ok(
        makeProfile({ name: null, email: 'lena.fischer@goldsmiths.de', available_credits: 240 }),
      ),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // The open menu makes the rest of the page inert, so check the chip first.
    await expect(await canvas.findByRole('link', { name: /240 credits/ })).toBeVisible();
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: 'Account menu for lena.fischer' },
        { timeout: 5000 },
      ),
    );
    const menu = await page(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByText('lena.fischer')).toBeVisible());
    await expect(within(menu).getByText('lena.fischer@goldsmiths.de')).toBeVisible();
  },
};

export const NameFallbackToUser: Story = {
  parameters: {
    store: withSession(
      makeSession({ user: { ...makeSession().user, email: undefined, user_metadata: {} } }),
    ),
  },
  beforeEach: ({ msw }) => {
    msw.use(profileHandlers.ok(makeProfile({ name: '', email: '', available_credits: 0 })));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // The open menu makes the rest of the page inert, so check the chip first.
    await expect(await canvas.findByRole('link', { name: /0 credits/ })).toBeVisible();
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Account menu for User' }, { timeout: 5000 }),
    );
    const menu = await page(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByText('User')).toBeVisible());
  },
};

/** Extra: the first session check is still running (here, an expired session being refreshed). */
export const CheckingSession: Story = {
  parameters: { store: withSession(makeSession({ expires_at: 1_700_000_000 })) },
  beforeEach: ({ msw }) => {
    msw.use(authHandlers.signInPending());
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'New update coming very soon' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Log In / Sign Up' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Account menu/ })).toBeNull();
  },
};

/** Extra: signed in, the profile (and so the credit count) still on its way. */
export const ProfileLoading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(profileHandlers.pending());
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Account menu for Amara Okafor' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /credits/ })).toBeNull();
  },
};

/** A visual in the making holds its cost: the chip shows what is left and (wide) what is held. */
export const CreditsReserved: Story = {
  beforeEach: ({ msw }) => {
    msw.use(profileHandlers.ok({ ...amara, available_credits: 13, locked_credits: 2 }));
  },
  play: async ({ canvas }) => {
    const chip = await canvas.findByRole('link', { name: /13 credits/ });
    await expect(chip).toHaveTextContent('13 credits · 2 reserved');
    await expect(chip).toHaveAttribute('href', '/pricing');
  },
};

/** A screen hands a message to the next one (a confirmed payment): it stays its 4 s, clicks aside. */
export const FlashMessage: Story = {
  parameters: {
    router: { path: '/craft', state: { flash: 'Payment confirmed. Welcome to your new plan.' } },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const snackbar = await page(canvasElement).findByText(
      'Payment confirmed. Welcome to your new plan.',
    );
    const shownAt = performance.now();
    await userEvent.click(await canvas.findByText('New update coming very soon'));
    await expect(snackbar).toBeVisible();
    await waitFor(
      () =>
        expect(
          page(canvasElement).queryByText('Payment confirmed. Welcome to your new plan.'),
        ).toBeNull(),
      { timeout: 6000 },
    );
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(3900);
  },
};
