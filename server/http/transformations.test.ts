import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorBodySchema, MessageResponseSchema } from '../../src/api/common';
import {
  INVALID_CURSOR_DETAIL,
  TransformationListResponseSchema,
  TransformationSchema,
  transformationCursor,
} from '../../src/api/transformation';
import { auditBalance } from '../billing/credits';
import { creditLedger, transformations, type AssetRow, type TransformationRow } from '../db/schema';
import { TRANSFORMATION_QUEUE } from '../jobs/queue';
import { silentLogger } from '../logger';
import { setupTestApp } from '../test/app';
import { IMAGE_BYTES, insertAsset, insertProfile, insertVisual, profileOf } from '../test/fixtures';

const testApp = setupTestApp();
const ADA = 'user-ada';

let ring: AssetRow;

beforeEach(async () => {
  await testApp.database.truncateAll();
  await insertProfile(testApp.db, ADA, 20);
  ring = await insertAsset(testApp.db, testApp.storage, ADA);
});

const asAda = (method: string, path: string, body?: unknown) =>
  testApp.call(ADA, method, path, body);

function packShot(overrides: Record<string, unknown> = {}) {
  return {
    asset_id: ring.assetId,
    pipeline_step_name: 'ring_pack_shot',
    source_image_s3_path: ring.s3KeyCroppedImage,
    quality: 'hd',
    composition_type: 'pack_shot',
    scene_name: 'white_seamless',
    ...overrides,
  };
}

async function jobOf(transformationId: string) {
  return testApp.queue.boss.getJobById(TRANSFORMATION_QUEUE, transformationId);
}

