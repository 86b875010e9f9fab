import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Snackbar, type SnackbarProps } from '../../src/ui/Snackbar';
import { vars } from '../../src/ui/theme/theme.css';

/** A page with a button that shows the snackbar again; the snackbar starts as `args.open`. */
function SnackbarStage(args: SnackbarProps & { messages?: string[] }) {
  const { messages, ...props } = args;
  const [open, setOpen] = useState(props.open);
  const [count, setCount] = useState(0);
  const message = messages ? messages[count % messages.length] : props.message;
  return (
    <div style={{ padding: 24, display: 'flex', gap: 12 }}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Show message
      </Button>
      {messages && (
        <Button variant="secondary" onClick={() => setCount((value) => value + 1)}>
          Next message
        </Button>
      )}
      <Snackbar
        {...props}
        open={open}
        message={message}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Snackbar',
  component: Snackbar,
  args: { open: true, message: 'Visual saved to Rose gold halo ring', onClose: fn() },
  render: (args) => <SnackbarStage {...args} />,
} satisfies Meta<typeof Snackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  args: { message: 'Export as 9:16 started. We’ll keep it in Downloads.' },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const status = body.getByRole('status');
    await expect(status).toHaveTextContent('Export as 9:16 started.');
    // Click-away does nothing by default; the close button closes it.
    await userEvent.click(canvasElement);
    await expect(status).toHaveTextContent('Export as 9:16 started.');
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(status).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(status).toBeEmptyDOMElement());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(body.getByRole('button', { name: 'Show message' }));
    await waitFor(async () =>
      expect(await within(status).findByText(/Export as 9:16 started/)).toBeVisible(),
    );
  },
};

export const Success: Story = {
  args: { tone: 'success', message: 'Visual saved to Rose gold halo ring' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement.ownerDocument.body).getByRole('status');
    await expect(status).toHaveTextContent('Visual saved to Rose gold halo ring');
    const card = status.firstElementChild!;
    const view = canvasElement.ownerDocument.defaultView!;
    // Bottom centre, clear of a bottom navigation bar on narrow screens.
    await expect(view.innerHeight - card.getBoundingClientRect().bottom).toBeGreaterThanOrEqual(88);
    const rect = card.getBoundingClientRect();
    await expect(Math.abs(rect.left + rect.width / 2 - view.innerWidth / 2)).toBeLessThanOrEqual(1);
  },
};

export const ErrorTone: Story = {
  args: {
    tone: 'error',
    message: 'The render failed. Your credits were not used.',
    action: (
      <Button variant="ghost" size="sm">
        Retry
      </Button>
    ),
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const alert = body.getByRole('alert');
    await expect(alert).toHaveTextContent('The render failed. Your credits were not used.');
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible());
    await expect(body.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(body.getByRole('button', { name: 'Show message' }));
    await waitFor(async () =>
      expect(await within(alert).findByText(/The render failed/)).toBeVisible(),
    );
  },
};

/** The product's success message closes after 4 s and not on a click elsewhere (here 600 ms). */
export const AutoHides: Story = {
  args: { tone: 'success', autoHideMs: 600 },
  play: async ({ canvasElement, userEvent, args }) => {
    const status = within(canvasElement.ownerDocument.body).getByRole('status');
    await expect(status).toHaveTextContent('Visual saved to Rose gold halo ring');
    await userEvent.click(canvasElement);
    await expect(status).toHaveTextContent('Visual saved to Rose gold halo ring');
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 3000 });
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const TimerRestartsWithNewMessage: Story = {
  args: { autoHideMs: 1000 },
  render: (args) => (
    <SnackbarStage
      {...args}
      messages={['Upload complete: halo-ring.jpg', 'Upload complete: pearl-pendant.jpg']}
    />
  ),
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const status = body.getByRole('status');
    await expect(status).toHaveTextContent('halo-ring.jpg');
    await new Promise((done) => setTimeout(done, 600));
    await userEvent.click(body.getByRole('button', { name: 'Next message' }));
    await expect(status).toHaveTextContent('pearl-pendant.jpg');
    // 1.2 s after opening it is still there: the new message started a fresh second.
    await new Promise((done) => setTimeout(done, 600));
    await expect(status).toHaveTextContent('pearl-pendant.jpg');
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 3000 });
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const PausesWhileHovered: Story = {
  args: { autoHideMs: 500, message: 'Background removed from Pearl drop pendant' },
  play: async ({ canvasElement, userEvent }) => {
    const status = within(canvasElement.ownerDocument.body).getByRole('status');
    await userEvent.hover(within(status).getByText(/Background removed/));
    await new Promise((done) => setTimeout(done, 900));
    await expect(status).toHaveTextContent('Background removed from Pearl drop pendant');
    await userEvent.unhover(within(status).getByText(/Background removed/));
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 3000 });
  },
};

export const ClosesOnClickAway: Story = {
  args: { closeOnClickAway: true, message: 'Copied the share link' },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const status = body.getByRole('status');
    // A click inside keeps it; a click elsewhere closes it.
    await userEvent.click(within(status).getByText('Copied the share link'));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(canvasElement);
    await waitFor(() => expect(status).toBeEmptyDOMElement());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    // The click that opens it again does not close it.
    await userEvent.click(body.getByRole('button', { name: 'Show message' }));
    await waitFor(async () =>
      expect(await within(status).findByText('Copied the share link')).toBeVisible(),
    );
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const AboveBottomNavigation: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: { tone: 'success', message: 'Visual saved to Rose gold halo ring' },
  render: (args) => (
    <>
      <SnackbarStage {...args} />
      <nav
        aria-label="Sections"
        style={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          height: 72,
          display: 'flex',
          justifyContent: 'space-around',
          alignItems: 'center',
          background: vars.color.topBar,
          borderTop: `1px solid ${vars.color.hairline}`,
          color: vars.color.textSecondary,
          fontSize: vars.fontSize.xs,
        }}
      >
        <span>Designs</span>
        <span>Create</span>
        <span>Account</span>
      </nav>
    </>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const card = body.getByRole('status').firstElementChild!;
    const nav = body.getByRole('navigation', { name: 'Sections' });
    await expect(card.getBoundingClientRect().bottom).toBeLessThan(nav.getBoundingClientRect().top);
  },
};
