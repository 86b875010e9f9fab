// The upload calls end to end: generated photos, sketches and edge files through the real app into storage and the
// database, refused files leave nothing behind, and a confirmed design uses what was analysed.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AssetSchema, ManualCropResponseSchema, TemporaryDesignSchema } from '../../src/api/asset';
import { loadConfig } from '../config';
import { assets, temporaryDesigns } from '../db/schema';
import { assessmentForStyle } from '../studio/analysis/difficulty';
import { fixtureImages } from '../studio/testing/fixture-images';
import { SVG_WITH_SCRIPT, jpegHeadedHtml, pngPixelBomb } from '../studio/testing/hostile-files';
import { setupTestApp } from '../test/app';

const testApp = setupTestApp();
const fixtures = new Map((await fixtureImages()).map((entry) => [entry.file, entry.bytes]));
const fixture = (file: string) => fixtures.get(file)!;

async function upload(
  userId: string,
  path: string,
  bytes: Buffer,
  name: string,
  app = testApp.build(),
) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  const headers = { Authorization: `Bearer ${await testApp.tokenFor(userId)}` };
  const res = await app.request(path, { method: 'POST', body: form, headers });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const filesOf = async (userId: string) => {
  const rows = await testApp.db.select().from(temporaryDesigns);
  return rows.filter((row) => row.userId === userId);
};

describe('POST /api/designs/initiate-analysis', () => {
  it('analyses a sketch, stores its original and crop, and answers the confirm screen', async () => {
    const res = await upload(
      'ines',
      '/api/designs/initiate-analysis',
      fixture('sketch_ring_01.jpg'),
      'tanzanite ring white gold.jpg',
    );
    expect(res.status).toBe(201);
    const design = TemporaryDesignSchema.parse(res.json);
    expect(design.detected_characteristics?.image_style).toBe('sketch');
    // A drawing's colour says no metal and no stone; the name does.
    expect(design.detected_characteristics?.material).toBe('White gold');
    expect(design.detected_characteristics?.gemstones).toBe('Tanzanite');
    expect(design.original_filename).toBe('tanzanite ring white gold.jpg');
    expect(design.s3_key_original_upload).toMatch(
      /^users\/ines\/temporary\/[0-9a-f-]+\/original\.jpg$/,
    );

    const original = await testApp.build().request(design.original_upload_url);
    expect(original.status).toBe(200);
    const meta = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect(await filesOf('ines')).toHaveLength(1);
  });

  it('applies EXIF orientation and keeps no metadata', async () => {
    const res = await upload(
      'olu',
      '/api/designs/initiate-analysis',
      fixture('edge_exif_orient6_01.jpg'),
      'kingfisher.jpeg',
    );
    expect(res.status).toBe(201);
    const design = TemporaryDesignSchema.parse(res.json);
    const stored = await testApp.storage.get(design.s3_key_original_upload);
    const meta = await sharp(stored!.body).metadata();
    expect(meta.height).toBeGreaterThan(meta.width!);
    expect([meta.exif, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined]);
  });

  it.each([
    ['a text file named .jpg', Buffer.from('just some notes about a ring'), 'notes.jpg', 415],
    ['a truncated PNG', fixture('edge_truncated_01.png'), 'hallmark.png', 422],
    ['an empty file', Buffer.alloc(0), 'empty.png', 422],
    ['an SVG with a script', SVG_WITH_SCRIPT, 'ring.svg', 415],
    ['an HTML page behind JPEG bytes', jpegHeadedHtml(), 'ring.jpg', 422],
    ['a 30000 x 30000 pixel bomb', pngPixelBomb(), 'bomb.png', 422],
  ])('refuses %s with a detail and stores nothing', async (_what, bytes, name, status) => {
    const res = await upload('mara', '/api/designs/initiate-analysis', bytes, name);
    expect(res.status).toBe(status);
    expect(res.json.detail).toEqual(expect.any(String));
    expect(await filesOf('mara')).toEqual([]);
    // The server is still there for everyone else.
    expect((await testApp.build().request('/healthz')).status).toBe(200);
  });

  it('refuses a file over the size limit with 413', async () => {
    const config = loadConfig({
      ...process.env,
      DATA_DIR: testApp.config.dataDir,
      UPLOAD_MAX_MB: '1',
      LOG_LEVEL: 'error',
    });
    const app = testApp.build({ config: { ...testApp.config, uploads: config.uploads } });
    const bytes = Buffer.concat([fixture('photo_ring_02.jpg'), Buffer.alloc(1024 * 1024)]);
    const res = await upload('kai', '/api/designs/initiate-analysis', bytes, 'big.jpg', app);
    expect(res.status).toBe(413);
    expect(await filesOf('kai')).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await testApp.build().request('/api/designs/initiate-analysis', { method: 'POST' });
    expect(res.status).toBe(401);
  });
});