describe('POST /api/transformations', () => {
  it('reserves the cost, stores the visual as queued and enqueues its job', async () => {
    const res = await asAda('POST', '/api/transformations', packShot());
    expect(res.status).toBe(201);
    const visual = TransformationSchema.parse(res.json);
    expect(visual).toMatchObject({
      asset_id: ring.assetId,
      status: 'queued',
      pipeline_step_name: 'ring_pack_shot',
      composition_type: 'pack_shot',
      scene_name: 'White seamless', // the catalogue's label for the key sent
      quality_requested: 'hd',
      display_url: null,
      isMasterDesign: false,
      output_asset_paths: null,
      fidelity_score: null,
      failure_reason: null,
    });
    // HD pack shot: 2 credits move from available to locked, with their ledger entry.
    expect(await profileOf(testApp.db, ADA)).toMatchObject({
      availableCredits: 18,
      lockedCredits: 2,
    });
    const entries = await testApp.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.transformationId, visual.transformation_id));
    expect(entries).toMatchObject([{ entry: 'reserve', amount: 2, userId: ADA }]);
    const job = await jobOf(visual.transformation_id);
    expect(job?.data).toEqual({ transformationId: visual.transformation_id });
  });

  it('takes a missing scene as the kind’s first, and accepts scene labels', async () => {
    const defaulted = await asAda('POST', '/api/transformations', packShot({ scene_name: null }));
    expect(TransformationSchema.parse(defaulted.json).scene_name).toBe('White seamless');
    const byLabel = await asAda(
      'POST',
      '/api/transformations',
      packShot({
        pipeline_step_name: 'ring_lifestyle',
        composition_type: 'lifestyle',
        scene_name: 'veined MARBLE',
        quality: 'standard',
      }),
    );
    expect(TransformationSchema.parse(byLabel.json)).toMatchObject({
      scene_name: 'Veined marble',
      quality_requested: 'standard',
    });
    // Lifestyle standard costs 2, pack shot HD 2.
    expect(await profileOf(testApp.db, ADA)).toMatchObject({ availableCredits: 16 });
  });

  it('expands a finished visual from its main view', async () => {
    const source = await insertVisual(testApp.db, testApp.storage, ring);
    const res = await asAda('POST', '/api/transformations', {
      asset_id: ring.assetId,
      pipeline_step_name: 'ring_expand_story_reel',
      source_image_s3_path: source.outputKeys.main_view,
      quality: 'hd',
      composition_type: 'expand',
      scene_name: 'White seamless (story reel)',
    });
    expect(res.status).toBe(201);
    expect(TransformationSchema.parse(res.json)).toMatchObject({
      composition_type: 'expand',
      scene_name: 'White seamless (story reel)',
    });
  });

  it.each([
    [
      'a step for another jewelry type',
      { pipeline_step_name: 'necklace_pack_shot' },
      'pipeline_step_name',
    ],
    ['an unknown step', { pipeline_step_name: 'ring_watercolour' }, 'pipeline_step_name'],
    ['a kind that does not match the step', { composition_type: 'lifestyle' }, 'composition_type'],
    ['an unknown scene', { scene_name: 'Moon surface' }, 'scene_name'],
    ['an unknown quality', { quality: '4k' }, 'quality'],
    ['a missing source', { source_image_s3_path: undefined }, 'source_image_s3_path'],
  ])('refuses %s with 422 naming the field', async (_label, patch, field) => {
    const res = await asAda('POST', '/api/transformations', packShot(patch));
    expect(res.status).toBe(422);
    expect(ErrorBodySchema.parse(res.json).detail).toMatch(
      new RegExp(`^Invalid request body: .*${field}: `),
    );
    expect(await testApp.db.select().from(transformations)).toEqual([]);
    expect(await profileOf(testApp.db, ADA)).toMatchObject({ availableCredits: 20 });
  });

  it('refuses a source image that is not this asset’s with 422', async () => {
    const other = await insertAsset(testApp.db, testApp.storage, ADA, { name: 'Other ring' });
    const queued = await insertVisual(testApp.db, testApp.storage, ring, { status: 'queued' });
    const otherVisual = await insertVisual(testApp.db, testApp.storage, other);
    for (const source of [
      other.s3KeyCroppedImage,
      otherVisual.outputKeys.main_view,
      `${ring.s3KeyOriginalUpload}.copy`,
      `users/${ADA}/assets/${ring.assetId}/transformations/${queued.transformationId}/main.webp`,
    ]) {
      const res = await asAda(
        'POST',
        '/api/transformations',
        packShot({ source_image_s3_path: source }),
      );
      expect(res.status).toBe(422);
      expect(ErrorBodySchema.parse(res.json).detail).toBe(
        'Invalid request body: source_image_s3_path: is not an image of this design.',
      );
    }
  });

  it('accepts the original upload as the source too', async () => {
    const res = await asAda(
      'POST',
      '/api/transformations',
      packShot({ source_image_s3_path: ring.s3KeyOriginalUpload }),
    );
    expect(res.status).toBe(201);
  });

  it('is a 404 for an asset that does not exist', async () => {
    const id = randomUUID();
    const res = await asAda('POST', '/api/transformations', packShot({ asset_id: id }));
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ detail: `Asset with ID "${id}" not found.`, code: 'not_found' });
  });

  it('answers 402 naming the cost and the balance when credits are short', async () => {
    await insertProfile(testApp.db, 'user-poor', 1);
    const poorRing = await insertAsset(testApp.db, testApp.storage, 'user-poor');
    const res = await testApp.call('user-poor', 'POST', '/api/transformations', {
      ...packShot(),
      asset_id: poorRing.assetId,
      source_image_s3_path: poorRing.s3KeyCroppedImage,
    });
    expect(res.status).toBe(402);
    expect(res.json).toEqual({
      detail: 'This visual costs 2 credits and you have 1 available.',
      code: 'insufficient_credits',
    });
    expect(await profileOf(testApp.db, 'user-poor')).toMatchObject({
      availableCredits: 1,
      lockedCredits: 0,
    });
    expect(await testApp.db.select().from(transformations)).toEqual([]);
    const standard = await testApp.call('user-poor', 'POST', '/api/transformations', {
      ...packShot({ quality: 'standard' }),
      asset_id: poorRing.assetId,
      source_image_s3_path: poorRing.s3KeyCroppedImage,
    });
    expect(standard.status).toBe(201); // 1 credit: exactly affordable
  });

  it('keeps nothing when the job cannot be enqueued', async () => {
    const app = testApp.build({
      logger: silentLogger,
      queue: {
        ...testApp.queue,
        boss: testApp.queue.boss,
        enqueueTransformation: () => Promise.reject(new Error('queue down')),
      },
    });
    const res = await app.request('/api/transformations', {
      method: 'POST',
      headers: await testApp.headersFor(ADA),
      body: JSON.stringify(packShot()),
    });
    expect(res.status).toBe(500);
    expect(await testApp.db.select().from(transformations)).toEqual([]);
    expect(
      await testApp.db.select().from(creditLedger).where(eq(creditLedger.entry, 'reserve')),
    ).toEqual([]);
    expect(await profileOf(testApp.db, ADA)).toMatchObject({
      availableCredits: 20,
      lockedCredits: 0,
    });
  });

  it('accepts exactly what the balance covers when 100 orders race', async () => {
    await insertProfile(testApp.db, 'user-rush', 20);
    const rushRing = await insertAsset(testApp.db, testApp.storage, 'user-rush');
    const app = testApp.build();
    const headers = await testApp.headersFor('user-rush');
    const body = JSON.stringify({
      ...packShot(), // HD pack shot: 2 credits, so 20 credits cover 10
      asset_id: rushRing.assetId,
      source_image_s3_path: rushRing.s3KeyCroppedImage,
    });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        app.request('/api/transformations', { method: 'POST', headers, body }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 402)).toHaveLength(90);

    const profile = await profileOf(testApp.db, 'user-rush');
    expect(profile).toMatchObject({ availableCredits: 0, lockedCredits: 20 });
    expect(profile!.availableCredits + profile!.lockedCredits).toBe(20);
    expect((await auditBalance(testApp.db, 'user-rush')).consistent).toBe(true);
    const rows = await testApp.db
      .select()
      .from(transformations)
      .where(eq(transformations.userId, 'user-rush'));
    expect(rows).toHaveLength(10);
    const jobs = await Promise.all(rows.map((row) => jobOf(row.transformationId)));
    expect(jobs.every((job) => job !== null)).toBe(true);
  }, 60_000);
});

