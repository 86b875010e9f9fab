// Spec rules about visuals that both the server and several screens need: status groups, the
// preview image, download names and the expand job. Pure functions, no I/O.
import {
  DEFAULT_EXPAND_QUALITY,
  expandScene,
  is3DStep,
  parsePipelineStep,
  pipelineStepName,
  type ExpandOption,
  type JewelryType,
} from './catalogue';
import {
  TRANSFORMATION_STATUSES,
  type ExpandJobPayload,
  type Transformation,
  type TransformationStatus,
} from './transformation';

// --- Status --------------------------------------------------------------------------------------

/** The known status a value means (case-insensitive, trimmed), or null for anything else. */
export function normaliseStatus(status: string | null | undefined): TransformationStatus | null {
  const lower = status?.trim().toLowerCase();
  return (TRANSFORMATION_STATUSES as readonly (string | undefined)[]).includes(lower)
    ? (lower as TransformationStatus)
    : null;
}

/** Queued or processing: still being made, so worth polling. */
export function isActiveStatus(status: string | null | undefined): boolean {
  const known = normaliseStatus(status);
  return known === 'queued' || known === 'processing';
}

/** Completed or failed: nothing more will happen. */
export function isFinishedStatus(status: string | null | undefined): boolean {
  const known = normaliseStatus(status);
  return known === 'completed' || known === 'failed';
}

export function isCompletedStatus(status: string | null | undefined): boolean {
  return normaliseStatus(status) === 'completed';
}

export function isFailedStatus(status: string | null | undefined): boolean {
  return normaliseStatus(status) === 'failed';
}

const STATUS_LABELS: Record<TransformationStatus, string> = {
  queued: 'Queued',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};

/** Words for a status: known ones capitalised, others as the server sent them, blank 'Unknown'. */
export function statusLabel(status: string | null | undefined): string {
  const known = normaliseStatus(status);
  if (known) return STATUS_LABELS[known];
  const raw = status?.trim();
  return raw ? raw : 'Unknown';
}

// --- Files and previews --------------------------------------------------------------------------

