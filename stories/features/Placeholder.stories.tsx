import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PlaceholderScreen } from '../../src/features/placeholder/PlaceholderScreen';

const meta = {
  title: 'Features/Placeholder',
  component: PlaceholderScreen,
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlaceholderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'New update coming very soon' }),
    ).toBeVisible();
  },
};
