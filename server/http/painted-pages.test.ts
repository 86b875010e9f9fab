import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRERENDERED_ATTRIBUTE, prerenderedFile } from '../../src/api/first-paint';
import { SESSION_MARKER_COOKIE } from '../../src/api/session-marker';
import {
  AFTER_FIRST_PAINT_SCRIPT,
  paintFor,
  withInlineStyles,
  withPaintedRoot,
  withScriptsAfterPaint,
} from './painted-pages';
import { createStaticApp } from './static-app';

const PHONE =
  'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

// The shape of Vite's index.html: entry module, its preloads and stylesheet, an empty root.
const SHELL = [
  '<!doctype html><html><head>',
  '<script type="module" crossorigin src="/static/index-a1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/static/jsx-b2.js">',
  '<link rel="stylesheet" crossorigin href="/static/index-c3.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

describe('paintFor', () => {
  it('paints the landing pages for anonymous visitors, in the layout their device suggests', () => {
    expect(paintFor('/', { userAgent: PHONE })).toEqual({ path: '/', layout: 'narrow' });
    expect(paintFor('/pricing', { userAgent: DESKTOP })).toEqual({
      path: '/pricing',
      layout: 'wide',
    });
    expect(paintFor('/login', { mobileHint: '?1' })?.layout).toBe('narrow');
    expect(paintFor('/login', {})?.layout).toBe('wide');
  });

  it('does not paint other pages, or for a device that keeps a session', () => {
    expect(paintFor('/craft', { userAgent: PHONE })).toBeUndefined();
    expect(paintFor('/signup', {})).toBeUndefined();
    expect(paintFor('/', { cookie: `theme=dark; ${SESSION_MARKER_COOKIE}=1` })).toBeUndefined();
    expect(paintFor('/', { cookie: `not_${SESSION_MARKER_COOKIE}=1` })).toEqual({
      path: '/',
      layout: 'wide',
    });
  });
});

describe('the painted shell', () => {
  it('puts the markup in the empty root and names its layout', () => {
    const html = withPaintedRoot(SHELL, '<main>$& <h1>Hi</h1></main>', 'narrow');
    expect(html).toContain(
      `<div id="root" ${PRERENDERED_ATTRIBUTE}="narrow"><main>$& <h1>Hi</h1></main></div>`,
    );
    expect(withPaintedRoot('<body></body>', '<p/>', 'wide')).toBe('<body></body>');
  });

  it('loads the scripts after the first paint, keeping their preloads', () => {
    const html = withScriptsAfterPaint(SHELL);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      `<script defer src="${AFTER_FIRST_PAINT_SCRIPT}" data-entry="/static/index-a1.js" data-preload="/static/jsx-b2.js"></script>`,
    );
    expect(withScriptsAfterPaint('<head></head>')).toBe('<head></head>');
  });

  describe('inline styles', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jewel-painted-'));
    mkdirSync(join(dir, 'static'));
    writeFileSync(join(dir, 'static', 'index-c3.css'), 'body{color:#111}');
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('writes each stylesheet into the page, naming its file', async () => {
      const html = await withInlineStyles(SHELL, dir);
      expect(html).toContain('<style data-href="/static/index-c3.css">body{color:#111}</style>');
      expect(html).not.toContain('rel="stylesheet"');
    });

    it('keeps a link for a missing file or one that could close the element early', async () => {
      writeFileSync(join(dir, 'static', 'odd.css'), 'a::after{content:"</style>"}');
      const links =
        '<link rel="stylesheet" crossorigin href="/static/odd.css">' +
        '<link rel="stylesheet" crossorigin href="/static/gone.css">';
      await expect(withInlineStyles(links, dir)).resolves.toBe(links);
    });
  });
});

describe('the landing shell served', () => {
  const root = mkdtempSync(join(tmpdir(), 'jewel-painted-app-'));
  mkdirSync(join(root, '.vite'));
  mkdirSync(join(root, '.prerendered'));
  mkdirSync(join(root, 'static'));
  writeFileSync(join(root, 'index.html'), SHELL);
  writeFileSync(join(root, 'static', 'index-c3.css'), 'h1{margin:0}');
  writeFileSync(
    join(root, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'static/index-a1.js', isEntry: true } }),
  );
  writeFileSync(join(root, '.prerendered', prerenderedFile('/', 'narrow')), '<h1>Narrow</h1>');
  writeFileSync(join(root, '.prerendered', prerenderedFile('/', 'wide')), '<h1>Wide</h1>');
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const app = createStaticApp(root);
  const get = (headers: Record<string, string>) =>
    app.request('/', { headers: { Accept: 'text/html', ...headers } });

  it('carries the painted page for the device, its styles inline, varying on what chose it', async () => {
    const phone = await get({ 'User-Agent': PHONE });
    const html = await phone.text();
    expect(html).toContain(`${PRERENDERED_ATTRIBUTE}="narrow"><h1>Narrow</h1></div>`);
    expect(html).toContain('<style data-href="/static/index-c3.css">h1{margin:0}</style>');
    expect(html).toContain(AFTER_FIRST_PAINT_SCRIPT);
    expect(phone.headers.get('Vary')).toMatch(/Accept-Encoding.*Cookie.*User-Agent/);
    await expect((await get({ 'User-Agent': DESKTOP })).text()).resolves.toContain('<h1>Wide</h1>');
  });

  it('is the plain shell for a device with a session, and never serves the painted files', async () => {
    const html = await (await get({ Cookie: `${SESSION_MARKER_COOKIE}=1` })).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" crossorigin src="/static/index-a1.js">');
    const hidden = await app.request(`/.prerendered/${prerenderedFile('/', 'wide')}`);
    expect(hidden.status).toBe(404);
  });
});
