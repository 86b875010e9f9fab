// The library end to end: photographs through the real intake into storage and the database, the
// landmark models on their thread, the designer's corrections, isolation between designers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LibraryPhotoListSchema,
  LibraryPhotoSchema,
  type LibraryPhoto,
} from '../../src/api/library';
import { busyPatchwork, marbleTable } from '../library/testing/synthetic-scenes';
import { setupTestApp } from '../test/app';

const testApp = setupTestApp();
const PHOTOS = join(import.meta.dirname, '../library/testing/photos');
const photo = (name: string) => readFileSync(join(PHOTOS, name));
const ADA = 'library-ada';
const BOB = 'library-bob';

async function upload(userId: string, plural: 'models' | 'scenes', bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  const headers = { Authorization: `Bearer ${await testApp.tokenFor(userId)}` };
  const res = await testApp
    .build()
    .request(`/api/library/${plural}`, { method: 'POST', body: form, headers });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

let adaModel: LibraryPhoto;
let adaScene: LibraryPhoto;

beforeAll(async () => {
  await testApp.database.truncateAll();
  const model = await upload(ADA, 'models', photo('cgi-model-20.jpg'), 'studio hand.jpg');
  expect(model.status, JSON.stringify(model.json)).toBe(201);
  adaModel = LibraryPhotoSchema.parse(model.json);
  const scene = await upload(ADA, 'scenes', await marbleTable(), 'marble.jpg');
  expect(scene.status, JSON.stringify(scene.json)).toBe(201);
  adaScene = LibraryPhotoSchema.parse(scene.json);
}, 60_000);

describe('POST /api/library/models', () => {
  it('stores the photograph and finds where pieces are worn', async () => {
    expect(adaModel).toMatchObject({ kind: 'model', name: 'studio hand', detection: 'found' });
    expect(adaModel.body_parts).toEqual(expect.arrayContaining(['hand', 'wrist', 'neckline']));
    // Both ears are under her hair: no lobe is offered (an earring would hang on hair).
    expect(adaModel.body_parts).not.toContain('ear');
    const names = adaModel.landmarks.map((point) => point.name);
    expect(names).toEqual(expect.arrayContaining(['ring_finger_base', 'ring_finger_middle']));
    for (const point of adaModel.landmarks) {
      expect(point.source).toBe('detected');
      expect(point.x).toBeLessThanOrEqual(adaModel.width);
      expect(point.y).toBeLessThanOrEqual(adaModel.height);
    }
    expect(adaModel.detection_ms).toBeGreaterThan(0);
    const image = await testApp.build().request(adaModel.image_url);
    expect(image.status).toBe(200);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([adaModel.width, adaModel.height]);
  });

  it('keeps a photograph with no hand, ear or neckline as "nothing_found"', async () => {
    const res = await upload(ADA, 'models', photo('ai-face.jpg'), 'face.jpg');
    expect(res.status).toBe(201);
    const face = LibraryPhotoSchema.parse(res.json);
    expect(face.detection).toBe('nothing_found');
    expect(face.landmarks).toEqual([]);
    expect(face.body_parts).toEqual([]);
  });

  it('applies EXIF orientation and drops the metadata', async () => {
    const turned = await sharp(photo('ai-upper.jpg'))
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Ada' } } })
      .jpeg()
      .toBuffer();
    const source = await sharp(photo('ai-upper.jpg')).metadata();
    const res = await upload(ADA, 'models', turned, 'turned.jpg');
    expect(res.status).toBe(201);
    const stored = LibraryPhotoSchema.parse(res.json);
    expect([stored.width, stored.height]).toEqual([source.height, source.width]);
    const image = await testApp.build().request(stored.image_url);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
  });

  it('refuses what is not an image, and a form without a file, storing nothing', async () => {
    const before = LibraryPhotoListSchema.parse(
      (await testApp.call(ADA, 'GET', '/api/library/models')).json,
    );
    const html = await upload(
      ADA,
      'models',
      Buffer.from('<html><script>1</script></html>'),
      'x.jpg',
    );
    expect(html.status).toBe(415);
    const form = new FormData();
    form.append('other', 'x');
    const res = await testApp.build().request('/api/library/models', {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${await testApp.tokenFor(ADA)}` },
    });
    expect(res.status).toBe(422);
    const after = LibraryPhotoListSchema.parse(
      (await testApp.call(ADA, 'GET', '/api/library/models')).json,
    );
    expect(after.items).toHaveLength(before.items.length);
  });
});

describe('POST /api/library/scenes', () => {
  it('finds a quiet surface on a marble table and the light on it', async () => {
    expect(adaScene.detection).toBe('found');
    const surface = adaScene.surface!;
    expect(surface.width).toBeGreaterThan(100);
    expect(surface.y).toBeGreaterThan(adaScene.height * 0.28 - 1); // below the backdrop
    // Lit from the top left: the light travels down and to the right.
    expect(surface.light_angle_degrees).toBeGreaterThan(0);
    expect(surface.light_angle_degrees).toBeLessThan(90);
    expect(adaScene.landmarks).toEqual([]);
  });

  it('finds no surface on a busy patchwork', async () => {
    const res = await upload(ADA, 'scenes', await busyPatchwork(), 'busy.jpg');
    expect(res.status).toBe(201);
    const busy = LibraryPhotoSchema.parse(res.json);
    expect(busy.detection).toBe('nothing_found');
    expect(busy.surface).toBeNull();
  });
});

describe('GET /api/library', () => {
  it('lists each kind on its own, newest first', async () => {
    const models = LibraryPhotoListSchema.parse(
      (await testApp.call(ADA, 'GET', '/api/library/models')).json,
    );
    const scenes = LibraryPhotoListSchema.parse(
      (await testApp.call(ADA, 'GET', '/api/library/scenes')).json,
    );
    expect(models.items.every((item) => item.kind === 'model')).toBe(true);
    expect(scenes.items.every((item) => item.kind === 'scene')).toBe(true);
    expect(models.items.at(-1)!.photo_id).toBe(adaModel.photo_id);
    const one = await testApp.call(ADA, 'GET', `/api/library/models/${adaModel.photo_id}`);
    expect(LibraryPhotoSchema.parse(one.json).photo_id).toBe(adaModel.photo_id);
  });
});

describe('PUT /api/library/{kind}/{id}', () => {
  it('lets the designer move and mark points, which become theirs', async () => {
    const path = `/api/library/models/${adaModel.photo_id}`;
    const res = await testApp.call(ADA, 'PUT', path, {
      name: 'Hand at the chin',
      landmarks: [
        { name: 'ring_finger_base', x: 290, y: 250 },
        { name: 'ring_finger_middle', x: 312, y: 246 },
      ],
    });
    expect(res.status).toBe(200);
    const updated = LibraryPhotoSchema.parse(res.json);
    expect(updated.name).toBe('Hand at the chin');
    expect(updated.landmarks).toEqual([
      { name: 'ring_finger_base', x: 290, y: 250, score: null, source: 'designer' },
      { name: 'ring_finger_middle', x: 312, y: 246, score: null, source: 'designer' },
    ]);
    expect(updated.body_parts).toEqual(['hand']);
  });

  it('answers 422 naming the field for a point outside the photograph or given twice', async () => {
    const path = `/api/library/models/${adaModel.photo_id}`;
    const outside = await testApp.call(ADA, 'PUT', path, {
      landmarks: [{ name: 'wrist', x: adaModel.width + 10, y: 5 }],
    });
    expect(outside.status).toBe(422);
    expect((outside.json as { detail: string }).detail).toContain('landmarks.0');
    const twice = await testApp.call(ADA, 'PUT', path, {
      landmarks: [
        { name: 'wrist', x: 5, y: 5 },
        { name: 'wrist', x: 6, y: 6 },
      ],
    });
    expect(twice.status).toBe(422);
    expect((twice.json as { detail: string }).detail).toContain('landmarks');
    const unknown = await testApp.call(ADA, 'PUT', path, {
      landmarks: [{ name: 'toe', x: 5, y: 5 }],
    });
    expect(unknown.status).toBe(422);
    expect((unknown.json as { detail: string }).detail).toContain('landmarks.0.name');
    const placement = await testApp.call(ADA, 'PUT', path, {
      placement: { x: 5, y: 5, scale: 1, rotation_degrees: 0 },
    });
    expect(placement.status).toBe(422);
    expect((placement.json as { detail: string }).detail).toContain('placement');
  });

  it('places the piece in a scene, within bounds, and back to automatic with null', async () => {
    const path = `/api/library/scenes/${adaScene.photo_id}`;
    const placed = await testApp.call(ADA, 'PUT', path, {
      placement: { x: 400, y: 600, scale: 1.5, rotation_degrees: -20 },
    });
    expect(placed.status).toBe(200);
    expect(LibraryPhotoSchema.parse(placed.json).placement).toEqual({
      x: 400,
      y: 600,
      scale: 1.5,
      rotation_degrees: -20,
    });
    const tooBig = await testApp.call(ADA, 'PUT', path, {
      placement: { x: 400, y: 600, scale: 9, rotation_degrees: 0 },
    });
    expect(tooBig.status).toBe(422);
    expect((tooBig.json as { detail: string }).detail).toContain('placement.scale');
    const reset = await testApp.call(ADA, 'PUT', path, { placement: null });
    expect(LibraryPhotoSchema.parse(reset.json).placement).toBeNull();
  });
});

describe("another user's photographs", () => {
  it('are a 404 for every method, and nothing of Ada changes', async () => {
    const path = `/api/library/models/${adaModel.photo_id}`;
    const before = await testApp.call(ADA, 'GET', path);
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await testApp.call(
        BOB,
        method,
        path,
        method === 'PUT' ? { name: 'Mine' } : undefined,
      );
      expect(res.status, method).toBe(404);
      expect(res.json).toEqual({
        detail: `Model photo with ID "${adaModel.photo_id}" not found.`,
        code: 'not_found',
      });
    }
    const bobs = LibraryPhotoListSchema.parse(
      (await testApp.call(BOB, 'GET', '/api/library/models')).json,
    );
    expect(bobs.items).toEqual([]);
    const after = await testApp.call(ADA, 'GET', path);
    expect(after.json).toMatchObject({ name: (before.json as LibraryPhoto).name });
  });

  it('a scene is not found as a model, nor a made-up id', async () => {
    const asModel = await testApp.call(ADA, 'GET', `/api/library/models/${adaScene.photo_id}`);
    expect(asModel.status).toBe(404);
    expect((await testApp.call(ADA, 'GET', '/api/library/scenes/not-an-id')).status).toBe(404);
  });
});

describe('DELETE /api/library/{kind}/{id}', () => {
  it('removes the row and its file', async () => {
    const res = await upload(ADA, 'scenes', await marbleTable(600, 450), 'small marble.jpg');
    const scene = LibraryPhotoSchema.parse(res.json);
    const key = new URL(scene.image_url, 'http://x').pathname;
    const deleted = await testApp.call(ADA, 'DELETE', `/api/library/scenes/${scene.photo_id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ message: 'Scene photo "small marble" deleted.' });
    expect((await testApp.call(ADA, 'GET', `/api/library/scenes/${scene.photo_id}`)).status).toBe(
      404,
    );
    expect((await testApp.build().request(key)).status).not.toBe(200);
  });
});
