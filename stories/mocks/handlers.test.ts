// The mock handlers, called through the real http client, answer like the server would.
import { describe, expect, it } from 'vitest';
import { AssetListResponseSchema, AssetSchema, TemporaryDesignSchema } from '../../src/api/asset';
import { CheckoutSessionResponseSchema, PortalSessionResponseSchema } from '../../src/api/billing';
import { MessageResponseSchema } from '../../src/api/common';
import { ApiError, createApiClient } from '../../src/api/http';
import { ProfileSchema } from '../../src/api/profile';
import {
  TransformationListResponseSchema,
  TransformationSchema,
} from '../../src/api/transformation';
import { buildExpandPayload } from '../../src/api/visual-rules';
import { NECKLACE_ASSET_ID, RING_ASSET_ID, makeAsset } from './fixtures/assets';
import { makeFreeProfile, makeProfile } from './fixtures/profile';
import { makeTransformation, makeVisualHistory } from './fixtures/transformations';
import { assetHandlers } from './handlers/assets';
import { defaultHandlers } from './handlers/defaults';
import { designHandlers } from './handlers/designs';
import { profileHandlers } from './handlers/profile';
import { transformationHandlers } from './handlers/transformations';
import { listeningMockServer } from './test-server';

const server = listeningMockServer(...defaultHandlers());
const api = createApiClient({ baseUrl: 'http://localhost', getAccessToken: () => 'tok' });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('profile', () => {
  it('answers the profile, then a sequence in turn', async () => {
    await expect(api.get('/api/auth/me', ProfileSchema)).resolves.toEqual(makeProfile());
    server.use(profileHandlers.sequence([makeFreeProfile(), makeProfile()]));
    const tiers = [];
    for (let call = 0; call < 3; call++) {
      tiers.push((await api.get('/api/auth/me', ProfileSchema)).subscription_tier);
    }
    expect(tiers).toEqual(['free', 'pro', 'pro']);
  });

  it('fails with a detail', async () => {
    server.use(profileHandlers.unauthorized());
    expect(await failure(api.get('/api/auth/me', ProfileSchema))).toMatchObject({
      status: 401,
      code: 'unauthorized',
    });
  });
});

describe('assets', () => {
  it('searches, sorts and pages the collection', async () => {
    const page = await api.get('/api/assets', AssetListResponseSchema, {
      query: { sort: 'name', limit: 2, offset: 1 },
    });
    expect(page.total).toBe(5);
    expect(page.items.map((asset) => asset.name)).toEqual([
      'Celeste Halo Ring',
      'Lumière Stud Earrings',
    ]);
    const found = await api.get('/api/assets', AssetListResponseSchema, {
      query: { q: 'PEARL' },
    });
    expect(found.items.map((asset) => asset.asset_id)).toEqual([NECKLACE_ASSET_ID]);
  });

  it('rejects a bad query like the server', async () => {
    expect(
      await failure(api.get('/api/assets', AssetListResponseSchema, { query: { limit: 500 } })),
    ).toMatchObject({ status: 422, code: 'validation_error' });
  });

  it('finds an asset by id, and 404s others', async () => {
    await expect(api.get(`/api/assets/${RING_ASSET_ID}`, AssetSchema)).resolves.toEqual(
      makeAsset(),
    );
    expect(await failure(api.get('/api/assets/nope', AssetSchema))).toMatchObject({
      status: 404,
      detail: 'Asset not found.',
    });
  });

  it('updates with what was sent, and validates it', async () => {
    const saved = await api.put(`/api/assets/${RING_ASSET_ID}`, AssetSchema, {
      name: ' Celeste Halo Ring II ',
      jewelry_type: 'ring',
      material: 'Platinum',
    });
    expect(saved).toMatchObject({
      name: 'Celeste Halo Ring II',
      material: 'Platinum',
      gemstones: null,
    });
    expect(
      await failure(api.put(`/api/assets/${RING_ASSET_ID}`, AssetSchema, { name: '' })),
    ).toMatchObject({ status: 422 });
  });

  it('deletes with a message', async () => {
    await expect(
      api.delete(`/api/assets/${RING_ASSET_ID}`, MessageResponseSchema),
    ).resolves.toEqual({
      message: 'Design deleted.',
    });
  });

  it('can stay pending or fail', async () => {
    server.use(assetHandlers.error('getAsset', 503, 'Down for maintenance.'));
    expect(await failure(api.get(`/api/assets/${RING_ASSET_ID}`, AssetSchema))).toMatchObject({
      status: 503,
      detail: 'Down for maintenance.',
    });
  });
});

