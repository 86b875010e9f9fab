import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Heart } from 'lucide-react';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { IconButton } from '../../src/ui/IconButton';
import { Tooltip } from '../../src/ui/Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Export as 9:16 for Stories',
    children: (
      <Button variant="secondary" startIcon={<Download strokeWidth={1.75} />}>
        Export
      </Button>
    ),
  },
  decorators: [
    // Centred with room around it, or (`parameters.edge`) tight in the top-left corner.
    (Story, { parameters }) => (
      <div
        style={
          parameters.edge
            ? { padding: 8, display: 'flex' }
            : { padding: '120px 24px', display: 'flex', justifyContent: 'center' }
        }
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnKeyboardFocus: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Export' });
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();
    // Focus shows it; it describes the trigger.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Export as 9:16 for Stories');
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    await expect(trigger).toHaveAccessibleDescription('Export as 9:16 for Stories');
    // Above the trigger by default.
    await expect(tooltip.getBoundingClientRect().bottom).toBeLessThan(
      trigger.getBoundingClientRect().top,
    );
    // Escape hides it, blur hides it, focusing again shows it.
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await waitFor(async () => expect(await body.findByRole('tooltip')).toBeVisible());
    await userEvent.tab();
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab({ shift: true });
    await waitFor(async () => expect(await body.findByRole('tooltip')).toBeVisible());
  },
};

export const OnHover: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Export' });
    await userEvent.hover(trigger);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Export as 9:16 for Stories');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.hover(trigger);
    await waitFor(async () => expect(await body.findByRole('tooltip')).toBeVisible());
  },
};

export const Bottom: Story = {
  args: {
    placement: 'bottom',
    content: 'Save to favourites',
    children: (
      <IconButton label="Favourite" icon={<Heart strokeWidth={1.75} />} variant="secondary" />
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Favourite' });
    await userEvent.tab();
    const tooltip = await body.findByRole('tooltip');
    await expect(trigger).toHaveAccessibleDescription('Save to favourites');
    await expect(tooltip.getBoundingClientRect().top).toBeGreaterThan(
      trigger.getBoundingClientRect().bottom,
    );
  },
};

export const FlipsAtTheEdge: Story = {
  args: { content: 'Exports the lifestyle shot at 9:16' },
  parameters: { edge: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Export' });
    await userEvent.tab();
    const tooltip = await body.findByRole('tooltip');
    // No room above the trigger: it opens below, and stays inside the left edge.
    await expect(tooltip.getBoundingClientRect().top).toBeGreaterThan(
      trigger.getBoundingClientRect().bottom,
    );
    await expect(tooltip.getBoundingClientRect().left).toBeGreaterThanOrEqual(8);
  },
};

/** A control right below the trigger (a chip above Edit Details): the hint opens above instead. */
export const ClearOfTheControlBelow: Story = {
  args: {
    placement: 'bottom',
    content: 'Challenges: Extraneous Marks (3), Perspective And Scale (3.5)',
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <Tooltip {...args} />
      <Button variant="secondary">Edit Details</Button>
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const tooltip = await body.findByRole('tooltip');
    const tip = tooltip.getBoundingClientRect();
    const below = canvas.getByRole('button', { name: 'Edit Details' }).getBoundingClientRect();
    const trigger = canvas.getByRole('button', { name: 'Export' }).getBoundingClientRect();
    // Above the trigger, so Edit Details stays visible and clickable.
    await expect(tip.bottom).toBeLessThanOrEqual(trigger.top);
    await expect(tip.bottom <= below.top || tip.top >= below.bottom).toBe(true);
    await expect(tooltip).toHaveAttribute('data-side', 'top');
  },
};
