// /assets/{assetId}: the design, its master image and success chance, and its generated visuals
// with live updates, New flags, the preview dialog, expand and delete (spec §2, §4, §8).
import { useAtomValue } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Asset } from '../../api/asset';
import type { Transformation } from '../../api/transformation';
import { visualLabel } from '../../api/visual-rules';
import { Snackbar } from '../../ui/Snackbar';
import { useIsLarge } from '../../ui/use-is-large';
import { TRANSFORMATIONS_QUERY_KEY } from '../visual-kit/api';
import {
  assetQueryAtom,
  deleteTransformationMutationAtom,
  listErrorMessage,
  removeFromLists,
  transformationsQueryAtom,
} from '../visual-kit/atoms';
import { AssetDetailDeleteDialog } from './components/AssetDetailDeleteDialog';
import {
  AssetDetailError,
  AssetDetailLoading,
  AssetDetailNotFound,
  AssetDetailUnavailable,
} from './components/AssetDetailStates';
import { AssetDetailView } from './components/AssetDetailView';
import { ConnectedVisualPreview } from '../visual-kit/ConnectedVisualPreview';
import { downloadVisual } from '../visual-kit/download';
import {
  DELETE_FAILED_OPTIMISTIC,
  NO_ASSET_ID_MESSAGE,
  assetScreenState,
  assetSuccessChance,
  deleteErrorMessage,
  deleteSuccessMessage,
  failedVisualDeletedMessage,
  historyVisuals,
  masterImageUrl,
  masterVisual,
} from '../visual-kit/model';
import { useNewFlags } from '../visual-kit/use-new-flags';

/** How long the screen's messages stay. */
export const MESSAGE_HIDE_MS = 6_000;

export function AssetDetailScreen() {
  const { assetId } = useParams();
  const assetQuery = useAtomValue(assetQueryAtom(assetId ?? null));
  const state = assetScreenState(assetId, assetQuery);
  switch (state.kind) {
    case 'no-id':
      return <AssetDetailError message={NO_ASSET_ID_MESSAGE} />;
    case 'loading':
      return <AssetDetailLoading />;
    case 'not-found':
      return <AssetDetailNotFound />;
    case 'error':
      return <AssetDetailError message={state.message} />;
    case 'unavailable':
      return <AssetDetailUnavailable />;
    case 'ready':
      return <ReadyAssetDetail key={state.asset.asset_id} asset={state.asset} />;
  }
}

interface Message {
  text: string;
  tone: 'success' | 'error';
}

function ReadyAssetDetail({ asset }: { asset: Asset }) {
  const large = useIsLarge();
  const client = useAtomValue(queryClientAtom);
  const list = useAtomValue(transformationsQueryAtom(asset.asset_id));
  const remove = useAtomValue(deleteTransformationMutationAtom);
  const visuals = list.data ? historyVisuals(list.data) : undefined;
  const flags = useNewFlags(asset.asset_id, list.data);
  const [manageMode, setManageMode] = useState(false);
  const [preview, setPreview] = useState<Transformation | null>(null);
  const [toDelete, setToDelete] = useState<Transformation | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  const refreshList = () => void client.invalidateQueries({ queryKey: TRANSFORMATIONS_QUERY_KEY });

  const confirmDelete = () => {
    const visual = toDelete;
    if (!visual) return;
    remove.mutate(visual.transformation_id, {
      onSuccess: (answer) => {
        removeFromLists(client, visual.transformation_id);
        setToDelete(null);
        setMessage({ text: deleteSuccessMessage(answer), tone: 'success' });
        refreshList();
      },
      onError: (error) => {
        setToDelete(null);
        setMessage({ text: deleteErrorMessage(error), tone: 'error' });
      },
    });
  };

  const deleteFailed = (visual: Transformation) => {
    // Optimistic: the failed tile goes at once; an error brings the list back from the server.
    removeFromLists(client, visual.transformation_id);
    setMessage({ text: failedVisualDeletedMessage(visualLabel(visual)), tone: 'success' });
    remove.mutate(visual.transformation_id, {
      onError: () => {
        setMessage({ text: DELETE_FAILED_OPTIMISTIC, tone: 'error' });
        refreshList();
      },
    });
  };

  const master = masterVisual(asset);

  return (
    <>
      <AssetDetailView
        asset={asset}
        masterUrl={masterImageUrl(asset)}
        chance={assetSuccessChance(asset)}
        large={large}
        visuals={visuals}
        historyError={list.isError ? listErrorMessage(list.error) : null}
        isNew={flags.isNew}
        newCount={flags.count}
        onMarkAllSeen={flags.markAllSeen}
        manageMode={manageMode}
        onManageModeChange={setManageMode}
        onOpenMaster={() => setPreview(master)}
        onDownloadMaster={() => {
          if (master) downloadVisual(master);
        }}
        onOpenVisual={setPreview}
        onDownloadVisual={(visual) => void downloadVisual(visual)}
        onDeleteVisual={setToDelete}
        onDeleteFailed={deleteFailed}
      />
      <ConnectedVisualPreview
        visual={preview}
        asset={asset}
        onClose={() => setPreview(null)}
        // This is the asset's own page: View in Collection would lead back here on desktop.
        showCollectionButton={false}
      />
      <AssetDetailDeleteDialog
        visual={toDelete}
        deleting={remove.isPending}
        onCancel={() => {
          if (!remove.isPending) setToDelete(null);
        }}
        onConfirm={confirmDelete}
      />
      <Snackbar
        open={message !== null}
        message={message?.text ?? ''}
        tone={message?.tone ?? 'neutral'}
        autoHideMs={MESSAGE_HIDE_MS}
        onClose={() => setMessage(null)}
      />
    </>
  );
}
