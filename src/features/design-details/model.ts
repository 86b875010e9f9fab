// The rules of the Confirm design / edit asset details screen (spec §2, §4, §5, §8): pure, so they
// are tested at the spec's boundaries without a browser.
import {
  CUTOUT_STROKE_LIMITS,
  type Asset,
  type CutoutReview,
  type CutoutStroke,
  type CutoutStrokeMode,
  type TemporaryDesign,
} from '../../api/asset';
import {
  criterionChallenges,
  type Challenge,
  type DifficultyAssessment,
} from '../../api/assessment';
import {
  normaliseImageStyle,
  normaliseJewelryType,
  type ImageStyle,
  type JewelryType,
} from '../../api/catalogue';
import { errorStatus, errorText } from '../../api/error-text';
import { cappedByCutout, type CutoutReviewOf } from '../../api/cutout-cap';
import { baseFidelityScore } from '../../api/fidelity-score';

export type DetailsMode = 'new' | 'edit';

export const REQUIRED_FIELDS_MESSAGE =
  'Design Name, Jewelry Type, and a valid Input Style (Sketch or Photo) are required.';
export const STYLE_LOCKED_MESSAGE = 'Style is based on original upload.';
export const NO_DESIGN_DATA_MESSAGE =
  'No design data found. Please start by uploading a new design.';
export const TEMPORARY_DATA_MISSING_MESSAGE = 'Temporary design data is missing.';
export const ASSET_ID_MISSING_MESSAGE = 'Asset ID is missing for update.';
export const SAVE_FALLBACK_MESSAGE = 'Failed to save and proceed.';
export const LOAD_FALLBACK_MESSAGE = 'Failed to load asset.';

export const PROGRESS_MESSAGES = {
  saving: 'Saving changes...',
  generatingCrop: 'Generating your custom crop...',
  uploadingCrop: 'Uploading your custom crop...',
  finalizing: 'Finalizing new design...',
} as const;
export type SaveStep = keyof typeof PROGRESS_MESSAGES;

/** What the designer edits. */
export interface DetailsForm {
  name: string;
  jewelryType: JewelryType | null;
  imageStyle: ImageStyle;
  material: string;
  gemstones: string;
  description: string;
}

/** Spec §5: detected material is ignored when empty or 'unknown'. */
export function usableMaterial(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed.toLowerCase() === 'unknown' ? '' : trimmed;
}

/** Spec §5: detected gemstones are ignored when empty, 'unknown' or 'none'. */
export function usableGemstones(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? '';
  const lower = trimmed.toLowerCase();
  return trimmed === '' || lower === 'unknown' || lower === 'none' ? '' : trimmed;
}

/** 'celeste-halo.sketch.jpg' → 'celeste-halo.sketch'; null when nothing is left. */
export function filenameWithoutExtension(filename: string | null | undefined): string | null {
  const trimmed = filename?.trim() ?? '';
  if (!trimmed) return null;
  const dot = trimmed.lastIndexOf('.');
  const base = (dot >= 0 ? trimmed.slice(0, dot) : trimmed).trim();
  return base || null;
}

/** Spec §5: the detected name, else the filename without extension, else 'New Design {5 digits}'. */
export function defaultDesignName(
  detectedName: string | null | undefined,
  filename: string | null | undefined,
  random: () => number = Math.random,
): string {
  const detected = detectedName?.trim();
  if (detected) return detected;
  const base = filenameWithoutExtension(filename);
  if (base) return base;
  const digits = Math.min(99999, Math.floor(random() * 100000));
  return `New Design ${String(digits).padStart(5, '0')}`;
}

/** The form a temporary design opens with (new mode). */
export function initialFormForDesign(
  design: TemporaryDesign,
  random: () => number = Math.random,
): DetailsForm {
  const detected = design.detected_characteristics;
  return {
    name: defaultDesignName(detected?.name, design.original_filename, random),
    jewelryType: normaliseJewelryType(detected?.jewelry_type),
    imageStyle: normaliseImageStyle(detected?.image_style),
    material: usableMaterial(detected?.material),
    gemstones: usableGemstones(detected?.gemstones),
    description: '',
  };
}

/** The form an asset opens with (edit mode): its own values win over detected ones. */
export function initialFormForAsset(asset: Asset): DetailsForm {
  const detected = asset.detected_characteristics;
  return {
    name: asset.name.trim() ? asset.name : (detected?.name?.trim() ?? ''),
    jewelryType: normaliseJewelryType(asset.jewelry_type ?? detected?.jewelry_type),
    imageStyle: normaliseImageStyle(asset.image_style ?? detected?.image_style),
    material: usableMaterial(asset.material) || usableMaterial(detected?.material),
    gemstones: usableGemstones(asset.gemstones) || usableGemstones(detected?.gemstones),
    description: asset.description ?? '',
  };
}

