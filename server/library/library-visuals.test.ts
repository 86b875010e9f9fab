// Visuals on the designer's own photographs, end to end: ordered through the API with a library
// photograph (its landmarks, surface and the ring size recorded with the order), made by the
// worker at the usual cost, and refused with 422 naming the field when the photograph does not fit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { LibraryPhotoSchema, type LibraryPhoto } from '../../src/api/library';
import { libraryPhotos, transformations } from '../db/schema';
import {
  createTransformationJobHandler,
  startTransformationWorker,
  type RenderTransformation,
  type TransformationWorker,
} from '../jobs/worker';
import { silentLogger } from '../logger';
import { renderTransformation } from '../studio/render/render-transformation';
import { TEST_EXTRACTION_SIDE } from '../studio/testing/test-cutouts';
import { setupTestApp } from '../test/app';
import { insertAsset, insertProfile } from '../test/fixtures';
import type { PhotoRenderRecord } from './placement/render-on-photo';
import { assetFolder } from '../storage/key-layout';
import { marbleTable } from './testing/synthetic-scenes';

const app = setupTestApp();
let worker: TransformationWorker;
const ADA = 'library-visuals-ada';
const BOB = 'library-visuals-bob';

async function upload(userId: string, plural: 'models' | 'scenes', bytes: Buffer) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], `${plural}.jpg`));
  const headers = { Authorization: `Bearer ${await app.tokenFor(userId)}` };
  const res = await app
    .build()
    .request(`/api/library/${plural}`, { method: 'POST', body: form, headers });
  return LibraryPhotoSchema.parse(await res.json());
}