describe('GET /api/transformations', () => {
  const minute = (n: number) => new Date(Date.UTC(2025, 2, 12, 10, n));

  it('lists an asset’s visuals newest first, filtered by status, kind and limit', async () => {
    const { db, storage } = testApp;
    const first = await insertVisual(db, storage, ring, { createdAt: minute(1) });
    const failed = await insertVisual(db, storage, ring, {
      status: 'failed',
      createdAt: minute(2),
    });
    const queued = await insertVisual(db, storage, ring, {
      status: 'queued',
      kind: 'lifestyle',
      createdAt: minute(3),
    });
    const other = await insertAsset(db, storage, ADA, { name: 'Other' });
    const elsewhere = await insertVisual(db, storage, other, { createdAt: minute(4) });

    const ids = async (query: string) => {
      const res = await asAda('GET', `/api/transformations${query}`);
      expect(res.status).toBe(200);
      return TransformationListResponseSchema.parse(res.json).map((item) => item.transformation_id);
    };
    const forRing = `?asset_id=${ring.assetId}`;
    expect(await ids(forRing)).toEqual([
      queued.transformationId,
      failed.transformationId,
      first.transformationId,
    ]);
    expect(await ids(`${forRing}&status=failed`)).toEqual([failed.transformationId]);
    expect(await ids(`${forRing}&kind=lifestyle`)).toEqual([queued.transformationId]);
    expect(await ids(`${forRing}&limit=1`)).toEqual([queued.transformationId]);
    expect(await ids('')).toEqual([
      elsewhere.transformationId,
      queued.transformationId,
      failed.transformationId,
      first.transformationId,
    ]);
  });

  it.each([
    ['?status=done', 'status'],
    ['?limit=0', 'limit'],
    ['?kind=painting', 'kind'],
  ])('refuses %s with 422 naming %s', async (query, field) => {
    const res = await asAda('GET', `/api/transformations${query}`);
    expect(res.status).toBe(422);
    expect(ErrorBodySchema.parse(res.json).detail).toMatch(
      new RegExp(`^Invalid query: ${field}: `),
    );
  });

  it('is a 404 for an asset that does not exist', async () => {
    const res = await asAda('GET', `/api/transformations?asset_id=${randomUUID()}`);
    expect(res.status).toBe(404);
  });

  it('tells an own asset with no visuals from one that is not hers (the asset is checked when the page is empty)', async () => {
    const { db, storage } = testApp;
    await insertVisual(db, storage, ring, { status: 'completed' });
    const res = await asAda('GET', `/api/transformations?asset_id=${ring.assetId}&status=failed`);
    expect([res.status, res.json]).toEqual([200, []]);
    const bare = await insertAsset(db, storage, ADA, { name: 'No visuals yet' });
    const empty = await asAda('GET', `/api/transformations?asset_id=${bare.assetId}`);
    expect([empty.status, empty.json]).toEqual([200, []]);

    await insertProfile(db, 'user-bea', 20);
    const beas = await insertAsset(db, storage, 'user-bea', { name: 'Bea’s ring' });
    await insertVisual(db, storage, beas);
    for (const assetId of [beas.assetId, 'not-a-uuid']) {
      const refused = await asAda('GET', `/api/transformations?asset_id=${assetId}`);
      expect(refused.status).toBe(404);
    }
  });
});