/** Spec §5: the message to show, or null when the form can be saved. */
export function validationMessage(form: DetailsForm, mode: DetailsMode): string | null {
  const missing =
    form.name.trim() === '' ||
    form.jewelryType === null ||
    (mode === 'new' && form.imageStyle !== 'sketch' && form.imageStyle !== 'photo');
  return missing ? REQUIRED_FIELDS_MESSAGE : null;
}

export type SuccessLabel = 'Easy' | 'Manageable' | 'Challenging' | 'Very Hard' | 'N/A';

/** Spec §4 (confirm screen): 8.5+ Easy, 6.5+ Manageable, 4+ Challenging, below Very Hard. */
export function successLabel(score: number | null | undefined): SuccessLabel {
  if (score === null || score === undefined || !Number.isFinite(score)) return 'N/A';
  if (score >= 8.5) return 'Easy';
  if (score >= 6.5) return 'Manageable';
  if (score >= 4) return 'Challenging';
  return 'Very Hard';
}

export type SuccessTone = 'success' | 'accent' | 'warning' | 'error' | 'neutral';

export function successTone(label: SuccessLabel): SuccessTone {
  switch (label) {
    case 'Easy':
      return 'success';
    case 'Manageable':
      return 'accent';
    case 'Challenging':
      return 'warning';
    case 'Very Hard':
      return 'error';
    default:
      return 'neutral';
  }
}

export function isAssessmentPending(assessment: DifficultyAssessment | null | undefined): boolean {
  return assessment?.status?.trim().toLowerCase() === 'pending';
}

export interface SuccessChanceView {
  pending: boolean;
  score: number | null;
  label: SuccessLabel;
  challenges: Challenge[];
}

/**
 * Everything the success chance panel shows, for the chosen style. With the cut-out on screen, its
 * review caps the criteria it decides, from their scores before the upload's cap: a correction
 * that reads "ok" lifts that cap, as Save will.
 */
export function successChance(
  imageStyle: string | null | undefined,
  assessment: DifficultyAssessment | null | undefined,
  details?: Record<string, unknown> | null,
  cutout?: CutoutReviewOf,
): SuccessChanceView {
  if (isAssessmentPending(assessment)) {
    return { pending: true, score: null, label: 'N/A', challenges: [] };
  }
  const scored = cappedByCutout(assessment, imageStyle, cutout);
  const score = baseFidelityScore(imageStyle, scored);
  return {
    pending: false,
    score,
    label: successLabel(score),
    challenges: criterionChallenges(
      scored ?? cappedByCutout(details, imageStyle, cutout) ?? null,
      imageStyle,
    ),
  };
}

/** Spec §8: server detail, then error.message, else 'Failed to save and proceed.' */
export function saveErrorMessage(error: unknown): string {
  return errorText(error, SAVE_FALLBACK_MESSAGE);
}

/** Spec §8: 404 → 'Asset with ID "{id}" not found.'; else detail, message, fallback. */
export function loadErrorMessage(error: unknown, assetId: string): string {
  if (errorStatus(error) === 404) return `Asset with ID "${assetId}" not found.`;
  return errorText(error, LOAD_FALLBACK_MESSAGE);
}

/** Where close and back go: the asset when editing, the collection in new mode. */
export function closeTarget(mode: DetailsMode, assetId: string | undefined): string {
  return mode === 'edit' && assetId ? `/assets/${assetId}` : '/collection';
}

export function titleFor(mode: DetailsMode, large: boolean): string {
  if (large) return mode === 'edit' ? 'Edit Asset Details' : 'Confirm New Design';
  return mode === 'edit' ? 'Edit Details' : 'Confirm Design';
}

/** A crop in percent of the image. */
/** What a piece is cut out as: a sketch's strokes, or (photo, or unclear) a photo's piece. */
export type CutoutStyle = 'photo' | 'sketch';

/** The cut-out style of an image style, as the server takes it. */
export const cutoutStyleFor = (imageStyle: string | null | undefined): CutoutStyle =>
  imageStyle === 'sketch' ? 'sketch' : 'photo';

export interface PercentCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Spec §2/§9: the manual crop starts 90% of the width, square, centred. Percentages of the image,
 * so a non-square image gets a height that keeps the square in pixels.
 */
