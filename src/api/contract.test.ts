// The request and response schemas at their boundaries: what the server accepts and rejects.
import { describe, expect, it } from 'vitest';
import { criterionScores, DifficultyAssessmentSchema } from './assessment';
import {
  AssetListQuerySchema,
  CreateAssetRequestSchema,
  CropAreaSchema,
  UpdateAssetRequestSchema,
} from './asset';
import {
  CheckoutSessionRequestSchema,
  CreditCheckoutSessionRequestSchema,
  PlanTierSchema,
} from './billing';
import { ErrorBodySchema, IsoDateTimeSchema } from './common';
import { endpointPath, endpoints } from './endpoints';
import { ProfileSchema } from './profile';
import {
  CreateTransformationRequestSchema,
  OutputAssetUrlsSchema,
  TransformationListQuerySchema,
} from './transformation';

const detected = {
  name: 'Celeste Halo Ring',
  jewelry_type: 'ring',
  image_style: 'sketch',
  material: 'Rose gold',
  gemstones: null,
};

const createAsset = {
  temporary_id: 'tmp-1',
  name: '  Celeste Halo Ring  ',
  jewelry_type: 'ring',
  material: 'Rose gold',
  gemstones: 'Pink sapphire, diamonds',
  description: 'Oval halo.',
  s3_key_original_upload: 'u/1/original.webp',
  s3_key_cropped_image: null,
  detected_characteristics: detected,
  difficulty_assessment: { status: 'complete', sketch_quality: { score: 8 } },
  technical_quality_report: null,
};

describe('profile', () => {
  const profile = {
    user_id: 'u1',
    name: null,
    email: 'a@b.c',
    subscription_tier: 'free',
    available_credits: 15,
    locked_credits: 0,
  };

  it('accepts a null name and drops unknown fields', () => {
    expect(ProfileSchema.parse({ ...profile, is_admin: true })).toEqual(profile);
  });

  it('rejects unknown tiers and negative or fractional credits', () => {
    expect(ProfileSchema.safeParse({ ...profile, subscription_tier: 'gold' }).success).toBe(false);
    expect(ProfileSchema.safeParse({ ...profile, available_credits: -1 }).success).toBe(false);
    expect(ProfileSchema.safeParse({ ...profile, locked_credits: 1.5 }).success).toBe(false);
  });
});

describe('assets', () => {
  it('coerces query strings and applies defaults', () => {
    expect(AssetListQuerySchema.parse({})).toEqual({ sort: 'newest', limit: 24, offset: 0 });
    expect(AssetListQuerySchema.parse({ limit: '100', offset: '48', sort: 'name' })).toMatchObject({
      limit: 100,
      offset: 48,
      sort: 'name',
    });
  });

  it('keeps limit within 1-100 and offset at 0 or more', () => {
    for (const query of [{ limit: '0' }, { limit: '101' }, { limit: 'ten' }, { offset: '-1' }]) {
      expect(AssetListQuerySchema.safeParse(query).success).toBe(false);
    }
    expect(AssetListQuerySchema.safeParse({ jewelry_type: 'tiara' }).success).toBe(false);
    expect(AssetListQuerySchema.safeParse({ sort: 'price' }).success).toBe(false);
  });

  it('trims the name and drops fields a client must not set', () => {
    const parsed = CreateAssetRequestSchema.parse({
      ...createAsset,
      asset_id: 'mine',
      user_id: 'x',
    });
    expect(parsed.name).toBe('Celeste Halo Ring');
    expect(parsed).not.toHaveProperty('asset_id');
    expect(parsed).not.toHaveProperty('user_id');
  });

  it('requires a name of 1-120 characters', () => {
    expect(CreateAssetRequestSchema.safeParse({ ...createAsset, name: '   ' }).success).toBe(false);
    expect(
      CreateAssetRequestSchema.safeParse({ ...createAsset, name: 'x'.repeat(120) }).success,
    ).toBe(true);
    expect(
      CreateAssetRequestSchema.safeParse({ ...createAsset, name: 'x'.repeat(121) }).success,
    ).toBe(false);
  });

  it('limits the description to 2000 characters', () => {
    const update = { name: 'Ring', jewelry_type: 'ring' };
    expect(
      UpdateAssetRequestSchema.safeParse({ ...update, description: 'x'.repeat(2000) }).success,
    ).toBe(true);
    expect(
      UpdateAssetRequestSchema.safeParse({ ...update, description: 'x'.repeat(2001) }).success,
    ).toBe(false);
  });

  it('lets material, gemstones and description be left out or null', () => {
    expect(
      UpdateAssetRequestSchema.parse({ name: 'Ring', jewelry_type: 'watch', gemstones: null }),
    ).toEqual({ name: 'Ring', jewelry_type: 'watch', gemstones: null });
  });

  it('needs sketch or photo as the image style of a new design (spec §5)', () => {
    const withStyle = (image_style: string) => ({
      ...createAsset,
      detected_characteristics: { ...detected, image_style },
    });
    expect(CreateAssetRequestSchema.safeParse(withStyle('photo')).success).toBe(true);
    expect(CreateAssetRequestSchema.safeParse(withStyle('unclear')).success).toBe(false);
  });

  it('describes crops in px or %', () => {
    expect(CropAreaSchema.safeParse({ x: 5, y: 5, width: 90, height: 90, unit: '%' }).success).toBe(
      true,
    );
    expect(
      CropAreaSchema.safeParse({ x: 5, y: 5, width: 90, height: 90, unit: 'em' }).success,
    ).toBe(false);
  });
});

