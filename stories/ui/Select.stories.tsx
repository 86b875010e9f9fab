import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Select, type SelectProps } from '../../src/ui/Select';

type Metal = 'yellow-gold' | 'white-gold' | 'rose-gold' | 'platinum' | 'silver';

const metals: SelectProps<Metal>['options'] = [
  { value: 'yellow-gold', label: 'Yellow gold' },
  { value: 'white-gold', label: 'White gold' },
  { value: 'rose-gold', label: 'Rose gold' },
  { value: 'platinum', label: 'Platinum' },
  { value: 'silver', label: 'Sterling silver' },
];

/** Keeps the chosen value, as a form would. */
function StatefulSelect(args: SelectProps<Metal>) {
  const [value, setValue] = useState(args.value);
  return (
    <Select
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Select',
  component: Select<Metal>,
  args: {
    label: 'Metal',
    value: 'rose-gold',
    onChange: fn(),
    options: metals,
    helperText: 'Used to match the light to the piece.',
  },
  render: (args) => <StatefulSelect {...args} />,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select<Metal>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: /Metal/ });
    await expect(button).toHaveTextContent('Rose gold');
    await expect(button).toHaveAccessibleDescription('Used to match the light to the piece.');
    await userEvent.click(button);
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Rose gold' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'Platinum' }));
    await expect(args.onChange).toHaveBeenCalledWith('platinum');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(button).toHaveTextContent('Platinum');
  },
};

export const Open: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: /Metal/ });
    // Keyboard: Space opens on the chosen option, arrows move, Enter picks.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    const listbox = await body.findByRole('listbox');
    const rose = within(listbox).getByRole('option', { name: 'Rose gold' });
    await waitFor(() => expect(listbox).toHaveAttribute('aria-activedescendant', rose.id));
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('white-gold');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(button).toHaveTextContent('White gold');
    await expect(button).toHaveFocus();
    // Escape closes without changing; then it is opened again for the picture.
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(button).toHaveTextContent('White gold');
    await userEvent.click(button);
    const reopened = await body.findByRole('listbox');
    await expect(within(reopened).getByRole('option', { name: 'White gold' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Placeholder: Story = {
  args: { value: null, placeholder: 'Choose a metal', helperText: undefined },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: /Metal/ });
    await expect(button).toHaveTextContent('Choose a metal');
    await userEvent.click(button);
    await userEvent.click(await body.findByRole('option', { name: 'Sterling silver' }));
    await expect(args.onChange).toHaveBeenCalledWith('silver');
    await expect(button).toHaveTextContent('Sterling silver');
  },
};

export const WithError: Story = {
  args: { value: null, placeholder: 'Choose a metal', error: 'Choose the metal of the piece.' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Metal/ });
    await expect(button).toHaveAttribute('data-invalid');
    await expect(button).toHaveAccessibleDescription('Choose the metal of the piece.');
    await expect(
      canvas.queryByText('Used to match the light to the piece.'),
    ).not.toBeInTheDocument();
  },
};

export const DisabledOption: Story = {
  args: {
    options: metals.map((metal) =>
      metal.value === 'silver'
        ? { ...metal, label: 'Sterling silver (coming soon)', disabled: true }
        : metal,
    ),
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Metal/ }));
    const listbox = await body.findByRole('listbox');
    const silver = within(listbox).getByRole('option', { name: 'Sterling silver (coming soon)' });
    await expect(silver).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(silver);
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(listbox).toBeVisible());
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Metal/ });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(
      within(canvasElement.ownerDocument.body).queryByRole('listbox'),
    ).not.toBeInTheDocument();
  },
};