export function initialCrop(imageWidth: number, imageHeight: number): PercentCrop {
  const side = Math.min(imageWidth * 0.9, imageHeight);
  const width = (side / imageWidth) * 100;
  const height = (side / imageHeight) * 100;
  return { x: (100 - width) / 2, y: (100 - height) / 2, width, height };
}

// ---- The cut-out ------------------------------------------------------------------------------
// The designer corrects the automatic cut-out with strokes. Strokes are constraints, not paint: the
// server recomputes the cut-out from all of them (in pixels of the oriented original), so the
// client keeps the list and sends it whole after each change; undo and redo shorten or lengthen it.

export type BrushMode = CutoutStrokeMode;
export type CutoutPoint = [x: number, y: number];
/** A stroke as PUT .../cutout takes it: radius and points in pixels of the cut-out's source. */
export type { CutoutStroke };

/** What the designer has done since the automatic cut-out, and what Redo would bring back. */
export interface StrokeHistory {
  strokes: CutoutStroke[];
  /** The strokes undone, the next to redo first. */
  undone: CutoutStroke[];
}

export const EMPTY_HISTORY: StrokeHistory = { strokes: [], undone: [] };

/** A new stroke; whatever was undone cannot be redone any more. */
export function addStroke(history: StrokeHistory, stroke: CutoutStroke): StrokeHistory {
  return { strokes: [...history.strokes, stroke], undone: [] };
}

export function canUndo(history: StrokeHistory): boolean {
  return history.strokes.length > 0;
}

export function canRedo(history: StrokeHistory): boolean {
  return history.undone.length > 0;
}

export function undoStroke(history: StrokeHistory): StrokeHistory {
  const last = history.strokes.at(-1);
  if (!last) return history;
  return { strokes: history.strokes.slice(0, -1), undone: [last, ...history.undone] };
}

export function redoStroke(history: StrokeHistory): StrokeHistory {
  const [next, ...rest] = history.undone;
  if (!next) return history;
  return { strokes: [...history.strokes, next], undone: rest };
}

/** Back to the automatic cut-out; Redo brings the strokes back one by one. */
export function resetStrokes(history: StrokeHistory): StrokeHistory {
  if (history.strokes.length === 0) return history;
  return { strokes: [], undone: [...history.strokes, ...history.undone] };
}

/** What PUT .../cutout is sent for a history: the strokes, or a reset when there are none. */
export type CutoutChange =
  | { strokes: CutoutStroke[] }
  | { reset: true }
  /** A sketch sheet's candidate motif, by its index. */
  | { motif: number };

export function changeFor(history: StrokeHistory): CutoutChange {
  return history.strokes.length > 0 ? { strokes: history.strokes } : { reset: true };
}

/** Largest radius sent, in pixels of the original (the server refuses a radius out of range). */
export const MAX_STROKE_RADIUS = CUTOUT_STROKE_LIMITS.maxRadius;
/** Most points one stroke carries (well under the server's limit); longer strokes are thinned. */
export const MAX_STROKE_POINTS = Math.min(500, CUTOUT_STROKE_LIMITS.maxPoints);
/** Most strokes one correction carries (the server refuses more). */
export const MAX_STROKES = CUTOUT_STROKE_LIMITS.maxStrokes;

/** Brush diameters on screen, in CSS pixels: what the size control and [ ] move between. */
export const BRUSH_SIZES = [8, 12, 16, 24, 32, 48, 64, 96] as const;
export const DEFAULT_BRUSH_SIZE = 24;

/** The next brush size up (1) or down (-1) from `size`, staying within the sizes offered. */
export function stepBrushSize(size: number, direction: 1 | -1): number {
  if (direction > 0) return BRUSH_SIZES.find((s) => s > size) ?? BRUSH_SIZES.at(-1)!;
  return [...BRUSH_SIZES].reverse().find((s) => s < size) ?? BRUSH_SIZES[0];
}

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * A point on the displayed image in pixels of the original: `x`, `y` relative to the displayed
 * box of `displayWidth` × `displayHeight`, clamped inside the image and rounded to a tenth.
 */
export function toImagePoint(
  x: number,
  y: number,
  displayWidth: number,
  displayHeight: number,
  image: ImageSize,
): CutoutPoint {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  const ix = clamp((x / Math.max(displayWidth, 1)) * image.width, image.width - 1);
  const iy = clamp((y / Math.max(displayHeight, 1)) * image.height, image.height - 1);
  return [Math.round(ix * 10) / 10, Math.round(iy * 10) / 10];
}

