import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from '../../src/ui/Spinner';
import { paddedRow } from './decorators';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  decorators: [paddedRow],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading');
    // The label is for screen readers only: the spinner is as small as its ring.
    await expect(status.offsetWidth).toBeLessThan(40);
  },
};

export const Sizes: Story = {
  render: () => (
    <>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </>
  ),
  play: async ({ canvas }) => {
    const [small, medium, large] = canvas.getAllByRole('status');
    await expect(small!.offsetWidth).toBeLessThan(medium!.offsetWidth);
    await expect(medium!.offsetWidth).toBeLessThan(large!.offsetWidth);
  },
};

export const CustomLabel: Story = {
  args: { size: 'lg', label: 'Rendering pack shot' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Rendering pack shot');
  },
};
