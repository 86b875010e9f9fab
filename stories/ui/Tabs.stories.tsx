import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Tabs, type TabsProps } from '../../src/ui/Tabs';
import { vars } from '../../src/ui/theme/theme.css';

const copy = {
  margin: 0,
  maxWidth: 560,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
};

const tabs = [
  {
    key: 'pack',
    label: 'Pack shot',
    content: (
      <p style={copy}>The piece alone on a seamless dark mat, lit from above and the left.</p>
    ),
  },
  {
    key: 'model',
    label: 'Model shot',
    content: <p style={copy}>Worn by a model, framed at the collarbone, in soft studio light.</p>,
  },
  {
    key: 'lifestyle',
    label: 'Lifestyle',
    content: <p style={copy}>In a setting you describe: marble, linen, a window at dusk.</p>,
  },
  {
    key: '3d',
    label: '3D view',
    content: <p style={copy}>A turntable model to rotate, zoom and embed in the shop.</p>,
  },
];

function ControlledTabs(args: TabsProps) {
  const [selected, setSelected] = useState(args.selectedKey ?? 'pack');
  return (
    <>
      <Tabs
        {...args}
        selectedKey={selected}
        onChange={(key) => {
          args.onChange?.(key);
          setSelected(key);
        }}
      />
      <p style={{ ...copy, marginTop: 24 }} data-testid="selected">
        Selected style: {selected}
      </p>
    </>
  );
}

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { tabs, onChange: fn(), label: 'Visual style' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('tablist', { name: 'Visual style' });
    await expect(within(list).getAllByRole('tab')).toHaveLength(4);
    await expect(canvas.getByRole('tab', { name: 'Pack shot' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/seamless dark mat/);
    // A click selects a tab and shows its panel.
    await userEvent.click(canvas.getByRole('tab', { name: 'Lifestyle' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Lifestyle' })).toHaveTextContent(
      /marble, linen/,
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('lifestyle');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Pack shot' })).toHaveFocus();
    // Arrow keys move and select at once; they wrap at the ends; Home and End jump.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Model shot' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Model shot' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: '3D view' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: '3D view' })).toHaveTextContent(/turntable/);
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Pack shot' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Lifestyle' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Lifestyle' })).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('lifestyle');
  },
};

export const DefaultKey: Story = {
  args: { defaultKey: 'model' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Model shot' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Model shot' })).toBeVisible();
  },
};

export const Controlled: Story = {
  args: { selectedKey: 'lifestyle' },
  render: (args) => <ControlledTabs {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Lifestyle' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: '3D view' }));
    await expect(args.onChange).toHaveBeenCalledWith('3d');
    await expect(canvas.getByTestId('selected')).toHaveTextContent('Selected style: 3d');
    await expect(canvas.getByRole('tabpanel', { name: '3D view' })).toBeVisible();
  },
};

export const WithDisabledTab: Story = {
  args: {
    tabs: tabs.map((tab) =>
      tab.key === 'model' ? { ...tab, label: 'Model shot (Pro)', disabled: true } : tab,
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const pro = canvas.getByRole('tab', { name: 'Model shot (Pro)' });
    await expect(pro).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    // The disabled tab is skipped.
    await expect(canvas.getByRole('tab', { name: 'Lifestyle' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Lifestyle' })).toBeVisible();
  },
};
