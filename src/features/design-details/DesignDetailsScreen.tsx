// /designs/confirm-new (new mode: temporaryDesign from navigation state) and
// /assets/{assetId}/confirm-details (edit mode): confirm the analysed details, then go to craft.
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { TemporaryDesignSchema, type Asset, type TemporaryDesign } from '../../api/asset';
import { useIsLarge } from '../../ui/use-is-large';
import {
  cropExporterAtom,
  detailsAssetIdAtom,
  detailsAssetQueryAtom,
  recropAvailableAtom,
  saveDetailsMutationAtom,
} from './atoms';
import { CropPanel } from './components/CropPanel';
import type { CutoutState } from './components/CutoutEditor';
import { CutoutPanelPlaceholder } from './components/CutoutPanelPlaceholder';
import * as styles from './components/Details.css';
import { DesignDetailsForm } from './components/DesignDetailsForm';
import { DetailsFrame } from './components/DetailsFrame';
import { ProgressOverlay } from './components/ProgressOverlay';
import { LoadingPanel, MessagePanel } from './components/StatePanels';
import type { CutoutStart, CutoutTarget } from './cutout-api';
import { apiClientAtom } from '../session/api-client';
import { CROP_STEP_MESSAGES, useCropCutout } from './use-crop-cutout';
import {
  ASSET_ID_MISSING_MESSAGE,
  CUTOUT_CONFIRMATION_MESSAGE,
  NO_DESIGN_DATA_MESSAGE,
  PROGRESS_MESSAGES,
  TEMPORARY_DATA_MISSING_MESSAGE,
  closeTarget,
  cutoutSaveGate,
  initialFormForAsset,
  initialFormForDesign,
  cutoutStyleFor,
  isCutoutConfirmationError,
  loadErrorMessage,
  saveErrorMessage,
  successChance,
  titleFor,
  validationMessage,
  type DetailsForm,
  type DetailsMode,
  type PercentCrop,
  type SaveStep,
} from './model';

// The cut-out editor (canvas, strokes, its calls) loads once the design is on screen.
const CutoutEditor = lazy(() => import('./components/CutoutEditor'));

