// Compression: the build's precompressed files chosen by Accept-Encoding, API JSON compressed
// above 1 KB, and the caching headers that go with them.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { loadConfig } from '../config';
import { setupTestApp } from '../test/app';
import { z } from 'zod';
import { chooseEncoding, compressAnswer, compressJson } from './compression';
import { respond } from './respond';
import { createStaticApp } from './static-app';

const testApp = setupTestApp();
let root: string;
let dist: string;
const SCRIPT = `export const greeting = ${JSON.stringify('hello studio '.repeat(200))};\n`;
const INDEX_HTML = `<!doctype html><title>Jewel</title><div id="root"></div>${'<!-- x -->'.repeat(80)}`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'jewel-compress-'));
  dist = join(root, 'dist');
  mkdirSync(join(dist, 'static'), { recursive: true });
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'static', 'app-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'static', 'app-abc123.js.map'), '{"mappings":""}'.repeat(100));
  writeFileSync(join(dist, 'static', 'tiny-abc123.js'), 'export {};');
  writeFileSync(join(dist, 'static', 'face-abc123.woff2'), Buffer.alloc(4096, 7));
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}'.padEnd(2048, ' '));
  await precompressDir(dist);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, as the browser allows', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.5, br;q=0.2')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
  });
  it('answers the identity when nothing usable is accepted', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('deflate')).toBeUndefined();
    expect(chooseEncoding('br', ['gzip'])).toBeUndefined();
  });
});

