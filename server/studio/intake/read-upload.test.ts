import { describe, expect, it } from 'vitest';
import { TEXT_FILE } from '../testing/hostile-files';
import { uploadLimits } from '../upload-limits';
import { MULTIPART_DETAIL, cleanFilename, readUploadedFile } from './read-upload';

function multipart(file: Blob | null, name = 'design.jpg', field = 'file'): Request {
  const form = new FormData();
  if (file) form.set(field, file, name);
  return new Request('http://studio.test/api/designs/initiate-analysis', {
    method: 'POST',
    body: form,
  });
}

const limits = uploadLimits({ maxBytes: 1000 });

describe('readUploadedFile', () => {
  it('returns the bytes and a cleaned file name', async () => {
    const upload = await readUploadedFile(
      multipart(new Blob([new Uint8Array(1000)]), '../../etc/ring\u0000.jpg'),
      limits,
    );
    expect(upload.bytes.length).toBe(1000);
    expect(upload.filename).toBe('ring.jpg');
  });

  it('refuses a file one byte over the limit with 413', async () => {
    await expect(
      readUploadedFile(multipart(new Blob([new Uint8Array(1001)])), limits),
    ).rejects.toMatchObject({ status: 413 });
  });

  it('refuses an announced oversized body before reading any of it', async () => {
    const neverRead = new ReadableStream<Uint8Array>({
      pull() {
        throw new Error('the body must not be read');
      },
    });
    const request = new Request('http://studio.test/upload', {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(10 * 1024 * 1024),
      },
      body: neverRead,
      duplex: 'half',
    } as RequestInit);
    await expect(readUploadedFile(request, limits)).rejects.toMatchObject({ status: 413 });
  });

  it('refuses a request without the file field with 422', async () => {
    await expect(
      readUploadedFile(multipart(new Blob([TEXT_FILE]), 'a.jpg', 'other'), limits),
    ).rejects.toMatchObject({ status: 422, message: MULTIPART_DETAIL });
  });

  it('refuses a body that is not multipart with 415', async () => {
    const request = new Request('http://studio.test/upload', {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg' },
      body: new Uint8Array([0xff, 0xd8, 0xff]),
    });
    await expect(readUploadedFile(request, limits)).rejects.toMatchObject({ status: 415 });
  });

  it('does not trust the file name: a renamed text file arrives as its bytes', async () => {
    const upload = await readUploadedFile(
      multipart(new Blob([TEXT_FILE], { type: 'image/jpeg' }), 'photo.jpg'),
      uploadLimits(),
    );
    expect(upload.bytes.equals(TEXT_FILE)).toBe(true);
  });
});

describe('cleanFilename', () => {
  it('keeps the last segment without control characters', () => {
    expect(cleanFilename('C:\\Users\\me\\ring.png')).toBe('ring.png');
    expect(cleanFilename('   ')).toBeNull();
    expect(cleanFilename('x'.repeat(300))).toHaveLength(255);
  });

  it('drops bidi overrides, isolates and marks, C0/C1 controls and line separators', () => {
    // "ring\u202Egnp.exe" displays as "ringexe.png".
    expect(cleanFilename('ring\u202Egnp.exe')).toBe('ringgnp.exe');
    expect(
      cleanFilename('\u2067a\u2069\u200E\u200F\u061C\u202A\u202B\u202C\u202D\u2066\u2068b.png'),
    ).toBe('ab.png');
    expect(cleanFilename('a\u0000\u0007\u001b[31m\u007f\u0085\u009b\u2028\u2029.png')).toBe(
      'a[31m.png',
    );
    // Joiners stay: emoji sequences and scripts need them.
    expect(cleanFilename('bague \u{1F469}\u200D\u{1F52C}.png')).toBe(
      'bague \u{1F469}\u200D\u{1F52C}.png',
    );
    // Cut by characters, never inside a surrogate pair.
    expect(cleanFilename(`${'x'.repeat(254)}\u{1F48D}\u{1F48D}`)).toBe(
      `${'x'.repeat(254)}\u{1F48D}`,
    );
  });
});
