// GET .../cutout/regions and PUT .../cutout with regions end to end: a generated pencil solitaire
// through the real upload, its region map, the designer's kinds stored with a new cut-out
// version and carried to the confirmed design; validation (422 naming the field) and isolation.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AssetSchema,
  CutoutMetadataSchema,
  CutoutRegionsSchema,
  TemporaryDesignSchema,
  type CutoutRegion,
} from '../../src/api/asset';
import { ErrorBodySchema } from '../../src/api/common';
import { TransformationSchema } from '../../src/api/transformation';
import { temporaryDesigns, transformations } from '../db/schema';
import { createTransformationJobHandler, type RenderInput } from '../jobs/worker';
import { silentLogger } from '../logger';
import { syntheticSketch } from '../studio/regions/evaluation/synthetic-sketches';
import { regionsKeyOf } from '../studio/regions/stored-regions';
import { renderTransformation } from '../studio/render/render-transformation';
import { setupTestApp } from '../test/app';
import { insertProfile } from '../test/fixtures';

const testApp = setupTestApp();
const ADA = 'user-ada';
const BOB = 'user-bob';

beforeEach(async () => {
  await testApp.database.truncateAll();
  await insertProfile(testApp.db, ADA, 40);
  await insertProfile(testApp.db, BOB, 40);
});

