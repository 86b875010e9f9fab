import type { Asset } from '../../../api/asset';
import { Alert } from '../../../ui/Alert';
import { ConfirmDeleteDialog } from '../../../ui/ConfirmDeleteDialog';
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
export function DeleteDesignDialog({ asset, error, ...rest }: DeleteDesignDialogProps) {
  return (
    <ConfirmDeleteDialog
      open={asset !== null}
      title="Delete this design?"
      description={asset ? deleteDesignWarning(asset) : undefined}
      {...rest}
    >
      {error ? <Alert tone="error">{error}</Alert> : undefined}
    </ConfirmDeleteDialog>
  );
}
