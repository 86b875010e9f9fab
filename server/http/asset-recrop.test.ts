// PUT /api/assets/{id}/crop and PUT /api/assets/{id} with a crop drawn in edit mode, or a
// confirmation of the cut-out: the real app, PGlite and storage, on a drawn photo of a ring (the
// cut-out is really made from the crop).
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { AssetSchema, CutoutMetadataSchema } from '../../src/api/asset';
import { ErrorBodySchema } from '../../src/api/common';
import { TransformationSchema } from '../../src/api/transformation';
import { assets, transformations, type AssetRow } from '../db/schema';
import { createTransformationJobHandler, type RenderInput } from '../jobs/worker';
import { silentLogger } from '../logger';
import { assetFileKey, CUTOUT_FILE, manualCropKey } from '../storage/key-layout';
import { setupTestApp } from '../test/app';
import {
  DRAWN_HEIGHT,
  DRAWN_WIDTH,
  drawnRingCutout,
  drawnRingPhoto,
  insertProfile,
} from '../test/fixtures';

const testApp = setupTestApp();
const ADA = 'user-ada';
const BOB = 'user-bob';

beforeEach(async () => {
  await testApp.database.truncateAll();
  await insertProfile(testApp.db, ADA, 40);
  await insertProfile(testApp.db, BOB, 40);
});

/** A saved photo design with its crop and its automatic cut-out (version 1, unconfirmed). */
async function photoAsset(userId: string): Promise<AssetRow> {
  const assetId = randomUUID();
  const original = assetFileKey(userId, assetId, 'original.webp');
  const crop = assetFileKey(userId, assetId, 'crop.webp');
  const cutout = assetFileKey(userId, assetId, CUTOUT_FILE);
  await testApp.storage.put(original, await drawnRingPhoto(), 'image/webp');
  await testApp.storage.put(crop, await drawnRingPhoto(), 'image/webp');
  await testApp.storage.put(cutout, await drawnRingCutout(), 'image/png');
  const [row] = await testApp.db
    .insert(assets)
    .values({
      assetId,
      userId,
      name: 'Gold Ring',
      jewelryType: 'ring',
      imageStyle: 'photo',
      s3KeyOriginalUpload: original,
      s3KeyCroppedImage: crop,
      s3KeyCutout: cutout,
      cutoutStyle: 'photo',
      cutoutWidth: DRAWN_WIDTH,
      cutoutHeight: DRAWN_HEIGHT,
      cutoutReview: 'suggested',
      cutoutReviewReasons: ['Check the edges.'],
    })
    .returning();
  return row!;
}

/** A square crop around the ring, uploaded as the crop endpoint stores it. */
const CROP_SIDE = 60;
async function uploadedCrop(userId: string): Promise<string> {
  const key = manualCropKey(userId, randomUUID());
  const webp = await sharp(await drawnRingPhoto())
    .extract({ left: 18, top: 2, width: CROP_SIDE, height: CROP_SIDE })
    .webp({ lossless: true })
    .toBuffer();
  await testApp.storage.put(key, webp, 'image/webp');
  return key;
}

const details = { name: 'Gold Ring', jewelry_type: 'ring' };
const update = (userId: string, id: string, body: object) =>
  testApp.call(userId, 'PUT', `/api/assets/${id}`, { ...details, ...body });
const errorOf = (json: unknown) => ErrorBodySchema.parse(json);
const rowOf = async (assetId: string) =>
  (await testApp.db.select().from(assets).where(eq(assets.assetId, assetId)))[0]!;
/** The files in the asset's folder (not the storage's own metadata beside them). */
const filesOf = async (asset: AssetRow) =>
  (
    await readdir(join(testApp.storage.rootDir, 'users', asset.userId, 'assets', asset.assetId))
  ).filter((name) => !name.includes('#'));

