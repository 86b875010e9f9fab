import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AssetListResponseSchema,
  AssetSchema,
  CutoutMetadataSchema,
  type CreateAssetRequest,
} from '../../src/api/asset';
import { criterionScores } from '../../src/api/assessment';
import { ErrorBodySchema, MessageResponseSchema } from '../../src/api/common';
import { auditBalance } from '../billing/credits';
import { assets, temporaryDesigns, transformations, type TemporaryDesignRow } from '../db/schema';
import { silentLogger } from '../logger';
import { assetFolder, manualCropKey } from '../storage/key-layout';
import { setupTestApp } from '../test/app';
import {
  analysisOf,
  DRAWN_HEIGHT,
  DRAWN_WIDTH,
  drawnRingCutout,
  drawnRingPhoto,
  IMAGE_BYTES,
  insertAsset,
  insertProfile,
  insertTemporaryDesign,
  insertVisual,
  profileOf,
  PHOTO_ASSESSMENT,
  SKETCH_ASSESSMENT,
} from '../test/fixtures';

const testApp = setupTestApp();
const ADA = 'user-ada';
const BOB = 'user-bob';

beforeEach(async () => {
  await testApp.database.truncateAll();
  await insertProfile(testApp.db, ADA, 20);
  await insertProfile(testApp.db, BOB, 20);
});

const asAda = (method: string, path: string, body?: unknown) =>
  testApp.call(ADA, method, path, body);

function errorOf(json: unknown) {
  return ErrorBodySchema.parse(json);
}

/** What the confirm screen sends for a temporary design (spec §7). */
function confirmBody(
  temporary: TemporaryDesignRow,
  overrides: Partial<CreateAssetRequest> = {},
): Record<string, unknown> {
  const { analysis } = temporary;
  return {
    temporary_id: temporary.temporaryId,
    name: 'Celeste Halo Ring',
    jewelry_type: 'ring',
    material: 'Rose gold',
    gemstones: 'Pink sapphire, diamonds',
    description: 'Oval halo on a split shank.',
    s3_key_original_upload: temporary.s3KeyOriginalUpload,
    s3_key_cropped_image: temporary.s3KeyCroppedImage,
    detected_characteristics: {
      ...analysis.detected_characteristics!,
      image_style: analysis.detected_characteristics!.image_style,
    },
    difficulty_assessment: analysis.difficulty_assessment,
    technical_quality_report: analysis.technical_quality_report,
    ...overrides,
  };
}

