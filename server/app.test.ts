import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HTTPException } from 'hono/http-exception';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from './config';
import { ApiError, INTERNAL_ERROR_DETAIL } from './http/errors';
import { jsonBody } from './http/json-body';
import { createLogger, type LogLevel } from './logger';
import { setupTestApp } from './test/app';

const INDEX_HTML = '<!doctype html><title>Jewel studio</title><div id="root"></div>';
const HTML = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

const testApp = setupTestApp();
let root: string;
let builtDir: string;
let emptyDir: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'jewel-app-'));
  builtDir = join(root, 'dist');
  mkdirSync(join(builtDir, 'static'), { recursive: true });
  mkdirSync(join(builtDir, '.vite'));
  writeFileSync(join(builtDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(builtDir, 'static', 'index-abc123.js'), 'console.log("app");');
  writeFileSync(join(builtDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(builtDir, '.vite', 'manifest.json'), '{}');
  emptyDir = join(root, 'empty');
  mkdirSync(emptyDir);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

function buildApp(staticDir = builtDir) {
  const lines: { level: LogLevel; line: string }[] = [];
  const logger = createLogger({
    level: 'debug',
    write: (line, level) => lines.push({ level, line }),
  });
  const config = loadConfig({ STATIC_DIR: staticDir, DATA_DIR: join(root, 'data') });
  return { app: testApp.build({ config, logger }), lines };
}

describe('health check', () => {
  it('answers ok', async () => {
    const res = await buildApp().app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});

describe('the local sign-in service', () => {
  it('answers at /auth/v1 when no hosted Supabase project is configured', async () => {
    const res = await buildApp().app.request('/auth/v1/settings');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ external: { email: true } });
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/whatever'],
    ['POST', '/api/whatever'],
    ['DELETE', '/api/visuals/42'],
    ['GET', '/api'],
  ])('%s %s is a JSON 404 naming the route, never the app', async (method, path) => {
    const res = await buildApp().app.request(path, { method, headers: HTML });
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ detail: `No API route for ${method} ${path}.` });
  });

  it('asks for a token on every resource route', async () => {
    const res = await buildApp().app.request('/api/assets/whatever', { headers: HTML });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: 'Sign in to continue.', code: 'unauthorized' });
  });

  it.each(['/auth/v2/user', '/checkout/session/extra', '/healthz/deep'])(
    'server path %s is not answered by the app',
    async (path) => {
      const res = await buildApp().app.request(path, { headers: HTML });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: `No route for GET ${path}.` });
    },
  );
});

