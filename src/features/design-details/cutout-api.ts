// The cut-out calls of the confirm screen: GET .../cutout (the PNG, through the http client so it
// carries the token), PUT .../cutout (strokes, a reset, a sketch sheet's motif or a sketch's
// region kinds), PUT .../crop (a drawn crop's cut-out, made before saving) and GET
// .../cutout/regions, for a temporary design (new mode) or an asset (edit mode).
import {
  CUTOUT_MEDIA_TYPE,
  CutoutMetadataSchema,
  CutoutRegionsSchema,
  type CutoutMetadata,
  type CutoutRegion,
  type CutoutStroke,
  type RegionChoice,
  type TemporaryDesign,
} from '../../api/asset';
import { endpointPath } from '../../api/endpoints';
import { ApiError, type ApiClient } from '../../api/http';
import type { CutoutChange, CutoutStyle } from './model';

/** What the editor opens with: the cut-out fields a temporary design and an asset share. */
export type CutoutStart = Pick<
  TemporaryDesign,
  | 'cutout_review'
  | 'cutout_review_reasons'
  | 'cutout_version'
  | 'cutout_source_width'
  | 'cutout_source_height'
  | 'cutout_motifs'
  | 'cutout_motif'
  | 'cutout_confirmed'
> & {
  /** An asset's strokes so far, for the editor to go on from. */
  cutout_strokes?: CutoutStroke[];
};

/** Whose cut-out: a temporary design (new mode) or an asset (edit mode). */
export type CutoutTarget = { kind: 'design' | 'asset'; id: string };

export function cutoutPath(target: CutoutTarget): string {
  return target.kind === 'design'
    ? endpointPath('getTemporaryDesignCutout', { id: target.id })
    : endpointPath('getAssetCutout', { id: target.id });
}

/** The cut-out PNG; `version` makes each new cut-out its own URL (no stale cached copy). */
export function fetchCutoutImage(
  api: ApiClient,
  target: CutoutTarget,
  version: number | null,
  signal?: AbortSignal,
): Promise<Blob> {
  return api.file(cutoutPath(target), CUTOUT_MEDIA_TYPE, {
    query: { v: version ?? undefined },
    ...(signal ? { signal } : {}),
  });
}

/** Recomputes the cut-out from `change`; a newer change cancels this one through `signal`. */
export function refineCutout(
  api: ApiClient,
  target: CutoutTarget,
  change: CutoutChange | { regions: RegionChoice[] },
  signal?: AbortSignal,
): Promise<CutoutMetadata> {
  const path =
    target.kind === 'design'
      ? endpointPath('correctTemporaryDesignCutout', { id: target.id })
      : endpointPath('correctAssetCutout', { id: target.id });
  return api.put(path, CutoutMetadataSchema, change, signal ? { signal } : {});
}

/**
 * Makes the cut-out again from a drawn crop (the key its upload answered), or for a temporary
 * design from the whole original again (null): a new, unconfirmed version to show.
 */
export function cropCutout(
  api: ApiClient,
  target: CutoutTarget,
  cropKey: string | null,
  signal?: AbortSignal,
  /** A temporary design only: the image style to cut the piece out for. */
  imageStyle?: CutoutStyle,
): Promise<CutoutMetadata> {
  const path =
    target.kind === 'design'
      ? endpointPath('cropTemporaryDesign', { id: target.id })
      : endpointPath('cropAsset', { id: target.id });
  const body = {
    s3_key_cropped_image: cropKey,
    ...(imageStyle ? { image_style: imageStyle } : {}),
  };
  return api.put(path, CutoutMetadataSchema, body, signal ? { signal } : {});
}

/** A sketch's regions; null when the design has none (a photo: 404). */
export async function fetchCutoutRegions(
  api: ApiClient,
  target: CutoutTarget,
  signal?: AbortSignal,
): Promise<CutoutRegion[] | null> {
  const path =
    target.kind === 'design'
      ? endpointPath('getTemporaryDesignCutoutRegions', { id: target.id })
      : endpointPath('getAssetCutoutRegions', { id: target.id });
  try {
    const { regions } = await api.get(path, CutoutRegionsSchema, signal ? { signal } : {});
    return regions;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Sets regions' kinds (the cut-out kept as it is): a new version with the designer's map. */
export function setRegionKinds(
  api: ApiClient,
  target: CutoutTarget,
  regions: RegionChoice[],
): Promise<CutoutMetadata> {
  return refineCutout(api, target, { regions });
}
