// The Craft screen's rules: which visuals a designer can craft from a design, what they cost
// against the balance, the job sent to the studio, and the words around it. Pure, no I/O.
import { AssetSchema, type Asset } from '../../api/asset';
import { errorDetail, errorStatus } from '../../api/error-text';
import type { LibraryKind } from '../../api/library';
import {
  MODEL_SHOT_BODY_CONTEXT,
  BODY_CONTEXT_LABELS,
  VISUAL_KIND_INFO,
  costOf,
  pipelineStepName,
  type JewelryType,
  type Quality,
  type Scene,
  type VisualKind,
} from '../../api/catalogue';
import type { CreateTransformationRequest } from '../../api/transformation';

/** What Craft makes from a design. Expand starts from a finished visual, in its preview. */
export type CraftKind = Exclude<VisualKind, 'expand'>;
export const CRAFT_KINDS: readonly CraftKind[] = [
  'pack_shot',
  'model_shot',
  'lifestyle',
  '3d_model',
];

export const DEFAULT_QUALITY: Quality = 'hd';

export interface CraftSelection {
  kind: CraftKind;
  /** A scene key of the kind. */
  scene: string;
  quality: Quality;
  /**
   * One of the designer's own photographs (library) instead of the studio's scene: a model for a
   * model shot, a scene for a lifestyle image. Null or absent: the studio's scene.
   */
  photoId?: string | null;
}

/** Which of the designer's photographs a kind can be made on; null for the studio's only. */
export function libraryKindOf(kind: CraftKind): LibraryKind | null {
  return kind === 'model_shot' ? 'model' : kind === 'lifestyle' ? 'scene' : null;
}

export const YOUR_PHOTOS_LABEL: Record<LibraryKind, string> = {
  model: 'Your models',
  scene: 'Your scenes',
};

export const DEFAULT_SELECTION: CraftSelection = {
  kind: 'pack_shot',
  scene: VISUAL_KIND_INFO.pack_shot.scenes[0]!.key,
  quality: DEFAULT_QUALITY,
};

export function scenesOf(kind: CraftKind): readonly Scene[] {
  return VISUAL_KIND_INFO[kind].scenes;
}

/** The chosen scene, or the kind's first when the key does not belong to it. */
export function sceneOf(selection: CraftSelection): Scene {
  const scenes = scenesOf(selection.kind);
  return scenes.find((scene) => scene.key === selection.scene) ?? scenes[0]!;
}

/** A new kind keeps the quality and starts on its first scene. */
export function withKind(selection: CraftSelection, kind: CraftKind): CraftSelection {
  if (kind === selection.kind) return selection;
  // A photograph of the designer's belongs to the kind it was chosen for.
  const { photoId: _photo, ...rest } = selection;
  return { ...rest, kind, scene: scenesOf(kind)[0]!.key };
}

/** The cheapest a kind gets (standard quality), for 'from 1 credit' on its card. */
export function lowestCost(kind: CraftKind): number {
  return Math.min(costOf(kind, 'standard'), costOf(kind, 'hd'));
}

export function creditsLabel(count: number): string {
  return count === 1 ? '1 credit' : `${count} credits`;
}

/** Where a model shot wears the piece, by its type: 'On a hand' for a ring. */
export function wornLabel(jewelryType: JewelryType): string {
  return BODY_CONTEXT_LABELS[MODEL_SHOT_BODY_CONTEXT[jewelryType]];
}

export type CreditCheck =
  /** The balance is not known yet (profile loading or failed): the server will decide. */
  | { kind: 'unknown'; cost: number }
  | { kind: 'enough'; cost: number; balance: number; remaining: number }
  | { kind: 'short'; cost: number; balance: number; missing: number };

/** Whether the available credits cover a cost. Locked credits are already spent. */
export function checkCredits(cost: number, available: number | null | undefined): CreditCheck {
  if (typeof available !== 'number' || !Number.isFinite(available))
    return { kind: 'unknown', cost };
  return available >= cost
    ? { kind: 'enough', cost, balance: available, remaining: available - cost }
    : { kind: 'short', cost, balance: available, missing: cost - available };
}

export const NOT_ENOUGH_CREDITS_TITLE = 'Not enough credits';

export function notEnoughCreditsText(cost: number, balance: number | null): string {
  const have =
    balance === null ? 'your balance does not cover it' : `you have ${creditsLabel(balance)}`;
  return `This visual costs ${creditsLabel(cost)} and ${have}. Top up your credits or choose a lighter visual.`;
}

export const MISSING_SOURCE_ERROR = 'This design has no image the studio can work from.';
export const CREATE_FALLBACK_ERROR = 'The studio could not start this visual. Please try again.';

export type CraftRequestResult =
  { ok: true; request: CreateTransformationRequest } | { ok: false; error: string };

/**
 * The job POST /api/transformations gets: the design's crop (its original upload when no crop
 * was kept) as the source, the step `{type}_{kind}`, and the scene's label as scene_name (what
 * the tiles show).
 */
export function buildCraftRequest(
  asset: Pick<
    Asset,
    'asset_id' | 'jewelry_type' | 's3_key_cropped_image' | 's3_key_original_upload'
  >,
  selection: CraftSelection,
): CraftRequestResult {
  const source = asset.s3_key_cropped_image || asset.s3_key_original_upload;
  if (!source) return { ok: false, error: MISSING_SOURCE_ERROR };
  return {
    ok: true,
    request: {
      asset_id: asset.asset_id,
      pipeline_step_name: pipelineStepName(asset.jewelry_type, selection.kind),
      source_image_s3_path: source,
      quality: selection.quality,
      composition_type: selection.kind,
      scene_name: sceneOf(selection).label,
      ...(selection.photoId && libraryKindOf(selection.kind)
        ? { library_photo_id: selection.photoId }
        : {}),
    },
  };
}

/** What a failed create says: 402 is the credit message, else the server's detail. */
export function createErrorOf(
  error: unknown,
): { kind: 'credits' } | { kind: 'error'; message: string } {
  if (errorStatus(error) === 402) return { kind: 'credits' };
  return { kind: 'error', message: errorDetail(error) ?? CREATE_FALLBACK_ERROR };
}

export function submittedMessage(selection: CraftSelection): string {
  return `${VISUAL_KIND_INFO[selection.kind].label} · ${sceneOf(selection).label} is in the studio. It appears below and updates as it is crafted.`;
}

/** The asset the previous screen handed over (location.state.initialAsset), if it is this one. */
export function initialAssetFrom(state: unknown, assetId: string | undefined): Asset | null {
  if (!assetId || !state || typeof state !== 'object') return null;
  const parsed = AssetSchema.safeParse((state as { initialAsset?: unknown }).initialAsset);
  return parsed.success && parsed.data.asset_id === assetId ? parsed.data : null;
}
