import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gem, ImageOff, Plus } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { EmptyState } from '../../src/ui/EmptyState';

const onCreate = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    icon: <Gem size={32} strokeWidth={1.25} />,
    title: 'No designs yet',
    description: 'Upload a sketch or a photo of a piece, and the studio will render it in gold.',
    action: (
      <Button variant="primary" startIcon={<Plus strokeWidth={1.75} />} onClick={onCreate}>
        New design
      </Button>
    ),
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No designs yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'New design' }));
    await expect(onCreate).toHaveBeenCalled();
    await userEvent.click(canvasElement); // click away: the screenshot shows the resting look
  },
};

export const WithoutAction: Story = {
  args: {
    icon: <ImageOff size={32} strokeWidth={1.25} />,
    title: 'No visuals for this design',
    description: 'Visuals you create appear here.',
    action: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No visuals for this design' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, action: undefined, title: 'Nothing here' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing here' })).toBeVisible();
  },
};
