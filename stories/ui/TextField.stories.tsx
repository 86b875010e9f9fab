import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from '../../src/ui/TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Design name', onChange: fn() },
  decorators: [
    (Story) => (
      <div
        style={{ padding: 24, display: 'flex', flexDirection: 'column', gap: 20, maxWidth: 400 }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'e.g. Celeste solitaire' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Design name' });
    await userEvent.type(input, 'Aurora hoops');
    await expect(input).toHaveValue('Aurora hoops');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHelper: Story = {
  args: {
    helperText: 'Shown on your visuals and in the library.',
    defaultValue: 'Celeste solitaire',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Design name' })).toHaveAccessibleDescription(
      'Shown on your visuals and in the library.',
    );
  },
};

export const WithError: Story = {
  args: {
    helperText: 'Shown on your visuals and in the library.',
    error: 'Give the design a name.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Design name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The error replaces the helper text, and is what a screen reader hears.
    await expect(input).toHaveAccessibleDescription('Give the design a name.');
    await expect(canvas.queryByText('Shown on your visuals and in the library.')).toBeNull();
  },
};

export const Required: Story = {
  args: { label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    // Validation is ours to show: the browser's own bubbles never appear.
    await expect(input).not.toHaveAttribute('required');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: {
    defaultValue: 'Celeste solitaire',
    disabled: true,
    helperText: 'Locked while rendering.',
  },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Design name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Celeste solitaire');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Multiline: Story = {
  args: {
    multiline: true,
    rows: 4,
    label: 'Notes for the studio',
    helperText: 'Stones, finish, anything the photo does not show.',
    defaultValue: 'Pavé diamonds along the band; brushed rose gold inside.',
  },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Notes for the studio' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await expect(textarea).toHaveAttribute('rows', '4');
    await userEvent.type(textarea, '{enter}Polished claws.');
    await expect(textarea).toHaveValue(
      'Pavé diamonds along the band; brushed rose gold inside.\nPolished claws.',
    );
  },
};

export const Password: Story = {
  args: {
    label: 'Password',
    type: 'password',
    autoComplete: 'current-password',
    helperText: 'At least 8 characters.',
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // Password inputs have no textbox role: find it by its label.
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'opal-and-onyx');
    await expect(input).toHaveValue('opal-and-onyx');
    await expect(canvasElement.querySelector('input[type="password"]')).toBe(input);
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Design name' })).toHaveFocus();
  },
};
