// The preview dialog wired to the studio: downloads under the spec's file names, expand jobs
// (spec §4) with their messages, and the success snackbar that outlives the dialog. Used by the
// asset detail screen and by any screen that lists visuals.
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { Asset } from '../../api/asset';
import type { ExpandOption } from '../../api/catalogue';
import type { Transformation } from '../../api/transformation';
import { buildExpandPayload, expandSubmittedMessage, isModelVisual } from '../../api/visual-rules';
import { Snackbar } from '../../ui/Snackbar';
import { useIsLarge } from '../../ui/use-is-large';
import { assetQueryAtom, createTransformationMutationAtom } from './atoms';
import { VisualPreviewDialog } from './components/VisualPreviewDialog';
import { downloadUrl, downloadVisual } from './download';
import { expandErrorMessage } from './model';

export interface ConnectedVisualPreviewProps {
  /** The visual to show; null keeps the dialog closed. */
  visual: Transformation | null;
  onClose: () => void;
  /** The visual's asset when the caller has it; otherwise it is loaded for the expand job. */
  asset?: Asset | null;
  /** Desktop only: show View in Collection. Default true. */
  showCollectionButton?: boolean;
  /** Turn 3D models slowly. Default true. */
  autoRotate?: boolean;
  /** Forces a variant; by default desktop at the large breakpoint, else mobile. */
  variant?: 'desktop' | 'mobile';
}

/** The generated visual preview dialog with download and expand working. */
export function ConnectedVisualPreview({
  visual,
  onClose,
  asset,
  showCollectionButton = true,
  autoRotate = true,
  variant,
}: ConnectedVisualPreviewProps) {
  const large = useIsLarge();
  const create = useAtomValue(createTransformationMutationAtom);
  const loadedAsset = useAtomValue(assetQueryAtom(asset || !visual ? null : visual.asset_id));
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [shownId, setShownId] = useState<string | null>(null);
  // A different visual starts without the previous one's error.
  const currentId = visual?.transformation_id ?? null;
  if (currentId !== shownId) {
    setShownId(currentId);
    setError(null);
  }

  const sourceAsset = asset ?? loadedAsset.data ?? null;

  const expand = (option: ExpandOption) => {
    setError(null);
    const built = buildExpandPayload(sourceAsset, visual, option);
    if (!built.ok) {
      setError(built.error);
      return;
    }
    create.mutate(built.payload, {
      onSuccess: () => {
        setSubmitted(expandSubmittedMessage(built.payload.scene_name ?? ''));
        onClose();
      },
      onError: (failure) => setError(expandErrorMessage(failure)),
    });
  };

  return (
    <>
      <VisualPreviewDialog
        visual={visual}
        onClose={() => {
          if (!create.isPending) onClose();
        }}
        variant={variant ?? (large ? 'desktop' : 'mobile')}
        modelUrl={visual && isModelVisual(visual) ? downloadUrl(visual) : null}
        onDownload={visual && downloadUrl(visual) ? () => void downloadVisual(visual) : undefined}
        onExpand={expand}
        expanding={create.isPending}
        error={error}
        showCollectionButton={showCollectionButton}
        autoRotate={autoRotate}
      />
      <Snackbar
        open={submitted !== null}
        message={submitted ?? ''}
        tone="success"
        onClose={() => setSubmitted(null)}
      />
    </>
  );
}