describe('GET /api/assets', () => {
  const day = (n: number) => new Date(Date.UTC(2025, 2, n, 10));

  async function seedCollection() {
    const { db, storage } = testApp;
    const rows = {
      celeste: await insertAsset(db, storage, ADA, {
        name: 'Celeste Halo Ring',
        material: 'Rose gold',
        createdAt: day(1),
      }),
      aurora: await insertAsset(db, storage, ADA, {
        name: 'aurora pendant',
        jewelryType: 'necklace',
        material: 'Silver',
        gemstones: 'Moonstone',
        createdAt: day(2),
      }),
      brise: await insertAsset(db, storage, ADA, {
        name: 'Brise Cuff',
        jewelryType: 'bracelet',
        material: 'Yellow gold',
        gemstones: null,
        description: 'A 100%_recycled gold cuff.',
        createdAt: day(3),
      }),
      drop: await insertAsset(db, storage, ADA, {
        name: 'Dew Drop Earrings',
        jewelryType: 'earring',
        material: 'White gold',
        gemstones: 'Diamond',
        createdAt: day(4),
      }),
    };
    await insertAsset(db, storage, BOB, { name: 'Bob’s Celeste copy', createdAt: day(5) });
    await insertVisual(db, storage, rows.celeste);
    await insertVisual(db, storage, rows.celeste, { status: 'failed' });
    return rows;
  }

  async function list(query = '') {
    const res = await asAda('GET', `/api/assets${query}`);
    expect(res.status).toBe(200);
    return AssetListResponseSchema.parse(res.json);
  }

  it('answers an empty page for a new designer', async () => {
    expect(await list()).toEqual({ items: [], total: 0, limit: 24, offset: 0 });
  });

  it("lists the designer's own assets newest first, with visual counts", async () => {
    await seedCollection();
    const page = await list();
    expect(page.items.map((item) => item.name)).toEqual([
      'Dew Drop Earrings',
      'Brise Cuff',
      'aurora pendant',
      'Celeste Halo Ring',
    ]);
    expect(page.total).toBe(4);
    expect(page.items.map((item) => item.visual_count)).toEqual([0, 0, 0, 2]);
  });

  it('pages with limit and offset, and tells the total', async () => {
    await seedCollection();
    const first = await list('?limit=3');
    expect(first.items.map((item) => item.name)).toHaveLength(3);
    expect(first).toMatchObject({ total: 4, limit: 3, offset: 0 });
    const second = await list('?limit=3&offset=3');
    expect(second.items.map((item) => item.name)).toEqual(['Celeste Halo Ring']);
    expect(second).toMatchObject({ total: 4, limit: 3, offset: 3 });
    const beyond = await list('?limit=3&offset=9');
    expect(beyond).toMatchObject({ items: [], total: 4 });
  });

  it('sorts oldest first or by name, ignoring case', async () => {
    await seedCollection();
    expect((await list('?sort=oldest')).items.map((item) => item.name)).toEqual([
      'Celeste Halo Ring',
      'aurora pendant',
      'Brise Cuff',
      'Dew Drop Earrings',
    ]);
    expect((await list('?sort=name')).items.map((item) => item.name)).toEqual([
      'aurora pendant',
      'Brise Cuff',
      'Celeste Halo Ring',
      'Dew Drop Earrings',
    ]);
  });

  it('searches name, material, gemstones and description, ignoring case', async () => {
    await seedCollection();
    const names = async (q: string, extra = '') =>
      (await list(`?q=${encodeURIComponent(q)}${extra}`)).items.map((item) => item.name);
    expect(await names('CELESTE')).toEqual(['Celeste Halo Ring']);
    expect(await names('gold', '&sort=name')).toEqual([
      'Brise Cuff',
      'Celeste Halo Ring',
      'Dew Drop Earrings',
    ]);
    expect(await names('moonstone')).toEqual(['aurora pendant']);
    expect(await names('recycled')).toEqual(['Brise Cuff']);
    expect((await list('?q=gold&limit=1')).total).toBe(3);
  });

  it('matches % and _ literally', async () => {
    await seedCollection();
    const names = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`)).items.map((item) => item.name);
    expect(await names('100%_r')).toEqual(['Brise Cuff']);
    expect(await names('%')).toEqual(['Brise Cuff']);
    expect(await names('_')).toEqual(['Brise Cuff']);
    expect(await names('  ')).toHaveLength(4); // blank: no filter
  });

  it('filters by jewelry type, combined with search', async () => {
    await seedCollection();
    expect((await list('?jewelry_type=necklace')).items.map((item) => item.name)).toEqual([
      'aurora pendant',
    ]);
    expect((await list('?jewelry_type=ring&q=silver')).total).toBe(0);
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?offset=-1', 'offset'],
    ['?limit=ten', 'limit'],
    ['?sort=price', 'sort'],
    ['?jewelry_type=crown', 'jewelry_type'],
  ])('refuses %s with 422 naming %s', async (query, field) => {
    const res = await asAda('GET', `/api/assets${query}`);
    expect(res.status).toBe(422);
    expect(errorOf(res.json)).toMatchObject({
      code: 'invalid_query',
      detail: expect.stringMatching(new RegExp(`^Invalid query: ${field}: `)),
    });
  });

  it('ignores unknown query parameters', async () => {
    await seedCollection();
    expect((await list('?user_id=user-bob&owner=all')).total).toBe(4);
  });
});

describe('GET /api/assets/{id}', () => {
  it('answers the asset with signed URLs the app serves', async () => {
    const row = await insertAsset(testApp.db, testApp.storage, ADA);
    await insertVisual(testApp.db, testApp.storage, row);
    const res = await asAda('GET', `/api/assets/${row.assetId}`);
    expect(res.status).toBe(200);
    const asset = AssetSchema.parse(res.json);
    expect(asset).toMatchObject({
      asset_id: row.assetId,
      name: 'Celeste Halo Ring',
      jewelry_type: 'ring',
      image_style: 'sketch',
      s3_key_original_upload: row.s3KeyOriginalUpload,
      s3_key_cropped_image: row.s3KeyCroppedImage,
      base_fidelity_score: 6.17,
      visual_count: 1,
    });
    expect(asset.s3_founding_image_url).toBe(asset.cropped_image_url);
    expect(asset.s3_reference_url).toBe(asset.original_upload_url);
    expect(asset.original_upload_url).toMatch(/^\/files\/users\/user-ada\/assets\/.+signature=/);

    const app = testApp.build();
    for (const url of [asset.original_upload_url!, asset.cropped_image_url!]) {
      const file = await app.request(url);
      expect(file.status).toBe(200);
      expect(file.headers.get('Content-Type')).toBe('image/webp');
      expect(Buffer.from(await file.arrayBuffer())).toEqual(IMAGE_BYTES);
    }
    // Without the signature the file is not served.
    expect((await app.request(url(asset.original_upload_url!))).status).toBe(403);
  });

  it.each(['a missing id', 'a non-uuid id'])(
    'is a 404 with the spec detail for %s',
    async (kind) => {
      const id = kind === 'a missing id' ? randomUUID() : 'not-a-uuid';
      const res = await asAda('GET', `/api/assets/${id}`);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ detail: `Asset with ID "${id}" not found.`, code: 'not_found' });
    },
  );
});

describe('GET /api/assets/{id}/cutout', () => {
  async function cutoutOf(userId: string, assetId: string) {
    const res = await testApp.build().request(`/api/assets/${assetId}/cutout`, {
      headers: await testApp.headersFor(userId),
    });
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  }

  it('answers the stored cut-out as an RGBA PNG', async () => {
    const row = await insertAsset(testApp.db, testApp.storage, ADA);
    const { res, body } = await cutoutOf(ADA, row.assetId);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('Cache-Control')).toMatch(/private/);
    expect(body).toEqual(await drawnRingCutout());
    expect(await sharp(body).metadata()).toMatchObject({
      format: 'png',
      channels: 4,
      width: DRAWN_WIDTH,
      height: DRAWN_HEIGHT,
    });
  });

  it('makes an older design’s cut-out from its original once, and keeps it', async () => {
    const row = await insertAsset(testApp.db, testApp.storage, ADA, {
      imageStyle: 'photo',
      withCutout: false,
    });
    await testApp.storage.put(row.s3KeyOriginalUpload, await drawnRingPhoto(), 'image/webp');
    const first = await cutoutOf(ADA, row.assetId);
    expect(first.res.status).toBe(200);
    const { data, info } = await sharp(first.body).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: DRAWN_WIDTH, height: DRAWN_HEIGHT, channels: 4 });
    // The ring's middle is not the piece; the band is.
    expect(data[(32 * DRAWN_WIDTH + 48) * 4 + 3]).toBeLessThan(128);
    expect(data[(32 * DRAWN_WIDTH + 48 + 17) * 4 + 3]).toBeGreaterThanOrEqual(128);

    const [stored] = await testApp.db.select().from(assets).where(eq(assets.assetId, row.assetId));
    expect(stored).toMatchObject({
      s3KeyCutout: `${assetFolder(ADA, row.assetId)}/cutout.png`,
      cutoutStyle: 'photo',
      cutoutWidth: DRAWN_WIDTH,
      cutoutHeight: DRAWN_HEIGHT,
    });
    // From now on the stored file is the answer, even once the original is gone.
    await testApp.storage.delete(row.s3KeyOriginalUpload);
    const again = await cutoutOf(ADA, row.assetId);
    expect(again.res.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it.each([
    [
      'another user’s asset',
      async () => (await insertAsset(testApp.db, testApp.storage, BOB)).assetId,
    ],
    ['a missing id', async () => randomUUID()],
    ['a malformed id', async () => 'not-a-uuid'],
  ])('is the asset 404 for %s', async (_label, idOf) => {
    const id = await idOf();
    const { res, body } = await cutoutOf(ADA, id);
    expect(res.status).toBe(404);
    expect(JSON.parse(body.toString())).toEqual({
      detail: `Asset with ID "${id}" not found.`,
      code: 'not_found',
    });
  });
});

function url(signed: string): string {
  return signed.split('?')[0]!;
}

describe('POST /api/assets', () => {
  async function confirm(
    temporary: TemporaryDesignRow,
    overrides: Partial<CreateAssetRequest> = {},
  ) {
    return asAda('POST', '/api/assets', confirmBody(temporary, overrides));
  }

  it('confirms a sketch: the asset gets its own files and the sketch average as score', async () => {
    const temporary = await insertTemporaryDesign(testApp.db, testApp.storage, ADA);
    const res = await confirm(temporary);
    expect(res.status).toBe(201);
    const asset = AssetSchema.parse(res.json);
    expect(asset).toMatchObject({
      name: 'Celeste Halo Ring',
      jewelry_type: 'ring',
      image_style: 'sketch',
      material: 'Rose gold',
      description: 'Oval halo on a split shank.',
      original_filename: 'celeste-halo.jpg',
      temporary_id: temporary.temporaryId,
      // (8 + 7.5 + 6 + 3.5 + 9 + 3) / 6
      base_fidelity_score: 6.17,
      visual_count: 0,
      difficulty_assessment: SKETCH_ASSESSMENT,
    });
    const folder = `${assetFolder(ADA, asset.asset_id)}/`;
    expect(asset.s3_key_original_upload).toBe(`${folder}original.webp`);
    expect(asset.s3_key_cropped_image).toBe(`${folder}crop.webp`);
    expect(await testApp.storage.exists(asset.s3_key_original_upload)).toBe(true);
    expect(await testApp.storage.exists(asset.s3_key_cropped_image!)).toBe(true);
    // The upload's cut-out moves with it, review and all.
    expect(asset).toMatchObject({ cutout_review: 'ok', cutout_review_reasons: [] });
    const [row] = await testApp.db.select().from(assets);
    expect(row).toMatchObject({
      s3KeyCutout: `${folder}cutout.png`,
      cutoutStyle: 'sketch',
      cutoutWidth: DRAWN_WIDTH,
      cutoutHeight: DRAWN_HEIGHT,
      cutoutConfirmedAt: null,
    });
    expect((await testApp.storage.get(row!.s3KeyCutout!))?.body).toEqual(await drawnRingCutout());
    // The temporary design is used up, files and all.
    expect(await testApp.storage.exists(temporary.s3KeyOriginalUpload)).toBe(false);
    expect(await testApp.storage.exists(temporary.s3KeyCroppedImage!)).toBe(false);
    expect(await testApp.storage.exists(temporary.s3KeyCutout!)).toBe(false);
    expect(await testApp.db.select().from(temporaryDesigns)).toEqual([]);

    const read = await asAda('GET', `/api/assets/${asset.asset_id}`);
    expect(AssetSchema.parse(read.json)).toMatchObject({ base_fidelity_score: 6.17 });
  });

  it('weights the photo criteria for a photo', async () => {
    const temporary = await insertTemporaryDesign(testApp.db, testApp.storage, ADA, {
      imageStyle: 'photo',
    });
    const res = await confirm(temporary);
    expect(res.status).toBe(201);
    // (9*1.5 + 7*1.5 + 3.5*2 + 8.5 + 8 + 7) / 8 = 6.8125
    expect(AssetSchema.parse(res.json)).toMatchObject({
      image_style: 'photo',
      base_fidelity_score: 6.81,
    });
  });

  it("uses the designer's style choice, and the server's analysis, not the client's copy", async () => {
    const temporary = await insertTemporaryDesign(testApp.db, testApp.storage, ADA, {
      imageStyle: 'photo',
    });
    const body = confirmBody(temporary);
    const res = await asAda('POST', '/api/assets', {
      ...body,
      detected_characteristics: {
        ...(body.detected_characteristics as object),
        image_style: 'sketch',
      },
      difficulty_assessment: { status: 'complete', sketch_quality: { score: 10 } },
    });
    expect(res.status).toBe(201);
    const asset = AssetSchema.parse(res.json);
    expect(asset.image_style).toBe('sketch');
    expect(asset.detected_characteristics?.image_style).toBe('sketch');
    // A photo's analysis scores no sketch criteria, and the forged 10 is not taken.
    expect(asset.base_fidelity_score).toBeNull();
    expect(asset.difficulty_assessment).toEqual(temporary.analysis.difficulty_assessment);
    // The upload's cut-out was made for a photo: the sketch gets one of its own.
    const [row] = await testApp.db.select().from(assets);
    expect(row).toMatchObject({ cutoutStyle: 'sketch', cutoutWidth: DRAWN_WIDTH });
    const stored = await testApp.storage.get(row!.s3KeyCutout!);
    expect(stored?.body).not.toEqual(await drawnRingCutout());
    expect(await sharp(stored!.body).metadata()).toMatchObject({ format: 'png', channels: 4 });
  });

  it("keeps the chosen style's criteria of an upload scored both ways, and scores them", async () => {
    // The analysis scores both ways (the confirm screen follows the style chosen); the sketch's
    // summary keys are the detected style's.
    const temporary = await insertTemporaryDesign(testApp.db, testApp.storage, ADA, {
      analysis: analysisOf('sketch', { ...PHOTO_ASSESSMENT, ...SKETCH_ASSESSMENT }),
    });
    const body = confirmBody(temporary);
    const res = await asAda('POST', '/api/assets', {
      ...body,
      detected_characteristics: {
        ...(body.detected_characteristics as object),
        image_style: 'photo',
      },
    });
    expect(res.status).toBe(201);
    const asset = AssetSchema.parse(res.json);
    // (9*1.5 + 7*1.5 + 3.5*2 + 8.5 + 8 + 7) / 8 = 6.8125
    expect(asset.base_fidelity_score).toBe(6.81);
    expect(asset.difficulty_assessment).toMatchObject({
      status: 'complete',
      weighted_score: 6.8,
      final_score: 6.8,
      category: 'Manageable',
      total_dp: 17,
    });
    const criteria = (details: Record<string, unknown> | null | undefined) =>
      criterionScores(details)
        .map(([key]) => key)
        .sort();
    expect(criteria(asset.difficulty_assessment)).toEqual(criteria(PHOTO_ASSESSMENT));
    expect(criteria(asset.initial_difficulty_assessment_details)).toEqual(
      criteria(PHOTO_ASSESSMENT),
    );
  });

  it('stores no score while the assessment is pending', async () => {
    const temporary = await insertTemporaryDesign(testApp.db, testApp.storage, ADA, {
      analysis: analysisOf('sketch', { status: 'pending' }),
    });
    const res = await confirm(temporary);
    expect(res.status).toBe(201);
    expect(AssetSchema.parse(res.json).base_fidelity_score).toBeNull();
  });

  it('keeps no crop when the designer drew none: the founding image is the original', async () => {
    const temporary = await insertTemporaryDesign(testApp.db, testApp.storage, ADA);
    const res = await confirm(temporary, { s3_key_cropped_image: null });
    expect(res.status).toBe(201);
    const asset = AssetSchema.parse(res.json);
    expect(asset.s3_key_cropped_image).toBeNull();
    expect(asset.cropped_image_url).toBeNull();
    expect(asset.s3_founding_image_url).toBe(asset.original_upload_url);
  });

  it('keeps the cut-out made from the drawn crop before saving (PUT .../crop), as it was seen', async () => {
    const temporary = await insertTemporaryDesign(testApp.db, testApp.storage, ADA, {
      imageStyle: 'photo',
    });
    const crop = manualCropKey(ADA, randomUUID());
    const drawn = await sharp(await drawnRingPhoto())
      .extract({ left: 16, top: 0, width: 64, height: 64 })
      .webp({ lossless: true })
      .toBuffer();
    await testApp.storage.put(crop, drawn, 'image/webp');
    // Saving with a crop whose cut-out nobody has seen is refused.
    const unseen = await confirm(temporary, { s3_key_cropped_image: crop });
    expect(unseen.status).toBe(422);
    expect(errorOf(unseen.json).detail).toMatch(
      /s3_key_cropped_image: the cut-out of this crop has not been made yet/,
    );

    const cropped = await asAda('PUT', `/api/designs/${temporary.temporaryId}/crop`, {
      s3_key_cropped_image: crop,
    });
    expect(cropped.status).toBe(200);
    const metadata = CutoutMetadataSchema.parse(cropped.json);
    // The crop's own pixels, as drawn (64 x 64), are what it is cut from and what strokes use.
    expect(metadata).toMatchObject({
      cutout_version: 2,
      cutout_width: 64,
      cutout_height: 64,
      cutout_source_width: 64,
      cutout_source_height: 64,
      cutout_confirmed: false,
      strokes_applied: 0,
    });
    const shown = await testApp.build().request(`/api/designs/${temporary.temporaryId}/cutout`, {
      headers: { Authorization: `Bearer ${await testApp.tokenFor(ADA)}` },
    });
    expect(shown.status).toBe(200);
    const [before] = await testApp.db.select().from(temporaryDesigns);
    const seen = (await testApp.storage.get(before!.s3KeyCutout!))!.body;
    // The upload's first cut-out is gone: only the one shown is kept.
    expect(await testApp.storage.exists(temporary.s3KeyCutout!)).toBe(false);

    // Another crop than the one the cut-out was made from: refused.
    const otherCrop = await confirm(temporary, { s3_key_cropped_image: null });
    expect(otherCrop.status).toBe(422);
    expect(errorOf(otherCrop.json).detail).toMatch(/s3_key_cropped_image: the cut-out was made/);

    const res = await confirm(temporary, { s3_key_cropped_image: crop });
    expect(res.status).toBe(201);
    const asset = AssetSchema.parse(res.json);
    const stored = await testApp.storage.get(asset.s3_key_cropped_image!);
    expect(stored?.body).toEqual(drawn);
    expect(await testApp.storage.exists(crop)).toBe(false);
    const [row] = await testApp.db.select().from(assets);
    expect(row).toMatchObject({
      cutoutStyle: 'photo',
      cutoutWidth: 64,
      cutoutHeight: 64,
      cutoutSourceWidth: 64,
      s3KeyCutoutSource: asset.s3_key_cropped_image,
    });
    // The very cut-out the designer saw, not one made again.
    expect((await testApp.storage.get(row!.s3KeyCutout!))!.body).toEqual(seen);
    expect(Buffer.from(await shown.arrayBuffer())).toEqual(Buffer.from(seen));
  });

  it('goes back to the whole original with a null crop, and refuses crops it cannot use', async () => {
    const temporary = await insertTemporaryDesign(testApp.db, testApp.storage, ADA, {
      imageStyle: 'photo',
    });
    const path = `/api/designs/${temporary.temporaryId}/crop`;
    const crop = manualCropKey(ADA, randomUUID());
    await testApp.storage.put(crop, await drawnRingPhoto(), 'image/webp');
    expect((await asAda('PUT', path, { s3_key_cropped_image: crop })).status).toBe(200);
    const back = await asAda('PUT', path, { s3_key_cropped_image: null });
    expect(back.status).toBe(200);
    expect(CutoutMetadataSchema.parse(back.json).cutout_version).toBe(3);
    const [row] = await testApp.db.select().from(temporaryDesigns);
    expect(row!.s3KeyCutoutSource).toBeNull();
    // The crop drawn before is no longer needed.
    expect(await testApp.storage.exists(crop)).toBe(false);
    expect((await confirm(temporary, { s3_key_cropped_image: null })).status).toBe(201);

    const next = await insertTemporaryDesign(testApp.db, testApp.storage, ADA);
    const nextPath = `/api/designs/${next.temporaryId}/crop`;
    const unreadable = manualCropKey(ADA, randomUUID());
    await testApp.storage.put(unreadable, Buffer.from('manual crop'), 'image/webp');
    const cases: [unknown, string][] = [
      [{ s3_key_cropped_image: manualCropKey(BOB, randomUUID()) }, 's3_key_cropped_image: is not'],
      [{ s3_key_cropped_image: unreadable }, 's3_key_cropped_image: is not an image'],
      [{ s3_key_cropped_image: manualCropKey(ADA, randomUUID()) }, 's3_key_cropped_image: names'],
      [{}, 's3_key_cropped_image'],
    ];
    for (const [body, detail] of cases) {
      const res = await asAda('PUT', nextPath, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(errorOf(res.json).detail).toContain(detail);
    }
    // Another user's upload is not found, and stays as it was.
    const bobs = await testApp.call(BOB, 'PUT', nextPath, { s3_key_cropped_image: null });
    expect(bobs.status).toBe(404);
    const [untouched] = await testApp.db
      .select()
      .from(temporaryDesigns)
      .where(eq(temporaryDesigns.temporaryId, next.temporaryId));
    expect(untouched!.cutoutVersion).toBe(1);
  });

  it('refuses a manual crop the studio cannot read with 422', async () => {
    const temporary = await insertTemporaryDesign(testApp.db, testApp.storage, ADA);
    const crop = manualCropKey(ADA, randomUUID());
    await testApp.storage.put(crop, Buffer.from('manual crop'), 'image/webp');
    const res = await confirm(temporary, { s3_key_cropped_image: crop });
    expect(res.status).toBe(422);
    expect(errorOf(res.json).detail).toMatch(/s3_key_cropped_image: /);
    expect(await testApp.db.select().from(assets)).toEqual([]);
  });

  it('needs cutout_confirmed when the cut-out must be reviewed, and records it', async () => {
    const temporary = await insertTemporaryDesign(testApp.db, testApp.storage, ADA, {
      cutoutReview: 'required',
    });
    for (const cutout_confirmed of [undefined, false]) {
      const res = await confirm(temporary, { cutout_confirmed });
      expect(res.status).toBe(422);
      expect(errorOf(res.json)).toEqual({
        detail:
          'Invalid request body: cutout_confirmed: the cut-out of this design needs your review ' +
          '(The piece and its background are hard to tell apart.). Check it, then confirm it ' +
          'with cutout_confirmed: true.',
        code: 'cutout_confirmation_required',
      });
    }
    // Nothing happened: the upload is still there to confirm.
    expect(await testApp.db.select().from(assets)).toEqual([]);
    expect(await testApp.storage.exists(temporary.s3KeyCutout!)).toBe(true);

    const res = await confirm(temporary, { cutout_confirmed: true });
    expect(res.status).toBe(201);
    expect(AssetSchema.parse(res.json)).toMatchObject({
      cutout_review: 'required',
      cutout_review_reasons: ['The piece and its background are hard to tell apart.'],
    });
    const [row] = await testApp.db.select().from(assets);
    expect(row!.cutoutConfirmedAt).toBeInstanceOf(Date);
  });

  it('needs no confirmation for a cut-out that is fine or only suggested for review', async () => {
    for (const cutoutReview of ['ok', 'suggested'] as const) {
      const temporary = await insertTemporaryDesign(testApp.db, testApp.storage, ADA, {
        cutoutReview,
      });
      const res = await confirm(temporary);
      expect(res.status).toBe(201);
      expect(AssetSchema.parse(res.json).cutout_review).toBe(cutoutReview);
    }
  });

  it('confirms an upload from before cut-outs were stored; its asset gets one later', async () => {
    const temporary = await insertTemporaryDesign(testApp.db, testApp.storage, ADA, {
      cutoutReview: null,
    });
    const res = await confirm(temporary);
    expect(res.status).toBe(201);
    expect(AssetSchema.parse(res.json).cutout_review).toBe('ok');
    const [row] = await testApp.db.select().from(assets);
    expect(row!.s3KeyCutout).toBeNull();
  });

  it.each([
    ['another user’s manual crop', () => manualCropKey(BOB, randomUUID())],
    ['an arbitrary key', () => `users/${BOB}/assets/${randomUUID()}/original.webp`],
    ['a path outside storage', () => '../../etc/passwd'],
  ])('refuses %s as the crop with 422', async (_label, key) => {
    const temporary = await insertTemporaryDesign(testApp.db, testApp.storage, ADA);
    const res = await confirm(temporary, { s3_key_cropped_image: key() });
    expect(res.status).toBe(422);
    expect(errorOf(res.json).detail).toMatch(/s3_key_cropped_image: /);
    expect(await testApp.db.select().from(assets)).toEqual([]);
    expect(await testApp.db.select().from(temporaryDesigns)).toHaveLength(1);
  });

  it('refuses an original that is not the upload’s own with 422', async () => {
    const temporary = await insertTemporaryDesign(testApp.db, testApp.storage, ADA);
    const other = await insertTemporaryDesign(testApp.db, testApp.storage, ADA);
    const res = await confirm(temporary, { s3_key_original_upload: other.s3KeyOriginalUpload });
    expect(res.status).toBe(422);
    expect(errorOf(res.json).detail).toMatch(/s3_key_original_upload: /);
  });

  it("answers 404 for another user's temporary design, and leaves it alone", async () => {
    const bobs = await insertTemporaryDesign(testApp.db, testApp.storage, BOB);
    const res = await confirm(bobs);
    expect(res.status).toBe(404);
    expect(errorOf(res.json)).toMatchObject({ code: 'not_found' });
    expect(await testApp.db.select().from(temporaryDesigns)).toHaveLength(1);
    expect(await testApp.storage.exists(bobs.s3KeyOriginalUpload)).toBe(true);
    expect(await testApp.db.select().from(assets)).toEqual([]);
  });

  it('answers 404 for an unknown temporary design', async () => {
    const temporary = await insertTemporaryDesign(testApp.db, testApp.storage, ADA);
    for (const temporary_id of [randomUUID(), 'tmp-1']) {
      const res = await confirm(temporary, { temporary_id });
      expect(res.status).toBe(404);
    }
  });

  it('confirms a temporary design once: again is a 409', async () => {
    const temporary = await insertTemporaryDesign(testApp.db, testApp.storage, ADA);
    expect((await confirm(temporary)).status).toBe(201);
    const again = await confirm(temporary);
    expect(again.status).toBe(409);
    expect(errorOf(again.json)).toEqual({
      detail: 'This design has already been saved.',
      code: 'already_saved',
    });
    expect(await testApp.db.select().from(assets)).toHaveLength(1);
  });

  it('confirms once when confirmations race', async () => {
    const assetFolders = () =>
      readdir(join(testApp.storage.rootDir, 'users', ADA, 'assets')).catch(() => []);
    const before = new Set(await assetFolders());
    for (let round = 0; round < 5; round++) {
      const temporary = await insertTemporaryDesign(testApp.db, testApp.storage, ADA);
      const answers = await Promise.all(Array.from({ length: 4 }, () => confirm(temporary)));
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409]);
    }
    const rows = await testApp.db.select().from(assets);
    expect(rows).toHaveLength(5);
    // The losers' copies are gone: only the winners' folders remain.
    const created = (await assetFolders()).filter((folder) => !before.has(folder));
    expect(created.sort()).toEqual(rows.map((row) => row.assetId).sort());
  });

  it('answers 410 for an expired temporary design', async () => {
    const temporary = await insertTemporaryDesign(testApp.db, testApp.storage, ADA, {
      expiresAt: new Date(Date.now() - 1000),
    });
    const res = await confirm(temporary);
    expect(res.status).toBe(410);
    expect(errorOf(res.json)).toEqual({
      detail: 'This upload has expired. Please upload the design again.',
      code: 'temporary_design_expired',
    });
  });

  it.each([
    ['name', { name: '   ' }],
    ['jewelry_type', { jewelry_type: 'crown' }],
    [
      'detected_characteristics.image_style',
      { detected_characteristics: { image_style: 'unclear' } },
    ],
    ['temporary_id', { temporary_id: '' }],
  ])('refuses a body with a bad %s with 422 naming it', async (field, patch) => {
    const temporary = await insertTemporaryDesign(testApp.db, testApp.storage, ADA);
    const body = confirmBody(temporary);
    const patched = Object.fromEntries(
      Object.entries({ ...body, ...patch }).map(([key, value]) => [
        key,
        key === 'detected_characteristics' && 'detected_characteristics' in patch
          ? { ...(body.detected_characteristics as object), ...(value as object) }
          : value,
      ]),
    );
    const res = await asAda('POST', '/api/assets', patched);
    expect(res.status).toBe(422);
    expect(errorOf(res.json).detail).toContain(`${field}: `);
  });

  it('drops fields the client may not set', async () => {
    const temporary = await insertTemporaryDesign(testApp.db, testApp.storage, ADA);
    const forcedId = randomUUID();
    const res = await asAda('POST', '/api/assets', {
      ...confirmBody(temporary),
      asset_id: forcedId,
      user_id: BOB,
      base_fidelity_score: 10,
      created_at: '2000-01-01T00:00:00Z',
    });
    expect(res.status).toBe(201);
    const asset = AssetSchema.parse(res.json);
    expect(asset.asset_id).not.toBe(forcedId);
    expect(asset.base_fidelity_score).toBe(6.17);
    const [row] = await testApp.db.select().from(assets);
    expect(row).toMatchObject({ userId: ADA });
  });

  it('answers 415 for a body that is not JSON, and 413 for a huge one', async () => {
    const app = testApp.build();
    const headers = await testApp.headersFor(ADA);
    const text = await app.request('/api/assets', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    expect(text.status).toBe(415);
    const huge = await app.request('/api/assets', {
      method: 'POST',
      headers,
      body: JSON.stringify({ description: 'x'.repeat(300 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(errorOf(await huge.json()).code).toBe('too_large');
  });
});

describe('PUT /api/assets/{id}', () => {
  it('changes only the editable details', async () => {
    const row = await insertAsset(testApp.db, testApp.storage, ADA);
    const res = await asAda('PUT', `/api/assets/${row.assetId}`, {
      name: '  Celeste Halo Ring II ',
      jewelry_type: 'necklace',
      material: 'Platinum',
      gemstones: '',
      description: null,
      // None of these may change through this call.
      asset_id: randomUUID(),
      user_id: BOB,
      base_fidelity_score: 10,
      image_style: 'photo',
      s3_key_original_upload: 'users/user-bob/anything.webp',
      temporary_id: randomUUID(),
    });
    expect(res.status).toBe(200);
    expect(AssetSchema.parse(res.json)).toMatchObject({
      asset_id: row.assetId,
      name: 'Celeste Halo Ring II',
      jewelry_type: 'necklace',
      material: 'Platinum',
      gemstones: null,
      description: null,
      image_style: 'sketch',
      base_fidelity_score: 6.17,
      s3_key_original_upload: row.s3KeyOriginalUpload,
      temporary_id: null,
    });
    const [stored] = await testApp.db.select().from(assets).where(eq(assets.assetId, row.assetId));
    expect(stored).toMatchObject({ userId: ADA, imageStyle: 'sketch', baseFidelityScore: 6.17 });
  });

  it('leaves details the body omits unchanged', async () => {
    const row = await insertAsset(testApp.db, testApp.storage, ADA, { gemstones: 'Opal' });
    const res = await asAda('PUT', `/api/assets/${row.assetId}`, {
      name: 'Renamed',
      jewelry_type: 'ring',
    });
    expect(AssetSchema.parse(res.json)).toMatchObject({
      name: 'Renamed',
      material: 'Rose gold',
      gemstones: 'Opal',
    });
  });

  it('refuses a blank name with 422 naming it', async () => {
    const row = await insertAsset(testApp.db, testApp.storage, ADA);
    const res = await asAda('PUT', `/api/assets/${row.assetId}`, {
      name: ' ',
      jewelry_type: 'ring',
    });
    expect(res.status).toBe(422);
    expect(errorOf(res.json).detail).toBe('Invalid request body: name: A name is required..');
  });

  it('is a 404 for an unknown asset', async () => {
    const id = randomUUID();
    const res = await asAda('PUT', `/api/assets/${id}`, { name: 'X', jewelry_type: 'ring' });
    expect(res.status).toBe(404);
    expect(errorOf(res.json).detail).toBe(`Asset with ID "${id}" not found.`);
  });
});

describe('DELETE /api/assets/{id}', () => {
  it('removes the asset, its visuals and files, and releases what unfinished visuals hold', async () => {
    const { db, storage } = testApp;
    const row = await insertAsset(db, storage, ADA);
    await insertVisual(db, storage, row, { status: 'queued', cost: 2 });
    await insertVisual(db, storage, row, { status: 'processing', cost: 3 });
    const completed = await insertVisual(db, storage, row, { status: 'completed', cost: 5 });
    const kept = await insertAsset(db, storage, ADA, { name: 'Kept' });
    expect(await profileOf(db, ADA)).toMatchObject({ availableCredits: 15, lockedCredits: 5 });

    const res = await asAda('DELETE', `/api/assets/${row.assetId}`);
    expect(res.status).toBe(200);
    expect(MessageResponseSchema.parse(res.json)).toEqual({
      message: 'Design "Celeste Halo Ring" deleted.',
    });

    // The queued and processing reservations (2 + 3) are back.
    expect(await profileOf(db, ADA)).toMatchObject({ availableCredits: 20, lockedCredits: 0 });
    expect((await auditBalance(db, ADA)).consistent).toBe(true);
    expect(await db.select().from(transformations)).toEqual([]);
    expect(await storage.exists(row.s3KeyOriginalUpload)).toBe(false);
    expect(await storage.exists(completed.outputKeys.main_view!)).toBe(false);
    expect(await storage.exists(kept.s3KeyOriginalUpload)).toBe(true);

    expect((await asAda('GET', `/api/assets/${row.assetId}`)).status).toBe(404);
    expect((await asAda('DELETE', `/api/assets/${row.assetId}`)).status).toBe(404);
  });

  it('keeps its files when the database refuses the delete', async () => {
    const row = await insertAsset(testApp.db, testApp.storage, ADA);
    const failing = testApp.build({
      logger: silentLogger,
      database: {
        ...testApp.database.database,
        db: new Proxy(testApp.db, {
          get(target, property, receiver) {
            if (property === 'transaction') {
              return () => Promise.reject(new Error('connection lost'));
            }
            return Reflect.get(target, property, receiver) as unknown;
          },
        }),
      },
    });
    const res = await failing.request(`/api/assets/${row.assetId}`, {
      method: 'DELETE',
      headers: await testApp.headersFor(ADA),
    });
    expect(res.status).toBe(500);
    expect(await testApp.storage.exists(row.s3KeyOriginalUpload)).toBe(true);
  });
});
