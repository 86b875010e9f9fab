import { describe, expect, it } from 'vitest';
import { GIF_HEADER, SVG_WITH_SCRIPT, TEXT_FILE, jpegHeadedHtml } from '../testing/hostile-files';
import { ACCEPTED_TYPES_DETAIL } from '../upload-errors';
import { EMPTY_FILE_DETAIL, sniffImageFormat } from './sniff';

function ftyp(major: string, ...compatible: string[]): Buffer {
  const brands = [major, '\0\0\0\0', ...compatible].join('');
  const box = Buffer.alloc(8 + brands.length);
  box.writeUInt32BE(box.length, 0);
  box.write('ftyp', 4, 'ascii');
  box.write(brands, 8, 'latin1');
  return Buffer.concat([box, Buffer.alloc(16)]);
}

describe('sniffImageFormat', () => {
  it.each([
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ['webp', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1')],
    ['avif', ftyp('avif', 'mif1', 'miaf')],
    ['avif', ftyp('mif1', 'avif')],
    ['heif', ftyp('heic', 'mif1', 'heic')],
    ['heif', ftyp('mif1', 'heic')],
  ])('recognises %s from its bytes', (format, bytes) => {
    expect(sniffImageFormat(bytes)).toBe(format);
  });

  it.each([
    ['a text file (whatever its name)', TEXT_FILE],
    ['an SVG with a script', SVG_WITH_SCRIPT],
    ['an SVG with leading whitespace', Buffer.from(`  \n${SVG_WITH_SCRIPT.toString()}`)],
    ['an HTML page', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
    ['a GIF', GIF_HEADER],
    ['a PDF', Buffer.from('%PDF-1.7\n')],
    ['an MP4 video (ftyp, but not an image brand)', ftyp('isom', 'mp41')],
    ['a lone JPEG byte pair', Buffer.from([0xff, 0xd8])],
  ])('refuses %s with 415 naming the accepted types', (_name, bytes) => {
    expect(() => sniffImageFormat(bytes)).toThrow(
      expect.objectContaining({ status: 415, message: ACCEPTED_TYPES_DETAIL }),
    );
  });

  it('refuses an empty file with 422: there is nothing to identify', () => {
    expect(() => sniffImageFormat(Buffer.alloc(0))).toThrow(
      expect.objectContaining({ status: 422, message: EMPTY_FILE_DETAIL, code: 'empty_file' }),
    );
  });

  it('lets a JPEG-headed HTML file through the sniff (the decoder refuses it later)', () => {
    expect(sniffImageFormat(jpegHeadedHtml())).toBe('jpeg');
  });
});
