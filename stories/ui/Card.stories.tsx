import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Card } from '../../src/ui/Card';
import { Chip } from '../../src/ui/Chip';
import { vars } from '../../src/ui/theme/theme.css';
import { paddedRow } from './decorators';

const heading = {
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.medium,
};
const muted = { margin: '6px 0 0', color: vars.color.textSecondary, fontSize: vars.fontSize.sm };

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    children: (
      <>
        <h3 style={heading}>Celeste solitaire</h3>
        <p style={muted}>Platinum band · 1.2 ct oval diamond</p>
      </>
    ),
  },
  decorators: [paddedRow],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Celeste solitaire' })).toBeVisible();
  },
};

export const Paddings: Story = {
  render: (args) => (
    <>
      {(['none', 'sm', 'md', 'lg'] as const).map((padding) => (
        <Card key={padding} {...args} padding={padding} data-testid={`card-${padding}`}>
          <p style={{ margin: 0, fontSize: vars.fontSize.sm }}>Padding {padding}</p>
        </Card>
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    const pad = (name: string) => parseFloat(getComputedStyle(canvas.getByTestId(name)).paddingTop);
    await expect(pad('card-none')).toBe(0);
    await expect(pad('card-sm')).toBeLessThan(pad('card-md'));
    await expect(pad('card-md')).toBeLessThan(pad('card-lg'));
  },
};

export const AsSection: Story = {
  args: {
    as: 'section',
    padding: 'lg',
    'aria-labelledby': 'metal-heading',
    children: (
      <>
        <h3 id="metal-heading" style={heading}>
          Metal
        </h3>
        <p style={muted}>Choose the metal the visuals are rendered in.</p>
        <div style={{ display: 'flex', gap: 8, marginTop: 16 }}>
          <Chip tone="accent">18k yellow gold</Chip>
          <Chip>Rose gold</Chip>
          <Chip>Platinum</Chip>
        </div>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Metal' });
    await expect(region.tagName).toBe('SECTION');
  },
};

export const Interactive: Story = {
  args: {
    as: 'article',
    interactive: true,
    children: (
      <>
        <h3 style={heading}>Aurora hoops</h3>
        <p style={muted}>Rose gold · 6 visuals</p>
        <div style={{ marginTop: 16 }}>
          <Button size="sm">Open design</Button>
        </div>
      </>
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const card = canvasElement.querySelector('article') as HTMLElement;
    await expect(getComputedStyle(card).boxShadow).toBe('none');
    // Keyboard focus inside lifts the card just as hover does.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Open design' })).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(card).boxShadow).not.toBe('none'));
  },
};
