// Serves the built browser app (STATIC_DIR, written by `npm run build`) with history fallback:
// client routes such as /craft/abc answer index.html so a reload works. Server paths and missing
// files with an extension (/missing.js) stay 404s, so a broken asset link never "succeeds" as HTML.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import {
  chooseEncoding,
  compressBytes,
  COMPRESSIBLE_FILE,
  PRECOMPRESSED,
  varyOnEncoding,
  type Encoding,
} from './compression';
import {
  PAINT_VARY,
  paintFor,
  readPainted,
  withInlineStyles,
  withPaintedRoot,
  withScriptsAfterPaint,
} from './painted-pages';
import { LANDING_SCREENS, readManifest, withScreenPreloads } from './route-preloads';

/** Paths the server answers itself (the same list the Vite dev server proxies). */
export const SERVER_PATH_PREFIXES = ['/api', '/auth', '/files', '/checkout', '/healthz'];

// Vite puts content-hashed files under static/ (build.assetsDir in vite.config.ts; not assets/,
// which is a client route): a changed file gets a new name, so cache forever.
export const HASHED_ASSETS_PREFIX = '/static/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything else (index.html, favicon, robots.txt) may change on deploy: always revalidate.
const REVALIDATE = 'no-cache';

export const NO_BUILD_MESSAGE =
  'Jewel studio: the web app has not been built yet (STATIC_DIR has no index.html).\n' +
  'Run `npm run build` (or `npm start`, which builds what is missing), then reload this page.\n';

export function createStaticApp(staticDir: string): Hono {
  const app = new Hono();
  const indexFile = join(staticDir, 'index.html');

  // Created on first use: serveStatic complains on the console if its root does not exist yet,
  // and the build may well appear while the server runs.
  let serveFiles: MiddlewareHandler | undefined;
  const files: MiddlewareHandler = async (c, next) => {
    // A folder (`/` above all) is the app shell's, which is compressed and names its screen.
    if (c.req.path.endsWith('/')) return next();
    const cacheControl = c.req.path.startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE : REVALIDATE;
    const precompressed = await precompressedFile(staticDir, c.req.path, c);
    if (precompressed) {
      precompressed.headers.set('Cache-Control', cacheControl);
      return precompressed;
    }
    serveFiles ??= existsSync(staticDir) ? serveStatic({ root: staticDir }) : undefined;
    if (!serveFiles) return next();
    // serveStatic returns the file's Response when it found one, and otherwise calls next().
    const found = await serveFiles(c, next);
    if (found instanceof Response) {
      found.headers.set('Cache-Control', cacheControl);
      if (COMPRESSIBLE_FILE.test(c.req.path)) varyOnEncoding(found.headers);
      return found;
    }
  };

  // Landing pages' shells name their screen's files (route-preloads.ts) and, for anonymous
  // visitors, carry the painted page (painted-pages.ts); compressed once per build, page, layout
  // and encoding.
  const landingShells = new Map<string, { builtAt: number; body: Uint8Array }>();
  const landingShell = async (c: Context): Promise<Response | undefined> => {
    const path = c.req.path;
    if (!(path in LANDING_SCREENS)) return undefined;
    const builtAt = (await stat(indexFile).catch(() => undefined))?.mtimeMs;
    if (builtAt === undefined) return undefined;
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    const paint = paintFor(path, {
      cookie: c.req.header('Cookie'),
      userAgent: c.req.header('User-Agent'),
      mobileHint: c.req.header('Sec-CH-UA-Mobile'),
    });
    const key = `${path} ${paint?.layout ?? 'plain'} ${encoding ?? 'identity'}`;
    let shell = landingShells.get(key);
    if (shell?.builtAt !== builtAt) {
      const manifest = await readManifest(staticDir);
      if (!manifest) return undefined;
      let html = withScreenPreloads(await readFile(indexFile, 'utf8'), manifest, path);
      const painted = paint && (await readPainted(staticDir, paint));
      if (paint && painted) {
        html = withScriptsAfterPaint(withPaintedRoot(html, painted, paint.layout));
        html = await withInlineStyles(html, staticDir);
      }
      const bytes = new TextEncoder().encode(html);
      shell = { builtAt, body: encoding ? await compressBytes(bytes, encoding) : bytes };
      landingShells.set(key, shell);
    }
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=UTF-8',
      'Cache-Control': REVALIDATE,
      Vary: ['Accept-Encoding', ...PAINT_VARY].join(', '),
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    // zlib's Buffers and TextEncoder's arrays sit on plain (never shared) ArrayBuffers.
    return c.body(shell.body as Uint8Array<ArrayBuffer>, 200, headers);
  };

  const appShell = async (c: Context) => {
    if (!wantsAppShell(c.req.path, c.req.header('Accept'))) return c.notFound();
    const landing = await landingShell(c);
    if (landing) return landing;
    const shell = await precompressedFile(staticDir, '/index.html', c);
    if (shell) {
      shell.headers.set('Cache-Control', REVALIDATE);
      return shell;
    }
    const html = await readFile(indexFile, 'utf8').catch(() => undefined);
    if (html === undefined) {
      return c.text(NO_BUILD_MESSAGE, 503, { 'Cache-Control': 'no-store', 'Retry-After': '60' });
    }
    const res = c.html(html, 200, { 'Cache-Control': REVALIDATE });
    varyOnEncoding(res.headers);
    return res;
  };

  app.on(
    ['GET', 'HEAD'],
    '*',
    async (c, next) => {
      // Dot-folders in the build (e.g. .vite/manifest.json) are build bookkeeping, not the app.
      if (isServerPath(c.req.path) || hasHiddenSegment(c.req.path)) return c.notFound();
      return files(c, next);
    },
    appShell,
  );
  return app;
}

