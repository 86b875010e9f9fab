import type { Transformation } from '../../../api/transformation';
import { visualLabel } from '../../../api/visual-rules';
import { Box } from '../../../ui/Box';
import { ConfirmDeleteDialog } from '../../../ui/ConfirmDeleteDialog';

export interface AssetDetailDeleteDialogProps {
  /** The visual to delete; null keeps the dialog closed. */
  visual: Transformation | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec §4: Cancel / Delete, 'Deleting...' while busy, not closable during the request. */
export function AssetDetailDeleteDialog({ visual, ...rest }: AssetDetailDeleteDialogProps) {
  return (
    <ConfirmDeleteDialog
      open={visual !== null}
      title="Delete this visual?"
      description={
        visual && (
          <>
            <Box as="span" color="text" fontWeight="medium">
              {visualLabel(visual)}
            </Box>{' '}
            will be removed permanently. This cannot be undone.
          </>
        )
      }
      {...rest}
    />
  );
}
