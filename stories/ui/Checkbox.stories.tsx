import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Checkbox, type CheckboxProps } from '../../src/ui/Checkbox';

/** Holds the checked state, as a form would. */
function StatefulCheckbox(args: CheckboxProps) {
  const [checked, setChecked] = useState(args.checked);
  return (
    <Checkbox
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
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { checked: false, onChange: fn(), label: 'The cut-out looks right' },
  render: (args) => <StatefulCheckbox {...args} />,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'The cut-out looks right' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // The visible label ticks it too.
    await userEvent.click(canvas.getByText('The cut-out looks right'));
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = {
  args: {
    checked: true,
    description: 'Only the piece is in it: no background, hands or marks.',
  },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'The cut-out looks right' });
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription(
      'Only the piece is in it: no background, hands or marks.',
    );
    // Keyboard: Tab to it, Space unticks and ticks again.
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { checked: false, disabled: true, description: 'Wait for the cut-out to finish.' },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'The cut-out looks right' });
    await expect(box).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
