// Pure rules of the visuals feature (spec §2, §4, §8, §9): transformation polling, the New flags,
// the asset's success chance and its challenges, the master image and every message the asset
// detail screen and the preview dialog show. No I/O; shared with the Craft and Transformations
// screens.
import {
  criterionChallenges,
  criterionScores,
  NO_CHALLENGES_MESSAGE,
  type Challenge,
} from '../../api/assessment';
import type { Asset } from '../../api/asset';
import { errorDetail, errorStatus, errorText } from '../../api/error-text';
import type { Transformation } from '../../api/transformation';
import { isActiveStatus, isFinishedStatus } from '../../api/visual-rules';

// ---- Messages (spec §2, §8) ----------------------------------------------------------------

export const LOADING_ASSET_MESSAGE = 'Loading Asset Details...';
export const ASSET_NOT_FOUND_TITLE = 'Asset Not Found';
export const ASSET_NOT_FOUND_TEXT =
  'The asset could not be found, or you may not have permission to view it.';
export const ASSET_UNAVAILABLE_MESSAGE = 'Asset data is currently unavailable.';
export const NO_ASSET_ID_MESSAGE = 'No Asset ID provided in URL.';
export const ASSET_LOAD_FALLBACK_MESSAGE = 'Failed to load asset data.';
export const NO_VISUALS_MESSAGE = 'No visuals generated yet.';
export const HISTORY_ERROR_PREFIX = 'Could not update transformation history: ';
export const MANAGE_WARNING =
  'Manage mode: click the delete icon on a visual to remove it permanently.';
export const DELETE_SUCCESS_FALLBACK = 'Visual deleted successfully.';
export const DELETE_FAILED_OPTIMISTIC = 'Deletion failed. Please refresh the page.';
export const DELETE_FALLBACK_MESSAGE = 'Failed to delete this visual.';
export const EXPAND_FALLBACK_MESSAGE = 'Failed to start the expansion job.';
export const IMAGE_UNAVAILABLE_TEXT = 'Image Preview Unavailable';
export const MODEL_UNAVAILABLE_TEXT = '3D Model Preview Unavailable';
export const NO_ASSESSMENT_MESSAGE = 'Assessment details not available.';

/** 'Generated Visuals | 7': the header of the history (spec §2). */
export function visualsHeader(count: number): string {
  return `Generated Visuals | ${count}`;
}

/** Spec §4: the message after a failed visual is deleted from its tile. */
export function failedVisualDeletedMessage(sceneName: string): string {
  return `Deleted failed visual "${sceneName}".`;
}

/** Spec §8: the detail screen's load error: server detail, else message, else the fallback. */
export function assetLoadErrorMessage(error: unknown): string {
  return errorText(error, ASSET_LOAD_FALLBACK_MESSAGE);
}

/** Spec §8: a failed delete: server detail, else the error's message, else the fallback. */
export function deleteErrorMessage(error: unknown): string {
  return errorText(error, DELETE_FALLBACK_MESSAGE);
}

/** Spec §8: a failed expand: server detail, else the fallback. */
export function expandErrorMessage(error: unknown): string {
  return errorDetail(error) ?? EXPAND_FALLBACK_MESSAGE;
}

/** Spec §4: a successful delete shows the server's message, else the fallback. */
export function deleteSuccessMessage(response: { message?: string | null } | null | undefined) {
  return response?.message?.trim() || DELETE_SUCCESS_FALLBACK;
}

// ---- Asset screen state --------------------------------------------------------------------

/** What the asset detail screen shows, computed from the route and the asset query. */
export type AssetScreenState =
  | { kind: 'no-id' }
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error'; message: string }
  | { kind: 'unavailable' }
  | { kind: 'ready'; asset: Asset };

/** Spec §2/§8: a 404 (or an empty answer) is Not Found; other errors are an alert. */
export function assetScreenState(
  assetId: string | undefined,
  query: { isPending: boolean; isError: boolean; error: unknown; data: Asset | null | undefined },
): AssetScreenState {
  if (!assetId) return { kind: 'no-id' };
  if (query.isError) {
    return errorStatus(query.error) === 404
      ? { kind: 'not-found' }
      : { kind: 'error', message: assetLoadErrorMessage(query.error) };
  }
  if (query.isPending) return { kind: 'loading' };
  if (!query.data) return { kind: 'unavailable' };
  return { kind: 'ready', asset: query.data };
}