async function waitFor(id: string) {
  const deadline = Date.now() + 40_000;
  for (;;) {
    const { json } = await app.call(ADA, 'GET', `/api/transformations/${id}`);
    const visual = json as {
      status: string;
      failure_reason: string | null;
      fidelity_score: number;
      library_photo_id: string | null;
      output_asset_paths: { main_view: string } | null;
    };
    if (visual.status === 'completed' || visual.status === 'failed') return visual;
    if (Date.now() > deadline) throw new Error(`Still ${visual.status}.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let model: LibraryPhoto;
let scene: LibraryPhoto;

const render: RenderTransformation = (input) =>
  renderTransformation(input, { extractionMaxSide: TEST_EXTRACTION_SIDE, longSide: 512 });

/** The visual's main view, decoded. */
async function mainPixels(key: string): Promise<Buffer> {
  const stored = await app.storage.get(key);
  return sharp(stored!.body).raw().toBuffer();
}

/** The centre of mass of a visual's stored piece mask. */
async function pieceCentre(key: string): Promise<{ x: number; y: number }> {
  const stored = await app.storage.get(key);
  const { data, info } = await sharp(stored!.body)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  let [sum, sx, sy] = [0, 0, 0];
  for (let i = 0; i < data.length; i++) {
    sum += data[i]!;
    sx += data[i]! * (i % info.width);
    sy += data[i]! * Math.floor(i / info.width);
  }
  return { x: sx / sum, y: sy / sum };
}

/** Renders a finished visual again, as the worker would (same job handler, same row). */
async function renderAgain(transformationId: string) {
  await app.db
    .update(transformations)
    .set({ status: 'queued' })
    .where(eq(transformations.transformationId, transformationId));
  const handle = createTransformationJobHandler({
    db: app.db,
    storage: app.storage,
    logger: silentLogger,
    render,
    // Each render is an attempt of the same row: allow the ones this test makes.
    retryLimit: 10,
  });
  return handle({ id: `again-${transformationId}`, data: { transformationId } });
}

beforeAll(async () => {
  worker = await startTransformationWorker({
    boss: app.queue.boss,
    db: app.db,
    storage: app.storage,
    logger: silentLogger,
    render,
    retryLimit: 1,
    concurrency: 1,
  });
  await insertProfile(app.db, ADA, 40);
  await insertProfile(app.db, BOB, 10);
  model = await upload(
    ADA,
    'models',
    readFileSync(join(import.meta.dirname, 'testing/photos/cgi-model-20.jpg')),
  );
  scene = await upload(ADA, 'scenes', await marbleTable(900, 700));
}, 60_000);

afterAll(() => worker.stop());

const order = (assetId: string, cropKey: string, extra: Record<string, unknown>) => ({
  asset_id: assetId,
  pipeline_step_name: 'ring_model_shot',
  source_image_s3_path: cropKey,
  quality: 'standard',
  composition_type: 'model_shot',
  scene_name: null,
  ...extra,
});

describe('a visual on a library photograph', () => {
  it('places the ring on the model photograph and records the photograph and placement', async () => {
    const asset = await insertAsset(app.db, app.storage, ADA, { imageStyle: 'photo' });
    const ordered = await app.call(
      ADA,
      'POST',
      '/api/transformations',
      order(asset.assetId, asset.s3KeyCroppedImage!, {
        library_photo_id: model.photo_id,
        ring_size: { system: 'EU', value: '52' },
      }),
    );
    expect(ordered.status, JSON.stringify(ordered.json)).toBe(201);
    const id = (ordered.json as { transformation_id: string }).transformation_id;
    const visual = await waitFor(id);
    expect(visual.status, visual.failure_reason ?? '').toBe('completed');
    expect(visual.library_photo_id).toBe(model.photo_id);
    expect(visual.fidelity_score).toBeGreaterThan(0.97);
    const [row] = await app.db
      .select()
      .from(transformations)
      .where(eq(transformations.transformationId, id));
    expect(row!.placement).toMatchObject({
      photo_id: model.photo_id,
      kind: 'model',
      ring_size: { system: 'EU', value: '52' },
      landmarks: model.landmarks,
    });
    // The photograph is the visual's frame (its aspect ratio), not a drawn scene.
    const main = await app.storage.get(visual.output_asset_paths!.main_view);
    const meta = await sharp(main!.body).metadata();
    expect((meta.width ?? 0) / (meta.height ?? 1)).toBeCloseTo(model.width / model.height, 1);
  }, 60_000);

  it('sets the piece in a scene for a lifestyle image', async () => {
    const asset = await insertAsset(app.db, app.storage, ADA, { imageStyle: 'photo' });
    const ordered = await app.call(
      ADA,
      'POST',
      '/api/transformations',
      order(asset.assetId, asset.s3KeyCroppedImage!, {
        pipeline_step_name: 'ring_lifestyle',
        composition_type: 'lifestyle',
        library_photo_id: scene.photo_id,
      }),
    );
    expect(ordered.status, JSON.stringify(ordered.json)).toBe(201);
    const visual = await waitFor((ordered.json as { transformation_id: string }).transformation_id);
    expect(visual.status, visual.failure_reason ?? '').toBe('completed');
    expect(visual.library_photo_id).toBe(scene.photo_id);
  }, 60_000);

  it('renders again, pixel for pixel, after the photograph is deleted from the library', async () => {
    const photo = await upload(
      ADA,
      'models',
      readFileSync(join(import.meta.dirname, 'testing/photos/cgi-model-3.jpg')),
    );
    const asset = await insertAsset(app.db, app.storage, ADA, { imageStyle: 'photo' });
    const ordered = await app.call(
      ADA,
      'POST',
      '/api/transformations',
      order(asset.assetId, asset.s3KeyCroppedImage!, {
        pipeline_step_name: 'ring_model_shot',
        library_photo_id: photo.photo_id,
      }),
    );
    expect(ordered.status, JSON.stringify(ordered.json)).toBe(201);
    const id = (ordered.json as { transformation_id: string }).transformation_id;
    const visual = await waitFor(id);
    expect(visual.status, visual.failure_reason ?? '').toBe('completed');
    const before = await mainPixels(visual.output_asset_paths!.main_view);

    // The visual keeps its own copy of the photograph, in its own folder.
    const [row] = await app.db
      .select()
      .from(transformations)
      .where(eq(transformations.transformationId, id));
    const photoKey = row!.placement!.photo_key as string;
    expect(photoKey).toContain(`/transformations/${id}/`);
    const [libraryRow] = await app.db
      .select()
      .from(libraryPhotos)
      .where(eq(libraryPhotos.photoId, photo.photo_id));
    expect(photoKey).not.toBe(libraryRow!.s3KeyImage);

    const deleted = await app.call(ADA, 'DELETE', `/api/library/models/${photo.photo_id}`);
    expect(deleted.status).toBe(200);
    expect((await app.call(ADA, 'GET', `/api/library/models/${photo.photo_id}`)).status).toBe(404);
    expect(await app.storage.exists(libraryRow!.s3KeyImage)).toBe(false);

    // What the render applied is stored with the visual.
    const rendered = row!.placement!.rendered as PhotoRenderRecord;
    expect(rendered.frame.output_width).toBeGreaterThan(0);
    expect(rendered.transform.scale).toBeGreaterThan(0);
    expect(rendered.light.gains).toHaveLength(3);
    expect(rendered.pixels_per_mm).toBeGreaterThan(0);

    expect(await renderAgain(id)).toBe('completed');
    const again = await waitFor(id);
    expect(again.library_photo_id).toBeNull();
    expect((await mainPixels(again.output_asset_paths!.main_view)).equals(before)).toBe(true);

    // The stored values are what a render uses: moved 24 px in the record, the piece moves 24 px.
    const moved = {
      ...rendered,
      transform: { ...rendered.transform, x: rendered.transform.x + 24 },
    };
    await app.db
      .update(transformations)
      .set({ placement: { ...row!.placement!, rendered: moved } })
      .where(eq(transformations.transformationId, id));
    const pieceKey = row!.outputKeys.piece_mask!;
    const pieceBefore = await pieceCentre(pieceKey);
    expect(await renderAgain(id)).toBe('completed');
    const pieceAfter = await pieceCentre(pieceKey);
    expect(pieceAfter.x - pieceBefore.x).toBeCloseTo(24, 0);
    expect(pieceAfter.y - pieceBefore.y).toBeCloseTo(0, 0);

    // Deleting the visual deletes its copy.
    expect((await app.call(ADA, 'DELETE', `/api/transformations/${id}`)).status).toBe(200);
    expect(await app.storage.exists(photoKey)).toBe(false);
  }, 90_000);

  it('leaves no copy of the photograph behind when the order is refused', async () => {
    const CAROL = 'library-visuals-carol';
    await insertProfile(app.db, CAROL, 0);
    const photo = await upload(
      CAROL,
      'models',
      readFileSync(join(import.meta.dirname, 'testing/photos/cgi-model-20.jpg')),
    );
    const asset = await insertAsset(app.db, app.storage, CAROL, { imageStyle: 'photo' });
    const ordered = await app.call(
      CAROL,
      'POST',
      '/api/transformations',
      order(asset.assetId, asset.s3KeyCroppedImage!, { library_photo_id: photo.photo_id }),
    );
    expect(ordered.status).toBe(402);
    const left: string[] = [];
    for await (const file of app.storage.list(assetFolder(CAROL, asset.assetId))) {
      left.push(file.key);
    }
    expect(left.filter((key) => key.includes('/transformations/'))).toEqual([]);
  }, 60_000);

  it('refuses with 422 naming the field a photograph that does not fit the order', async () => {
    const asset = await insertAsset(app.db, app.storage, ADA, { imageStyle: 'photo' });
    const crop = asset.s3KeyCroppedImage!;
    const cases: [Record<string, unknown>, string][] = [
      [{ library_photo_id: scene.photo_id }, 'library_photo_id'],
      [
        {
          pipeline_step_name: 'ring_pack_shot',
          composition_type: 'pack_shot',
          library_photo_id: model.photo_id,
        },
        'library_photo_id',
      ],
      [{ library_photo_id: model.photo_id, ring_size: { system: 'EU', value: '5' } }, 'ring_size'],
    ];
    for (const [extra, field] of cases) {
      const res = await app.call(
        ADA,
        'POST',
        '/api/transformations',
        order(asset.assetId, crop, extra),
      );
      expect(res.status, field).toBe(422);
      expect((res.json as { detail: string }).detail).toContain(field);
    }
    const bobAsset = await insertAsset(app.db, app.storage, BOB, { imageStyle: 'photo' });
    const stolen = await app.call(
      BOB,
      'POST',
      '/api/transformations',
      order(bobAsset.assetId, bobAsset.s3KeyCroppedImage!, { library_photo_id: model.photo_id }),
    );
    expect(stolen.status).toBe(422);
    expect((stolen.json as { detail: string }).detail).toContain('library_photo_id');
  });
});
