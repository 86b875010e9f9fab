// A sketch's visual through the job runner and the real renderer: every sketch renders solid (its
// region map made and stored at render time when its cut-out version has none), the drawn lines
// are checked in the output (line-art recall), and a render that loses them is refused and
// refunded through the same failure path as a photo's poor match.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { creditLedger, transformations, type AssetRow } from '../db/schema';
import { silentLogger } from '../logger';
import { alphaOfPng } from '../studio/cutout/editable-cutout';
import { solidPiecePng } from '../studio/regions/solid-piece';
import { decodeRegionMap, regionMapOfCutout, regionsKeyOf } from '../studio/regions/stored-regions';
import { LINE_RECALL_THRESHOLD } from '../studio/render/line-recall';
import { renderTransformation } from '../studio/render/render-transformation';
import { storedSketch } from '../studio/testing/stored-sketch';
import { setupTestApp } from '../test/app';
import { insertAsset, insertProfile, insertVisual, profileOf } from '../test/fixtures';
import { createRenderThreads } from './render-threads';
import { createTransformationJobHandler, type RenderInput, type RenderedVisual } from './worker';

// A renderer that drops the drawn lines: the solid piece flattened to one colour (its outline,
// and so its silhouette fidelity, unchanged).
const dropLines = vi.hoisted(() => ({ on: false }));
vi.mock(import('../studio/regions/solid-piece'), async (importOriginal) => {
  const original = await importOriginal();
  return {
    ...original,
    solidPiecePng: vi.fn(async (...args: Parameters<typeof original.solidPiecePng>) => {
      const png = await original.solidPiecePng(...args);
      if (!dropLines.on) return png;
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      for (let i = 0; i < info.width * info.height; i++) data.set([214, 166, 72], i * 4);
      return sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
        .png()
        .toBuffer();
    }),
  };
});

const app = setupTestApp();
const pool = createRenderThreads(1);
afterAll(() => pool.close());
const SIDE = 384;

let sketchPng: Buffer;
beforeAll(async () => {
  sketchPng = await storedSketch(4, { type: 'pendant' });
}, 30_000);

/** A saved sketch design whose cut-out version has no region map yet, and a queued visual. */
async function queuedSketchVisual() {
  const userId = `user-${randomUUID()}`;
  await insertProfile(app.db, userId, 15);
  const asset = await insertAsset(app.db, app.storage, userId, {
    imageStyle: 'sketch',
    jewelryType: 'necklace',
    material: 'Yellow gold',
  });
  await app.storage.put(asset.s3KeyCutout!, sketchPng, 'image/png');
  const visual = await insertVisual(app.db, app.storage, asset, {
    status: 'queued',
    quality: 'standard',
  });
  return { userId, asset, visual };
}

function runner(render: (input: RenderInput) => Promise<RenderedVisual>) {
  return createTransformationJobHandler({
    db: app.db,
    storage: app.storage,
    logger: silentLogger,
    render,
    retryLimit: 0,
  });
}

const job = (id: string) => ({ id, data: { transformationId: id } });

async function rowOf(id: string) {
  const [row] = await app.db
    .select()
    .from(transformations)
    .where(eq(transformations.transformationId, id));
  return row!;
}

/** Share of the box round a coverage's pixels (>= 128) that it covers. */
async function fillOf(png: Buffer): Promise<number> {
  const { alpha, width, height } = await alphaOfPng(png);
  let [x0, y0, x1, y1, n] = [width, height, -1, -1, 0];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (alpha[y * width + x]! < 128) continue;
      n++;
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    }
  return n / ((x1 - x0 + 1) * (y1 - y0 + 1));
}

describe('a sketch’s visual', () => {
  it('renders solid without a stored map: the render makes it and the worker stores it', async () => {
    const { asset, visual } = await queuedSketchVisual();
    const regionsKey = regionsKeyOf(asset.s3KeyCutout!);
    expect(await app.storage.exists(regionsKey)).toBe(false);
    const seen: RenderedVisual[] = [];
    const run = runner(async (input) => {
      const rendered = await pool.renderWith(input, { longSide: SIDE });
      seen.push(rendered);
      return rendered;
    });

    const outcome = await run(job(visual.transformationId));
    expect((await rowOf(visual.transformationId)).failureReason).toBeNull();
    expect(outcome).toBe('completed');
    // The map made in the render thread is the one GET …/cutout/regions would make and store.
    const stored = await app.storage.get(regionsKey);
    expect(stored).not.toBeNull();
    const expected = await regionMapOfCutout(sketchPng);
    const map = decodeRegionMap(stored!.body);
    expect(map.regions.map((r) => r.kind)).toEqual(expected.regions.map((r) => r.kind));
    expect(map.labels).toEqual(expected.labels);

    // Solid: the piece in the visual fills far more of its box than the drawn lines do.
    const row = await rowOf(visual.transformationId);
    const piece = await app.storage.get(row.outputKeys.piece_mask!);
    expect(await fillOf(piece!.body)).toBeGreaterThan(2 * (await fillOf(sketchPng)));
    // The drawn lines are kept, and the score recorded is the weaker of the two checks.
    const [rendered] = seen;
    expect(rendered!.lineRecall).toBeGreaterThanOrEqual(LINE_RECALL_THRESHOLD);
    expect(row.fidelityScore).toBeCloseTo(Math.min(rendered!.fidelity, rendered!.lineRecall!), 5);

    // The next visual reads the stored map; the render makes none.
    const next = await insertVisual(app.db, app.storage, asset as AssetRow, {
      status: 'queued',
      quality: 'standard',
    });
    const inputs: RenderInput[] = [];
    const second = runner(async (input) => {
      inputs.push(input);
      const rendered = await pool.renderWith(input, { longSide: SIDE });
      expect(rendered.regionMap).toBeUndefined();
      return rendered;
    });
    expect(await second(job(next.transformationId))).toBe('completed');
    expect(inputs[0]!.regions).toBeDefined();
  }, 90_000);

  it('is refused and refunded when the render loses the drawn lines', async () => {
    const { userId, visual } = await queuedSketchVisual();
    const seen: RenderedVisual[] = [];
    const run = runner(async (input) => {
      const rendered = await renderTransformation(input, { longSide: SIDE });
      seen.push(rendered);
      return rendered;
    });
    dropLines.on = true;
    try {
      expect(await run(job(visual.transformationId))).toBe('failed');
    } finally {
      dropLines.on = false;
    }
    expect(vi.mocked(solidPiecePng)).toHaveBeenCalled();
    // The outline alone still matches: only the lines' check refuses it.
    expect(seen[0]!.fidelity).toBeGreaterThanOrEqual(0.97);
    expect(seen[0]!.lineRecall).toBeLessThan(LINE_RECALL_THRESHOLD);
    const row = await rowOf(visual.transformationId);
    expect(row).toMatchObject({ status: 'failed', fidelityScore: null });
    expect(row.failureReason).toMatch(
      /lost some of your drawn lines \(0\.\d{3} of them kept .*0\.97 needed\).*credits are back\.$/,
    );
    const entries = await app.db
      .select({ entry: creditLedger.entry })
      .from(creditLedger)
      .where(and(eq(creditLedger.transformationId, visual.transformationId)));
    expect(entries.map((e) => e.entry).sort()).toEqual(['release', 'reserve']);
    expect(await profileOf(app.db, userId)).toMatchObject({
      availableCredits: 15,
      lockedCredits: 0,
    });
  }, 90_000);
});
