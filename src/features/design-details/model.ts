// The rules of the Confirm design / edit asset details screen (spec §2, §4, §5, §8): pure, so they
// are tested at the spec's boundaries without a browser.
import type { Asset, TemporaryDesign } from '../../api/asset';
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

/** Everything the success chance panel shows, for the chosen style. */
export function successChance(
  imageStyle: string | null | undefined,
  assessment: DifficultyAssessment | null | undefined,
  details?: Record<string, unknown> | null,
): SuccessChanceView {
  if (isAssessmentPending(assessment)) {
    return { pending: true, score: null, label: 'N/A', challenges: [] };
  }
  const score = baseFidelityScore(imageStyle, assessment);
  return {
    pending: false,
    score,
    label: successLabel(score),
    challenges: criterionChallenges(assessment ?? details ?? null),
  };
}

/** Spec §8: server detail, then error.message, else 'Failed to save and proceed.' */
export function saveErrorMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const detail = (error as { detail?: unknown }).detail;
    if (typeof detail === 'string' && detail.trim()) return detail;
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  if (typeof error === 'string' && error.trim()) return error;
  return SAVE_FALLBACK_MESSAGE;
}

/** Spec §8: 404 → 'Asset with ID "{id}" not found.'; else detail, message, fallback. */
export function loadErrorMessage(error: unknown, assetId: string): string {
  if (error && typeof error === 'object' && (error as { status?: unknown }).status === 404) {
    return `Asset with ID "${assetId}" not found.`;
  }
  if (error && typeof error === 'object') {
    const detail = (error as { detail?: unknown }).detail;
    if (typeof detail === 'string' && detail.trim()) return detail;
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return LOAD_FALLBACK_MESSAGE;
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
