import type { Asset } from '../../../api/asset';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { deleteDesignWarning } from '../model';

export interface DeleteDesignDialogProps {
  /** The design to delete; null keeps the dialog closed. */
  asset: Asset | null;
  deleting: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a design (and every visual made from it) goes; stays put while the call runs. */
export function DeleteDesignDialog({
  asset,
  deleting,
  error,
  onCancel,
  onConfirm,
}: DeleteDesignDialogProps) {
  return (
    <Dialog
      open={asset !== null}
      onClose={onCancel}
      role="alertdialog"
      size="sm"
      title="Delete this design?"
      description={asset ? deleteDesignWarning(asset) : undefined}
      dismissible={!deleting}
      actions={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={deleting}>
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : undefined}
    </Dialog>
  );
}
