import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/features/shell/components/AppShell';
import { PlaceholderScreen } from '../../src/features/placeholder/PlaceholderScreen';

const amara = { name: 'Amara Okafor', email: 'amara@okafor-atelier.com', credits: 15 };
const narrow = { viewport: { value: 'narrow', isRotated: false } };

const meta = {
  title: 'Features/Shell',
  component: AppShell,
  args: {
    user: amara,
    year: 2026,
    onLogout: fn(),
    children: <PlaceholderScreen />,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const WideSignedIn: Story = {
  play: async ({ canvas, canvasElement }) => {
    const primary = canvas.getByRole('navigation', { name: 'Primary' });
    await expect(within(primary).getByRole('link', { name: 'Craft' })).toHaveAttribute(
      'href',
      '/craft',
    );
    await expect(within(primary).getByRole('link', { name: 'Collection' })).toHaveAttribute(
      'href',
      '/collection',
    );
    await expect(canvas.getByRole('link', { name: /15 credits/ })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(
      canvas.getByRole('button', { name: 'Account menu for Amara Okafor' }),
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
  args: { user: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log In / Sign Up' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.queryByRole('link', { name: /credits/ })).toBeNull();
  },
};

export const NarrowSignedIn: Story = {
  globals: narrow,
  play: async ({ canvas, canvasElement }) => {
    const bottom = canvas.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Craft', '/craft'],
      ['Collection', '/collection'],
    ]) {
      await expect(within(bottom).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(canvasElement.querySelector('nav[aria-label="Primary"]')).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: /15 credits/ })).toBeVisible();
  },
};

export const NarrowAnonymous: Story = {
  globals: narrow,
  args: { user: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  },
};

export const DrawerOpen: Story = {
  globals: narrow,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Jewel Studio' });
    const links = within(drawer).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Home / Upload',
      'Craft',
      'Collection',
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
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Amara Okafor' }));
    const menu = await page(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByText('Amara Okafor')).toBeVisible());
    await expect(within(menu).getByText('amara@okafor-atelier.com')).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  },
};

export const LogoutFromMenu: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Amara Okafor' }));
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const NameFallbackToEmail: Story = {
  args: { user: { name: null, email: 'lena.fischer@goldsmiths.de', credits: 240 } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // The open menu makes the rest of the page inert, so check the chip first.
    await expect(canvas.getByRole('link', { name: /240 credits/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for lena.fischer' }));
    const menu = await page(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByText('lena.fischer')).toBeVisible());
    await expect(within(menu).getByText('lena.fischer@goldsmiths.de')).toBeVisible();
  },
};

export const NameFallbackToUser: Story = {
  args: { user: { name: '', email: null, credits: 0 } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // The open menu makes the rest of the page inert, so check the chip first.
    await expect(canvas.getByRole('link', { name: /0 credits/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for User' }));
    const menu = await page(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByText('User')).toBeVisible());
  },
};