describe('GET /api/transformations/{id}', () => {
  it('answers a finished visual with signed URLs the app serves', async () => {
    const visual = await insertVisual(testApp.db, testApp.storage, ring);
    const res = await asAda('GET', `/api/transformations/${visual.transformationId}`);
    expect(res.status).toBe(200);
    const body = TransformationSchema.parse(res.json);
    expect(body).toMatchObject({
      status: 'completed',
      fidelity_score: 0.97,
      output_asset_paths: { main_view: visual.outputKeys.main_view },
      output_asset_urls: { thumbnail_url: null, model_glb: null },
    });
    expect(body.display_url).toBe(body.output_asset_urls.main_view);
    const file = await testApp.build().request(body.display_url!);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(IMAGE_BYTES);
  });

  it('says why a failed visual failed', async () => {
    const visual = await insertVisual(testApp.db, testApp.storage, ring, { status: 'failed' });
    const res = await asAda('GET', `/api/transformations/${visual.transformationId}`);
    expect(TransformationSchema.parse(res.json)).toMatchObject({
      status: 'failed',
      display_url: null,
      failure_reason: 'The piece could not be separated from its background.',
    });
  });

  it.each([randomUUID(), 'nope'])('is a 404 for %s', async (id) => {
    const res = await asAda('GET', `/api/transformations/${id}`);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ detail: 'Visual not found.', code: 'not_found' });
  });
});

