import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from '../../src/ui/ProgressBar';
import { vars } from '../../src/ui/theme/theme.css';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Rendering pack shot', value: 42 },
  decorators: [
    (Story) => (
      <div
        style={{ padding: 24, display: 'flex', flexDirection: 'column', gap: 24, maxWidth: 480 }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Rendering pack shot' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(canvas.queryByText('42%')).not.toBeInTheDocument();
  },
};

export const WithValue: Story = {
  args: { label: 'Uploading ring-sketch.png', value: 67.4, showValue: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading ring-sketch.png' });
    await expect(bar).toHaveAttribute('aria-valuenow', '67');
    await expect(canvas.getByText('67%')).toBeVisible();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Analysing design', value: undefined, showValue: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Analysing design' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.queryByText(/%/)).not.toBeInTheDocument();
  },
};

const stages = [
  { label: 'Queued', value: 0 },
  { label: 'Rendering model shot', value: 35 },
  { label: 'Rendering lifestyle visual', value: 80 },
  { label: 'Done', value: 100 },
  { label: 'Out of range', value: 140 },
];

export const Stages: Story = {
  render: () => (
    <>
      {stages.map((stage) => (
        <div key={stage.label} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          <span style={{ color: vars.color.textSecondary, fontSize: vars.fontSize.sm }}>
            {stage.label}
          </span>
          <ProgressBar label={stage.label} value={stage.value} showValue />
        </div>
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Done' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    // Values outside 0-100 are clamped, never drawn past the track.
    await expect(canvas.getByRole('progressbar', { name: 'Out of range' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};
