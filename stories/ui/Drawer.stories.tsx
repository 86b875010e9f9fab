import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gem, Image, Menu as MenuIcon, Settings, SlidersHorizontal, Sparkles } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Drawer, type DrawerProps } from '../../src/ui/Drawer';
import { IconButton } from '../../src/ui/IconButton';
import { Switch } from '../../src/ui/Switch';
import { vars } from '../../src/ui/theme/theme.css';

const linkStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '10px 12px',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
} as const;

const navigation = (
  <nav aria-label="Studio">
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 }}>
      {[
        { label: 'Designs', icon: Gem },
        { label: 'Visuals', icon: Image },
        { label: 'Create', icon: Sparkles },
        { label: 'Settings', icon: Settings },
      ].map(({ label, icon: Icon }) => (
        <li key={label}>
          <a href="#top" style={linkStyle}>
            <Icon size={20} strokeWidth={1.75} aria-hidden />
            {label}
          </a>
        </li>
      ))}
    </ul>
  </nav>
);

function FilterSwitches() {
  const [favourites, setFavourites] = useState(true);
  const [pro, setPro] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 20, padding: '8px 8px' }}>
      <Switch checked={favourites} onChange={setFavourites} label="Favourites only" />
      <Switch checked={pro} onChange={setPro} label="Show Pro styles" />
    </div>
  );
}

function DrawerStage(args: DrawerProps & { trigger: string; triggerIcon: ReactNode }) {
  const { trigger, triggerIcon, ...props } = args;
  const [open, setOpen] = useState(props.open);
  return (
    <div
      style={{
        padding: 24,
        display: 'flex',
        justifyContent: props.side === 'right' ? 'flex-end' : 'flex-start',
      }}
    >
      <IconButton
        label={trigger}
        icon={triggerIcon}
        variant="secondary"
        onClick={() => setOpen(true)}
      />
      <Drawer
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  args: { open: true, onClose: fn(), title: 'Jewel studio', side: 'left', children: navigation },
  render: (args) => (
    <DrawerStage {...args} trigger="Open menu" triggerIcon={<MenuIcon strokeWidth={1.75} />} />
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Left: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Jewel studio' });
    await waitFor(() =>
      expect(within(drawer).getByRole('heading', { name: 'Jewel studio' })).toBeVisible(),
    );
    await waitFor(() =>
      expect(within(drawer).getByRole('navigation', { name: 'Studio' })).toBeVisible(),
    );
    const panel = within(drawer).getByRole('heading').closest('[id^="headlessui-dialog-panel"]')!;
    await waitFor(() => expect(panel.getBoundingClientRect().left).toBe(0));
    await expect(panel.getBoundingClientRect().width).toBe(320);
    // Escape closes it; the trigger opens it again.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await waitFor(async () =>
      expect(await body.findByRole('dialog', { name: 'Jewel studio' })).toBeVisible(),
    );
  },
};

export const Right: Story = {
  args: { side: 'right', title: 'Filters', children: <FilterSwitches /> },
  render: (args) => (
    <DrawerStage
      {...args}
      trigger="Open filters"
      triggerIcon={<SlidersHorizontal strokeWidth={1.75} />}
    />
  ),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Filters' });
    const panel = within(drawer).getByRole('heading').closest('[id^="headlessui-dialog-panel"]')!;
    const view = canvasElement.ownerDocument.defaultView!;
    await waitFor(() => expect(panel.getBoundingClientRect().right).toBe(view.innerWidth));
    await expect(panel.getBoundingClientRect().height).toBe(view.innerHeight);
    // Controls inside work; a click on the backdrop closes the drawer.
    const pro = within(drawer).getByRole('switch', { name: 'Show Pro styles' });
    await userEvent.click(pro);
    await expect(pro).toBeChecked();
    await userEvent.click(drawer.firstElementChild!);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Open filters' }));
    await waitFor(async () =>
      expect(await body.findByRole('dialog', { name: 'Filters' })).toBeVisible(),
    );
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Jewel studio' });
    const panel = within(drawer).getByRole('heading').closest('[id^="headlessui-dialog-panel"]')!;
    const view = canvasElement.ownerDocument.defaultView!;
    // min(86vw, 320px): on a 390px phone that is the full 320px, leaving a strip of page.
    await waitFor(() => expect(panel.getBoundingClientRect().left).toBe(0));
    await expect(panel.getBoundingClientRect().width).toBe(Math.min(view.innerWidth * 0.86, 320));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await waitFor(async () =>
      expect(await body.findByRole('dialog', { name: 'Jewel studio' })).toBeVisible(),
    );
  },
};
