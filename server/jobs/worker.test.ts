// The worker's promises: a visual settles its credits exactly once however often its job runs,
// a job that keeps failing ends failed and refunded, a cancelled visual is acknowledged, and the
// balances always add up. Renders are stubbed: the renderers have tests of their own. Every render
// starts from the design's stored cut-out; none segments the piece again.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { auditBalance } from '../billing/credits';
import { assets, creditLedger, transformations } from '../db/schema';
import { silentLogger } from '../logger';
import { setupTestApp } from '../test/app';
import {
  drawnRingCutout,
  insertAsset,
  insertProfile,
  insertVisual,
  profileOf,
} from '../test/fixtures';
import { createQueue } from './queue';
import {
  createTransformationJobHandler,
  startTransformationWorker,
  type RenderInput,
  type RenderTransformation,
} from './worker';
import { segmentPiece } from '../studio/cutout/segment-piece';
import { renderTransformation } from '../studio/render/render-transformation';
import { fixtureImage } from '../studio/testing/fixture-images';
import { TEST_EXTRACTION_SIDE } from '../studio/testing/test-cutouts';
import { VisualFailure } from '../studio/visual-failure';

// Spies on the one way a piece is segmented (the cut-out's): renders must never call it.
vi.mock(import('../studio/cutout/segment-piece'), async (importOriginal) => {
  const original = await importOriginal();
  return { ...original, segmentPiece: vi.fn(original.segmentPiece) };
});

const app = setupTestApp();

beforeEach(() => {
  vi.mocked(segmentPiece).mockClear();
});

const webp = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#c9a86a' } })
    .webp()
    .toBuffer();

const renderOk: RenderTransformation = async () => ({
  mainView: await webp(64),
  thumbnail: await webp(32),
  fidelity: 0.991,
});

const renderCrash: RenderTransformation = () => Promise.reject(new Error('disk full'));

function handler(render: RenderTransformation, retryLimit = 2) {
  return createTransformationJobHandler({
    db: app.db,
    storage: app.storage,
    logger: silentLogger,
    render,
    retryLimit,
  });
}

const job = (transformationId: string) => ({ id: transformationId, data: { transformationId } });

async function queuedVisual(userId = `user-${randomUUID()}`) {
  await insertProfile(app.db, userId, 15);
  const asset = await insertAsset(app.db, app.storage, userId);
  const visual = await insertVisual(app.db, app.storage, asset, { status: 'queued', cost: 2 });
  return { userId, asset, visual };
}

async function rowOf(transformationId: string) {
  const [row] = await app.db
    .select()
    .from(transformations)
    .where(eq(transformations.transformationId, transformationId));
  return row!;
}

async function settlements(transformationId: string) {
  const rows = await app.db
    .select({ entry: creditLedger.entry })
    .from(creditLedger)
    .where(and(eq(creditLedger.transformationId, transformationId)));
  return rows.map((row) => row.entry).sort();
}