async function getPng(userId: string, path: string): Promise<Buffer> {
  const res = await testApp.build().request(path, {
    headers: { Authorization: `Bearer ${await testApp.tokenFor(userId)}` },
  });
  expect(res.status, path).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function orderPackShot(asset: AssetRow) {
  const res = await testApp.call(asset.userId, 'POST', '/api/transformations', {
    asset_id: asset.assetId,
    pipeline_step_name: 'ring_pack_shot',
    source_image_s3_path: asset.s3KeyCroppedImage,
    quality: 'standard',
    composition_type: 'pack_shot',
    scene_name: null,
  });
  expect(res.status).toBe(201);
  return TransformationSchema.parse(res.json);
}

describe('PUT /api/assets/{id} with a crop drawn in edit mode', () => {
  it('takes the crop and makes the cut-out again from it as a new version', async () => {
    const asset = await photoAsset(ADA);
    const before = await orderPackShot(asset);
    expect(before.cutout_version).toBe(1);
    const crop = await uploadedCrop(ADA);

    const res = await update(ADA, asset.assetId, { s3_key_cropped_image: crop });
    expect(res.status).toBe(200);
    const saved = AssetSchema.parse(res.json);
    expect(saved).toMatchObject({
      cutout_version: 2,
      cutout_width: CROP_SIDE,
      cutout_height: CROP_SIDE,
      cutout_source_width: CROP_SIDE,
      cutout_source_height: CROP_SIDE,
      cutout_strokes: [],
      cutout_confirmed: false,
    });
    expect(['ok', 'suggested', 'required']).toContain(saved.cutout_review);

    // The crop is the asset's own copy now; the upload is gone, the row names the new files.
    const row = await rowOf(asset.assetId);
    expect(saved.s3_key_cropped_image).toBe(row.s3KeyCroppedImage);
    expect(row.s3KeyCroppedImage).toMatch(
      new RegExp(`^users/${ADA}/assets/${asset.assetId}/crop-v2-[0-9a-f]+\\.webp$`),
    );
    expect(row.s3KeyCutoutSource).toBe(row.s3KeyCroppedImage);
    expect(row.s3KeyCutout).not.toBe(asset.s3KeyCutout);
    expect(row.s3KeyCutoutAuto).toBeNull(); // the new cut-out is its own automatic one
    expect(await testApp.storage.exists(crop)).toBe(false);
    expect(await testApp.storage.exists(row.s3KeyCroppedImage!)).toBe(true);

    // The PNG has the crop's aspect (and size), not the original's.
    const png = await getPng(ADA, `/api/assets/${asset.assetId}/cutout`);
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height, meta.channels]).toEqual([CROP_SIDE, CROP_SIDE, 4]);

    // The visual ordered before keeps version 1 (and the crop it was ordered from).
    const [visual] = await testApp.db
      .select()
      .from(transformations)
      .where(eq(transformations.transformationId, before.transformation_id));
    expect(visual).toMatchObject({ cutoutVersion: 1, cutoutKey: asset.s3KeyCutout });
    expect(await testApp.storage.exists(asset.s3KeyCutout!)).toBe(true);
    expect(await testApp.storage.exists(asset.s3KeyCroppedImage!)).toBe(true);
    const seen: Buffer[] = [];
    const run = createTransformationJobHandler({
      db: testApp.db,
      storage: testApp.storage,
      logger: silentLogger,
      retryLimit: 0,
      render: async (input: RenderInput) => {
        seen.push(input.cutout!);
        const webp = await sharp({
          create: { width: 64, height: 64, channels: 3, background: '#c9a86a' },
        })
          .webp()
          .toBuffer();
        return { mainView: webp, thumbnail: webp, fidelity: 0.99 };
      },
    });
    const id = before.transformation_id;
    expect(await run({ id, data: { transformationId: id } })).toBe('completed');
    expect(seen[0]!.equals(await drawnRingCutout())).toBe(true);
    expect((await orderPackShot(row)).cutout_version).toBe(2);

    // Corrections now work in the crop's pixels, and a reset comes back to the re-crop's cut-out.
    const reset = await testApp.call(ADA, 'PUT', `/api/assets/${asset.assetId}/cutout`, {
      reset: true,
    });
    expect(reset.status).toBe(200);
    expect(CutoutMetadataSchema.parse(reset.json)).toMatchObject({
      cutout_version: 3,
      cutout_width: CROP_SIDE,
      cutout_source_width: CROP_SIDE,
    });
    expect((await getPng(ADA, `/api/assets/${asset.assetId}/cutout`)).equals(png)).toBe(true);
  }, 30_000);

  it('removes earlier files nothing uses, and confirms the new cut-out when asked to', async () => {
    const asset = await photoAsset(ADA);
    const crop = await uploadedCrop(ADA);
    const res = await update(ADA, asset.assetId, {
      s3_key_cropped_image: crop,
      cutout_confirmed: true,
    });
    expect(res.status).toBe(200);
    expect(AssetSchema.parse(res.json).cutout_confirmed).toBe(true);
    const row = await rowOf(asset.assetId);
    expect(await testApp.storage.exists(asset.s3KeyCutout!)).toBe(false);
    expect(await testApp.storage.exists(asset.s3KeyCroppedImage!)).toBe(false);
    expect((await filesOf(asset)).sort()).toEqual(
      ['original.webp', row.s3KeyCroppedImage!, row.s3KeyCutout!]
        .map((key) => key.split('/').pop()!)
        .sort(),
    );
  }, 30_000);

  it.each([
    ['another user’s crop', () => Promise.resolve(manualCropKey(BOB, randomUUID()))],
    ['a file of the asset itself', () => Promise.resolve(`users/${ADA}/assets/x/original.webp`)],
  ])('refuses %s with 422 naming the field, changing nothing', async (_, keyOf) => {
    const asset = await photoAsset(ADA);
    const key = await keyOf();
    const res = await update(ADA, asset.assetId, { name: 'Renamed', s3_key_cropped_image: key });
    expect(res.status).toBe(422);
    expect(errorOf(res.json).detail).toBe(
      'Invalid request body: s3_key_cropped_image: is not a crop you uploaded.',
    );
    expect(await rowOf(asset.assetId)).toEqual(asset);
  });

  it('refuses a crop whose file is missing or unreadable with 422, leaving no file behind', async () => {
    const asset = await photoAsset(ADA);
    const files = await filesOf(asset);
    const missing = await update(ADA, asset.assetId, {
      s3_key_cropped_image: manualCropKey(ADA, randomUUID()),
    });
    expect(missing.status).toBe(422);
    expect(errorOf(missing.json).detail).toContain('s3_key_cropped_image: names a file');

    const broken = manualCropKey(ADA, randomUUID());
    await testApp.storage.put(broken, Buffer.from('not an image'), 'image/webp');
    const unreadable = await update(ADA, asset.assetId, { s3_key_cropped_image: broken });
    expect(unreadable.status).toBe(422);
    expect(errorOf(unreadable.json).detail).toContain('s3_key_cropped_image: is not an image');
    expect(await rowOf(asset.assetId)).toEqual(asset);
    expect((await filesOf(asset)).sort()).toEqual(files.sort());
  });

  it('is a 404 for an unknown asset or another user’s', async () => {
    const crop = await uploadedCrop(ADA);
    const id = randomUUID();
    const unknown = await update(ADA, id, { s3_key_cropped_image: crop });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown.json).detail).toBe(`Asset with ID "${id}" not found.`);
    const bobs = await photoAsset(BOB);
    const theirs = await update(ADA, bobs.assetId, { s3_key_cropped_image: crop });
    expect(theirs.status).toBe(404);
    expect(await rowOf(bobs.assetId)).toEqual(bobs);
    expect(await testApp.storage.exists(crop)).toBe(true);
  });
});