/** The master image (spec §2): the founding image, else the reference image, else none. */
export function masterImageUrl(
  asset: Pick<Asset, 's3_founding_image_url' | 's3_reference_url'>,
): string | null {
  return asset.s3_founding_image_url || asset.s3_reference_url || null;
}

/** The visuals the history shows: the master image is shown apart, so master rows are dropped. */
export function historyVisuals(items: readonly Transformation[] | undefined): Transformation[] {
  return (items ?? []).filter((item) => !item.isMasterDesign);
}

/**
 * The master image as a visual, so the preview dialog can show and download it. It is marked
 * isMasterDesign, which keeps Expand away from it (spec §4).
 */
export function masterVisual(asset: Asset): Transformation | null {
  const url = masterImageUrl(asset);
  if (!url) return null;
  return {
    transformation_id: `master-${asset.asset_id}`,
    asset_id: asset.asset_id,
    status: 'completed',
    pipeline_step_name: 'master_design',
    composition_type: null,
    scene_name: 'Master design',
    quality_requested: null,
    created_at: asset.created_at,
    display_url: url,
    isMasterDesign: true,
    output_asset_urls: { main_view: url },
    output_asset_paths: null,
    fidelity_score: null,
    failure_reason: null,
  };
}

// ---- Success chance (spec §4: asset detail, from base_fidelity_score) -------------------------

export type SuccessChanceLabel = 'N/A' | 'Excellent' | 'Good' | 'Challenging';
export type SuccessChanceTone = 'neutral' | 'success' | 'warning' | 'error';

export interface AssetSuccessChance {
  /** The assessment is still running: show 'Analyzing...' instead of the label. */
  pending: boolean;
  label: SuccessChanceLabel;
  tone: SuccessChanceTone;
  score: number | null;
  /** Criteria under 4, worst first; null when the assessment details are missing. */
  challenges: Challenge[] | null;
  /** The tooltip's text when there is no list: no issues, or details not available. */
  tooltipMessage: string | null;
}

/** Spec §4: absent N/A; ≥ 8.5 Excellent; ≥ 7 Good; ≥ 4 Challenging (warning); else (error). */
export function successChanceLabel(score: number | null | undefined): {
  label: SuccessChanceLabel;
  tone: SuccessChanceTone;
} {
  if (typeof score !== 'number' || !Number.isFinite(score))
    return { label: 'N/A', tone: 'neutral' };
  if (score >= 8.5) return { label: 'Excellent', tone: 'success' };
  if (score >= 7) return { label: 'Good', tone: 'success' };
  if (score >= 4) return { label: 'Challenging', tone: 'warning' };
  return { label: 'Challenging', tone: 'error' };
}

/** Criteria scoring under 4, lowest first, prettified (spec §4, §9); null when none are scored. */
export function assetChallenges(
  details: Record<string, unknown> | null | undefined,
): Challenge[] | null {
  return criterionScores(details).length === 0 ? null : criterionChallenges(details);
}

/** Everything the success-chance chip and its tooltip show for an asset. */
export function assetSuccessChance(
  asset: Pick<
    Asset,
    'base_fidelity_score' | 'difficulty_assessment' | 'initial_difficulty_assessment_details'
  >,
): AssetSuccessChance {
  const pending = asset.difficulty_assessment?.status?.trim().toLowerCase() === 'pending';
  const { label, tone } = successChanceLabel(asset.base_fidelity_score);
  const challenges =
    assetChallenges(asset.difficulty_assessment) ??
    assetChallenges(asset.initial_difficulty_assessment_details);
  return {
    pending,
    label,
    tone,
    score: asset.base_fidelity_score ?? null,
    challenges,
    tooltipMessage:
      challenges === null
        ? NO_ASSESSMENT_MESSAGE
        : challenges.length === 0
          ? NO_CHALLENGES_MESSAGE
          : null,
  };
}

// ---- Transformation polling (spec §4, §9) ---------------------------------------------------

