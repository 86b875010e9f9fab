// Payment cancelled (`/payment/cancelled`): the checkout was left before paying.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaymentCancelledScreen } from '../../src/features/payment/PaymentCancelledScreen';

const meta = {
  title: 'Features/Payment Cancelled',
  component: PaymentCancelledScreen,
  parameters: { router: { path: '/payment/cancelled', initialEntry: '/payment/cancelled' } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentCancelledScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment Canceled' })).toBeVisible();
    await expect(canvas.getByText(/transaction was not completed/)).toBeVisible();
    await expect(canvas.getByText(/nothing was charged/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  },
};
