// The whole issue from the designer's side: order a visual through the API, let the worker make
// it, and read it back with its URLs, its fidelity and the credits it cost; then expand it.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditBalance } from '../billing/credits';
import { silentLogger } from '../logger';
import { renderTransformation } from '../studio/render/render-transformation';
import { fixtureImage } from '../studio/testing/fixture-images';
import { TEST_EXTRACTION_SIDE } from '../studio/testing/test-cutouts';
import { setupTestApp } from '../test/app';
import { insertAsset, insertProfile } from '../test/fixtures';
import { startTransformationWorker, type TransformationWorker } from './worker';

const app = setupTestApp();
let worker: TransformationWorker;

beforeAll(async () => {
  worker = await startTransformationWorker({
    boss: app.queue.boss,
    db: app.db,
    storage: app.storage,
    logger: silentLogger,
    render: (input) =>
      renderTransformation(input, { extractionMaxSide: TEST_EXTRACTION_SIDE, longSide: 320 }),
    retryLimit: 2,
    concurrency: 1,
  });
});

afterAll(() => worker.stop());

interface Visual {
  transformation_id: string;
  status: string;
  display_url: string | null;
  output_asset_urls: { main_view: string | null; thumbnail_url: string | null };
  output_asset_paths: { main_view: string } | null;
  fidelity_score: number | null;
}

async function waitFor(userId: string, id: string): Promise<Visual> {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const { json } = await app.call(userId, 'GET', `/api/transformations/${id}`);
    const visual = json as Visual;
    if (visual.status === 'completed' || visual.status === 'failed') return visual;
    if (Date.now() > deadline) throw new Error(`Still ${visual.status}.`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe('a visual ordered through the API', () => {
  it('is made by the worker, served with its URLs and paid for once; then expanded', async () => {
    const userId = 'worker-api-user';
    await insertProfile(app.db, userId, 15);
    // A design from before cut-outs were stored: the worker makes its cut-out from the original.
    const asset = await insertAsset(app.db, app.storage, userId, {
      imageStyle: 'photo',
      withCutout: false,
    });
    await app.storage.put(
      asset.s3KeyOriginalUpload,
      await fixtureImage('photo_ring_01.jpg'),
      'image/jpeg',
    );

    const ordered = await app.call(userId, 'POST', '/api/transformations', {
      asset_id: asset.assetId,
      pipeline_step_name: 'ring_pack_shot',
      source_image_s3_path: asset.s3KeyCroppedImage,
      quality: 'standard',
      composition_type: 'pack_shot',
      scene_name: 'Black velvet',
    });
    expect(ordered.status).toBe(201);
    const visual = await waitFor(userId, (ordered.json as Visual).transformation_id);
    expect(visual.status).toBe('completed');
    expect(visual.fidelity_score).toBeGreaterThanOrEqual(0.97);
    expect(visual.display_url).toBe(visual.output_asset_urls.main_view);
    expect(visual.output_asset_urls.thumbnail_url).toBeTruthy();
    const main = await app.storage.get(visual.output_asset_paths!.main_view);
    expect(await sharp(main!.body).metadata()).toMatchObject({ format: 'webp', width: 320 });

    const expanded = await app.call(userId, 'POST', '/api/transformations', {
      asset_id: asset.assetId,
      pipeline_step_name: 'ring_expand_website_banner',
      source_image_s3_path: visual.output_asset_paths!.main_view,
      quality: 'standard',
      composition_type: 'expand',
      scene_name: null,
    });
    expect(expanded.status).toBe(201);
    const banner = await waitFor(userId, (expanded.json as Visual).transformation_id);
    expect(banner.status).toBe('completed');
    const wide = await app.storage.get(banner.output_asset_paths!.main_view);
    expect(await sharp(wide!.body).metadata()).toMatchObject({ width: 320, height: 180 });

    const { consistent, ledger, profile } = await auditBalance(app.db, userId);
    expect(consistent).toBe(true);
    expect(profile.lockedCredits).toBe(0);
    expect(profile.availableCredits + ledger.consumed).toBe(15);
  }, 60_000);
});