export const POLL_FAST_MS = 2_000;
export const POLL_MEDIUM_MS = 5_000;
export const POLL_SLOW_MS = 10_000;
/** Active items younger than this poll fast. */
export const POLL_FAST_AGE_MS = 30_000;
/** Active items younger than this (and older than the fast age) poll at the medium rate. */
export const POLL_MEDIUM_AGE_MS = 120_000;
/** Consecutive failures after which the error is shown and polling slows down. */
export const POLL_FAILURES_TO_EXPOSE = 3;

/** Whether enough consecutive failures happened to show the error (spec §4). */
export function pollErrorExposed(consecutiveFailures: number): boolean {
  return consecutiveFailures >= POLL_FAILURES_TO_EXPOSE;
}

/**
 * Spec §4: the refetch interval of a transformation list. False (no polling) when nothing is
 * active; 10 s after 3 consecutive failures; else by the age of the newest active item: under
 * 30 s 2 s, under 2 min 5 s, otherwise 10 s. An unreadable date counts as old.
 */
export function pollInterval(
  items: readonly Pick<Transformation, 'status' | 'created_at'>[] | null | undefined,
  now: number,
  consecutiveFailures = 0,
): number | false {
  const active = (items ?? []).filter((item) => isActiveStatus(item.status));
  if (active.length === 0) return false;
  if (pollErrorExposed(consecutiveFailures)) return POLL_SLOW_MS;
  const newest = Math.max(
    ...active.map((item) => {
      const created = Date.parse(item.created_at);
      return Number.isFinite(created) ? created : Number.NEGATIVE_INFINITY;
    }),
  );
  const age = now - newest;
  if (age < POLL_FAST_AGE_MS) return POLL_FAST_MS;
  if (age < POLL_MEDIUM_AGE_MS) return POLL_MEDIUM_MS;
  return POLL_SLOW_MS;
}

// ---- New flags (spec §4, §9) ----------------------------------------------------------------

export const PRODUCT_STORAGE_NAME = 'jewel_studio';
export const NEW_FLAGS_KEY_PREFIX = `${PRODUCT_STORAGE_NAME}_transformation_is_new_states_`;

/** The local storage key of an asset's New flags. */
export function newFlagsStorageKey(assetId: string): string {
  return `${NEW_FLAGS_KEY_PREFIX}${assetId}`;
}

/** Stored per asset: every visual seen so far by id, true while it is New. */
export type NewFlags = Record<string, boolean>;

/** Reads stored flags; anything unreadable counts as nothing stored (null). */
export function parseNewFlags(raw: string | null | undefined): NewFlags | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const flags: NewFlags = {};
    for (const [id, flag] of Object.entries(value as Record<string, unknown>)) {
      if (typeof flag === 'boolean') flags[id] = flag;
    }
    return flags;
  } catch {
    return null;
  }
}

/**
 * Spec §4: the New flags after a list arrives. A visual is New when it first appears (an id not
 * seen before; the very first list of an asset, with nothing stored, only sets the baseline),
 * when it moves from active to finished, or when it was stored as New (kept while it is active,
 * and until seen). Visuals gone from the list are forgotten.
 *
 * `previousStatuses` are the statuses of the last list this page saw (null before the first).
 */
export function nextNewFlags(
  stored: NewFlags | null,
  previousStatuses: Readonly<Record<string, string>> | null,
  items: readonly Pick<Transformation, 'transformation_id' | 'status'>[],
): NewFlags {
  const next: NewFlags = {};
  for (const item of items) {
    const id = item.transformation_id;
    const storedFlag = stored?.[id] === true;
    const known =
      (stored !== null && id in stored) || (previousStatuses !== null && id in previousStatuses);
    const firstAppears = (stored !== null || previousStatuses !== null) && !known;
    const previous = previousStatuses?.[id];
    const becameFinished =
      previous !== undefined && isActiveStatus(previous) && isFinishedStatus(item.status);
    next[id] = storedFlag || firstAppears || becameFinished;
  }
  return next;
}

/** Mark all seen: every known visual stays known, none is New. */
export function markAllSeen(flags: NewFlags): NewFlags {
  return Object.fromEntries(Object.keys(flags).map((id) => [id, false]));
}

/** How many visuals are New. */
export function newCount(flags: NewFlags): number {
  return Object.values(flags).filter(Boolean).length;
}

/** Two flag sets hold the same ids and values (so an unchanged list writes nothing). */
export function sameFlags(a: NewFlags | null, b: NewFlags | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