describe('designs', () => {
  it('analyses an uploaded file', async () => {
    const form = new FormData();
    form.append('file', new File(['x'], 'ring.jpg', { type: 'image/jpeg' }));
    const design = await api.upload('/api/designs/initiate-analysis', TemporaryDesignSchema, form);
    expect(design.temporary_id).toBeTruthy();
    server.use(designHandlers.error(413, 'The image is too large.'));
    expect(
      await failure(api.upload('/api/designs/initiate-analysis', TemporaryDesignSchema, form)),
    ).toMatchObject({ status: 413 });
  });
});

describe('transformations', () => {
  it('lists the visuals of one asset only', async () => {
    const ring = await api.get('/api/transformations', TransformationListResponseSchema, {
      query: { asset_id: RING_ASSET_ID },
    });
    expect(ring).toHaveLength(makeVisualHistory().length);
    const necklace = await api.get('/api/transformations', TransformationListResponseSchema, {
      query: { asset_id: NECKLACE_ASSET_ID },
    });
    expect(necklace).toEqual([]);
    const failed = await api.get('/api/transformations', TransformationListResponseSchema, {
      query: { status: 'failed' },
    });
    expect(failed.map((item) => item.status)).toEqual(['failed']);
  });

  it('queues an expand job built by the visual rules', async () => {
    const result = buildExpandPayload(makeAsset(), makeTransformation(), 'story_reel');
    if (!result.ok) throw new Error(result.error);
    const created = await api.post('/api/transformations', TransformationSchema, result.payload);
    expect(created).toMatchObject({
      status: 'queued',
      scene_name: 'White seamless (story reel)',
      pipeline_step_name: 'ring_expand_story_reel',
    });
  });

  it('answers polls in turn', async () => {
    const queued = makeTransformation({ status: 'queued' });
    server.use(transformationHandlers.sequence([[queued], [makeTransformation()]]));
    const statuses = [];
    for (let poll = 0; poll < 3; poll++) {
      const list = await api.get('/api/transformations', TransformationListResponseSchema);
      statuses.push(list[0]?.status);
    }
    expect(statuses).toEqual(['queued', 'completed', 'completed']);
  });

  it('reports too few credits with 402', async () => {
    server.use(transformationHandlers.notEnoughCredits());
    const result = buildExpandPayload(makeAsset(), makeTransformation(), 'social_post');
    if (!result.ok) throw new Error(result.error);
    expect(
      await failure(api.post('/api/transformations', TransformationSchema, result.payload)),
    ).toMatchObject({ status: 402, code: 'insufficient_credits' });
  });
});

describe('subscriptions', () => {
  it('opens checkout and the portal, validating return URLs', async () => {
    const session = await api.post(
      '/api/subscriptions/create-checkout-session',
      CheckoutSessionResponseSchema,
      {
        priceId: 'price_mock_pro_monthly',
        successUrl: 'http://localhost/payment/success',
        cancelUrl: 'http://localhost/pricing',
      },
    );
    expect(session.sessionId).toBeTruthy();
    const portal = await api.post(
      '/api/subscriptions/create-portal-session',
      PortalSessionResponseSchema,
      { returnUrl: 'http://localhost/pricing' },
    );
    expect(portal.url).toBeTruthy();
    expect(
      await failure(
        api.post(
          '/api/subscriptions/create-credit-checkout-session',
          CheckoutSessionResponseSchema,
          {
            quantity: 0,
            successUrl: 'http://localhost/payment/success',
            cancelUrl: 'http://localhost/pricing',
          },
        ),
      ),
    ).toMatchObject({ status: 422 });
  });
});