describe('the browser app', () => {
  it('serves index.html at / without caching', async () => {
    const res = await buildApp().app.request('/', { headers: HTML });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX_HTML);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it.each(['/craft/abc', '/assets/123', '/assets/a1b2/confirm-details', '/apiary', '/pricing'])(
    'answers the client route %s with index.html',
    async (path) => {
      const res = await buildApp().app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX_HTML);
    },
  );

  it('answers HEAD on a client route', async () => {
    const res = await buildApp().app.request('/craft/abc', { method: 'HEAD' });
    expect(res.status).toBe(200);
  });

  it('caches hashed assets forever', async () => {
    const res = await buildApp().app.request('/static/index-abc123.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log("app");');
    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates other files', async () => {
    const res = await buildApp().app.request('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it.each(['/missing.js', '/static/index-gone.js', '/static/gone.css'])(
    'is a 404 for the missing file %s',
    async (path) => {
      const res = await buildApp().app.request(path);
      expect(res.status).toBe(404);
    },
  );

  it('answers a browser navigation to a dotted client route with the app', async () => {
    const res = await buildApp().app.request('/designs/ring.v2', { headers: HTML });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX_HTML);
  });

  it('never answers a missing hashed asset with the app, even for a browser', async () => {
    const res = await buildApp().app.request('/static/index-old.js', { headers: HTML });
    expect(res.status).toBe(404);
    expect(res.headers.get('Cache-Control')).toBeNull();
  });

  it('does not serve hidden build folders', async () => {
    const res = await buildApp().app.request('/.vite/manifest.json');
    expect(res.status).toBe(404);
  });

  it('does not answer other methods with the app', async () => {
    const res = await buildApp().app.request('/craft/abc', { method: 'POST' });
    expect(res.status).toBe(404);
  });

  it('answers 503 with instructions when there is no build', async () => {
    for (const staticDir of [emptyDir, join(root, 'never-built')]) {
      const { app } = buildApp(staticDir);
      for (const path of ['/', '/craft/abc']) {
        const res = await app.request(path, { headers: HTML });
        expect(res.status).toBe(503);
        expect(await res.text()).toContain('npm run build');
      }
      expect((await app.request('/healthz')).status).toBe(200);
    }
  });
});

describe('security headers', () => {
  it.each(['/healthz', '/', '/api/nope', '/static/index-abc123.js'])('are on %s', async (path) => {
    const res = await buildApp().app.request(path);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
  });
});

describe('errors', () => {
  // Test routes use POST: every GET outside the server paths belongs to the browser app.
  function appWithRoutes() {
    const built = buildApp();
    built.app.post('/boom', () => {
      throw new Error('database password is hunter2');
    });
    built.app.post('/teapot', () => {
      throw new HTTPException(409, { message: 'That name is taken.' });
    });
    built.app.post('/no-credits', () => {
      throw new ApiError(402, 'Not enough credits.', 'insufficient_credits');
    });
    built.app.post(
      '/echo',
      jsonBody(z.object({ name: z.string().min(1), size: z.number().int() })),
      (c) => c.json(c.req.valid('json')),
    );
    return built;
  }

  it('hides unexpected errors behind a 500 and logs them with the request id', async () => {
    const { app, lines } = appWithRoutes();
    const res = await app.request('/boom', { method: 'POST' });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ detail: INTERNAL_ERROR_DETAIL });
    const requestId = res.headers.get('X-Request-Id');
    expect(requestId).toBeTruthy();
    const logged = lines.find((entry) => entry.level === 'error');
    expect(logged?.line).toContain('hunter2');
    expect(logged?.line).toContain(`requestId=${requestId}`);
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('answers HTTP exceptions with their status and detail', async () => {
    const { app } = appWithRoutes();
    const res = await app.request('/teapot', { method: 'POST' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ detail: 'That name is taken.' });
    const credits = await app.request('/no-credits', { method: 'POST' });
    expect(credits.status).toBe(402);
    expect(await credits.json()).toEqual({
      detail: 'Not enough credits.',
      code: 'insufficient_credits',
    });
  });

  const post = (body: string, contentType = 'application/json') => ({
    method: 'POST',
    body,
    headers: { 'Content-Type': contentType },
  });

  it('answers a malformed JSON body with 400', async () => {
    const res = await appWithRoutes().app.request('/echo', post('{"name": '));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: expect.any(String) });
  });

  it('answers a body that breaks the schema with 422 naming the field', async () => {
    const res = await appWithRoutes().app.request('/echo', post('{"name":"Ring","size":"big"}'));
    expect(res.status).toBe(422);
    const body = (await res.json()) as { detail: string; code: string };
    expect(body.code).toBe('invalid_body');
    expect(body.detail).toMatch(/^Invalid request body: size: /);
  });

  it('answers a body that is not JSON with 415', async () => {
    const res = await appWithRoutes().app.request('/echo', post('name=Ring', 'text/plain'));
    expect(res.status).toBe(415);
  });

  it('drops unknown fields from a valid body', async () => {
    const res = await appWithRoutes().app.request(
      '/echo',
      post('{"name":"Ring","size":7,"credits":1000}'),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'Ring', size: 7 });
  });
});

describe('request log', () => {
  it('logs API requests at info with method, path, status and duration', async () => {
    const { app, lines } = buildApp();
    await app.request('/api/nope', { method: 'POST' });
    expect(lines).toContainEqual({
      level: 'info',
      line: expect.stringMatching(/INFO {2}POST \/api\/nope 404 \d+ms requestId=/),
    });
  });

  it('logs app files and health checks at debug', async () => {
    const { app, lines } = buildApp();
    await app.request('/healthz');
    await app.request('/craft/abc');
    expect(lines.map((entry) => entry.level)).toEqual(['debug', 'debug']);
  });
});