/** A brush of `diameter` CSS pixels on an image displayed `displayWidth` wide, as a radius. */
export function strokeRadius(diameter: number, displayWidth: number, image: ImageSize): number {
  const scale = image.width / Math.max(displayWidth, 1);
  const radius = Math.round((diameter / 2) * scale);
  return Math.min(MAX_STROKE_RADIUS, Math.max(CUTOUT_STROKE_LIMITS.minRadius, radius));
}

/**
 * Adds a point to a stroke being painted, unless it is closer than `minGap` to the last one (the
 * pointer reports far more points than a constraint needs).
 */
export function extendStroke(
  points: readonly CutoutPoint[],
  point: CutoutPoint,
  minGap: number,
): CutoutPoint[] {
  const last = points.at(-1);
  if (last && Math.hypot(point[0] - last[0], point[1] - last[1]) < minGap) return [...points];
  return [...points, point];
}

/** Keeps a stroke within `max` points, evenly spaced, its first and last point kept. */
export function thinStroke(points: readonly CutoutPoint[], max = MAX_STROKE_POINTS): CutoutPoint[] {
  if (points.length <= max) return [...points];
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)]!);
}

/** What a key press in the cut-out editor does. */
export type CutoutShortcut =
  | { kind: 'tool'; mode: BrushMode }
  | { kind: 'size'; direction: 1 | -1 }
  | { kind: 'undo' }
  | { kind: 'redo' };

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * K or B: keep brush; R or E: remove brush (eraser); [ and ]: brush size; Ctrl/Cmd+Z: undo;
 * Shift+Ctrl/Cmd+Z or Ctrl/Cmd+Y: redo.
 */
export function cutoutShortcut({
  key,
  ctrlKey,
  metaKey,
  shiftKey,
  altKey,
}: KeyPress): CutoutShortcut | null {
  if (altKey) return null;
  const lower = key.toLowerCase();
  if (ctrlKey || metaKey) {
    if (lower === 'z') return shiftKey ? { kind: 'redo' } : { kind: 'undo' };
    if (lower === 'y' && !shiftKey) return { kind: 'redo' };
    return null;
  }
  if (lower === 'k' || lower === 'b') return { kind: 'tool', mode: 'keep' };
  if (lower === 'r' || lower === 'e') return { kind: 'tool', mode: 'remove' };
  if (key === '[') return { kind: 'size', direction: -1 };
  if (key === ']') return { kind: 'size', direction: 1 };
  return null;
}

export function reviewLabel(review: CutoutReview): string {
  if (review === 'required') return 'Needs your check';
  if (review === 'suggested') return 'Worth a look';
  return 'Looks clean';
}

export function reviewTone(review: CutoutReview): SuccessTone {
  if (review === 'required') return 'warning';
  if (review === 'suggested') return 'accent';
  return 'success';
}

export const CUTOUT_CONFIRM_LABEL = 'The cut-out looks right';
export const REFINING_MESSAGE = 'Refining the cut-out…';

/** Why Save waits on the cut-out (shown beside Save), or null when it does not. */
export interface CutoutGate {
  title: string;
  message: string;
}

export function cutoutSaveGate(options: {
  review: CutoutReview;
  reasons: readonly string[];
  confirmed: boolean;
  refining: boolean;
}): CutoutGate | null {
  if (options.refining) {
    return {
      title: 'The cut-out is being refined',
      message: 'Save is ready again as soon as the new cut-out is shown.',
    };
  }
  if (options.review === 'required' && !options.confirmed) {
    const why = options.reasons.length > 0 ? `${options.reasons.join(' ')} ` : '';
    return {
      title: 'Check the cut-out before saving',
      message:
        `${why}Every visual is made from it. Correct it with the Keep and Remove brushes if ` +
        `needed, then tick “${CUTOUT_CONFIRM_LABEL}”.`,
    };
  }
  return null;
}

/** The server's answer when a 'required' cut-out was sent without the designer's confirmation. */
export const CUTOUT_CONFIRMATION_REQUIRED = 'cutout_confirmation_required';

export const CUTOUT_CONFIRMATION_MESSAGE = `The cut-out needs your check before saving. Look at it, correct it if needed, then tick “${CUTOUT_CONFIRM_LABEL}”.`;

export function isCutoutConfirmationError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === CUTOUT_CONFIRMATION_REQUIRED
  );
}

export const CUTOUT_LOAD_ERROR_TITLE = 'The cut-out could not be loaded';
export const CUTOUT_REFINE_ERROR_TITLE = 'The cut-out could not be refined';

/** The server's detail, else the error's message, else a sentence of our own. */
export function cutoutErrorMessage(error: unknown): string {
  return errorText(error, 'Something went wrong on our side. Please try again.');
}