describe('precompressDir (the build step)', () => {
  it('writes .br and .gz beside text files that decompress to the original', () => {
    const file = join(dist, 'static', 'app-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(SCRIPT);
    expect(readFileSync(`${file}.br`).byteLength).toBeLessThan(SCRIPT.length / 10);
    expect(gunzipSync(readFileSync(join(dist, 'index.html.gz'))).toString()).toBe(INDEX_HTML);
  });
  it('skips tiny files, source maps, fonts and the build bookkeeping', () => {
    const absent = [
      'static/tiny-abc123.js.br',
      'static/app-abc123.js.map.br',
      'static/face-abc123.woff2.br',
      '.vite/manifest.json.br',
    ];
    for (const path of absent) expect(() => readFileSync(join(dist, path))).toThrow();
  });
});

describe('the built app, compressed', () => {
  const app = () => createStaticApp(dist);
  const get = (path: string, headers: Record<string, string> = {}) =>
    app().request(path, { headers });

  it('sends the brotli file to a browser that accepts it, cached forever', async () => {
    const res = await get('/static/app-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('Content-Length')).toBe(String(body.byteLength));
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('sends gzip when brotli is refused, and the plain file when neither is accepted', async () => {
    const gz = await get('/static/app-abc123.js', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await get('/static/app-abc123.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('answers HEAD with the compressed length and no body', async () => {
    const res = await app().request('/static/app-abc123.js', {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(Number(res.headers.get('Content-Length'))).toBeGreaterThan(0);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('sends the app shell compressed for client routes, never cached without revalidation', async () => {
    const res = await get('/pricing', { 'Accept-Encoding': 'br', Accept: 'text/html' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(INDEX_HTML);
  });

  it('sends already-compressed formats as they are', async () => {
    const res = await get('/static/face-abc123.woff2', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect((await res.arrayBuffer()).byteLength).toBe(4096);
  });

  it('never serves a compressed copy of a file that is gone, nor build bookkeeping', async () => {
    writeFileSync(join(dist, 'static', 'gone-abc123.js.br'), 'stale');
    const gone = await get('/static/gone-abc123.js', { 'Accept-Encoding': 'br' });
    expect(gone.status).toBe(404);
    const hidden = await get('/.vite/manifest.json', { 'Accept-Encoding': 'br' });
    expect(hidden.status).toBe(404);
  });
});

describe('compressJson', () => {
  const big = { items: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Visual ${i}` })) };
  const api = () => {
    const app = new Hono();
    app.use('*', compressJson());
    app.get('/big', (c) => c.json(big));
    app.get('/small', (c) => c.json({ status: 'ok' }));
    app.get('/text', (c) => c.text('x'.repeat(4096)));
    app.get('/huge', (c) => c.json(huge));
    app.get('/declared/:size', (c) =>
      respond(c, z.object({ items: z.array(z.string()) }), {
        items: [c.req.param('size') === 'big' ? 'y'.repeat(3000) : 'y'],
      }),
    );
    return app;
  };
  // Over the size compressed in the request's own turn: compressed on the thread pool.
  const huge = { items: Array.from({ length: 4000 }, (_, i) => ({ id: i, name: `Visual ${i}` })) };

  it('compresses JSON over 1 KB with brotli or gzip, as accepted', async () => {
    const br = await api().request('/big', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get('Content-Length')).toBe(String(body.byteLength));
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(big);

    const gz = await api().request('/big', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(big);
  });

  it('compresses a large answer on the thread pool the same way', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await api().request('/huge', { headers: { 'Accept-Encoding': encoding } });
      expect(res.headers.get('Content-Encoding')).toBe(encoding);
      const body = Buffer.from(await res.arrayBuffer());
      expect(JSON.stringify(huge).length).toBeGreaterThan(64 * 1024);
      const json = encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body);
      expect(JSON.parse(json.toString())).toEqual(huge);
    }
  });

  it('judges an answer that declares its length (respond) by that length', async () => {
    const headers = { 'Accept-Encoding': 'br' };
    const small = await api().request('/declared/small', { headers });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(small.headers.get('Vary')).toBeNull();
    expect(small.headers.get('Content-Length')).toBe(
      String(JSON.stringify({ items: ['y'] }).length),
    );
    expect(await small.json()).toEqual({ items: ['y'] });

    const big = await api().request('/declared/big', { headers });
    expect(big.headers.get('Content-Encoding')).toBe('br');
    const body = Buffer.from(await big.arrayBuffer());
    expect(big.headers.get('Content-Length')).toBe(String(body.byteLength));
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual({
      items: ['y'.repeat(3000)],
    });
  });

  it('compresses an answer asked for again once, per encoding, and a changed one anew', async () => {
    const calls: string[] = [];
    let version = 1;
    const app = new Hono();
    app.use(
      '*',
      compressJson({
        cacheEntries: 2,
        compress: (bytes, encoding) => {
          calls.push(encoding);
          return compressAnswer(bytes, encoding);
        },
      }),
    );
    app.get('/big', (c) => c.json({ ...big, version }));
    const get = async (encoding: string) => {
      const res = await app.request('/big', { headers: { 'Accept-Encoding': encoding } });
      const body = Buffer.from(await res.arrayBuffer());
      const json = encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body);
      return JSON.parse(json.toString()) as { version: number };
    };
    expect((await get('br')).version).toBe(1);
    expect((await get('br')).version).toBe(1);
    expect((await get('gzip')).version).toBe(1);
    expect(calls).toEqual(['br', 'gzip']);
    version = 2;
    expect((await get('br')).version).toBe(2);
    expect(calls).toEqual(['br', 'gzip', 'br']);
    version = 1; // pushed out by the two answers since (cacheEntries: 2)
    expect((await get('br')).version).toBe(1);
    expect(calls).toEqual(['br', 'gzip', 'br', 'br']);
  });

  it('leaves small JSON, other types and clients without compression alone', async () => {
    const small = await api().request('/small', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toEqual({ status: 'ok' });

    const text = await api().request('/text', { headers: { 'Accept-Encoding': 'br' } });
    expect(text.headers.get('Content-Encoding')).toBeNull();

    const identity = await api().request('/big');
    expect(identity.headers.get('Content-Encoding')).toBeNull();
    expect(identity.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await identity.json()).toEqual(big);
  });
});

describe('the studio server', () => {
  it('compresses a large API answer (the OpenAPI document) and keeps its headers', async () => {
    const config = loadConfig({ STATIC_DIR: dist, DATA_DIR: join(root, 'data') });
    const res = await testApp
      .build({ config })
      .request('/api/openapi.json', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const document = JSON.parse(
      brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString(),
    );
    expect(document.openapi).toBe('3.1.0');
  });
});