describe('assessment', () => {
  it('keeps unknown criteria and validates known ones', () => {
    expect(
      DifficultyAssessmentSchema.parse({ status: 'pending', new_criterion: { score: 2 } }),
    ).toEqual({ status: 'pending', new_criterion: { score: 2 } });
    expect(DifficultyAssessmentSchema.safeParse({ sketch_quality: { score: 11 } }).success).toBe(
      false,
    );
  });

  it('lists scored criteria, skipping status and the summary keys', () => {
    expect(
      criterionScores({
        status: 'complete',
        sketch_quality: { score: 8 },
        final_score: 6.1,
        category: 'manageable',
        total_dp: { score: 3 },
        weighted_score: 5,
        extraneous_marks: { score: 3, reason: 'stray lines' },
        broken: { points: 2 },
      }),
    ).toEqual([
      ['sketch_quality', 8],
      ['extraneous_marks', 3],
    ]);
    expect(criterionScores(null)).toEqual([]);
  });
});

describe('transformations', () => {
  const job = {
    asset_id: 'a1',
    pipeline_step_name: 'ring_pack_shot',
    source_image_s3_path: 'u/1/crop.webp',
    quality: 'hd',
    composition_type: 'pack_shot',
    scene_name: 'White seamless',
  };

  it('accepts a job whose step the catalogue knows', () => {
    expect(CreateTransformationRequestSchema.safeParse(job).success).toBe(true);
    expect(
      CreateTransformationRequestSchema.safeParse({
        ...job,
        pipeline_step_name: 'ring_expand_story_reel',
        composition_type: 'expand',
        scene_name: 'White seamless (story reel)',
      }).success,
    ).toBe(true);
  });

  it('rejects unknown steps, mismatched kinds and unknown qualities', () => {
    const bad = [
      { ...job, pipeline_step_name: 'ring_poster' },
      { ...job, composition_type: 'lifestyle' },
      { ...job, quality: '4k' },
      { ...job, source_image_s3_path: '' },
    ];
    for (const body of bad)
      expect(CreateTransformationRequestSchema.safeParse(body).success).toBe(false);
  });

  it('coerces the list limit within 1-200, default 50', () => {
    expect(TransformationListQuerySchema.parse({ asset_id: 'a1' })).toEqual({
      asset_id: 'a1',
      limit: 50,
    });
    expect(TransformationListQuerySchema.parse({ limit: '200' }).limit).toBe(200);
    expect(TransformationListQuerySchema.safeParse({ limit: '201' }).success).toBe(false);
    expect(TransformationListQuerySchema.safeParse({ status: 'done' }).success).toBe(false);
  });

  it('keeps extra output URLs, strings or null', () => {
    const urls = { main_view: '/f/a.webp', ring_pack_shot: 'https://x/y.png', model_glb: null };
    expect(OutputAssetUrlsSchema.parse(urls)).toEqual(urls);
    expect(OutputAssetUrlsSchema.safeParse({ other: 3 }).success).toBe(false);
  });
});

describe('billing', () => {
  const urls = {
    successUrl: 'https://studio.example.com/payment/success',
    cancelUrl: 'https://studio.example.com/pricing',
  };

  it('needs a price id and absolute return URLs', () => {
    expect(CheckoutSessionRequestSchema.safeParse({ priceId: 'price_1', ...urls }).success).toBe(
      true,
    );
    expect(CheckoutSessionRequestSchema.safeParse({ priceId: ' ', ...urls }).success).toBe(false);
    expect(
      CheckoutSessionRequestSchema.safeParse({ priceId: 'p', ...urls, successUrl: '/payment' })
        .success,
    ).toBe(false);
  });

  it('buys at least one whole credit', () => {
    expect(CreditCheckoutSessionRequestSchema.safeParse({ quantity: 1, ...urls }).success).toBe(
      true,
    );
    for (const quantity of [0, -10, 2.5]) {
      expect(CreditCheckoutSessionRequestSchema.safeParse({ quantity, ...urls }).success).toBe(
        false,
      );
    }
  });

  it('allows a plan without a price id', () => {
    const price = { price: 0, credits: '15 Credits', priceId: null };
    const plan = {
      title: 'Free',
      tierKey: 'free',
      level: 0,
      monthly: price,
      yearly: price,
      description: 'Try it.',
      features: [],
    };
    expect(PlanTierSchema.safeParse(plan).success).toBe(true);
    expect(PlanTierSchema.safeParse({ ...plan, level: 4 }).success).toBe(false);
  });
});

describe('common', () => {
  it('reads error bodies with an optional code', () => {
    expect(ErrorBodySchema.parse({ detail: 'Nope.' })).toEqual({ detail: 'Nope.' });
    expect(ErrorBodySchema.safeParse({ message: 'Nope.' }).success).toBe(false);
  });

  it('accepts ISO timestamps with Z or an offset', () => {
    expect(IsoDateTimeSchema.safeParse('2025-03-12T10:24:00Z').success).toBe(true);
    expect(IsoDateTimeSchema.safeParse('2025-03-12T10:24:00.123+00:00').success).toBe(true);
    expect(IsoDateTimeSchema.safeParse('12/03/2025').success).toBe(false);
  });
});

describe('endpoints', () => {
  it('puts every call under /api/', () => {
    for (const endpoint of Object.values(endpoints)) expect(endpoint.path).toMatch(/^\/api\//);
  });

  it('fills in and encodes ids', () => {
    expect(endpointPath('getAsset', { id: 'a 1/2' })).toBe('/api/assets/a%201%2F2');
    expect(endpointPath('listAssets')).toBe('/api/assets');
    expect(() => endpointPath('deleteTransformation')).toThrow();
  });
});
