import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Download, Sparkles, Trash2 } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Button, ButtonLink } from '../../src/ui/Button';
import { paddedRow } from './decorators';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Save design', onClick: fn() },
  decorators: [paddedRow],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Save design' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvasElement); // click away: the screenshot shows the resting look
  },
};

export const Secondary: Story = {
  args: { children: 'Duplicate' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Duplicate' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvasElement); // click away: the screenshot shows the resting look
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Cancel' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvasElement); // click away: the screenshot shows the resting look
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete design', startIcon: <Trash2 strokeWidth={1.75} /> },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete design' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvasElement); // click away: the screenshot shows the resting look
  },
};

export const Sizes: Story = {
  args: { variant: 'primary' },
  render: (args) => (
    <>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Small' });
    const medium = canvas.getByRole('button', { name: 'Medium' });
    const large = canvas.getByRole('button', { name: 'Large' });
    await expect(small.offsetHeight).toBeLessThan(medium.offsetHeight);
    await expect(medium.offsetHeight).toBeLessThan(large.offsetHeight);
  },
};

export const WithIcons: Story = {
  render: (args) => (
    <>
      <Button
        {...args}
        variant="primary"
        startIcon={<Sparkles strokeWidth={1.75} />}
        children="Create visuals"
      />
      <Button {...args} startIcon={<Download strokeWidth={1.75} />} children="Download" />
      <Button {...args} variant="ghost" endIcon={<ArrowRight strokeWidth={1.75} />}>
        Continue
      </Button>
    </>
  ),
  play: async ({ canvas }) => {
    // Icons are decorative: the accessible name is the text alone.
    await expect(canvas.getByRole('button', { name: 'Create visuals' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { variant: 'primary', loading: true, children: 'Saving design' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Saving design' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // Busy, not disabled: keyboard focus stays on it (and returns to the form when it is done).
    await expect(button).toHaveFocus();
    // The screenshot shows the busy look (whether a click shows a focus ring depends on timing).
    button.blur();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <>
      <Button {...args} variant="primary" disabled>
        Save design
      </Button>
      <Button {...args} disabled>
        Duplicate
      </Button>
      <Button {...args} variant="danger" disabled>
        Delete design
      </Button>
    </>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const save = canvas.getByRole('button', { name: 'Save design' });
    await expect(save).toBeDisabled();
    await userEvent.click(save);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FocusVisible: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save design' })).toHaveFocus();
  },
};

export const FullWidth: Story = {
  args: { variant: 'primary', fullWidth: true, children: 'Continue to checkout' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Continue to checkout' });
    const container = canvasElement.firstElementChild as HTMLElement;
    await expect(button.offsetWidth).toBeGreaterThan(container.clientWidth / 2);
  },
};

export const AsLink: Story = {
  render: () => (
    <>
      <ButtonLink to="/designs/new" variant="primary" startIcon={<Sparkles strokeWidth={1.75} />}>
        New design
      </ButtonLink>
      <ButtonLink to="/library">Open library</ButtonLink>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'New design' })).toHaveAttribute(
      'href',
      '/designs/new',
    );
    await expect(canvas.getByRole('link', { name: 'Open library' })).toHaveAttribute(
      'href',
      '/library',
    );
  },
};

/** Following a ButtonLink navigates in the router (the harness shows where it landed). */
export const LinkNavigates: Story = {
  parameters: { router: { path: '/' } },
  render: () => (
    <ButtonLink to="/designs/new" variant="primary">
      New design
    </ButtonLink>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'New design' }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(
      'Navigated to /designs/new',
    );
  },
};
