import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileRoutes } from './file-routes';
import { LocalStorage } from './local-storage';
import { FILES_PATH } from './signed-file-url';
import { storageContract } from './storage.contract';
import { storageKey } from './storage';

const SECRET = 'test-files-signing-secret-0123456789abcdef';
const HOUR_MS = 60 * 60 * 1000;

let dataDir: string;
let storage: LocalStorage;
let app: Hono;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'jewel-local-storage-'));
  storage = new LocalStorage({ rootDir: join(dataDir, 'files'), signingSecret: SECRET });
  app = new Hono().route(FILES_PATH, createFileRoutes(storage, SECRET));
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('LocalStorage: the Storage contract', () => {
  storageContract(() => ({ storage, fetchSignedUrl: async (url) => app.request(url) }));
});

describe('LocalStorage on disk', () => {
  it('keeps the object at <rootDir>/<key>, its content type beside it, no temporary files', async () => {
    const key = storageKey('disk', 'asset-1', 'original.jpg');
    await storage.put(key, Buffer.from('jpeg bytes'), 'image/jpeg');
    await storage.put(key, Buffer.from('new jpeg bytes'), 'image/jpeg');

    const folder = join(dataDir, 'files', 'disk', 'asset-1');
    expect(readdirSync(folder).sort()).toEqual(['original.jpg', 'original.jpg#meta.json']);
    expect(readFileSync(join(folder, 'original.jpg'), 'utf8')).toBe('new jpeg bytes');

    await storage.delete(key);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('serves a file copied in by hand (no metadata) as plain bytes', async () => {
    const key = storageKey('disk', 'by-hand.bin');
    await storage.put(key, Buffer.from('x'), 'image/png');
    rmSync(join(dataDir, 'files', 'disk', 'by-hand.bin#meta.json'));
    expect((await storage.get(key))?.contentType).toBe('application/octet-stream');
  });
});

describe('/files routes', () => {
  const key = storageKey('routes', 'asset-1', 'pack-shot.png');

  beforeAll(async () => {
    await storage.put(key, Buffer.from('png bytes'), 'image/png');
  });

  it('serves the file with private caching for as long as the link lives', async () => {
    const response = await app.request(await storage.signedUrl(key, { expiresInSeconds: 600 }));

    expect(response.status).toBe(200);
    expect(await response.text()).toBe('png bytes');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe('9');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const maxAge = Number(
      response.headers.get('cache-control')?.match(/^private, max-age=(\d+)$/)?.[1],
    );
    expect(maxAge).toBeGreaterThanOrEqual(599);
    expect(maxAge).toBeLessThanOrEqual(900);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await app.request(await storage.signedUrl(key), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('9');
    expect(await response.text()).toBe('');
  });

  it('downloads under the signed name, safely encoded', async () => {
    const url = await storage.signedUrl(key, { downloadName: 'Bague "Éclat" – pack shot.png' });
    const response = await app.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="Bague __clat_ _ pack shot.png"; ' +
        "filename*=UTF-8''Bague%20%22%C3%89clat%22%20%E2%80%93%20pack%20shot.png",
    );
  });

  it.each([
    ['the signature', (url: URL) => url.searchParams.set('signature', 'A'.repeat(43))],
    ['the expiry', (url: URL) => url.searchParams.set('expires', String(9_999_999_999))],
    ['the download name', (url: URL) => url.searchParams.set('download', 'other.png')],
    ['the key', (url: URL) => (url.pathname = url.pathname.replace('asset-1', 'asset-2'))],
    ['away the signature', (url: URL) => url.searchParams.delete('signature')],
    ['away the expiry', (url: URL) => url.searchParams.delete('expires')],
  ])('refuses a link after changing %s (403)', async (_what, tamper) => {
    const url = new URL(await storage.signedUrl(key, { downloadName: 'a.png' }), 'http://x');
    tamper(url);
    const response = await app.request(`${url.pathname}${url.search}`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      detail: 'This file link is not valid.',
      code: 'invalid_link',
    });
  });

  it('refuses an expired link (403)', async () => {
    const url = await storage.signedUrl(key, { expiresInSeconds: 60 });
    const later = new Hono().route(
      FILES_PATH,
      createFileRoutes(storage, SECRET, { now: () => Date.now() + HOUR_MS }),
    );
    const response = await later.request(url);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      detail: 'This file link has expired. Reload the page to get a new one.',
      code: 'link_expired',
    });
  });

  it('refuses a link signed with another secret (403)', async () => {
    const other = new LocalStorage({ rootDir: storage.rootDir, signingSecret: `${SECRET}-other` });
    expect((await app.request(await other.signedUrl(key))).status).toBe(403);
  });

  it('answers 404 for a validly signed link to a missing file', async () => {
    const url = await storage.signedUrl(storageKey('routes', 'gone.png'));
    const response = await app.request(url);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      detail: 'This file no longer exists.',
      code: 'not_found',
    });
  });

  it('answers 404 for a signed folder rather than a file', async () => {
    expect(
      (await app.request(await storage.signedUrl(storageKey('routes', 'asset-1')))).status,
    ).toBe(404);
  });

  it('never leaves the files folder, whatever the path', async () => {
    const { search } = new URL(await storage.signedUrl(key), 'http://x');
    for (const path of [
      '/files/..%2F..%2Fsecrets.json',
      '/files/%2e%2e/%2e%2e/etc/passwd',
      '/files/',
    ]) {
      const response = await app.request(`${path}${search}`);
      expect([403, 404]).toContain(response.status);
    }
  });
});