describe('the cut-out of an upload', () => {
  const getCutout = async (userId: string, path: string) => {
    const res = await testApp.build().request(path, {
      headers: { Authorization: `Bearer ${await testApp.tokenFor(userId)}` },
    });
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  };

  it('is made from the upright original at 2048 px and stored with the upload', async () => {
    const res = await upload(
      'tariq',
      '/api/designs/initiate-analysis',
      fixture('edge_exif_orient6_01.jpg'),
      'kingfisher.jpeg',
    );
    expect(res.status).toBe(201);
    const design = TemporaryDesignSchema.parse(res.json);
    expect(['ok', 'suggested', 'required']).toContain(design.cutout_review);
    const [row] = await testApp.db
      .select()
      .from(temporaryDesigns)
      .where(eq(temporaryDesigns.temporaryId, design.temporary_id));
    expect(row).toMatchObject({
      s3KeyCutout: `users/tariq/temporary/${design.temporary_id}/cutout.png`,
      cutoutStyle: 'photo',
      // 4032 x 3024, turned upright by its EXIF orientation, at most 2048 px.
      cutoutWidth: 1536,
      cutoutHeight: 2048,
      cutoutReview: design.cutout_review,
      cutoutReviewReasons: design.cutout_review_reasons,
    });

    const { res: answer, body } = await getCutout(
      'tariq',
      `/api/designs/${design.temporary_id}/cutout`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('image/png');
    const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 1536, height: 2048, channels: 4 });
    // Its alpha is a cut-out (some piece, some background), its colours the photo's own.
    let piece = 0;
    let colourDifference = 0;
    const original = await sharp(fixture('edge_exif_orient6_01.jpg'))
      .autoOrient()
      .resize(1536, 2048)
      .raw()
      .toBuffer();
    for (let i = 0; i < info.width * info.height; i++) {
      if (data[i * 4 + 3]! < 255) continue;
      piece++;
      for (let c = 0; c < 3; c++)
        colourDifference += Math.abs(data[i * 4 + c]! - original[i * 3 + c]!);
    }
    expect(piece).toBeGreaterThan(0.001 * info.width * info.height);
    expect(piece).toBeLessThan(info.width * info.height);
    expect(colourDifference / (3 * piece)).toBeLessThan(4);
  }, 30_000);

  it("is a 404 for another user's upload, an unknown or a malformed id", async () => {
    const res = await upload(
      'ines',
      '/api/designs/initiate-analysis',
      fixture('photo_ring_02.jpg'),
      'ring.jpg',
    );
    const design = TemporaryDesignSchema.parse(res.json);
    const own = await getCutout('ines', `/api/designs/${design.temporary_id}/cutout`);
    expect(own.res.status).toBe(200);
    // The original's own size (800 x 600) when it is under 2048 px.
    expect(await sharp(own.body).metadata()).toMatchObject({ width: 800, height: 600 });
    for (const [userId, id] of [
      ['olu', design.temporary_id],
      ['ines', '7c1e9a52-3f04-4b6d-a8e2-91d05c3b7f14'],
      ['ines', 'not-a-uuid'],
    ] as const) {
      const { res: answer, body } = await getCutout(userId, `/api/designs/${id}/cutout`);
      expect(answer.status).toBe(404);
      expect(JSON.parse(body.toString())).toEqual({
        detail: `Temporary design with ID "${id}" not found. Please upload the design again.`,
        code: 'not_found',
      });
    }
  }, 30_000);

  it('moves to the asset when the design is confirmed in its style', async () => {
    const design = TemporaryDesignSchema.parse(
      (
        await upload(
          'noor',
          '/api/designs/initiate-analysis',
          fixture('sketch_ring_01.jpg'),
          'ring sketch.jpg',
        )
      ).json,
    );
    const uploaded = await getCutout('noor', `/api/designs/${design.temporary_id}/cutout`);
    const created = await testApp.call('noor', 'POST', '/api/assets', {
      temporary_id: design.temporary_id,
      name: 'Tanzanite Ring',
      jewelry_type: 'ring',
      s3_key_original_upload: design.s3_key_original_upload,
      s3_key_cropped_image: design.s3_key_cropped_image,
      detected_characteristics: { ...design.detected_characteristics, image_style: 'sketch' },
      difficulty_assessment: design.difficulty_assessment,
      technical_quality_report: design.technical_quality_report,
      // A corpus sketch needs no review; were it asked for, this says it was looked at.
      cutout_confirmed: design.cutout_review === 'required' ? true : undefined,
    });
    expect(created.status).toBe(201);
    const asset = AssetSchema.parse(created.json);
    expect(asset.cutout_review).toBe(design.cutout_review);
    const moved = await getCutout('noor', `/api/assets/${asset.asset_id}/cutout`);
    expect(moved.res.status).toBe(200);
    expect(moved.body).toEqual(uploaded.body);
    const [row] = await testApp.db.select().from(assets).where(eq(assets.assetId, asset.asset_id));
    expect(row?.s3KeyCutout).toBe(`users/noor/assets/${asset.asset_id}/cutout.png`);
    // The upload's copy went with the upload.
    expect((await getCutout('noor', `/api/designs/${design.temporary_id}/cutout`)).res.status).toBe(
      404,
    );
    expect((await getCutout('olu', `/api/assets/${asset.asset_id}/cutout`)).res.status).toBe(404);
  }, 30_000);
  it('makes the cut-out for another style before Save when asked, and Save keeps that one', async () => {
    const design = TemporaryDesignSchema.parse(
      (
        await upload(
          'noor',
          '/api/designs/initiate-analysis',
          fixture('sketch_ring_01.jpg'),
          'ring sketch.jpg',
        )
      ).json,
    );
    const path = `/api/designs/${design.temporary_id}/crop`;
    // A style that is not one the cut-out knows is refused, naming the field.
    const odd = await testApp.call('noor', 'PUT', path, {
      s3_key_cropped_image: null,
      image_style: 'painting',
    });
    expect(odd.status).toBe(422);
    expect(JSON.stringify(odd.json)).toContain('image_style');

    const sketchCut = await getCutout('noor', `/api/designs/${design.temporary_id}/cutout`);
    const restyled = await testApp.call('noor', 'PUT', path, {
      s3_key_cropped_image: null,
      image_style: 'photo',
    });
    expect(restyled.status).toBe(200);
    expect(restyled.json).toMatchObject({ cutout_version: 2, cutout_confirmed: false });
    const photoCut = await getCutout('noor', `/api/designs/${design.temporary_id}/cutout`);
    expect(photoCut.body).not.toEqual(sketchCut.body);
    const [row] = await testApp.db
      .select()
      .from(temporaryDesigns)
      .where(eq(temporaryDesigns.temporaryId, design.temporary_id));
    expect(row?.cutoutStyle).toBe('photo');
    // Say the photo cut-out needs a touch-up, where the upload's sketch cut-out did not.
    const touchUp = { review: 'suggested' as const, reasons: ['A hand may be in the cut-out'] };
    await testApp.db
      .update(temporaryDesigns)
      .set({ cutoutReview: touchUp.review, cutoutReviewReasons: touchUp.reasons })
      .where(eq(temporaryDesigns.temporaryId, design.temporary_id));

    const created = await testApp.call('noor', 'POST', '/api/assets', {
      temporary_id: design.temporary_id,
      name: 'Tanzanite Ring',
      jewelry_type: 'ring',
      s3_key_original_upload: design.s3_key_original_upload,
      s3_key_cropped_image: design.s3_key_cropped_image,
      detected_characteristics: { ...design.detected_characteristics, image_style: 'photo' },
      difficulty_assessment: design.difficulty_assessment,
      technical_quality_report: design.technical_quality_report,
      cutout_confirmed: true,
    });
    expect(created.status).toBe(201);
    const asset = AssetSchema.parse(created.json);
    // Saved as it was shown: the photo cut-out made before Save, not one made again unseen.
    const saved = await getCutout('noor', `/api/assets/${asset.asset_id}/cutout`);
    expect(saved.body).toEqual(photoCut.body);
    // Its success chance is capped by that cut-out's review, as the analysis caps by the upload's.
    const analysed = row!.analysis.difficulty_assessment;
    expect(asset.difficulty_assessment).toEqual(assessmentForStyle(analysed, 'photo', touchUp));
    expect(asset.difficulty_assessment).not.toEqual(assessmentForStyle(analysed, 'photo'));
    expect(JSON.stringify(asset.difficulty_assessment)).toContain('A hand may be in the cut-out');
  }, 60_000);
});