export function isServerPath(path: string): boolean {
  return SERVER_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix + '/'));
}

/** A client route: no file extension, or a browser navigation (outside the hashed assets). */
export function wantsAppShell(path: string, accept: string | undefined): boolean {
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (!lastSegment.includes('.')) return true;
  return !path.startsWith(HASHED_ASSETS_PREFIX) && (accept ?? '').includes('text/html');
}

function hasHiddenSegment(path: string): boolean {
  return path.split('/').some((segment) => segment.startsWith('.'));
}

/**
 * The build's brotli or gzip copy of a text file (`main.js.br` beside `main.js`), when the
 * client accepts one and the build wrote it; undefined otherwise (the plain file is served).
 */
async function precompressedFile(
  staticDir: string,
  path: string,
  c: Context,
): Promise<Response | undefined> {
  if (!COMPRESSIBLE_FILE.test(path) || !isPlainFilePath(path)) return undefined;
  const accept = c.req.header('Accept-Encoding');
  const file = join(staticDir, path);
  const found: Array<{ encoding: Encoding; file: string; size: number }> = [];
  for (const { encoding, suffix } of PRECOMPRESSED) {
    const size = await fileSize(file + suffix);
    if (size !== undefined) found.push({ encoding, file: file + suffix, size });
  }
  const encoding = chooseEncoding(
    accept,
    found.map((variant) => variant.encoding),
  );
  const variant = found.find((candidate) => candidate.encoding === encoding);
  // The original must exist too: a stray .br never stands in for a deleted file.
  if (!variant || (await fileSize(file)) === undefined) return undefined;
  const headers = {
    'Content-Type': getMimeType(path) ?? 'application/octet-stream',
    'Content-Encoding': variant.encoding,
    'Content-Length': String(variant.size),
    Vary: 'Accept-Encoding',
  };
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(await readFile(variant.file), 200, headers);
}

async function fileSize(file: string): Promise<number | undefined> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats.size : undefined;
  } catch {
    return undefined;
  }
}

/** No parent or hidden segments, no encoded characters, no backslashes: a file under the root. */
function isPlainFilePath(path: string): boolean {
  return /^\/[\w./-]*$/.test(path) && !path.split('/').some((segment) => segment.startsWith('.'));
}