describe('transformation worker', () => {
  it('completes a visual, stores its outputs and consumes its credits once', async () => {
    const { userId, visual } = await queuedVisual();
    const run = handler(renderOk);

    expect(await run(job(visual.transformationId))).toBe('completed');
    // A repeated delivery of the same job changes nothing.
    expect(await run(job(visual.transformationId))).toBe('skipped');

    const row = await rowOf(visual.transformationId);
    expect(row).toMatchObject({ status: 'completed', attempts: 1, failureReason: null });
    expect(row.fidelityScore).toBeCloseTo(0.991, 3);
    expect(row.startedAt).toBeInstanceOf(Date);
    expect(row.finishedAt).toBeInstanceOf(Date);
    expect(row.outputKeys.main_view).toMatch(
      new RegExp(`/transformations/${visual.transformationId}/main\\.webp$`),
    );
    expect(row.outputKeys.thumbnail).toMatch(/\/thumb\.webp$/);
    expect(await app.storage.exists(row.outputKeys.main_view!)).toBe(true);
    expect(await app.storage.exists(row.outputKeys.thumbnail!)).toBe(true);
    expect(await settlements(visual.transformationId)).toEqual(['consume', 'reserve']);
    expect(await profileOf(app.db, userId)).toMatchObject({
      availableCredits: 13,
      lockedCredits: 0,
    });
  });

  it('re-renders to the same keys after a crash and still settles once', async () => {
    const { visual } = await queuedVisual();
    const run = handler(renderOk);
    // Two deliveries at once (the first presumed dead, say): both render, one settles.
    const outcomes = await Promise.all([
      run(job(visual.transformationId)),
      run(job(visual.transformationId)),
    ]);
    expect(outcomes).toContain('completed');
    const first = await rowOf(visual.transformationId);

    // A delivery after a crash between "processing" and the end finds the row processing.
    await app.db
      .update(transformations)
      .set({ status: 'processing' })
      .where(eq(transformations.transformationId, visual.transformationId));
    expect(await run(job(visual.transformationId))).toBe('completed');
    const second = await rowOf(visual.transformationId);

    expect(second.outputKeys).toEqual(first.outputKeys);
    expect(await settlements(visual.transformationId)).toEqual(['consume', 'reserve']);
  });

  it('retries a failing visual, then fails it with a reason and refunds it once', async () => {
    const { userId, visual } = await queuedVisual();
    const run = handler(renderCrash, 2);

    expect(await run(job(visual.transformationId))).toBe('retry');
    expect(await run(job(visual.transformationId))).toBe('retry');
    expect((await rowOf(visual.transformationId)).status).toBe('processing');
    expect(await run(job(visual.transformationId))).toBe('failed');
    expect(await run(job(visual.transformationId))).toBe('skipped');

    const row = await rowOf(visual.transformationId);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, outputKeys: {} });
    expect(row.failureReason).toMatch(/tried 3 times.*credits are back/);
    expect(row.failureReason).not.toMatch(/disk full/);
    expect(await settlements(visual.transformationId)).toEqual(['release', 'reserve']);
    expect(await profileOf(app.db, userId)).toMatchObject({
      availableCredits: 15,
      lockedCredits: 0,
    });
  });

  it('gives up, refunded, on a visual whose earlier attempts all crashed', async () => {
    const { userId, visual } = await queuedVisual();
    // Three deliveries that died mid-render (no verdict): the row says processing, 3 attempts.
    await app.db
      .update(transformations)
      .set({ status: 'processing', attempts: 3 })
      .where(eq(transformations.transformationId, visual.transformationId));
    let renders = 0;
    const counting: RenderTransformation = (input) => {
      renders++;
      return renderOk(input);
    };
    expect(await handler(counting, 2)(job(visual.transformationId))).toBe('failed');
    expect(renders).toBe(0);
    const row = await rowOf(visual.transformationId);
    expect(row.failureReason).toMatch(/tried 3 times/);
    expect(await profileOf(app.db, userId)).toMatchObject({
      availableCredits: 15,
      lockedCredits: 0,
    });
  });

  it('fails at once, refunded, when the render cannot succeed (fidelity, missing piece)', async () => {
    const lowFidelity = await queuedVisual();
    const refused = await queuedVisual();
    const poorMatch: RenderTransformation = async () => ({
      ...(await renderOk(null!)),
      fidelity: 0.9,
    });
    const noPiece: RenderTransformation = () =>
      Promise.reject(new VisualFailure('No piece could be found in this image.'));

    expect(await handler(poorMatch)(job(lowFidelity.visual.transformationId))).toBe('failed');
    expect(await handler(noPiece)(job(refused.visual.transformationId))).toBe('failed');

    const low = await rowOf(lowFidelity.visual.transformationId);
    expect(low).toMatchObject({ status: 'failed', attempts: 1, fidelityScore: null });
    expect(low.failureReason).toMatch(/did not match your design closely enough \(0\.900/);
    expect((await rowOf(refused.visual.transformationId)).failureReason).toBe(
      'No piece could be found in this image. Your credits are back.',
    );
    expect(await settlements(refused.visual.transformationId)).toEqual(['release', 'reserve']);
  });

  it('hands the render the stored cut-out: it needs neither the crop nor the original', async () => {
    const { asset, visual } = await queuedVisual();
    await app.storage.delete(visual.sourceImageS3Path);
    await app.storage.delete(asset.s3KeyOriginalUpload);
    const inputs: RenderInput[] = [];
    const recording: RenderTransformation = (input) => {
      inputs.push(input);
      return renderOk(input);
    };
    expect(await handler(recording)(job(visual.transformationId))).toBe('completed');
    expect(inputs).toHaveLength(1);
    expect(inputs[0]!.cutout).toEqual(await drawnRingCutout());
    expect(inputs[0]!.source).toBeUndefined();
    expect(segmentPiece).not.toHaveBeenCalled();
  });

  it('fails at once when an older design has no cut-out and its original is gone', async () => {
    const userId = `user-${randomUUID()}`;
    await insertProfile(app.db, userId, 15);
    const asset = await insertAsset(app.db, app.storage, userId, { withCutout: false });
    const visual = await insertVisual(app.db, app.storage, asset, { status: 'queued' });
    await app.storage.delete(asset.s3KeyOriginalUpload);
    expect(await handler(renderOk)(job(visual.transformationId))).toBe('failed');
    expect((await rowOf(visual.transformationId)).failureReason).toMatch(/missing/);
  });

  it('acknowledges the job of a cancelled visual and does nothing', async () => {
    let renders = 0;
    const counting: RenderTransformation = (input) => {
      renders++;
      return renderOk(input);
    };
    expect(await handler(counting)(job(randomUUID()))).toBe('skipped');
    expect(renders).toBe(0);
  });

  it('keeps available + locked + consumed equal to what was granted after a mix', async () => {
    const userId = `user-${randomUUID()}`;
    await insertProfile(app.db, userId, 15);
    const asset = await insertAsset(app.db, app.storage, userId);
    const visuals = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        insertVisual(app.db, app.storage, asset, { status: 'queued', cost: 2 }),
      ),
    );
    const [ok1, ok2, poison, cancelled, waiting] = visuals.map((visual) => visual.transformationId);
    await handler(renderOk)(job(ok1!));
    await Promise.all([handler(renderOk)(job(ok2!)), handler(renderOk)(job(ok2!))]);
    for (let attempt = 0; attempt < 4; attempt++) await handler(renderCrash, 1)(job(poison!));
    await app.db.delete(transformations).where(eq(transformations.transformationId, cancelled!));
    await handler(renderOk)(job(cancelled!));

    const { consistent, ledger, profile } = await auditBalance(app.db, userId);
    expect(consistent).toBe(true);
    expect(ledger.consumed).toBe(4);
    expect(profile.lockedCredits).toBe(4); // `cancelled` (its release is the API's job) + `waiting`
    expect(profile.availableCredits + profile.lockedCredits + ledger.consumed).toBe(15);
    expect((await rowOf(waiting!)).status).toBe('queued');
  });

  const render: RenderTransformation = (input) =>
    renderTransformation(input, { extractionMaxSide: TEST_EXTRACTION_SIDE, longSide: 256 });

  it(
    'renders an older design: its cut-out is made from the original once, then kept',
    async () => {
      const userId = `user-${randomUUID()}`;
      await insertProfile(app.db, userId, 15);
      const asset = await insertAsset(app.db, app.storage, userId, {
        imageStyle: 'photo',
        withCutout: false,
      });
      await app.storage.put(
        asset.s3KeyOriginalUpload,
        await fixtureImage('photo_ring_01.jpg'),
        'image/jpeg',
      );
      const first = await insertVisual(app.db, app.storage, asset, { status: 'queued' });
      expect(await handler(render)(job(first.transformationId))).toBe('completed');
      const row = await rowOf(first.transformationId);
      expect(row.fidelityScore).toBeGreaterThanOrEqual(0.97);
      const main = await app.storage.get(row.outputKeys.main_view!);
      expect(main?.contentType).toBe('image/webp');
      expect(await sharp(main!.body).metadata()).toMatchObject({ format: 'webp', width: 256 });

      const [stored] = await app.db.select().from(assets).where(eq(assets.assetId, asset.assetId));
      expect(stored).toMatchObject({ cutoutStyle: 'photo' });
      const made = await app.storage.get(stored!.s3KeyCutout!);
      expect(made).not.toBeNull();

      // The second visual renders from the cut-out made for the first: not made again.
      const second = await insertVisual(app.db, app.storage, asset, { status: 'queued' });
      expect(await handler(render)(job(second.transformationId))).toBe('completed');
      const [after] = await app.db.select().from(assets).where(eq(assets.assetId, asset.assetId));
      expect(after!.s3KeyCutout).toBe(stored!.s3KeyCutout);
      expect((await app.storage.get(after!.s3KeyCutout!))!.body.equals(made!.body)).toBe(true);
    },
    // Real renders: seconds on a loaded machine.
    60_000,
  );

  it('renders the piece the stored cut-out holds, and segments nothing', async () => {
    /** A flat red bar as a stored cut-out, `width` x `height` inside a 200 x 200 image. */
    const bar = (width: number, height: number) => {
      const rgba = new Uint8Array(200 * 200 * 4);
      for (let y = 100 - height / 2; y < 100 + height / 2; y++) {
        for (let x = 100 - width / 2; x < 100 + width / 2; x++) {
          rgba.set([200, 30, 40, 255], (y * 200 + x) * 4);
        }
      }
      return sharp(rgba, { raw: { width: 200, height: 200, channels: 4 } })
        .png()
        .toBuffer();
    };
    /** Width / height of the box round the red pixels of a rendered visual. */
    const redAspect = async (webp: Buffer) => {
      const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
      let [minX, minY, maxX, maxY] = [Infinity, Infinity, -1, -1];
      for (let y = 0; y < info.height; y++) {
        for (let x = 0; x < info.width; x++) {
          const i = (y * info.width + x) * info.channels;
          if (data[i]! < 120 || data[i]! < 2 * data[i + 1]! || data[i]! < 2 * data[i + 2]!)
            continue;
          [minX, minY] = [Math.min(minX, x), Math.min(minY, y)];
          [maxX, maxY] = [Math.max(maxX, x), Math.max(maxY, y)];
        }
      }
      expect(maxX).toBeGreaterThan(0);
      return (maxX - minX + 1) / (maxY - minY + 1);
    };

    const aspects = [];
    for (const [width, height] of [
      [150, 50],
      [50, 150],
    ] as const) {
      const { asset, visual } = await queuedVisual();
      await app.db
        .update(assets)
        .set({ imageStyle: 'photo', cutoutStyle: 'photo' })
        .where(eq(assets.assetId, asset.assetId));
      await app.storage.put(asset.s3KeyCutout!, await bar(width, height), 'image/png');
      expect(await handler(render)(job(visual.transformationId))).toBe('completed');
      const row = await rowOf(visual.transformationId);
      expect(row.fidelityScore).toBeGreaterThanOrEqual(0.97);
      aspects.push(await redAspect((await app.storage.get(row.outputKeys.main_view!))!.body));
    }
    // The pack shot follows the stored shape: a bar lying down, then standing up.
    expect(aspects[0]).toBeGreaterThan(2.5);
    expect(aspects[1]).toBeLessThan(1 / 2.5);
    expect(segmentPiece).not.toHaveBeenCalled();
  }, 60_000);

  it('runs jobs from the queue end to end', async () => {
    const { visual } = await queuedVisual();
    const worker = await startTransformationWorker({
      boss: app.queue.boss,
      db: app.db,
      storage: app.storage,
      logger: silentLogger,
      render: renderOk,
      retryLimit: 2,
      concurrency: 1,
    });
    try {
      await app.queue.enqueueTransformation(visual.transformationId);
      const deadline = Date.now() + 20_000;
      while ((await rowOf(visual.transformationId)).status !== 'completed') {
        if (Date.now() > deadline) throw new Error('The worker did not complete the job.');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await worker.stop();
    }
    expect(await settlements(visual.transformationId)).toEqual(['consume', 'reserve']);
  }, 30_000);

  it('ends a poison job failed after its retries through the queue, refunded once', async () => {
    const { userId, visual } = await queuedVisual();
    // Retries at once (the production delay is seconds, doubling).
    const queue = createQueue(app.database.database, {
      connectionString: app.database.url,
      maxConnections: 2,
      policy: { retryLimit: 2, retryDelaySeconds: 0 },
    });
    await queue.start();
    let renders = 0;
    const poison: RenderTransformation = () => {
      renders++;
      return Promise.reject(new TypeError('Cannot read properties of undefined'));
    };
    const worker = await startTransformationWorker({
      boss: queue.boss,
      db: app.db,
      storage: app.storage,
      logger: silentLogger,
      render: poison,
      retryLimit: 2,
      concurrency: 1,
      // The retries are found by polling: at pg-boss's floor rather than production's 2 s.
      pollingIntervalSeconds: 0.5,
    });
    try {
      await queue.enqueueTransformation(visual.transformationId);
      const deadline = Date.now() + 40_000;
      while ((await rowOf(visual.transformationId)).status !== 'failed') {
        if (Date.now() > deadline) throw new Error('The poison job did not end failed.');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await worker.stop();
      await queue.stop();
    }
    expect(renders).toBe(3);
    const row = await rowOf(visual.transformationId);
    expect(row.failureReason).toMatch(/tried 3 times.*credits are back/);
    expect(await settlements(visual.transformationId)).toEqual(['release', 'reserve']);
    expect(await profileOf(app.db, userId)).toMatchObject({
      availableCredits: 15,
      lockedCredits: 0,
    });
  }, 60_000);
});
