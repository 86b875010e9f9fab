// A 3D visual through the transformation worker with the real renderer: it completes, its
// three-quarter render is stored as its main view and thumbnail and the GLB as its model, its
// fidelity is recorded, and it consumes the credits the catalogue charges for it (8 standard,
// 12 HD), exactly once.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { costOf, type Quality } from '../../../../src/api/catalogue';
import { assets, creditLedger, transformations } from '../../../db/schema';
import { createTransformationJobHandler, type RenderTransformation } from '../../../jobs/worker';
import { silentLogger } from '../../../logger';
import { setupTestApp } from '../../../test/app';
import { insertAsset, insertProfile, insertVisual, profileOf } from '../../../test/fixtures';
import { toTransformationResponse } from '../../../transformations/transformation-response';
import { fixtureImage } from '../../testing/fixture-images';
import { TEST_EXTRACTION_SIDE } from '../../testing/test-cutouts';
import { renderTransformation } from '../render-transformation';

const app = setupTestApp();

const render: RenderTransformation = (input) =>
  renderTransformation(input, { extractionMaxSide: TEST_EXTRACTION_SIDE, longSide: 256 });

describe('a 3D model through the worker', () => {
  it.each(['standard', 'hd'] as const)(
    'completes a %s 3D visual and consumes its credits once',
    async (quality: Quality) => {
      const cost = costOf('3d_model', quality);
      expect(cost).toBe(quality === 'standard' ? 8 : 12);
      const userId = `user-${randomUUID()}`;
      await insertProfile(app.db, userId, 20);
      const asset = await insertAsset(app.db, app.storage, userId);
      await app.db
        .update(assets)
        .set({ imageStyle: 'photo', jewelryType: 'ring', material: 'Platinum' })
        .where(eq(assets.assetId, asset.assetId));
      const visual = await insertVisual(app.db, app.storage, asset, {
        status: 'queued',
        kind: '3d_model',
        quality,
        cost,
      });
      await app.storage.put(
        visual.sourceImageS3Path,
        await fixtureImage('photo_ring_01.jpg'),
        'image/jpeg',
      );
      const job = {
        id: visual.transformationId,
        data: { transformationId: visual.transformationId },
      };
      const run = createTransformationJobHandler({
        db: app.db,
        storage: app.storage,
        logger: silentLogger,
        render,
        retryLimit: 2,
      });

      expect(await run(job)).toBe('completed');
      expect(await run(job)).toBe('skipped');

      const [row] = await app.db
        .select()
        .from(transformations)
        .where(eq(transformations.transformationId, visual.transformationId));
      expect(row!.status).toBe('completed');
      expect(row!.fidelityScore).toBeGreaterThanOrEqual(0.97);
      const thumbnail = await app.storage.get(row!.outputKeys.thumbnail!);
      expect(thumbnail?.contentType).toBe('image/webp');
      expect(await sharp(thumbnail!.body).metadata()).toMatchObject({ format: 'webp', width: 256 });
      // The model itself, under the visual's own folder, served as a binary glTF.
      expect(row!.outputKeys.model_glb).toMatch(
        new RegExp(`/transformations/${visual.transformationId}/model\\.glb$`),
      );
      const model = await app.storage.get(row!.outputKeys.model_glb!);
      expect(model?.contentType).toBe('model/gltf-binary');
      expect(model!.body.toString('latin1', 0, 4)).toBe('glTF');
      // What the UI gets: a 3D step shows its thumbnail_url (spec §3 preview rule).
      const response = await toTransformationResponse(row!, app.storage);
      expect(response.pipeline_step_name).toBe('ring_3d_model');
      expect(response.output_asset_urls?.thumbnail_url).toBeTruthy();
      expect(response.display_url).toBeTruthy();
      expect(response.output_asset_urls?.model_glb).toBeTruthy();

      const entries = await app.db
        .select({ entry: creditLedger.entry })
        .from(creditLedger)
        .where(and(eq(creditLedger.transformationId, visual.transformationId)));
      expect(entries.map(({ entry }) => entry).sort()).toEqual(['consume', 'reserve']);
      expect(await profileOf(app.db, userId)).toMatchObject({
        availableCredits: 20 - cost,
        lockedCredits: 0,
      });
    },
    60_000,
  );
});
