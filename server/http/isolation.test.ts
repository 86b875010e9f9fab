// Two designers: whatever Bob does with Ada's asset or visual, by any method, he gets the same 404
// a missing one gets (so he cannot even learn it exists), and nothing of Ada's changes.
import { beforeAll, describe, expect, it } from 'vitest';
import { assets, creditLedger, profiles, temporaryDesigns, transformations } from '../db/schema';
import { setupTestApp } from '../test/app';
import { insertAsset, insertProfile, insertTemporaryDesign, insertVisual } from '../test/fixtures';
import type { AssetRow, TemporaryDesignRow, TransformationRow } from '../db/schema';

const testApp = setupTestApp();
const ADA = 'user-ada';
const BOB = 'user-bob';

let adaRing: AssetRow;
let adaVisual: TransformationRow;
let adaQueued: TransformationRow;
let adaUpload: TemporaryDesignRow;
let bobRing: AssetRow;

beforeAll(async () => {
  const { db, storage } = testApp;
  await testApp.database.truncateAll();
  await insertProfile(db, ADA, 20);
  await insertProfile(db, BOB, 20);
  adaRing = await insertAsset(db, storage, ADA);
  adaVisual = await insertVisual(db, storage, adaRing);
  adaQueued = await insertVisual(db, storage, adaRing, { status: 'queued' });
  adaUpload = await insertTemporaryDesign(db, storage, ADA);
  bobRing = await insertAsset(db, storage, BOB);
});

/** Everything of Ada's that a call could change: rows, balances and files. */
async function snapshotOfAda() {
  const { db, storage } = testApp;
  const files = [
    adaRing.s3KeyOriginalUpload,
    adaRing.s3KeyCroppedImage!,
    adaVisual.outputKeys.main_view!,
    adaUpload.s3KeyOriginalUpload,
    adaRing.s3KeyCutout!,
    adaUpload.s3KeyCutout!,
  ];
  return {
    profiles: await db.select().from(profiles).orderBy(profiles.userId),
    assets: await db.select().from(assets).orderBy(assets.assetId),
    transformations: await db
      .select()
      .from(transformations)
      .orderBy(transformations.transformationId),
    temporaryDesigns: await db.select().from(temporaryDesigns),
    ledger: await db.select().from(creditLedger).orderBy(creditLedger.id),
    files: await Promise.all(files.map((key) => storage.exists(key))),
  };
}

const METHODS = ['GET', 'PUT', 'PATCH', 'POST', 'DELETE'];
const editBody = { name: 'Stolen', jewelry_type: 'necklace' };

describe("another user's resources", () => {
  it.each(METHODS)("are a 404 for %s on Ada's asset", async (method) => {
    const before = await snapshotOfAda();
    const path = `/api/assets/${adaRing.assetId}`;
    const res = await testApp.call(
      BOB,
      method,
      path,
      method === 'GET' || method === 'DELETE' ? undefined : editBody,
    );
    expect(res.status).toBe(404);
    expect(await snapshotOfAda()).toEqual(before);
  });

  it('gives the very answer a missing asset gets', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const body = method === 'PUT' ? editBody : undefined;
      const res = await testApp.call(BOB, method, `/api/assets/${adaRing.assetId}`, body);
      expect(res.json).toEqual({
        detail: `Asset with ID "${adaRing.assetId}" not found.`,
        code: 'not_found',
      });
    }
  });

  it("cannot see the cut-out of Ada's asset or upload: the very 404 of a missing one", async () => {
    const before = await snapshotOfAda();
    const paths = [
      [`/api/assets/${adaRing.assetId}/cutout`, `Asset with ID "${adaRing.assetId}" not found.`],
      [
        `/api/designs/${adaUpload.temporaryId}/cutout`,
        `Temporary design with ID "${adaUpload.temporaryId}" not found. Please upload the design again.`,
      ],
    ];
    for (const [path, detail] of paths) {
      const res = await testApp.call(BOB, 'GET', path!);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ detail, code: 'not_found' });
      // Ada herself sees it.
      const own = await testApp.build().request(path!, { headers: await testApp.headersFor(ADA) });
      expect(own.status).toBe(200);
    }
    expect(await snapshotOfAda()).toEqual(before);
  });

  it.each(METHODS)("are a 404 for %s on Ada's visuals", async (method) => {
    const before = await snapshotOfAda();
    for (const visual of [adaVisual, adaQueued]) {
      const path = `/api/transformations/${visual.transformationId}`;
      const res = await testApp.call(
        BOB,
        method,
        path,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(res.status).toBe(404);
    }
    expect(await snapshotOfAda()).toEqual(before);
  });

  it("cannot list Ada's visuals", async () => {
    const res = await testApp.call(BOB, 'GET', `/api/transformations?asset_id=${adaRing.assetId}`);
    expect(res.status).toBe(404);
    const own = await testApp.call(BOB, 'GET', '/api/transformations');
    expect(own.json).toEqual([]);
  });

  it("cannot order a visual of Ada's asset, even with his own source image", async () => {
    const before = await snapshotOfAda();
    for (const source of [adaRing.s3KeyCroppedImage, bobRing.s3KeyCroppedImage]) {
      const res = await testApp.call(BOB, 'POST', '/api/transformations', {
        asset_id: adaRing.assetId,
        pipeline_step_name: 'ring_pack_shot',
        source_image_s3_path: source,
        quality: 'standard',
        composition_type: 'pack_shot',
        scene_name: null,
      });
      expect(res.status).toBe(404);
    }
    expect(await snapshotOfAda()).toEqual(before);
  });

  it("cannot expand Ada's visual from his own asset", async () => {
    const res = await testApp.call(BOB, 'POST', '/api/transformations', {
      asset_id: bobRing.assetId,
      pipeline_step_name: 'ring_expand_social_post',
      source_image_s3_path: adaVisual.outputKeys.main_view,
      quality: 'standard',
      composition_type: 'expand',
      scene_name: 'White seamless (social post)',
    });
    expect(res.status).toBe(422);
  });

  it("cannot confirm Ada's upload", async () => {
    const before = await snapshotOfAda();
    const res = await testApp.call(BOB, 'POST', '/api/assets', {
      temporary_id: adaUpload.temporaryId,
      name: 'Stolen',
      jewelry_type: 'ring',
      s3_key_original_upload: adaUpload.s3KeyOriginalUpload,
      s3_key_cropped_image: adaUpload.s3KeyCroppedImage,
      detected_characteristics: {
        ...adaUpload.analysis.detected_characteristics!,
        image_style: 'sketch',
      },
      difficulty_assessment: null,
      technical_quality_report: null,
    });
    expect(res.status).toBe(404);
    expect(await snapshotOfAda()).toEqual(before);
  });

  it("does not see Ada's assets in his list", async () => {
    const res = await testApp.call(BOB, 'GET', '/api/assets');
    expect(res.json).toMatchObject({ total: 1, items: [{ asset_id: bobRing.assetId }] });
  });
});
