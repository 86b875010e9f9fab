import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Dialog, type DialogProps } from '../../src/ui/Dialog';

/** A page with the button that opens the dialog, and the dialog itself (open to begin with). */
function DialogStage(args: DialogProps & { trigger?: string }) {
  const { trigger = 'Open dialog', ...props } = args;
  const [open, setOpen] = useState(props.open);
  return (
    <div style={{ padding: 24 }}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {trigger}
      </Button>
      <Dialog
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </div>
  );
}

/** A confirmation whose Cancel button is focused first, so Enter never deletes by accident. */
function ConfirmStage(args: DialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(args.open);
  const close = () => {
    args.onClose();
    setOpen(false);
  };
  return (
    <div style={{ padding: 24 }}>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete visual
      </Button>
      <Dialog
        {...args}
        open={open}
        onClose={close}
        initialFocus={cancel}
        actions={
          <>
            <Button ref={cancel} variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button variant="danger" onClick={close}>
              Delete
            </Button>
          </>
        }
      />
    </div>
  );
}

const exportActions = (
  <>
    <Button variant="secondary">Cancel</Button>
    <Button variant="primary">Export</Button>
  </>
);

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    open: true,
    onClose: fn(),
    title: 'Export as 9:16',
    description: 'A vertical crop for Stories and Reels. The piece stays centred on its mat.',
    children: (
      <p>
        Rose gold halo ring, lifestyle shot. The export is 1080 × 1920 px, saved as PNG with the
        studio&apos;s colour profile.
      </p>
    ),
    actions: exportActions,
  },
  render: (args) => <DialogStage {...args} trigger="Export" />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Export as 9:16' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription(/vertical crop for Stories and Reels/);
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Export as 9:16' })).toBeVisible(),
    );
    // Focus starts inside and Tab stays inside.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Escape closes it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    // The close button closes it too; then it is opened again for the picture.
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await userEvent.click(await body.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await waitFor(async () => expect(await body.findByRole('dialog')).toBeVisible());
  },
};

export const Confirm: Story = {
  args: {
    size: 'sm',
    role: 'alertdialog',
    title: 'Delete this visual?',
    description:
      'The lifestyle shot of the Rose gold halo ring will be removed from this design. This can’t be undone.',
    children: undefined,
  },
  render: (args) => <ConfirmStage {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this visual?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    // A click on the backdrop (outside the panel) dismisses it.
    await userEvent.click(dialog.firstElementChild!);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete visual' }));
    await waitFor(async () => expect(await body.findByRole('alertdialog')).toBeVisible());
  },
};

export const NotDismissible: Story = {
  args: {
    size: 'sm',
    role: 'alertdialog',
    dismissible: false,
    title: 'Delete this visual?',
    description:
      'The lifestyle shot of the Rose gold halo ring will be removed from this design. This can’t be undone.',
    children: undefined,
    actions: (
      <>
        <Button variant="secondary" disabled>
          Cancel
        </Button>
        <Button variant="danger" loading>
          Deleting…
        </Button>
      </>
    ),
  },
  render: (args) => <DialogStage {...args} trigger="Delete visual" />,
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this visual?' });
    // While the request runs, nothing closes it: not Escape, not the backdrop, not the X.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.firstElementChild!);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expect(close).toBeDisabled();
    await userEvent.click(close);
    await waitFor(() => expect(body.getByRole('alertdialog')).toBeVisible());
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Large: Story = {
  args: {
    size: 'lg',
    title: 'Choose export sizes',
    description: 'Every size is cut from the same master render, so the light stays consistent.',
    children: (
      <ul style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 8 }}>
        <li>1:1 square, 2048 × 2048 px, for the shop grid and marketplaces</li>
        <li>4:5 portrait, 1080 × 1350 px, for feed posts</li>
        <li>9:16 vertical, 1080 × 1920 px, for Stories and Reels</li>
        <li>16:9 landscape, 1920 × 1080 px, for banners and the lookbook</li>
      </ul>
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Choose export sizes' });
    const panel = within(dialog).getByRole('heading').closest('[id^="headlessui-dialog-panel"]');
    await expect(panel).not.toBeNull();
    // The large panel is wider than the medium one (540px) but stays inside the 800px canvas.
    await expect((panel as HTMLElement).offsetWidth).toBeGreaterThan(540);
    await expect((panel as HTMLElement).offsetWidth).toBeLessThanOrEqual(760);
  },
};

export const WithoutCloseButton: Story = {
  args: { showClose: false },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Export as 9:16' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Export' })).toBeVisible(),
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const FullScreen: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: {
    fullScreen: true,
    title: 'Refine the background',
    description: 'Describe the setting the piece should sit in.',
    children: (
      <>
        <p>A warm marble counter at dusk, a linen cloth folded behind the ring box.</p>
        <p>Soft window light from the left; no other jewelry in the frame.</p>
      </>
    ),
    actions: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button variant="primary">Generate</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Refine the background' });
    const panel = within(dialog).getByRole('heading').closest('[id^="headlessui-dialog-panel"]');
    const view = canvasElement.ownerDocument.defaultView!;
    await waitFor(() => expect((panel as HTMLElement).offsetHeight).toBe(view.innerHeight));
    await expect((panel as HTMLElement).offsetWidth).toBe(view.innerWidth);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Generate' })).toBeVisible(),
    );
  },
};
