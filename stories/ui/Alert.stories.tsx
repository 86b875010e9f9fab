import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Alert } from '../../src/ui/Alert';
import { Button } from '../../src/ui/Button';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: { tone: 'info', children: 'Visuals are rendered at 2048 × 2048 px.' },
  decorators: [
    (Story) => (
      <div
        style={{ padding: 24, display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 560 }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { title: 'Good to know' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Good to know');
    await expect(status).toHaveTextContent('Visuals are rendered at 2048 × 2048 px.');
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Design saved',
    children: 'Celeste solitaire is in your library.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Design saved');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Low on credits',
    children: 'You have 4 credits left: enough for one lifestyle visual.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Low on credits');
  },
};

export const ErrorTone: Story = {
  name: 'Error',
  args: {
    tone: 'error',
    title: 'Upload failed',
    children: 'The file is not a JPEG, PNG or WebP image.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Upload failed');
  },
};

export const WithAction: Story = {
  args: {
    tone: 'error',
    title: 'Rendering stopped',
    children: 'The pack shot could not be finished. Your credits were returned.',
    action: (
      <Button size="sm" onClick={fn()}>
        Try again
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toContainElement(canvas.getByRole('button', { name: 'Try again' }));
  },
};

export const MessageOnly: Story = {
  args: { tone: 'success', children: 'Payment received: 200 credits added.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Payment received: 200 credits added.',
    );
  },
};

export const AllTones: Story = {
  render: () => (
    <>
      <Alert tone="info" title="Good to know">
        Visuals keep your design's exact silhouette.
      </Alert>
      <Alert tone="success" title="Design saved">
        Celeste solitaire is in your library.
      </Alert>
      <Alert tone="warning" title="Low on credits">
        You have 4 credits left.
      </Alert>
      <Alert tone="error" title="Upload failed">
        The file is larger than 20 MB.
      </Alert>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};
