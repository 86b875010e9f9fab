import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Download, Ellipsis, LogOut, Pencil, Sparkles, Trash } from 'lucide-react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Avatar } from '../../src/ui/Avatar';
import { Menu, type MenuItemDef } from '../../src/ui/Menu';
import { vars } from '../../src/ui/theme/theme.css';

const icon = { strokeWidth: 1.75 } as const;

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: {
    button: { label: 'Export' },
    items: [
      { key: 'square', label: 'Export as 1:1', onSelect: fn() },
      { key: 'portrait', label: 'Export as 4:5', onSelect: fn() },
      { key: 'vertical', label: 'Export as 9:16', onSelect: fn() },
      { key: 'divider', kind: 'divider' },
      { key: 'original', label: 'Download original', icon: <Download {...icon} />, onSelect: fn() },
    ],
  },
  decorators: [
    // The trigger sits top right (menus open down, aligned to its end) or, for
    // `parameters.corner: 'bottom-left'`, bottom left.
    (Story, { parameters }) => (
      <div
        style={{
          minHeight: '100vh',
          padding: 24,
          display: 'flex',
          ...(parameters.corner === 'bottom-left'
            ? { alignItems: 'flex-end', justifyContent: 'flex-start' }
            : { alignItems: 'flex-start', justifyContent: 'flex-end' }),
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The onSelect spy of the item with this key. */
const select = (items: MenuItemDef[] | undefined, key: string) => {
  const item = items?.find((entry) => entry.key === key);
  return item && item.kind === undefined ? item.onSelect : undefined;
};

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Export' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    // Choosing an item runs it and closes the menu.
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Export as 9:16' }));
    await expect(select(args.items, 'vertical')).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await waitFor(async () => expect(await body.findByRole('menu')).toBeVisible());
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Export' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    // Enter opens the menu with the first item active; arrows move; Enter chooses.
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant', items[0]!.id));
    await userEvent.keyboard('{ArrowDown}');
    await expect(menu).toHaveAttribute('aria-activedescendant', items[1]!.id);
    await userEvent.keyboard('{Enter}');
    await expect(select(args.items, 'portrait')).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    // Escape closes without choosing and gives focus back to the trigger.
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(select(args.items, 'square')).not.toHaveBeenCalled();
    // Opened once more, with the last item active, for the picture.
    await userEvent.keyboard('{ArrowUp}');
    const reopened = await body.findByRole('menu');
    const last = within(reopened).getByRole('menuitem', { name: 'Download original' });
    await waitFor(() => expect(reopened).toHaveAttribute('aria-activedescendant', last.id));
  },
};

export const AvatarMenu: Story = {
  args: {
    button: {
      label: 'Account menu for Aurelia Stone',
      content: <Avatar name="Aurelia Stone" size="sm" />,
    },
    items: [
      {
        key: 'who',
        kind: 'header',
        content: (
          <>
            <span style={{ color: vars.color.text, fontWeight: vars.fontWeight.semibold }}>
              Aurelia Stone
            </span>
            <span>aurelia@stone-atelier.com</span>
          </>
        ),
      },
      { key: 'logout', label: 'Logout', icon: <LogOut {...icon} />, onSelect: fn() },
    ],
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Aurelia Stone' }));
    const menu = await body.findByRole('menu');
    // The header names the group holding Logout; it is not itself an item.
    await expect(within(menu).getByRole('group')).toHaveAccessibleName(
      /Aurelia Stone\s*aurelia@stone-atelier.com/,
    );
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(1);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await expect(select(args.items, 'logout')).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Aurelia Stone' }));
    await waitFor(async () => expect(await body.findByRole('menu')).toBeVisible());
  },
};

export const IconTriggerWithDangerAndDisabled: Story = {
  args: {
    button: { label: 'More actions', icon: <Ellipsis {...icon} /> },
    items: [
      { key: 'rename', label: 'Rename', icon: <Pencil {...icon} />, onSelect: fn() },
      { key: 'duplicate', label: 'Duplicate', icon: <Copy {...icon} />, onSelect: fn() },
      {
        key: 'upscale',
        label: 'Upscale to 4K (Pro)',
        icon: <Sparkles {...icon} />,
        onSelect: fn(),
        disabled: true,
      },
      { key: 'divider', kind: 'divider' },
      {
        key: 'delete',
        label: 'Delete visual',
        icon: <Trash {...icon} />,
        danger: true,
        onSelect: fn(),
      },
    ],
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'More actions' });
    await userEvent.click(trigger);
    let menu = await body.findByRole('menu');
    // A disabled item cannot be chosen.
    const upscale = within(menu).getByRole('menuitem', { name: 'Upscale to 4K (Pro)' });
    await expect(upscale).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(upscale);
    await expect(select(args.items, 'upscale')).not.toHaveBeenCalled();
    await waitFor(() => expect(menu).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    // From the keyboard, arrows skip it: Rename -> Duplicate -> Delete visual.
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    menu = await body.findByRole('menu');
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant', item('Rename').id));
    await userEvent.keyboard('{ArrowDown}');
    await expect(menu).toHaveAttribute('aria-activedescendant', item('Duplicate').id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(menu).toHaveAttribute('aria-activedescendant', item('Delete visual').id);
  },
};

export const WithLinks: Story = {
  parameters: { router: { path: '/' } },
  args: {
    button: { label: 'Open design' },
    items: [
      { key: 'halo', label: 'Rose gold halo ring', to: '/designs/halo-ring' },
      { key: 'pendant', label: 'Pearl drop pendant', to: '/designs/pearl-pendant' },
    ],
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Open design' }));
    const menu = await body.findByRole('menu');
    const link = within(menu).getByRole('menuitem', { name: 'Pearl drop pendant' });
    await expect(link).toHaveAttribute('href', '/designs/pearl-pendant');
    await userEvent.click(link);
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(
      'Navigated to /designs/pearl-pendant',
    );
  },
};

export const OpensUpward: Story = {
  args: { anchor: 'top start' },
  parameters: { corner: 'bottom-left' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Export' });
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu');
    await waitFor(() => {
      expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        trigger.getBoundingClientRect().top,
      );
      expect(Math.round(menu.getBoundingClientRect().left)).toBe(
        Math.round(trigger.getBoundingClientRect().left),
      );
    });
  },
};