function temporaryDesignFrom(state: unknown): TemporaryDesign | null {
  const candidate = (state as { temporaryDesign?: unknown } | null)?.temporaryDesign;
  const parsed = TemporaryDesignSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

const CROP_PENDING_NOTE =
  'Your crop changes the cut-out: the studio cuts the piece out of it as soon as you stop ' +
  'moving the crop, for you to check here.';

export function DesignDetailsScreen() {
  const { assetId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const large = useIsLarge();
  const mode: DetailsMode = assetId ? 'edit' : 'new';
  const setAssetId = useSetAtom(detailsAssetIdAtom);
  useEffect(() => {
    setAssetId(assetId ?? null);
  }, [assetId, setAssetId]);
  const assetQuery = useAtomValue(detailsAssetQueryAtom);
  const [design] = useState(() => temporaryDesignFrom(location.state));

  const target = closeTarget(mode, assetId);
  const frame = (children: ReactNode) => (
    <DetailsFrame
      title={titleFor(mode, large)}
      onBack={() => void navigate(target)}
      onClose={() => void navigate(target)}
    >
      {children}
    </DetailsFrame>
  );

  if (mode === 'new') {
    if (!design)
      return frame(<MessagePanel title="Nothing to confirm" message={NO_DESIGN_DATA_MESSAGE} />);
    return frame(<ReadyDetails key={design.temporary_id} mode="new" design={design} />);
  }
  const loadedForThisId = assetQuery.data?.asset_id === assetId;
  if (assetQuery.isError && !loadedForThisId) {
    return frame(
      <MessagePanel
        title="Could not load the design"
        message={loadErrorMessage(assetQuery.error, assetId ?? '')}
      />,
    );
  }
  if (!loadedForThisId || !assetQuery.data) return frame(<LoadingPanel />);
  return frame(<ReadyDetails key={assetQuery.data.asset_id} mode="edit" asset={assetQuery.data} />);
}

type ReadyProps =
  | { mode: 'new'; design: TemporaryDesign; asset?: undefined }
  | { mode: 'edit'; asset: Asset; design?: undefined };

function ReadyDetails({ mode, design, asset }: ReadyProps) {
  const navigate = useNavigate();
  const save = useAtomValue(saveDetailsMutationAtom);
  const api = useAtomValue(apiClientAtom);
  const exporter = useAtomValue(cropExporterAtom);
  const recropAvailable = useAtomValue(recropAvailableAtom);
  const [form, setForm] = useState<DetailsForm>(() =>
    design ? initialFormForDesign(design) : initialFormForAsset(asset as Asset),
  );
  const [autoCrop, setAutoCrop] = useState(true);
  const [crop, setCrop] = useState<PercentCrop | null>(null);
  const [step, setStep] = useState<SaveStep | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const image = useRef<HTMLImageElement | null>(null);

  const source = (design ?? asset) as TemporaryDesign | Asset;
  // The cut-out's review as the editor last reported it, and the designer's confirmation.
  const [cutout, setCutout] = useState<CutoutState>(() => ({
    review: source.cutout_review,
    reasons: source.cutout_review_reasons,
    busy: false,
    confirmedByServer: source.cutout_confirmed,
  }));
  const onCutoutChange = useCallback((next: CutoutState) => setCutout(next), []);
  const [confirmed, setConfirmed] = useState(false);
  const [cutoutTarget] = useState<CutoutTarget>(() =>
    design
      ? { kind: 'design', id: design.temporary_id }
      : { kind: 'asset', id: (asset as Asset).asset_id },
  );
  const drawingCrop = !autoCrop && crop !== null;
  // A saved design takes a re-crop at once (PUT .../crop), so in edit mode only a crop the
  // designer moved counts, not the square the cropper starts with.
  const [startCrop, setStartCrop] = useState<PercentCrop | null>(null);
  const cropToCut =
    drawingCrop && (mode === 'new' || JSON.stringify(crop) !== JSON.stringify(startCrop))
      ? crop
      : null;
  const cropCutout = useCropCutout(api, cutoutTarget, {
    crop: cropToCut,
    exportCrop: () => {
      if (!image.current || !crop) return Promise.reject(new Error('Canvas is empty'));
      return exporter.run(image.current, crop);
    },
    // A new design is cut out for the style the designer settles on, before Save (not at it).
    ...(design
      ? {
          style: {
            wanted: cutoutStyleFor(form.imageStyle),
            uploaded: cutoutStyleFor(design.detected_characteristics?.image_style),
          },
        }
      : {}),
    onMade: (made) => {
      // A cut-out made from a new crop: nothing of it is confirmed yet.
      setCutout({
        review: made.cutout_review,
        reasons: made.cutout_review_reasons,
        busy: false,
        confirmedByServer: made.cutout_confirmed,
      });
      setConfirmed(false);
    },
  });
  // The editor starts from the upload's (or asset's) cut-out, then from each one a crop made.
  const cutoutStart: CutoutStart = cropCutout.made ?? source;
  const chance = successChance(
    form.imageStyle,
    source?.difficulty_assessment,
    source?.initial_difficulty_assessment_details,
    { review: cutout.review, reasons: cutout.reasons },
  );
  const validation = validationMessage(form, mode);
  const saving = step !== null;
  const cutoutGate = cropCutout.pending
    ? {
        title: 'The cut-out of your crop is not ready',
        message:
          cropCutout.error ??
          'Save is ready again as soon as the cut-out of your crop is shown for you to check.',
      }
    : cutoutSaveGate({
        review: cutout.review,
        reasons: cutout.reasons,
        confirmed: confirmed || cutout.confirmedByServer,
        refining: cutout.busy,
      });

  const onSave = () => {
    setSaveError(null);
    if (!form.jewelryType) return;
    const editable = {
      name: form.name.trim(),
      jewelry_type: form.jewelryType,
      material: form.material.trim() || null,
      gemstones: form.gemstones.trim() || null,
      description: form.description.trim() || null,
    };
    const fail = (error: unknown) => {
      setStep(null);
      if (isCutoutConfirmationError(error)) {
        // The cut-out saved with the design must be checked first (a crop remade it, say).
        setCutout((current) => ({ ...current, review: 'required', confirmedByServer: false }));
        setConfirmed(false);
        setSaveError(CUTOUT_CONFIRMATION_MESSAGE);
        return;
      }
      setSaveError(saveErrorMessage(error));
    };
    if (mode === 'edit') {
      if (!asset?.asset_id) return fail(new Error(ASSET_ID_MISSING_MESSAGE));
      save.mutate(
        {
          mode: 'edit',
          assetId: asset.asset_id,
          // The designer's check of the cut-out is recorded with the design, as on confirming it.
          body: { ...editable, ...(confirmed ? { cutout_confirmed: true } : {}) },
          onStep: setStep,
        },
        {
          onSuccess: ({ asset: saved }) => void navigate(`/craft/${saved.asset_id}`),
          onError: fail,
        },
      );
      return;
    }
    if (!design) return fail(new Error(TEMPORARY_DATA_MISSING_MESSAGE));
    save.mutate(
      {
        mode: 'new',
        body: {
          temporary_id: design.temporary_id,
          ...editable,
          s3_key_original_upload: design.s3_key_original_upload,
          detected_characteristics: {
            name: design.detected_characteristics?.name ?? null,
            jewelry_type: design.detected_characteristics?.jewelry_type ?? null,
            material: design.detected_characteristics?.material ?? null,
            gemstones: design.detected_characteristics?.gemstones ?? null,
            image_style: form.imageStyle === 'photo' ? 'photo' : 'sketch',
          },
          difficulty_assessment: design.difficulty_assessment,
          technical_quality_report: design.technical_quality_report,
          ...(confirmed || cutout.confirmedByServer ? { cutout_confirmed: true } : {}),
          // The drawn crop the cut-out shown was made from, or the studio's own crop.
          s3_key_cropped_image: drawingCrop
            ? cropCutout.appliedKey
            : autoCrop
              ? design.s3_key_cropped_image
              : null,
        },
        onStep: setStep,
      },
      {
        onSuccess: ({ asset: created }) =>
          void navigate(`/craft/${created.asset_id}`, { state: { initialAsset: created } }),
        onError: fail,
      },
    );
  };

  return (
    <div className={styles.body}>
      <div className={styles.mediaColumn}>
        <CropPanel
          toggle={mode === 'new' ? 'auto-crop' : recropAvailable ? 're-crop' : null}
          autoCrop={autoCrop}
          onAutoCropChange={(on) => {
            setAutoCrop(on);
            if (on) {
              setCrop(null);
              setStartCrop(null);
            }
          }}
          croppedUrl={cropCutout.previewUrl ?? source.cropped_image_url ?? null}
          originalUrl={source.original_upload_url ?? null}
          name={form.name}
          crop={crop}
          onCropChange={(next) => {
            setCrop(next);
            setStartCrop((first) => first ?? next);
          }}
          imageRef={(element) => {
            image.current = element;
          }}
          disabled={saving}
        />
        <Suspense fallback={<CutoutPanelPlaceholder />}>
          <CutoutEditor
            key={cropCutout.generation}
            target={cutoutTarget}
            start={cutoutStart}
            gemstones={form.gemstones}
            sourceUrl={cropCutout.previewUrl ?? source.original_upload_url ?? null}
            croppedUrl={source.cropped_image_url ?? null}
            confirmed={confirmed}
            onConfirmedChange={setConfirmed}
            onStateChange={onCutoutChange}
            frozenMessage={
              cropCutout.step
                ? CROP_STEP_MESSAGES[cropCutout.step]
                : cropCutout.pending && !cropCutout.error
                  ? CROP_PENDING_NOTE
                  : null
            }
            frozenError={
              cropCutout.error ? { message: cropCutout.error, onRetry: cropCutout.retry } : null
            }
            disabled={saving}
          />
        </Suspense>
      </div>
      <DesignDetailsForm
        mode={mode}
        form={form}
        onChange={setForm}
        chance={chance}
        validation={validation}
        cutoutGate={cutoutGate}
        saveError={saveError}
        saving={saving}
        onSave={onSave}
      />
      {step && <ProgressOverlay message={PROGRESS_MESSAGES[step]} />}
    </div>
  );
}
