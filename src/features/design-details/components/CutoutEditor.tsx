// The cut-out panel with its state: loaded lazily (see DesignDetailsScreen), so the editor, its
// canvas code and its calls stay out of the first load.
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { stoneColourFor } from '../region-model';
import { useCutoutRegions } from '../use-cutout-regions';
import type { CutoutReview } from '../../../api/asset';
import { apiClientAtom } from '../../session/api-client';
import type { CutoutStart, CutoutTarget } from '../cutout-api';
import { useCutoutEditor } from '../use-cutout-editor';
import { CutoutPanel } from './CutoutPanel';
import { RegionTool } from './RegionTool';

/** What the confirm screen needs to know of the cut-out to gate Save. */
export interface CutoutState {
  review: CutoutReview;
  reasons: string[];
  /** A change is being refined: the cut-out shown is about to change. */
  busy: boolean;
  /** The server counts the cut-out as seen (a correction confirms it). */
  confirmedByServer: boolean;
}

export interface CutoutEditorProps {
  target: CutoutTarget;
  start: CutoutStart;
  /** The image the cut-out was cut from (Original view, motif thumbnails). */
  sourceUrl: string | null;
  /** The design's crop: what it was cut from when it was confirmed with a drawn crop. */
  croppedUrl?: string | null;
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
  onStateChange: (state: CutoutState) => void;
  frozenMessage?: string | null;
  /** Why the cut-out could not be made again (a drawn crop's), with a way to try again. */
  frozenError?: { message: string; onRetry: () => void } | null;
  disabled?: boolean;
  /** The design's gemstones field: a stone region's colour by default. */
  gemstones?: string | null;
}

export function CutoutEditor({
  target,
  start,
  sourceUrl,
  croppedUrl = null,
  confirmed,
  onConfirmedChange,
  onStateChange,
  frozenMessage = null,
  frozenError = null,
  disabled = false,
  gemstones = null,
}: CutoutEditorProps) {
  const api = useAtomValue(apiClientAtom);
  const editor = useCutoutEditor(api, target, start);
  const regions = useCutoutRegions(api, target, editor.imageUrl);
  const stone = stoneColourFor(gemstones);
  const { review, reasons, status, confirmedByServer } = editor;
  useEffect(() => {
    onStateChange({ review, reasons, busy: status === 'refining', confirmedByServer });
  }, [review, reasons, status, confirmedByServer, onStateChange]);

  return (
    <CutoutPanel
      review={review}
      reasons={reasons}
      cutoutUrl={editor.imageUrl}
      sourceUrl={sourceUrl}
      fallbackSourceUrl={croppedUrl}
      sourceSize={editor.sourceSize}
      status={status}
      error={editor.error}
      onRetry={editor.retry}
      pendingStrokes={editor.pendingStrokes}
      onStroke={editor.paint}
      canUndo={editor.canUndo}
      canRedo={editor.canRedo}
      canReset={editor.canUndo}
      onUndo={editor.undo}
      onRedo={editor.redo}
      onReset={editor.reset}
      strokeLimitReached={editor.strokeLimitReached}
      motifs={editor.motifs}
      motif={editor.motif}
      onMotifChange={editor.pickMotif}
      confirmRequired={review === 'required' && !confirmedByServer}
      confirmedNote={
        review === 'required' && confirmedByServer ? 'Your correction confirms the cut-out.' : null
      }
      confirmed={confirmed}
      onConfirmedChange={onConfirmedChange}
      frozenMessage={frozenMessage}
      frozenError={frozenError}
      disabled={disabled}
    >
      {/* Shown once a sketch's regions have come (a photo has none: nothing shows). */}
      {regions.status !== 'none' && regions.status !== 'loading' && (
        <RegionTool
          status={regions.status}
          regions={regions.regions}
          imageUrl={editor.imageUrl}
          stoneColour={stone.colour}
          gem={stone.gem}
          error={regions.error}
          onRetry={regions.retry}
          onSetKind={regions.setKind}
          disabled={disabled || status === 'refining' || !!frozenMessage || !!frozenError}
        />
      )}
    </CutoutPanel>
  );
}

export default CutoutEditor;
