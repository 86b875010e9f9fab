import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Switch, type SwitchProps } from '../../src/ui/Switch';

/** Holds the checked state, as a settings screen would. */
function StatefulSwitch(args: SwitchProps) {
  const [checked, setChecked] = useState(args.checked);
  return (
    <Switch
      {...args}
      checked={checked}
      onChange={(next) => {
        args.onChange(next);
        setChecked(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { checked: false, onChange: fn(), label: 'Add a soft reflection' },
  render: (args) => <StatefulSwitch {...args} />,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Add a soft reflection' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // The visible label toggles it too.
    await userEvent.click(canvas.getByText('Add a soft reflection'));
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  args: { checked: true },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Add a soft reflection' });
    await expect(toggle).toBeChecked();
    // Keyboard: Tab to it, Space toggles off and on again.
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const WithDescription: Story = {
  args: {
    checked: true,
    label: 'Email me when a render is ready',
    description: 'One message per batch, never more than one an hour.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('switch', { name: 'Email me when a render is ready' }),
    ).toHaveAccessibleDescription('One message per batch, never more than one an hour.');
  },
};

export const Disabled: Story = {
  args: {
    checked: true,
    disabled: true,
    label: 'Watermark exports',
    description: 'Included in the Pro plan.',
  },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Watermark exports' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const SettingsList: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <StatefulSwitch {...args} checked label="Add a soft reflection" />
      <StatefulSwitch
        {...args}
        checked={false}
        label="Keep the original background"
        description="Only the light is changed; the setting stays as photographed."
      />
      <StatefulSwitch
        {...args}
        checked={false}
        disabled
        label="Watermark exports"
        description="Included in the Pro plan."
      />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const background = canvas.getByRole('switch', { name: 'Keep the original background' });
    await userEvent.click(background);
    await expect(background).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Add a soft reflection' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Watermark exports' })).not.toBeChecked();
  },
};
