import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, MoreHorizontal, Plus, Share2, X } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { IconButton } from '../../src/ui/IconButton';
import { paddedRow } from './decorators';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Add to favourites', icon: <Heart strokeWidth={1.75} />, onClick: fn() },
  decorators: [paddedRow],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to favourites' });
    await expect(button).toHaveAttribute('title', 'Add to favourites');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvasElement); // click away: the screenshot shows the resting look
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', label: 'Share design', icon: <Share2 strokeWidth={1.75} /> },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share design' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvasElement); // click away: the screenshot shows the resting look
  },
};

export const Primary: Story = {
  args: { variant: 'primary', label: 'New design', icon: <Plus strokeWidth={1.75} /> },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New design' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvasElement); // click away: the screenshot shows the resting look
  },
};

export const Sizes: Story = {
  render: (args) => (
    <>
      <IconButton
        {...args}
        variant="secondary"
        size="sm"
        label="More actions (small)"
        icon={<MoreHorizontal strokeWidth={1.75} />}
      />
      <IconButton
        {...args}
        variant="secondary"
        size="md"
        label="More actions (medium)"
        icon={<MoreHorizontal strokeWidth={1.75} />}
      />
      <IconButton
        {...args}
        variant="secondary"
        size="lg"
        label="More actions (large)"
        icon={<MoreHorizontal strokeWidth={1.75} />}
      />
    </>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'More actions (small)' });
    const medium = canvas.getByRole('button', { name: 'More actions (medium)' });
    const large = canvas.getByRole('button', { name: 'More actions (large)' });
    await expect(small.offsetWidth).toBe(small.offsetHeight);
    await expect(small.offsetWidth).toBeLessThan(medium.offsetWidth);
    await expect(medium.offsetWidth).toBeLessThan(large.offsetWidth);
  },
};

export const Disabled: Story = {
  args: { variant: 'secondary', label: 'Close', icon: <X strokeWidth={1.75} />, disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to favourites' })).toHaveFocus();
  },
};
