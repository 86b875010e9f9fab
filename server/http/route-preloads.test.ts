import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { LANDING_SCREENS, screenFiles, withScreenPreloads, type Manifest } from './route-preloads';
import { createStaticApp } from './static-app';

// The shape Vite writes: the entry, a lazy screen, chunks both share and one only the screen uses.
const MANIFEST: Manifest = {
  'index.html': {
    file: 'static/index-a1.js',
    isEntry: true,
    imports: ['_jsx-b2.js'],
    css: ['static/index-c3.css'],
  },
  '_jsx-b2.js': { file: 'static/jsx-b2.js' },
  '_typography-d4.js': {
    file: 'static/typography-d4.js',
    imports: ['_jsx-b2.js'],
    css: ['static/typography-e5.css'],
  },
  'src/features/home/HomeScreen.tsx': {
    file: 'static/HomeScreen-f6.js',
    imports: ['index.html', '_jsx-b2.js', '_typography-d4.js'],
    css: ['static/HomeScreen-g7.css'],
  },
};
const HTML = '<!doctype html><html><head><title>Jewel</title></head><body></body></html>';

describe('screenFiles', () => {
  it('lists the screen’s chunks and styles, not what the entry already loads', () => {
    expect(screenFiles(MANIFEST, 'src/features/home/HomeScreen.tsx')).toEqual([
      ['static/HomeScreen-f6.js', 'static/typography-d4.js'],
      ['static/HomeScreen-g7.css', 'static/typography-e5.css'],
    ]);
  });
});

describe('withScreenPreloads', () => {
  it('announces the landing screen’s files in the head', () => {
    const html = withScreenPreloads(HTML, MANIFEST, '/');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/static/HomeScreen-f6.js">',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/static/typography-e5.css">');
    expect(html.indexOf('HomeScreen-f6.js')).toBeLessThan(html.indexOf('</head>'));
  });
  it('leaves other pages, and builds without that screen, as they are', () => {
    expect(withScreenPreloads(HTML, MANIFEST, '/collection')).toBe(HTML);
    expect(withScreenPreloads(HTML, {}, '/')).toBe(HTML);
  });
  it('names screens that routes.tsx really loads', () => {
    const routes = readFileSync(join(import.meta.dirname, '../../src/app/routes.tsx'), 'utf8');
    for (const [path, module] of Object.entries(LANDING_SCREENS)) {
      const imported = `../${module.replace(/^src\//, '').replace(/\.tsx$/, '')}`;
      expect(routes, `${path} → ${module}`).toContain(`import('${imported}')`);
    }
  });
});

describe('the landing page shell', () => {
  const root = mkdtempSync(join(tmpdir(), 'jewel-preloads-'));
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, 'index.html'), HTML);
  writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is served at / with the screen’s preloads, compressed, revalidated', async () => {
    const res = await createStaticApp(root).request('/', {
      headers: { Accept: 'text/html', 'Accept-Encoding': 'br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain('href="/static/HomeScreen-f6.js"');
  });
});
