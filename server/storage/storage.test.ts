import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition';
import {
  assertContentType,
  assertStoragePrefix,
  MAX_SIGNED_URL_SECONDS,
  signedUrlWindow,
  SignedUrlCache,
  type SignedUrlRequest,
  storageKey,
} from './storage';

describe('storageKey', () => {
  it('joins ids and fixed names', () => {
    expect(storageKey('assets', 'c0ffee-42', 'original.jpg')).toBe('assets/c0ffee-42/original.jpg');
  });

  it.each([
    ['..'],
    ['.'],
    [''],
    ['a/b'],
    ['/etc'],
    ['a\\b'],
    ['name with spaces.jpg'],
    ['photo?.jpg'],
    ['%2e%2e'],
    ['bague-é.jpg'],
    ['x'.repeat(201)],
  ])('refuses the part %j', (part) => {
    expect(() => storageKey('assets', part)).toThrow(/Invalid storage key/);
  });

  it('needs at least one part', () => {
    expect(() => storageKey()).toThrow(/at least one part/);
  });
});

describe('assertStoragePrefix', () => {
  it('accepts a folder with or without its trailing slash', () => {
    expect(assertStoragePrefix('assets/42/')).toBe('assets/42');
    expect(assertStoragePrefix('assets/42')).toBe('assets/42');
    expect(() => assertStoragePrefix('/')).toThrow(/Invalid storage key/);
  });
});

describe('assertContentType', () => {
  it.each(['image/png', 'model/gltf-binary', 'image/svg+xml', 'text/plain; charset=utf-8'])(
    'accepts %s',
    (type) => expect(assertContentType(type)).toBe(type),
  );
  it.each(['', 'png', 'image/png\nX: y', 'image/png; a="b"', 'text/html; charset=utf-8; x'])(
    'refuses %j',
    (type) => expect(() => assertContentType(type)).toThrow(/Invalid content type/),
  );
});

describe('signedUrlWindow', () => {
  it('lasts at least as asked, and the same for every request in a window', () => {
    const start = 1_800_000_000_000; // a multiple of 300 s
    const first = signedUrlWindow(start, 900);
    const later = signedUrlWindow(start + 299_999, 900);
    expect(later).toEqual(first);
    expect(first.expiresAt - (start + 299_999) / 1000).toBeGreaterThanOrEqual(900);
    expect(signedUrlWindow(start + 300_000, 900).expiresAt).toBe(first.expiresAt + 300);
  });

  it('refuses durations S3 would refuse', () => {
    expect(() => signedUrlWindow(Date.now(), 0)).toThrow(/positive integer/);
    expect(() => signedUrlWindow(Date.now(), 1.5)).toThrow(/positive integer/);
    expect(() => signedUrlWindow(Date.now(), MAX_SIGNED_URL_SECONDS)).toThrow(/at most/);
  });
});

describe('SignedUrlCache', () => {
  const start = 1_800_000_000_000; // a multiple of 300 s
  function cacheAt(maxEntries?: number) {
    const clock = { now: start };
    const signed: SignedUrlRequest[] = [];
    const cache = new SignedUrlCache({ maxEntries, now: () => clock.now });
    const sign = (request: SignedUrlRequest) => {
      signed.push(request);
      return `/files/${request.key}?expires=${request.expiresAt}&n=${signed.length}`;
    };
    return { cache, clock, signed, sign };
  }

  it('signs a request once per window, and again when the next window starts', async () => {
    const { cache, clock, signed, sign } = cacheAt();
    const first = await cache.signedUrl('a/b.png', {}, sign);
    clock.now = start + 299_999;
    expect(await cache.signedUrl('a/b.png', {}, sign)).toBe(first);
    expect(signed).toEqual([
      {
        key: 'a/b.png',
        downloadName: undefined,
        ...signedUrlWindow(start),
      },
    ]);
    clock.now = start + 300_000;
    const next = await cache.signedUrl('a/b.png', {}, sign);
    expect(next).not.toBe(first);
    expect(signed[1]!.expiresAt).toBe(signed[0]!.expiresAt + 300);
  });

  it('keeps requests apart by key, duration and download name', async () => {
    const { cache, signed, sign } = cacheAt();
    await cache.signedUrl('a/b.png', {}, sign);
    await cache.signedUrl('a/c.png', {}, sign);
    await cache.signedUrl('a/b.png', { expiresInSeconds: 60 }, sign);
    await cache.signedUrl('a/b.png', { downloadName: 'Ring.png' }, sign);
    await cache.signedUrl('a/b.png', { downloadName: '' }, sign);
    await cache.signedUrl('a/b.png', { downloadName: 'Ring.png' }, sign);
    expect(
      signed.map(({ key, expiresAt, downloadName }) => [key, expiresAt, downloadName]),
    ).toEqual([
      ['a/b.png', start / 1000 + 300 + 900, undefined],
      ['a/c.png', start / 1000 + 300 + 900, undefined],
      ['a/b.png', start / 1000 + 60 + 60, undefined],
      ['a/b.png', start / 1000 + 300 + 900, 'Ring.png'],
      ['a/b.png', start / 1000 + 300 + 900, ''],
    ]);
  });

  it('keeps at most maxEntries URLs, and refuses what the store would refuse', async () => {
    const { cache, signed, sign } = cacheAt(2);
    for (const key of ['k1', 'k2', 'k3', 'k1']) await cache.signedUrl(key, {}, sign);
    expect(signed.map(({ key }) => key)).toEqual(['k1', 'k2', 'k3', 'k1']);
    await expect(cache.signedUrl('../x', {}, sign)).rejects.toThrow(/Invalid storage key/);
    await expect(cache.signedUrl('k1', { expiresInSeconds: 0 }, sign)).rejects.toThrow(
      /positive integer/,
    );
  });
});

describe('attachmentDisposition', () => {
  it('quotes a plain name', () => {
    expect(attachmentDisposition('Ruby ring.png')).toBe('attachment; filename="Ruby ring.png"');
  });

  it('keeps non-ASCII names in filename* with an ASCII fallback', () => {
    expect(attachmentDisposition('Bague "Éclat".png')).toBe(
      `attachment; filename="Bague __clat_.png"; filename*=UTF-8''Bague%20%22%C3%89clat%22.png`,
    );
  });

  it('cannot be used to inject headers or pick a folder', () => {
    expect(attachmentDisposition('a\r\nSet-Cookie: x=y/../b.png')).toBe(
      'attachment; filename="a__Set-Cookie: x=y_.._b.png"',
    );
  });

  it('is undefined without a usable name', () => {
    expect(attachmentDisposition(undefined)).toBeUndefined();
    expect(attachmentDisposition('  ')).toBeUndefined();
  });
});
