import { describe, expect, it } from 'vitest';
import { makeAsset } from '../../../stories/mocks/fixtures/assets';
import {
  CREATE_FALLBACK_ERROR,
  DEFAULT_SELECTION,
  MISSING_SOURCE_ERROR,
  buildCraftRequest,
  checkCredits,
  createErrorOf,
  creditsLabel,
  initialAssetFrom,
  lowestCost,
  notEnoughCreditsText,
  sceneOf,
  withKind,
  wornLabel,
} from './model';

const asset = {
  asset_id: 'a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  jewelry_type: 'necklace',
  s3_key_cropped_image: 'users/u/assets/a/crop.webp',
  s3_key_original_upload: 'users/u/assets/a/original.webp',
} as const;

describe('checkCredits', () => {
  it('is enough when the balance covers the cost, exactly too', () => {
    expect(checkCredits(5, 5)).toEqual({ kind: 'enough', cost: 5, balance: 5, remaining: 0 });
    expect(checkCredits(2, 115)).toMatchObject({ kind: 'enough', remaining: 113 });
  });

  it('is short by the difference otherwise', () => {
    expect(checkCredits(12, 3)).toEqual({ kind: 'short', cost: 12, balance: 3, missing: 9 });
  });

  it('is unknown without a balance', () => {
    expect(checkCredits(2, undefined)).toEqual({ kind: 'unknown', cost: 2 });
    expect(checkCredits(2, null).kind).toBe('unknown');
  });
});

describe('selection', () => {
  it('starts on the first scene of a new kind and keeps the quality', () => {
    const next = withKind({ ...DEFAULT_SELECTION, quality: 'standard' }, 'lifestyle');
    expect(next).toEqual({ kind: 'lifestyle', scene: 'veined_marble', quality: 'standard' });
    expect(withKind(next, 'lifestyle')).toBe(next);
  });

  it('falls back to the first scene for a key of another kind', () => {
    expect(sceneOf({ kind: 'model_shot', scene: 'oak', quality: 'hd' }).key).toBe('porcelain');
  });

  it('prices each kind from its standard cost', () => {
    expect(lowestCost('pack_shot')).toBe(1);
    expect(lowestCost('3d_model')).toBe(8);
  });
});

describe('buildCraftRequest', () => {
  it('sends the crop, the step, the scene label and the quality', () => {
    expect(
      buildCraftRequest(asset, { kind: 'model_shot', scene: 'golden', quality: 'standard' }),
    ).toEqual({
      ok: true,
      request: {
        asset_id: asset.asset_id,
        pipeline_step_name: 'necklace_model_shot',
        source_image_s3_path: 'users/u/assets/a/crop.webp',
        quality: 'standard',
        composition_type: 'model_shot',
        scene_name: 'Golden skin',
      },
    });
  });

  it('sends the designer’s own photograph for a model shot or lifestyle image, and only then', () => {
    const onModel = buildCraftRequest(asset, {
      kind: 'model_shot',
      scene: 'golden',
      quality: 'hd',
      photoId: 'photo-1',
    });
    expect(onModel.ok && onModel.request.library_photo_id).toBe('photo-1');
    const packShot = buildCraftRequest(asset, { ...DEFAULT_SELECTION, photoId: 'photo-1' });
    expect(packShot.ok && 'library_photo_id' in packShot.request).toBe(false);
    expect(
      withKind({ kind: 'model_shot', scene: 'golden', quality: 'hd', photoId: 'p' }, 'lifestyle'),
    ).not.toHaveProperty('photoId');
  });

  it('falls back to the original upload without a crop', () => {
    const result = buildCraftRequest({ ...asset, s3_key_cropped_image: null }, DEFAULT_SELECTION);
    expect(result.ok && result.request.source_image_s3_path).toBe('users/u/assets/a/original.webp');
  });

  it('refuses a design with no image key', () => {
    expect(
      buildCraftRequest(
        { ...asset, s3_key_cropped_image: null, s3_key_original_upload: '' },
        DEFAULT_SELECTION,
      ),
    ).toEqual({ ok: false, error: MISSING_SOURCE_ERROR });
  });
});

describe('messages', () => {
  it('explains a shortfall', () => {
    expect(notEnoughCreditsText(5, 1)).toBe(
      'This visual costs 5 credits and you have 1 credit. Top up your credits or choose a lighter visual.',
    );
    expect(creditsLabel(0)).toBe('0 credits');
  });

  it('reads a 402 as too few credits and otherwise the server detail', () => {
    expect(createErrorOf({ status: 402, detail: 'Not enough credits for this visual.' })).toEqual({
      kind: 'credits',
    });
    expect(createErrorOf({ status: 422, detail: 'Unknown scene.' })).toEqual({
      kind: 'error',
      message: 'Unknown scene.',
    });
    expect(createErrorOf(new Error(''))).toEqual({ kind: 'error', message: CREATE_FALLBACK_ERROR });
  });

  it('names where a model shot is worn', () => {
    expect(wornLabel('ring')).toBe('On a hand');
    expect(wornLabel('earring')).toBe('At an ear');
  });
});

describe('initialAssetFrom', () => {
  const full = makeAsset({ asset_id: asset.asset_id });

  it('takes the handed-over asset when it is the one in the address', () => {
    expect(initialAssetFrom({ initialAsset: full }, asset.asset_id)).toEqual(full);
  });

  it('ignores another asset, a malformed one or no state', () => {
    expect(initialAssetFrom({ initialAsset: full }, 'other-id')).toBeNull();
    expect(
      initialAssetFrom({ initialAsset: { asset_id: asset.asset_id } }, asset.asset_id),
    ).toBeNull();
    expect(initialAssetFrom(null, asset.asset_id)).toBeNull();
    expect(initialAssetFrom({ initialAsset: full }, undefined)).toBeNull();
  });
});