describe('DELETE /api/transformations/{id}', () => {
  it('cancels a queued visual and gives its credits back', async () => {
    const created = await asAda('POST', '/api/transformations', packShot());
    const { transformation_id: id } = TransformationSchema.parse(created.json);
    expect(await profileOf(testApp.db, ADA)).toMatchObject({
      availableCredits: 18,
      lockedCredits: 2,
    });

    const res = await asAda('DELETE', `/api/transformations/${id}`);
    expect(res.status).toBe(200);
    expect(MessageResponseSchema.parse(res.json)).toEqual({
      message: 'Visual cancelled; its 2 credits are back in your balance.',
    });
    expect(await profileOf(testApp.db, ADA)).toMatchObject({
      availableCredits: 20,
      lockedCredits: 0,
    });
    expect((await auditBalance(testApp.db, ADA)).consistent).toBe(true);
    expect((await asAda('GET', `/api/transformations/${id}`)).status).toBe(404);
    expect((await asAda('DELETE', `/api/transformations/${id}`)).status).toBe(404);
  });

  it('refuses a visual being made with 409, and changes nothing', async () => {
    const visual = await insertVisual(testApp.db, testApp.storage, ring, { status: 'processing' });
    const res = await asAda('DELETE', `/api/transformations/${visual.transformationId}`);
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      detail: 'This visual is still being made; try again when it finishes.',
      code: 'visual_in_progress',
    });
    expect(await testApp.db.select().from(transformations)).toHaveLength(1);
    expect(await profileOf(testApp.db, ADA)).toMatchObject({ lockedCredits: 2 });
  });

  it.each(['completed', 'failed'] as const)('deletes a %s visual and its files', async (status) => {
    const visual = await insertVisual(testApp.db, testApp.storage, ring, { status });
    const before = await profileOf(testApp.db, ADA);
    const res = await asAda('DELETE', `/api/transformations/${visual.transformationId}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'Visual deleted successfully.' });
    expect(await testApp.db.select().from(transformations)).toEqual([]);
    if (status === 'completed') {
      expect(await testApp.storage.exists(visual.outputKeys.main_view!)).toBe(false);
    }
    expect(await testApp.storage.exists(ring.s3KeyOriginalUpload)).toBe(true);
    expect(await profileOf(testApp.db, ADA)).toEqual(before);
  });
});

describe('GET /api/transformations paging (before)', () => {
  const BEA = 'user-bea';
  const second = (n: number) => new Date(Date.UTC(2025, 2, 12, 9, 0, n));

  type Listed = { transformation_id: string; created_at: string };
  const page = async (query: string, user = ADA) => {
    const res = await testApp.call(user, 'GET', `/api/transformations${query}`);
    expect(res.status).toBe(200);
    return TransformationListResponseSchema.parse(res.json);
  };
  /** Every page, each asked with the cursor of the previous page's last visual. */
  const pageThrough = async (query: string, user = ADA, between?: () => Promise<void>) => {
    const pages: Listed[][] = [];
    let before = '';
    for (;;) {
      const items = await page(`?limit=50${query}${before}`, user);
      pages.push(items);
      if (items.length < 50) return pages;
      await between?.();
      before = `&before=${transformationCursor(items.at(-1)!)}`;
    }
  };
  const idsOf = (pages: Listed[][]) => pages.flat().map((item) => item.transformation_id);
  /** The server's order, computed here: created_at desc, then id desc. */
  const newestFirst = (rows: Array<{ transformationId: string; createdAt: Date }>) =>
    [...rows]
      .sort(
        (a, b) =>
          b.createdAt.getTime() - a.createdAt.getTime() ||
          (a.transformationId < b.transformationId ? 1 : -1),
      )
      .map((row) => row.transformationId);

  it('returns 120 visuals, some sharing a created_at, each exactly once in order', async () => {
    const { db, storage } = testApp;
    const other = await insertAsset(db, storage, ADA, { name: 'Other' });
    const rows: TransformationRow[] = [];
    // Three visuals per second: ties that only the id orders.
    for (let index = 0; index < 120; index += 1) {
      rows.push(
        await insertVisual(db, storage, index % 2 ? ring : other, {
          status: index % 5 === 0 ? 'failed' : 'completed',
          createdAt: second(Math.floor(index / 3)),
        }),
      );
    }
    // Stored to the microsecond, answered to the millisecond: these three share .500 and must
    // page by id, whatever their microseconds say.
    const sameMs = rows.slice(60, 63);
    const micros = ['500900', '500100', '500500'];
    for (const [index, row] of sameMs.entries()) {
      await db.execute(
        sql`update transformations set created_at = ${`2025-03-12T09:00:20.${micros[index]}Z`}::timestamptz where transformation_id = ${row.transformationId}`,
      );
      row.createdAt = new Date('2025-03-12T09:00:20.500Z');
    }

    const pages = await pageThrough('');
    expect(pages.map((items) => items.length)).toEqual([50, 50, 20]);
    expect(idsOf(pages)).toEqual(newestFirst(rows));
    expect(new Set(idsOf(pages)).size).toBe(120);
  });

  it('is stable while new visuals arrive between pages', async () => {
    const { db, storage } = testApp;
    const rows: TransformationRow[] = [];
    for (let index = 0; index < 120; index += 1) {
      rows.push(await insertVisual(db, storage, ring, { createdAt: second(index % 30) }));
    }
    let arrivals = 0;
    const pages = await pageThrough('', ADA, async () => {
      arrivals += 1;
      await insertVisual(db, storage, ring, { createdAt: second(59) });
    });
    expect(arrivals).toBe(2);
    // The pages after the first go on from where it ended: the newcomers are not there.
    expect(idsOf(pages)).toEqual(newestFirst(rows));
  });

  it('combines the cursor with asset_id, status and kind', async () => {
    const { db, storage } = testApp;
    const other = await insertAsset(db, storage, ADA, { name: 'Other' });
    const rows: TransformationRow[] = [];
    for (let index = 0; index < 130; index += 1) {
      rows.push(
        await insertVisual(db, storage, index % 3 === 0 ? other : ring, {
          status: index % 4 === 0 ? 'failed' : 'completed',
          kind: index % 2 === 0 ? 'pack_shot' : 'lifestyle',
          createdAt: second(Math.floor(index / 2)),
        }),
      );
    }
    const expected = newestFirst(
      rows.filter(
        (row) =>
          row.assetId === ring.assetId && row.status === 'completed' && row.kind === 'lifestyle',
      ),
    );
    const filtered = await pageThrough(`&asset_id=${ring.assetId}&status=completed&kind=lifestyle`);
    expect(idsOf(filtered)).toEqual(expected);

    const ofRing = newestFirst(rows.filter((row) => row.assetId === ring.assetId));
    expect(ofRing.length).toBeGreaterThan(50);
    expect(idsOf(await pageThrough(`&asset_id=${ring.assetId}`))).toEqual(ofRing);
  });

  it.each([
    ['not base64url', 'not a cursor!'],
    ['empty', ''],
    ['no separator', Buffer.from('2025-03-12T09:00:00.000Z').toString('base64url')],
    ['a bad date', Buffer.from(`yesterday|${randomUUID()}`).toString('base64url')],
    ['an id that is no uuid', Buffer.from('2025-03-12T09:00:00.000Z|abc').toString('base64url')],
  ])('answers a cursor that is %s with 400', async (_, before) => {
    const res = await asAda('GET', `/api/transformations?before=${encodeURIComponent(before)}`);
    expect(res.status).toBe(400);
    expect(ErrorBodySchema.parse(res.json)).toEqual({
      detail: INVALID_CURSOR_DETAIL,
      code: 'invalid_query',
    });
    expect(INVALID_CURSOR_DETAIL).toMatch(/^Invalid query: before: /);
  });

  it('never shows another user’s visuals, whatever the cursor', async () => {
    const { db, storage } = testApp;
    await insertProfile(db, BEA, 20);
    const beasRing = await insertAsset(db, storage, BEA, { name: 'Bea’s ring' });
    const adas: TransformationRow[] = [];
    const beas: TransformationRow[] = [];
    for (let index = 0; index < 70; index += 1) {
      adas.push(await insertVisual(db, storage, ring, { createdAt: second(index) }));
      beas.push(await insertVisual(db, storage, beasRing, { createdAt: second(index) }));
    }
    expect(idsOf(await pageThrough(''))).toEqual(newestFirst(adas));
    expect(idsOf(await pageThrough('', BEA))).toEqual(newestFirst(beas));
    // A cursor naming Bea's visual gives Ada only her own older ones.
    const beaCursor = transformationCursor({
      transformation_id: beas[40]!.transformationId,
      created_at: beas[40]!.createdAt.toISOString(),
    });
    const afterBeas = await page(`?limit=200&before=${beaCursor}`);
    expect(afterBeas.every((item) => item.asset_id === ring.assetId)).toBe(true);
    const cursorAt = beas[40]!;
    const olderThanCursor = (row: TransformationRow) =>
      row.createdAt < cursorAt.createdAt ||
      (row.createdAt.getTime() === cursorAt.createdAt.getTime() &&
        row.transformationId < cursorAt.transformationId);
    expect(afterBeas.map((item) => item.transformation_id)).toEqual(
      newestFirst(adas.filter(olderThanCursor)),
    );
    // And her cursor with Bea's asset is a 404, as without one.
    const res = await asAda(
      'GET',
      `/api/transformations?asset_id=${beasRing.assetId}&before=${beaCursor}`,
    );
    expect(res.status).toBe(404);
  });
});
