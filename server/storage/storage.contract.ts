// What every Storage must do, run against each implementation (local-storage.test.ts,
// s3-storage.test.ts) so they cannot drift apart. Not a test file by itself.
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { storageKey, type Storage } from './storage';

export interface StorageUnderTest {
  storage: Storage;
  /** GETs a URL returned by `signedUrl`, as a browser would. */
  fetchSignedUrl(url: string): Promise<Response>;
}

/** Registers the contract's tests; call inside a describe whose beforeAll prepares `subject`. */
export function storageContract(subject: () => StorageUnderTest): void {
  // Each test works in a folder of its own (contract/<uuid>/...), so they can share one store.
  // Every byte value, plus random bytes: catches text decoding, newline and framing damage.
  const binary = () =>
    Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(70_000)]);

  it('stores bytes exactly and keeps the content type', async () => {
    const { storage } = subject();
    const key = storageKey('contract', randomUUID(), 'original.png');
    const body = binary();
    await storage.put(key, body, 'image/png');
    const stored = await storage.get(key);
    expect(stored?.contentType).toBe('image/png');
    expect(stored && Buffer.compare(stored.body, body)).toBe(0);
  });

  it('accepts a Uint8Array as well as a Buffer', async () => {
    const { storage } = subject();
    const key = storageKey('contract', randomUUID(), 'model.glb');
    await storage.put(key, new Uint8Array([0x67, 0x6c, 0x54, 0x46, 0, 255]), 'model/gltf-binary');
    const stored = await storage.get(key);
    expect(stored?.body).toEqual(Buffer.from([0x67, 0x6c, 0x54, 0x46, 0, 255]));
    expect(stored?.contentType).toBe('model/gltf-binary');
  });

  it('reports missing objects as null and false', async () => {
    const { storage } = subject();
    const key = storageKey('contract', randomUUID(), 'absent.jpg');
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
  });

  it('replaces an object, body and content type', async () => {
    const { storage } = subject();
    const key = storageKey('contract', randomUUID(), 'render');
    await storage.put(key, Buffer.from('first version, longer'), 'text/plain');
    await storage.put(key, Buffer.from('second'), 'image/webp');
    expect(await storage.get(key)).toEqual({
      body: Buffer.from('second'),
      contentType: 'image/webp',
    });
  });

  it('tells whether an object exists, and deletes it', async () => {
    const { storage } = subject();
    const key = storageKey('contract', randomUUID(), 'pack-shot.jpg');
    await storage.put(key, Buffer.from('jpeg'), 'image/jpeg');
    expect(await storage.exists(key)).toBe(true);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined(); // deleting again is fine
  });

  it('deletes everything under a prefix, and nothing else', async () => {
    const { storage } = subject();
    const folder = randomUUID();
    const doomed = [
      storageKey('contract', folder, 'asset-1', 'original.jpg'),
      storageKey('contract', folder, 'asset-1', 'visuals', 'v1.png'),
      storageKey('contract', folder, 'asset-1', 'visuals', 'v2.png'),
    ];
    const kept = [
      storageKey('contract', folder, 'asset-10', 'original.jpg'), // same string prefix, other folder
      storageKey('contract', folder, 'asset-2', 'original.jpg'),
    ];
    for (const key of [...doomed, ...kept]) await storage.put(key, Buffer.from(key), 'image/jpeg');

    await storage.deletePrefix(storageKey('contract', folder, 'asset-1'));

    for (const key of doomed) expect(await storage.exists(key)).toBe(false);
    for (const key of kept) expect(await storage.exists(key)).toBe(true);
    await expect(
      storage.deletePrefix(storageKey('contract', folder, 'nothing-here')),
    ).resolves.toBeUndefined();
  });

  it('lists the objects under a prefix with when they were written, and nothing else', async () => {
    const { storage } = subject();
    const folder = storageKey('contract', randomUUID());
    const keys = [`${folder}/a/original.jpg`, `${folder}/a/crop.webp`, `${folder}/b/cutout.png`];
    const before = Date.now() - 60_000;
    for (const key of keys) await storage.put(key, Buffer.from(key), 'image/png');
    await storage.put(`${folder}-sibling/x.png`, Buffer.from('x'), 'image/png');
    const listed = [];
    for await (const object of storage.list(folder)) listed.push(object);
    expect(listed.map((object) => object.key).sort()).toEqual([...keys].sort());
    for (const { lastModified } of listed) {
      expect(lastModified.getTime()).toBeGreaterThan(before);
      expect(lastModified.getTime()).toBeLessThan(Date.now() + 60_000);
    }
    const nothing = [];
    for await (const object of storage.list(storageKey('contract', randomUUID()))) {
      nothing.push(object);
    }
    expect(nothing).toEqual([]);
  });

  it('gives a signed URL that serves the object with its content type', async () => {
    const { storage, fetchSignedUrl } = subject();
    const key = storageKey('contract', randomUUID(), 'lifestyle.webp');
    const body = binary();
    await storage.put(key, body, 'image/webp');

    const response = await fetchSignedUrl(await storage.signedUrl(key, { expiresInSeconds: 60 }));

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), body)).toBe(0);
  });

  it('serves a 3D model (GLB) as model/gltf-binary, for viewers that check the type', async () => {
    const { storage, fetchSignedUrl } = subject();
    const key = storageKey('contract', randomUUID(), 'model.glb');
    // A GLB header (magic, version 2, length) then binary chunks.
    const header = Buffer.alloc(12);
    header.write('glTF', 0, 'latin1');
    header.writeUInt32LE(2, 4);
    const body = Buffer.concat([header, binary()]);
    body.writeUInt32LE(body.length, 8);
    await storage.put(key, body, 'model/gltf-binary');

    expect((await storage.get(key))?.contentType).toBe('model/gltf-binary');
    const response = await fetchSignedUrl(await storage.signedUrl(key, { expiresInSeconds: 60 }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('model/gltf-binary');
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), body)).toBe(0);
  });

  it('makes a signed URL download under the given name', async () => {
    const { storage, fetchSignedUrl } = subject();
    const key = storageKey('contract', randomUUID(), 'model.glb');
    await storage.put(key, Buffer.from('glTF'), 'model/gltf-binary');

    const url = await storage.signedUrl(key, { downloadName: 'Ruby ring.glb' });
    const response = await fetchSignedUrl(url);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="Ruby ring.glb"',
    );
    expect(await response.text()).toBe('glTF');
  });

  it('returns the same signed URL when asked again soon (stable <img> sources)', async () => {
    const { storage } = subject();
    const key = storageKey('contract', randomUUID(), 'original.jpg');
    expect(await storage.signedUrl(key)).toBe(await storage.signedUrl(key));
  });

  it.each([
    '../secrets.json',
    '/etc/passwd',
    'a//b',
    'a/./b',
    'a/../../b',
    'a/b/',
    'a\\b',
    'x y',
    '',
  ])('refuses the key %j', async (key) => {
    const { storage } = subject();
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/storage key/);
    await expect(storage.get(key)).rejects.toThrow(/storage key/);
    await expect(storage.exists(key)).rejects.toThrow(/storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/storage key/);
    await expect(storage.signedUrl(key)).rejects.toThrow(/storage key/);
  });

  it('refuses prefixes that leave the storage area', async () => {
    const { storage } = subject();
    for (const prefix of ['..', '../', '/', '', 'a/../..']) {
      await expect(storage.deletePrefix(prefix)).rejects.toThrow(/storage key/);
    }
  });

  it('refuses a content type that could break the response header', async () => {
    const { storage } = subject();
    const key = storageKey('contract', randomUUID(), 'x.png');
    for (const contentType of ['image/png\r\nSet-Cookie: a=b', 'png', '']) {
      await expect(storage.put(key, Buffer.from('x'), contentType)).rejects.toThrow(/content type/);
    }
  });
}