/** A generated drawing through the real upload; it must read as a sketch. */
async function uploadDrawing(sketch: ReturnType<typeof syntheticSketch>, fileName: string) {
  const { width, height, rgb } = sketch.image;
  const png = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(png)], fileName));
  const res = await testApp.build().request('/api/designs/initiate-analysis', {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${await testApp.tokenFor(ADA)}` },
  });
  expect(res.status).toBe(201);
  const design = TemporaryDesignSchema.parse(await res.json());
  expect(design.detected_characteristics?.image_style).toBe('sketch');
  return design;
}

const uploadSolitaire = () => uploadDrawing(syntheticSketch(2, 'ring'), 'solitaire.png');

const largest = (regions: CutoutRegion[], kind: string) =>
  regions.filter((r) => r.kind === kind).sort((a, b) => b.area - a.area)[0]!;

describe('a sketch cut-out’s regions', () => {
  it('maps the solitaire, stores the designer’s kinds as a new version and keeps them on confirmation', async () => {
    const design = await uploadSolitaire();
    const path = `/api/designs/${design.temporary_id}/cutout`;
    const got = await testApp.call(ADA, 'GET', `${path}/regions`);
    expect(got.status).toBe(200);
    const { regions } = CutoutRegionsSchema.parse(got.json);
    const kinds = new Set(regions.map((r) => r.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['metal', 'stone', 'open']));
    for (const region of regions) {
      expect(region.area).toBeGreaterThan(0);
      expect(region.box.x + region.box.width).toBeLessThanOrEqual(design.cutout_width! + 1);
      expect(region.cue.length).toBeGreaterThan(0);
    }
    const stone = largest(regions, 'stone');
    const band = largest(regions, 'metal');

    // Bob sees nothing of Ada's upload.
    expect((await testApp.call(BOB, 'GET', `${path}/regions`)).status).toBe(404);
    expect(
      (await testApp.call(BOB, 'PUT', path, { regions: [{ id: stone.id, kind: 'open' }] })).status,
    ).toBe(404);

    const corrected = await testApp.call(ADA, 'PUT', path, {
      regions: [
        { id: stone.id, kind: 'stone', colour: '#1f5fd0' },
        { id: band.id, kind: 'wire' },
      ],
    });
    expect(corrected.status).toBe(200);
    const metadata = CutoutMetadataSchema.parse(corrected.json);
    expect(metadata.cutout_version).toBe(design.cutout_version + 1);
    expect(metadata.cutout_confirmed).toBe(true);
    const after = CutoutRegionsSchema.parse(
      (await testApp.call(ADA, 'GET', `${path}/regions`)).json,
    );
    expect(after.regions.find((r) => r.id === stone.id)).toMatchObject({
      kind: 'stone',
      colour: '#1f5fd0',
      cue: 'set by the designer',
    });
    expect(after.regions.find((r) => r.id === band.id)?.kind).toBe('wire');
    const [row] = await testApp.db
      .select()
      .from(temporaryDesigns)
      .where(eq(temporaryDesigns.temporaryId, design.temporary_id));
    expect(await testApp.storage.exists(regionsKeyOf(row!.s3KeyCutout!))).toBe(true);

    const saved = await testApp.call(ADA, 'POST', '/api/assets', {
      temporary_id: design.temporary_id,
      name: 'Pencil Solitaire',
      jewelry_type: 'ring',
      s3_key_original_upload: design.s3_key_original_upload,
      s3_key_cropped_image: null,
      detected_characteristics: design.detected_characteristics,
      difficulty_assessment: design.difficulty_assessment,
      technical_quality_report: design.technical_quality_report,
    });
    expect(saved.status).toBe(201);
    const asset = AssetSchema.parse(saved.json);
    const assetRegions = await testApp.call(
      ADA,
      'GET',
      `/api/assets/${asset.asset_id}/cutout/regions`,
    );
    expect(assetRegions.status).toBe(200);
    expect(
      CutoutRegionsSchema.parse(assetRegions.json).regions.find((r) => r.id === band.id)?.kind,
    ).toBe('wire');
    expect(
      (await testApp.call(BOB, 'GET', `/api/assets/${asset.asset_id}/cutout/regions`)).status,
    ).toBe(404);

    // The job runner renders the visual from the cut-out version and its map, solid.
    const seen: RenderInput[] = [];
    const run = createTransformationJobHandler({
      db: testApp.db,
      storage: testApp.storage,
      logger: silentLogger,
      retryLimit: 0,
      render: async (input: RenderInput) => {
        seen.push(input);
        return renderTransformation(input, { longSide: 384 });
      },
    });
    const ordered = await testApp.call(ADA, 'POST', '/api/transformations', {
      asset_id: asset.asset_id,
      pipeline_step_name: 'ring_pack_shot',
      source_image_s3_path: asset.s3_key_original_upload,
      quality: 'standard',
      composition_type: 'pack_shot',
      scene_name: null,
    });
    expect(ordered.status).toBe(201);
    const { transformation_id: id } = TransformationSchema.parse(ordered.json);
    expect(await run({ id, data: { transformationId: id } } as never)).toBe('completed');
    expect(seen[0]!.regions).toBeDefined();
    const [visual] = await testApp.db
      .select()
      .from(transformations)
      .where(eq(transformations.transformationId, id));
    expect(visual!.status).toBe('completed');
  }, 60_000);

  // Packed pencil strokes once balanced the line cue, so a shaded drawing read as a photo and
  // was never mapped at all.
  it('reads a ring shaded in pencil as a sketch and maps its band as metal', async () => {
    const design = await uploadDrawing(syntheticSketch(8, undefined, { shaded: true }), 'a.png');
    const got = await testApp.call(
      ADA,
      'GET',
      `/api/designs/${design.temporary_id}/cutout/regions`,
    );
    const { regions } = CutoutRegionsSchema.parse(got.json);
    // The band is one filled-in surface round the finger, with its stone set on top.
    const band = largest(regions, 'metal');
    expect(band.cue).toMatch(/filled in/);
    expect(band.box.width).toBeGreaterThan(design.cutout_width! / 2);
    expect(band.box.height).toBeGreaterThan(design.cutout_height! / 2);
    expect(regions.some((r) => r.kind === 'stone')).toBe(true);
  }, 60_000);

  it('carries the designer’s kinds to the next stroke correction and a reset, by overlap', async () => {
    const design = await uploadSolitaire();
    const path = `/api/designs/${design.temporary_id}/cutout`;
    const { regions } = CutoutRegionsSchema.parse(
      (await testApp.call(ADA, 'GET', `${path}/regions`)).json,
    );
    const stone = largest(regions, 'stone');
    const band = largest(regions, 'metal');
    const chosen = await testApp.call(ADA, 'PUT', path, {
      regions: [
        { id: stone.id, kind: 'stone', colour: '#1f5fd0' },
        { id: band.id, kind: 'wire' },
      ],
    });
    expect(chosen.status).toBe(200);

    // A remove stroke over the paper's corner, no region sent: the new version's map keeps them.
    const [width, height] = [design.cutout_source_width!, design.cutout_source_height!];
    const stroke = { mode: 'remove', radius: 8, points: [[width - 10, height - 10]] };
    const corrected = await testApp.call(ADA, 'PUT', path, { strokes: [stroke] });
    expect(corrected.status).toBe(200);
    expect(CutoutMetadataSchema.parse(corrected.json).cutout_version).toBe(
      design.cutout_version + 2,
    );
    const overlapping = (list: CutoutRegion[], like: CutoutRegion) =>
      list.find(
        (r) =>
          Math.abs(r.box.x - like.box.x) <= 2 &&
          Math.abs(r.box.y - like.box.y) <= 2 &&
          Math.abs(r.area - like.area) <= like.area * 0.1,
      );
    const check = async () => {
      const after = CutoutRegionsSchema.parse(
        (await testApp.call(ADA, 'GET', `${path}/regions`)).json,
      ).regions;
      expect(overlapping(after, stone)).toMatchObject({
        kind: 'stone',
        colour: '#1f5fd0',
        cue: 'set by the designer',
      });
      expect(overlapping(after, band)).toMatchObject({ kind: 'wire', cue: 'set by the designer' });
      // The regions the designer left alone keep the studio's own kinds.
      const untouched = after.filter((r) => r.cue !== 'set by the designer');
      expect(untouched.length).toBe(regions.length - 2);
    };
    await check();

    // A reset goes back to the automatic cut-out, with the designer's kinds on it.
    expect((await testApp.call(ADA, 'PUT', path, { reset: true })).status).toBe(200);
    await check();

    // Kinds sent with a correction win over the carried ones.
    const resent = await testApp.call(ADA, 'PUT', path, {
      strokes: [stroke],
      regions: [{ id: band.id, kind: 'metal' }],
    });
    expect(resent.status).toBe(200);
    const final = CutoutRegionsSchema.parse(
      (await testApp.call(ADA, 'GET', `${path}/regions`)).json,
    ).regions;
    expect(final.find((r) => r.id === band.id)).toMatchObject({ kind: 'metal' });
    expect(overlapping(final, stone)).toMatchObject({ kind: 'stone', colour: '#1f5fd0' });
  }, 60_000);

  it('refuses region choices it cannot apply, naming the field', async () => {
    const design = await uploadSolitaire();
    const path = `/api/designs/${design.temporary_id}/cutout`;
    const cases: [unknown, string][] = [
      [{ regions: [{ id: 9999, kind: 'metal' }] }, 'regions.0.id'],
      [{ regions: [{ id: 1, kind: 'gold' }] }, 'regions.0.kind'],
      [{ regions: [{ id: 1, kind: 'stone', colour: 'blue' }] }, 'regions.0.colour'],
      [{ regions: [{ id: 0, kind: 'metal' }] }, 'regions.0.id'],
    ];
    for (const [body, field] of cases) {
      const res = await testApp.call(ADA, 'PUT', path, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(ErrorBodySchema.parse(res.json).detail, JSON.stringify(body)).toContain(field);
    }
    expect((await testApp.call(ADA, 'GET', '/api/designs/not-a-uuid/cutout/regions')).status).toBe(
      404,
    );
  }, 60_000);
});
