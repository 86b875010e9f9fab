// Compression for what the server sends: the browser app's files are compressed once at build
// time (scripts/precompress.ts writes .br and .gz beside each), API JSON on the fly when it is
// big enough to be worth it. Brotli first: about 15-20% smaller than gzip for JavaScript.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

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

/** On the fly: a middle brotli level, fast enough per request and close to the best size. */
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

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/** Adds Accept-Encoding to Vary, once. */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses JSON answers of at least `threshold` bytes (brotli or gzip, as the client accepts).
 * Smaller ones go as they are: the headers would outweigh the saving.
 */
export function compressJson({ threshold = 1024 }: { threshold?: number } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (
      c.req.method === 'HEAD' ||
      !res.body ||
      res.status === 204 ||
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      !JSON_TYPE.test(res.headers.get('Content-Type') ?? '')
    ) {
      return;
    }
    const declared = Number(res.headers.get('Content-Length') ?? NaN);
    if (declared < threshold) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const encoding =
      bytes.byteLength >= threshold ? chooseEncoding(c.req.header('Accept-Encoding')) : undefined;
    // zlib's Buffers sit on plain ArrayBuffers (never shared), which is what a body may hold.
    const body = (
      encoding ? await compressBytes(bytes, encoding) : bytes
    ) as Uint8Array<ArrayBuffer>;
    c.res = new Response(body, {
      status: res.status,
      statusText: res.statusText,
      headers: res.headers,
    });
    c.res.headers.set('Content-Length', String(body.byteLength));
    if (bytes.byteLength >= threshold) varyOnEncoding(c.res.headers);
    if (encoding) c.res.headers.set('Content-Encoding', encoding);
  };
}
