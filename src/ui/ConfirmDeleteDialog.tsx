// The one confirmation every destructive delete asks (spec §4): Cancel / Delete, "Deleting..."
// while the request runs, and no way to close it until the request is done.
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  title: ReactNode;
  /** What goes, said in a line under the title. */
  description?: ReactNode;
  /** Below the description: an error from the last attempt, for instance. */
  children?: ReactNode;
  /** The confirming button's label (default "Delete"). */
  confirmLabel?: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDeleteDialog({
  open,
  title,
  description,
  children,
  confirmLabel = 'Delete',
  deleting,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      dismissible={!deleting}
      role="alertdialog"
      size="sm"
      title={title}
      description={description}
      actions={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={deleting}>
            {deleting ? 'Deleting...' : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