/** The path of a URL without query or fragment, lower-cased: signed URLs carry long queries. */
function urlPath(url: string): string {
  return url.split(/[?#]/, 1)[0]!.toLowerCase();
}

export function isModelFileUrl(url: string | null | undefined): boolean {
  return !!url && urlPath(url).endsWith('.glb');
}

const IMAGE_EXTENSIONS = ['.webp', '.png', '.jpg', '.jpeg'];

function isImageFileUrl(url: string): boolean {
  const path = urlPath(url);
  return IMAGE_EXTENSIONS.some((extension) => path.endsWith(extension));
}

/**
 * Whether a string is a loadable URL: http(s), or a same-origin path, because the server's own
 * signed file URLs are same-origin ('/files/...'). Protocol-relative '//' is not accepted.
 */
function isLoadableUrl(value: string): boolean {
  return /^https?:\/\//i.test(value) || (value.startsWith('/') && !value.startsWith('//'));
}

/**
 * The image a tile shows (spec §3): 3D steps use thumbnail_url; otherwise main_view unless it is
 * a .glb; otherwise the first URL among the outputs that ends in webp, png, jpg or jpeg; else null.
 */
export function previewUrl(
  visual: Pick<Transformation, 'pipeline_step_name' | 'output_asset_urls'>,
): string | null {
  const urls = visual.output_asset_urls;
  if (is3DStep(visual.pipeline_step_name)) return urls.thumbnail_url || null;
  if (urls.main_view && !isModelFileUrl(urls.main_view)) return urls.main_view;
  for (const value of Object.values(urls)) {
    if (typeof value === 'string' && isLoadableUrl(value) && isImageFileUrl(value)) return value;
  }
  return null;
}

/**
 * The image a grid tile shows (asset detail, Craft, All visuals): the visual's small thumbnail
 * (512 px, made with every visual) when it has one, else its preview (previewUrl). The 2048 px
 * main view is left to the preview dialog, so a grid of tiles does not download full images.
 */
export function tileImageUrl(
  visual: Pick<Transformation, 'pipeline_step_name' | 'output_asset_urls'>,
): string | null {
  const thumbnail = visual.output_asset_urls.thumbnail_url;
  if (thumbnail && isLoadableUrl(thumbnail)) return thumbnail;
  return previewUrl(visual);
}

/** Whether a visual is a 3D model: a 3D step, or a .glb as its display or main file. */
export function isModelVisual(
  visual: Pick<Transformation, 'pipeline_step_name' | 'display_url' | 'output_asset_urls'>,
): boolean {
  return (
    is3DStep(visual.pipeline_step_name) ||
    isModelFileUrl(visual.display_url) ||
    isModelFileUrl(visual.output_asset_urls.main_view)
  );
}

/**
 * The browser download name (spec §7): image_{last 8 of id}.webp, or model_{last 8 of id}.glb
 * for 3D models.
 */
export function downloadFileName(
  visual: Pick<
    Transformation,
    'transformation_id' | 'pipeline_step_name' | 'display_url' | 'output_asset_urls'
  >,
): string {
  const suffix = visual.transformation_id.slice(-8);
  return isModelVisual(visual) ? `model_${suffix}.glb` : `image_${suffix}.webp`;
}

/** The tile label: the scene name, else the step name. */
export function visualLabel(visual: Pick<Transformation, 'scene_name' | 'pipeline_step_name'>) {
  return visual.scene_name?.trim() || visual.pipeline_step_name;
}

/**
 * A tile's label. An expansion reads as its format, then the scene it widened ('Story reel 9:16 ·
 * White seamless'), so a row of expansions of one scene differ in what a truncated label shows;
 * anything else is its visualLabel.
 */
export function visualTileLabel(
  visual: Pick<Transformation, 'scene_name' | 'pipeline_step_name'>,
): string {
  const step = parsePipelineStep(visual.pipeline_step_name);
  if (step?.kind !== 'expand') return visualLabel(visual);
  const scene = expandScene(step.expandOption);
  const format = scene.aspectRatio ? `${scene.label} ${scene.ratioLabel}` : scene.label;
  // The scene name is the source's plus the option in parentheses (expandSceneName).
  const suffix = ` (${step.expandOption.replaceAll('_', ' ')})`;
  const named = visual.scene_name?.trim() ?? '';
  const source = named.endsWith(suffix) ? named.slice(0, -suffix.length).trim() : named;
  return source ? `${format} · ${source}` : format;
}

// --- Expand --------------------------------------------------------------------------------------

/**
 * Spec §4: expand is offered for a completed image (not a .glb) that has a display URL and is not
 * the master design.
 */
export function canExpand(
  visual: Pick<
    Transformation,
    'status' | 'pipeline_step_name' | 'display_url' | 'isMasterDesign' | 'output_asset_urls'
  >,
): boolean {
  return (
    isCompletedStatus(visual.status) &&
    !visual.isMasterDesign &&
    !!visual.display_url &&
    !isModelVisual(visual)
  );
}

/** Spec §4: the source scene plus the option in parentheses, underscores as spaces. */
export function expandSceneName(sourceSceneName: string, option: ExpandOption): string {
  return `${sourceSceneName} (${option.replaceAll('_', ' ')})`;
}

export const EXPAND_MISSING_SOURCE_ERROR =
  'Cannot expand: Missing asset or source visual information.';
export const EXPAND_MISSING_PATH_ERROR =
  'Cannot expand: Source visual is missing its main image path.';

export type ExpandPayloadResult =
  { ok: true; payload: ExpandJobPayload } | { ok: false; error: string };

/**
 * The job that expands a visual (spec §4). Errors carry the spec's messages (§8) so the UI can
 * show them as they are.
 */
export function buildExpandPayload(
  asset: { asset_id: string; jewelry_type: JewelryType } | null | undefined,
  source:
    | Pick<
        Transformation,
        'scene_name' | 'pipeline_step_name' | 'quality_requested' | 'output_asset_paths'
      >
    | null
    | undefined,
  option: ExpandOption,
): ExpandPayloadResult {
  if (!asset || !source) return { ok: false, error: EXPAND_MISSING_SOURCE_ERROR };
  const sourcePath = source.output_asset_paths?.main_view;
  if (!sourcePath) return { ok: false, error: EXPAND_MISSING_PATH_ERROR };
  return {
    ok: true,
    payload: {
      asset_id: asset.asset_id,
      pipeline_step_name: pipelineStepName(asset.jewelry_type, 'expand', option),
      source_image_s3_path: sourcePath,
      quality: source.quality_requested ?? DEFAULT_EXPAND_QUALITY,
      composition_type: 'expand',
      scene_name: expandSceneName(visualLabel(source), option),
    },
  };
}

/** Spec §4: the message after an expand job is accepted. */
export function expandSubmittedMessage(sceneName: string): string {
  return `Expansion job '${sceneName}' submitted! Refreshing history...`;
}

/** The menu entry of an option, e.g. 'Story reel (9:16)' or 'Creative zoom out (Zoom Out)'. */
export function expandOptionLabel(option: ExpandOption): string {
  const scene = expandScene(option);
  return `${scene.label} (${scene.ratioLabel})`;
}
