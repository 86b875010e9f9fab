// GET /api/assets/{id}/cutout/regions and GET /api/designs/{temporary_id}/cutout/regions: the
// region map of a sketch's current cut-out (made and stored with that version the first time it is
// asked for). Another user's design, an unknown or malformed id, a photo: 404.
import { and, eq } from 'drizzle-orm';
import type { CutoutRegions } from '../../src/api/asset';
import { ensureAssetCutout, type AssetCutoutDeps } from '../assets/asset-cutout';
import { assetNotFound, findOwnAsset } from '../assets/asset-queries';
import { temporaryDesignExpired, temporaryDesignNotFound } from '../assets/create-asset';
import { temporaryDesigns } from '../db/schema';
import { ApiError } from '../http/errors';
import { isUuid } from '../http/ids';
import type { Storage } from '../storage/storage';
import { storedRegionMap } from '../studio/regions/stored-regions';
import { VisualFailure } from '../studio/visual-failure';
import { cutoutStyleOf } from './design-cutout';

const notASketch = () =>
  new ApiError(404, 'This design is not a sketch, so its cut-out has no regions.', 'not_found');

export async function assetCutoutRegions(
  deps: AssetCutoutDeps,
  userId: string,
  assetId: string,
): Promise<CutoutRegions> {
  const found = await findOwnAsset(deps.db, userId, assetId);
  if (!found) throw assetNotFound(assetId);
  const { asset } = found;
  if ((asset.cutoutStyle ?? cutoutStyleOf(asset.imageStyle)) !== 'sketch') throw notASketch();
  let key = asset.s3KeyCutout;
  if (!key || !(await deps.storage.exists(key))) {
    await ensureAssetCutout(deps, asset).catch((error: unknown) => {
      if (error instanceof VisualFailure) throw new ApiError(404, error.message, 'not_found');
      throw error;
    });
    key = (await findOwnAsset(deps.db, userId, assetId))?.asset.s3KeyCutout ?? null;
  }
  return regionsOf(deps.storage, key);
}

export async function temporaryDesignRegions(
  deps: AssetCutoutDeps,
  userId: string,
  temporaryId: string,
): Promise<CutoutRegions> {
  if (!isUuid(temporaryId)) throw temporaryDesignNotFound(temporaryId);
  const [row] = await deps.db
    .select({
      key: temporaryDesigns.s3KeyCutout,
      style: temporaryDesigns.cutoutStyle,
      analysis: temporaryDesigns.analysis,
      expiresAt: temporaryDesigns.expiresAt,
    })
    .from(temporaryDesigns)
    .where(and(eq(temporaryDesigns.temporaryId, temporaryId), eq(temporaryDesigns.userId, userId)));
  if (!row) throw temporaryDesignNotFound(temporaryId);
  if (row.expiresAt.getTime() <= Date.now()) throw temporaryDesignExpired();
  const style = row.style ?? cutoutStyleOf(row.analysis.detected_characteristics?.image_style);
  if (style !== 'sketch') throw notASketch();
  return regionsOf(deps.storage, row.key);
}

async function regionsOf(storage: Storage, key: string | null): Promise<CutoutRegions> {
  const map = key ? await storedRegionMap(storage, key) : null;
  if (!map) {
    throw new ApiError(
      404,
      'This upload has no cut-out. Please upload the design again.',
      'not_found',
    );
  }
  return {
    regions: map.regions.map(({ id, kind, area, box, cue, outline, cut, colour }) => ({
      id,
      kind,
      area,
      box,
      cue,
      outline,
      ...(cut ? { cut } : {}),
      ...(colour ? { colour } : {}),
    })),
  };
}
