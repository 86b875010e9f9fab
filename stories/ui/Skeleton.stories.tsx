import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from '../../src/ui/Skeleton';
import { paddedRow } from './decorators';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  decorators: [paddedRow],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 10, width: 320 }}>
      <Skeleton width="70%" height={20} />
      <Skeleton />
      <Skeleton width="85%" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelectorAll<HTMLElement>('[aria-hidden="true"]');
    await expect(lines).toHaveLength(3);
    await expect(lines[0]!.offsetWidth).toBe(224);
    await expect(lines[0]!.offsetHeight).toBe(20);
  },
};

export const Rect: Story = {
  args: { shape: 'rect', width: 240, height: 160 },
  play: async ({ canvasElement }) => {
    const rect = canvasElement.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    await expect([rect.offsetWidth, rect.offsetHeight]).toEqual([240, 160]);
  },
};

export const Circle: Story = {
  args: { shape: 'circle', width: 64 },
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    // One size makes a circle, never an ellipse.
    await expect([circle.offsetWidth, circle.offsetHeight]).toEqual([64, 64]);
  },
};

/** How a design card looks while the library loads. */
export const DesignCardPlaceholder: Story = {
  render: () => (
    <>
      {[0, 1, 2].map((index) => (
        <div key={index} style={{ display: 'flex', flexDirection: 'column', gap: 10, width: 220 }}>
          <Skeleton shape="rect" height={220} />
          <Skeleton width="65%" height={18} />
          <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <Skeleton shape="circle" width={24} />
            <Skeleton width="40%" />
          </div>
        </div>
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    // Skeletons are decorative: nothing in them reaches the accessibility tree.
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await expect(canvas.queryAllByText(/./)).toHaveLength(0);
  },
};