/** A crop through the ring's edge: its cut-out runs along the frame, review 'required'. */
async function tightCrop(userId: string): Promise<string> {
  const key = manualCropKey(userId, randomUUID());
  const webp = await sharp(await drawnRingPhoto())
    .extract({ left: 40, top: 20, width: 30, height: 30 })
    .webp({ lossless: true })
    .toBuffer();
  await testApp.storage.put(key, webp, 'image/webp');
  return key;
}

describe('PUT /api/assets/{id}/crop, then the details', () => {
  it('makes the re-cropped cut-out at once, and saving waits for its confirmation', async () => {
    const asset = await photoAsset(ADA);
    const crop = await tightCrop(ADA);
    const path = `/api/assets/${asset.assetId}/crop`;
    // Another user's asset is not found, and stays as it was.
    expect((await testApp.call(BOB, 'PUT', path, { s3_key_cropped_image: crop })).status).toBe(404);
    const res = await testApp.call(ADA, 'PUT', path, { s3_key_cropped_image: crop });
    expect(res.status).toBe(200);
    const metadata = CutoutMetadataSchema.parse(res.json);
    expect(metadata).toMatchObject({
      cutout_version: 2,
      cutout_review: 'required',
      cutout_confirmed: false,
      cutout_source_width: 30,
      cutout_source_height: 30,
      strokes_applied: 0,
    });
    expect(metadata.cutout_review_reasons.join(' ')).toMatch(/edge of the photo/);
    const png = await getPng(ADA, `/api/assets/${asset.assetId}/cutout?v=2`);
    expect(await sharp(png).metadata()).toMatchObject({ width: 30, height: 30 });
    expect(await testApp.storage.exists(crop)).toBe(false);

    // Saving the details without confirming the new cut-out is refused, saying why.
    const unconfirmed = await update(ADA, asset.assetId, { name: 'Tight Ring' });
    expect(unconfirmed.status).toBe(422);
    expect(errorOf(unconfirmed.json)).toMatchObject({ code: 'cutout_confirmation_required' });
    expect(errorOf(unconfirmed.json).detail).toMatch(
      /^Invalid request body: cutout_confirmed: the cut-out of this design needs your review \(The cut-out runs along the edge/,
    );
    expect((await rowOf(asset.assetId)).name).toBe('Gold Ring');

    // Nor is a visual made from it: no credit reserved, no visual recorded.
    const order = await testApp.call(ADA, 'POST', '/api/transformations', {
      asset_id: asset.assetId,
      pipeline_step_name: 'ring_pack_shot',
      source_image_s3_path: (await rowOf(asset.assetId)).s3KeyCroppedImage,
      quality: 'standard',
      composition_type: 'pack_shot',
      scene_name: null,
    });
    expect(order.status).toBe(422);
    expect(errorOf(order.json)).toMatchObject({ code: 'cutout_confirmation_required' });
    expect(await testApp.db.select().from(transformations)).toEqual([]);

    const confirmed = await update(ADA, asset.assetId, {
      name: 'Tight Ring',
      cutout_confirmed: true,
    });
    expect(confirmed.status).toBe(200);
    expect(AssetSchema.parse(confirmed.json)).toMatchObject({
      name: 'Tight Ring',
      cutout_version: 2,
      cutout_confirmed: true,
    });
    // Confirmed, it makes visuals again.
    expect((await orderPackShot(await rowOf(asset.assetId))).asset_id).toBe(asset.assetId);
  }, 30_000);

  it('refuses a crop and its unseen cut-out in one save when that cut-out must be checked', async () => {
    const asset = await photoAsset(ADA);
    const files = await filesOf(asset);
    const crop = await tightCrop(ADA);
    const res = await update(ADA, asset.assetId, { s3_key_cropped_image: crop });
    expect(res.status).toBe(422);
    expect(errorOf(res.json)).toMatchObject({ code: 'cutout_confirmation_required' });
    expect(errorOf(res.json).detail).toContain(
      'cutout_confirmed: the cut-out made from this crop needs your review',
    );
    expect(await rowOf(asset.assetId)).toEqual(asset);
    expect((await filesOf(asset)).sort()).toEqual(files.sort());
  }, 30_000);

  it('refuses crops it cannot use with 422 naming the field', async () => {
    const asset = await photoAsset(ADA);
    const path = `/api/assets/${asset.assetId}/crop`;
    const cases: [unknown, string][] = [
      [{ s3_key_cropped_image: manualCropKey(BOB, randomUUID()) }, 's3_key_cropped_image: is not'],
      [{ s3_key_cropped_image: manualCropKey(ADA, randomUUID()) }, 's3_key_cropped_image: names'],
      [{ s3_key_cropped_image: null }, 's3_key_cropped_image'],
    ];
    for (const [body, detail] of cases) {
      const res = await testApp.call(ADA, 'PUT', path, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(errorOf(res.json).detail).toContain(detail);
    }
    expect(await rowOf(asset.assetId)).toEqual(asset);
  });
});

describe('PUT /api/assets/{id} with cutout_confirmed', () => {
  it('records when the designer confirmed the cut-out, and nothing else of it changes', async () => {
    const asset = await photoAsset(ADA);
    const started = Date.now();
    const res = await update(ADA, asset.assetId, { cutout_confirmed: true });
    expect(res.status).toBe(200);
    expect(AssetSchema.parse(res.json)).toMatchObject({
      cutout_confirmed: true,
      cutout_version: 1,
    });
    const row = await rowOf(asset.assetId);
    expect(row.cutoutConfirmedAt!.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(row.cutoutConfirmedAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect({ ...row, cutoutConfirmedAt: null, updatedAt: asset.updatedAt }).toEqual(asset);

    // Left out (or false), an earlier confirmation stays.
    await update(ADA, asset.assetId, { cutout_confirmed: false });
    expect((await rowOf(asset.assetId)).cutoutConfirmedAt).toEqual(row.cutoutConfirmedAt);
  });
});
