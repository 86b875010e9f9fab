import type { Meta, StoryObj } from '@storybook/react-vite';
import { Check, Clock, Coins, Gem, TriangleAlert } from 'lucide-react';
import { expect } from 'storybook/test';
import { Chip } from '../../src/ui/Chip';
import { paddedRow } from './decorators';

const meta = {
  title: 'UI/Chip',
  component: Chip,
  args: { children: 'Rose gold' },
  decorators: [paddedRow],
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvas }) => {
    const chip = canvas.getByText('Rose gold');
    await expect(chip.tagName).toBe('SPAN');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Tones: Story = {
  render: () => (
    <>
      <Chip>Draft</Chip>
      <Chip tone="success" icon={<Check strokeWidth={1.75} />}>
        Ready
      </Chip>
      <Chip tone="warning" icon={<Clock strokeWidth={1.75} />}>
        Rendering
      </Chip>
      <Chip tone="error" icon={<TriangleAlert strokeWidth={1.75} />}>
        Failed
      </Chip>
      <Chip tone="accent" icon={<Coins strokeWidth={1.75} />}>
        120 credits
      </Chip>
    </>
  ),
  play: async ({ canvas }) => {
    for (const text of ['Draft', 'Ready', 'Rendering', 'Failed', '120 credits']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

export const WithIcon: Story = {
  args: { children: 'Pavé diamonds', icon: <Gem strokeWidth={1.75} /> },
  play: async ({ canvas }) => {
    const chip = canvas.getByText('Pavé diamonds');
    // The icon is decorative: hidden from assistive tech so the chip reads as its text.
    await expect(chip.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  },
};

export const AsRouterLink: Story = {
  args: {
    tone: 'accent',
    icon: <Coins strokeWidth={1.75} />,
    to: '/pricing',
    children: '120 credits',
  },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: '120 credits' });
    await expect(link).toHaveAttribute('href', '/pricing');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const AsAnchor: Story = {
  args: { href: '#metals', children: '18k yellow gold' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '18k yellow gold' })).toHaveAttribute(
      'href',
      '#metals',
    );
  },
};