describe('POST /api/assets/upload-manual-crop', () => {
  it('stores a crop as WebP under the user and a design can be confirmed with it', async () => {
    const analysed = TemporaryDesignSchema.parse(
      (
        await upload(
          'noor',
          '/api/designs/initiate-analysis',
          fixture('photo_ring_02.jpg'),
          'halo.jpg',
        )
      ).json,
    );
    const crop = await sharp(fixture('photo_ring_02.jpg'))
      .resize(400, 400)
      .webp({ quality: 90 })
      .toBuffer();
    const res = await upload('noor', '/api/assets/upload-manual-crop', crop, 'manual_crop.webp');
    expect(res.status).toBe(201);
    const { s3_key_cropped_image: key } = ManualCropResponseSchema.parse(res.json);
    expect(key).toMatch(/^users\/noor\/uploads\/[0-9a-f-]+\/manual_crop\.webp$/);
    expect((await testApp.storage.get(key))?.contentType).toBe('image/webp');
    // Its cut-out is made (and seen) before the design is saved with it.
    const cut = await testApp.call('noor', 'PUT', `/api/designs/${analysed.temporary_id}/crop`, {
      s3_key_cropped_image: key,
    });
    expect(cut.status).toBe(200);

    const created = await testApp.call('noor', 'POST', '/api/assets', {
      temporary_id: analysed.temporary_id,
      name: 'Midnight Halo',
      jewelry_type: 'ring',
      material: 'White gold',
      gemstones: 'Diamonds',
      description: '',
      s3_key_original_upload: analysed.s3_key_original_upload,
      s3_key_cropped_image: key,
      detected_characteristics: { ...analysed.detected_characteristics, image_style: 'photo' },
      difficulty_assessment: analysed.difficulty_assessment,
      technical_quality_report: analysed.technical_quality_report,
      cutout_confirmed: true,
    });
    expect(created.status).toBe(201);
    const asset = AssetSchema.parse(created.json);
    expect(asset.name).toBe('Midnight Halo');
    expect(asset.base_fidelity_score).toEqual(expect.any(Number));
  }, 60_000);

  it('scales a valid 20000 x 2000 JPEG to the WebP side limit instead of calling it damaged', async () => {
    const wide = await sharp({
      create: { width: 20_000, height: 2000, channels: 3, background: '#8a6d3b' },
    })
      .jpeg({ quality: 70 })
      .toBuffer();
    const res = await upload('noor', '/api/assets/upload-manual-crop', wide, 'panorama.jpg');
    expect(res.status).toBe(201);
    const { s3_key_cropped_image: key } = ManualCropResponseSchema.parse(res.json);
    const stored = await sharp((await testApp.storage.get(key))!.body).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 16_383, 1638]);
  }, 30_000);

  it('refuses what is not an image', async () => {
    const res = await upload(
      'noor',
      '/api/assets/upload-manual-crop',
      Buffer.from('<svg onload=alert(1)>'),
      'manual_crop.webp',
    );
    expect(res.status).toBe(415);
  });
});
