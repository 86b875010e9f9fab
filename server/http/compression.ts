// Compression for what the server sends: the browser app's files are compressed once at build
// time (scripts/precompress.ts writes .br and .gz beside each), API JSON on the fly when it is
// big enough to be worth it. Brotli first: about 15-20% smaller than gzip for JavaScript.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { ExpiringCache } from '../expiring-cache';

export type Encoding = 'br' | 'gzip';

/** The file suffix of each precompressed variant, best first. */
export const PRECOMPRESSED: ReadonlyArray<{ encoding: Encoding; suffix: string }> = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/** Files worth compressing: text formats (images and fonts are compressed already). */
export const COMPRESSIBLE_FILE = /\.(?:html|js|mjs|css|json|svg|txt|xml|webmanifest|map)$/;

/**
 * The best of `available` that an Accept-Encoding header allows (RFC 9110 §12.5.3: q=0 refuses,
 * `*` stands for the encodings not named), or undefined for the identity.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[] = ['br', 'gzip'],
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: { encoding: Encoding; weight: number } | undefined;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > 0 && (!best || weight > best.weight)) best = { encoding, weight };
  }
  return best?.encoding;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Once per file (the app shell): a middle brotli level, close to the best size. */
export function compressBytes(bytes: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      })
    : gzipAsync(bytes, { level: 6 });
}

/**
 * API answers up to this size are compressed in the request's own turn of the event loop: a list
 * of visuals (about 25 KB) takes about 0.3 ms, less than handing it to the thread pool and back
 * (a zlib stream per answer). Bigger ones go to the thread pool.
 */
const SYNC_COMPRESS_MAX_BYTES = 64 * 1024;

// Brotli 4 for answers made on every request: about half the time of 5 on a list of visuals, for
// answers about 3% larger (both near a fifth of the JSON).
const apiBrotliOptions = (bytes: Uint8Array) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
  },
});

/** On the fly, for API JSON: see SYNC_COMPRESS_MAX_BYTES and apiBrotliOptions. */
export async function compressAnswer(bytes: Uint8Array, encoding: Encoding): Promise<Buffer> {
  if (bytes.byteLength <= SYNC_COMPRESS_MAX_BYTES) {
    return encoding === 'br'
      ? brotliCompressSync(bytes, apiBrotliOptions(bytes))
      : gzipSync(bytes, { level: 6 });
  }
  return encoding === 'br'
    ? brotli(bytes, apiBrotliOptions(bytes))
    : gzipAsync(bytes, { level: 6 });
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/** Adds Accept-Encoding to Vary, once. */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

const encoder = new TextEncoder();
const answerTexts = new WeakMap<Response, string>();

/** For `respond`: the JSON an answer holds, so compressJson need not read it back. */
export function noteAnswerText(response: Response, text: string): Response {
  answerTexts.set(response, text);
  return response;
}

/** How long a compressed answer is remembered (it is also dropped when others need the room). */
const COMPRESSED_ANSWER_MS = 10 * 60_000;

/**
 * Compresses JSON answers of at least `threshold` bytes (brotli or gzip, as the client accepts).
 * Smaller ones go as they are: the headers would outweigh the saving. An answer that declares its
 * Content-Length (`respond` does) is judged by it without reading its body, so a small answer
 * stays the light response the Node adapter writes out directly.
 *
 * The same answer asked for again (a screen polling a list: its signed URLs stay the same within
 * their window) is compressed once: the last `cacheEntries` compressed answers are remembered by
 * a SHA-256 of their bytes, which costs a tenth of compressing them again.
 */
export function compressJson({
  threshold = 1024,
  cacheEntries = 256,
  compress = compressAnswer,
}: {
  threshold?: number;
  cacheEntries?: number;
  /** Tests count the calls. */
  compress?: (bytes: Uint8Array, encoding: Encoding) => Promise<Buffer>;
} = {}): MiddlewareHandler {
  const compressed = new ExpiringCache<string, Buffer>({ maxEntries: cacheEntries });
  const compressOnce = async (bytes: Uint8Array, encoding: Encoding) => {
    const key = `${encoding}:${createHash('sha256').update(bytes).digest('base64url')}`;
    const known = compressed.get(key);
    if (known) return known;
    const body = await compress(bytes, encoding);
    compressed.set(key, body, Date.now() + COMPRESSED_ANSWER_MS);
    return body;
  };
  return async (c, next) => {
    await next();
    const res = c.res;
    if (
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      !JSON_TYPE.test(res.headers.get('Content-Type') ?? '')
    ) {
      return;
    }
    const declared = Number(res.headers.get('Content-Length') ?? NaN);
    if (declared < threshold) return;
    // respond's answers say what they hold, so a big one is not read back out of its body.
    const text = answerTexts.get(res);
    if (text === undefined && !res.body) return;
    const bytes =
      text === undefined ? new Uint8Array(await res.arrayBuffer()) : encoder.encode(text);
    const encoding =
      bytes.byteLength >= threshold ? chooseEncoding(c.req.header('Accept-Encoding')) : undefined;
    // zlib's Buffers sit on plain ArrayBuffers (never shared), which is what a body may hold.
    const body = (
      encoding ? await compressOnce(bytes, encoding) : bytes
    ) as Uint8Array<ArrayBuffer>;
    const headers = res.headers;
    headers.set('Content-Length', String(body.byteLength));
    if (bytes.byteLength >= threshold) varyOnEncoding(headers);
    if (encoding) headers.set('Content-Encoding', encoding);
    // Cleared first: Hono would otherwise merge the old answer's headers into the new one by
    // turning it into a stream; these headers are the old answer's already.
    c.res = undefined;
    c.res = new Response(body, { status: res.status, headers });
  };
}
