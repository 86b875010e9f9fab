// A drawn crop's cut-out, made before saving: once the designer stops moving the crop (a short
// pause), the crop is exported and uploaded, and the server makes the cut-out again from it
// (PUT .../crop). The cut-out panel then starts again from that cut-out, to be checked, corrected
// and confirmed like the upload's own. A newer crop cancels the one in flight. In new mode,
// turning auto crop back on makes the cut-out of the whole original again, and choosing another
// image style than the one the upload was cut out for makes it again for that style (a sketch's
// strokes or a photo's piece), so no cut-out is first made unseen at Save.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CutoutMetadata } from '../../api/asset';
import type { CutoutStyle } from './model';
import type { ApiClient } from '../../api/http';
import { uploadCrop } from './atoms';
import { cropCutout, type CutoutTarget } from './cutout-api';
import { cutoutErrorMessage, type PercentCrop } from './model';

/** How long the crop must stay still before its cut-out is made. */
export const CROP_SETTLE_MS = 600;

export type CropCutoutStep = 'generatingCrop' | 'uploadingCrop' | 'cuttingOut' | 'restyling';

export const CROP_STEP_MESSAGES: Record<CropCutoutStep, string> = {
  generatingCrop: 'Generating your custom crop...',
  uploadingCrop: 'Uploading your custom crop...',
  cuttingOut: 'Cutting the piece out of your crop...',
  restyling: 'Cutting the piece out again for the image style you chose...',
};

export interface CropCutout {
  /** What is being done (null: nothing in flight). */
  step: CropCutoutStep | null;
  /** A crop is drawn whose cut-out is not shown yet (waiting, in flight, or failed). */
  pending: boolean;
  error: string | null;
  /** The uploaded crop the cut-out shown was made from (null: none, or the original). */
  appliedKey: string | null;
  /** The applied crop's image (an object URL), what the cut-out was cut from. */
  previewUrl: string | null;
  /** The cut-out made from the last crop (or the original again), for the editor to start from. */
  made: CutoutMetadata | null;
  /** One more for each cut-out made here: the editor starts afresh on it. */
  generation: number;
  retry: () => void;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

export function useCropCutout(
  api: ApiClient,
  target: CutoutTarget,
  options: {
    /** The crop drawn (percent of the image), or null when none is (auto crop on, no re-crop). */
    crop: PercentCrop | null;
    /** Exports the drawn crop as an image. */
    exportCrop: () => Promise<Blob>;
    /** A cut-out was made from a crop (or the original again): the editor starts from it. */
    onMade?: (metadata: CutoutMetadata) => void;
    /**
     * A temporary design only: the style the cut-out must be made for (the designer's choice),
     * and the one the upload's own cut-out was made for.
     */
    style?: { wanted: CutoutStyle; uploaded: CutoutStyle };
  },
): CropCutout {
  // A step or error belongs to the run of one crop and style: a run dropped because the crop
  // moved on (or back to the one applied, which needs no run) no longer shows it.
  const [progress, setProgress] = useState<{
    run: string;
    step: CropCutoutStep | null;
    error: string | null;
  }>({ run: '', step: null, error: null });
  const [applied, setApplied] = useState<{
    key: string | null;
    crop: string | null;
    previewUrl: string | null;
    style: CutoutStyle | null;
  }>(() => ({ key: null, crop: null, previewUrl: null, style: options.style?.uploaded ?? null }));
  const [made, setMade] = useState<CutoutMetadata | null>(null);
  const [generation, setGeneration] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const exportRef = useRef(options.exportCrop);
  const onMadeRef = useRef(options.onMade);
  const appliedRef = useRef(applied);
  useEffect(() => {
    exportRef.current = options.exportCrop;
    onMadeRef.current = options.onMade;
    appliedRef.current = applied;
  });

  const cropId = options.crop ? JSON.stringify(options.crop) : null;
  const { kind, id } = target;
  const style = kind === 'design' ? (options.style?.wanted ?? null) : null;
  const uploadedStyle = options.style?.uploaded ?? null;
  const runKey = `${cropId}|${style}|${attempt}`;

  useEffect(() => {
    const current = appliedRef.current;
    // Nothing drawn: a temporary design cut from a crop goes back to its original; an asset
    // keeps the crop it took.
    const backToOriginal = cropId === null && kind === 'design' && current.key !== null;
    const restyle = style !== null && style !== current.style;
    const recrop = cropId !== current.crop && cropId !== null;
    if (!recrop && !backToOriginal && !restyle) return;
    const controller = new AbortController();
    const setStep = (step: CropCutoutStep | null) =>
      setProgress({ run: runKey, step, error: null });
    const run = async () => {
      setStep(null);
      try {
        // Only the style changed: the crop already uploaded (or the original) is cut out again.
        const sameCrop = !recrop && !backToOriginal;
        let key: string | null = sameCrop ? current.key : null;
        let previewUrl: string | null = sameCrop ? current.previewUrl : null;
        if (recrop) {
          const uploaded = await uploadCrop(
            api,
            () => exportRef.current(),
            setStep,
            controller.signal,
          );
          if (controller.signal.aborted) return;
          key = uploaded.key;
          previewUrl = URL.createObjectURL(uploaded.blob);
        }
        setStep(recrop || backToOriginal ? 'cuttingOut' : 'restyling');
        const metadata = await cropCutout(
          api,
          { kind, id },
          key,
          controller.signal,
          // Named only when it is not the upload's own style (the server's default).
          style !== null && (restyle || style !== uploadedStyle) ? style : undefined,
        );
        if (controller.signal.aborted) {
          if (previewUrl && previewUrl !== current.previewUrl) URL.revokeObjectURL(previewUrl);
          return;
        }
        if (current.previewUrl && current.previewUrl !== previewUrl) {
          URL.revokeObjectURL(current.previewUrl);
        }
        setApplied({ key, crop: cropId, previewUrl, style: style ?? current.style });
        setMade(metadata);
        setGeneration((n) => n + 1);
        setStep(null);
        onMadeRef.current?.(metadata);
      } catch (caught) {
        if (controller.signal.aborted || isAbort(caught)) return;
        setProgress({ run: runKey, step: null, error: cutoutErrorMessage(caught) });
      }
    };
    const timer = setTimeout(() => void run(), recrop ? CROP_SETTLE_MS : 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, kind, id, cropId, style, uploadedStyle, attempt, runKey]);

  useEffect(
    () => () => {
      if (appliedRef.current.previewUrl) URL.revokeObjectURL(appliedRef.current.previewUrl);
    },
    [],
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const settled =
    (cropId === applied.crop || (cropId === null && (kind !== 'design' || !applied.key))) &&
    (style === null || style === applied.style);
  return {
    step: progress.run === runKey ? progress.step : null,
    pending: !settled,
    error: progress.run === runKey ? progress.error : null,
    appliedKey: applied.key,
    previewUrl: applied.previewUrl,
    made,
    generation,
    retry,
  };
}
