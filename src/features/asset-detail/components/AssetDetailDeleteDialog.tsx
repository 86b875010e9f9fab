import type { Transformation } from '../../../api/transformation';
import { visualLabel } from '../../../api/visual-rules';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import * as styles from './AssetDetail.css';

export interface AssetDetailDeleteDialogProps {
  /** The visual to delete; null keeps the dialog closed. */
  visual: Transformation | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec §4: Cancel / Delete, 'Deleting...' while busy, not closable during the request. */
export function AssetDetailDeleteDialog({
  visual,
  deleting,
  onCancel,
  onConfirm,
}: AssetDetailDeleteDialogProps) {
  return (
    <Dialog
      open={visual !== null}
      onClose={onCancel}
      dismissible={!deleting}
      role="alertdialog"
      size="sm"
      title="Delete this visual?"
      description={
        visual && (
          <>
            <span className={styles.deleteName}>{visualLabel(visual)}</span> will be removed
            permanently. This cannot be undone.
          </>
        )
      }
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
    />
  );
}
