// Files an attacker (or an unlucky browser) might upload, built in memory for the intake tests.
import { deflateSync } from 'node:zlib';

/**
 * A valid-looking PNG whose header claims `width` x `height` 8-bit grey pixels while the data is
 * a few bytes: what a "pixel bomb" looks like. Decoding it would need width*height bytes.
 */
export function pngPixelBomb(width = 30000, height = 30000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  // compression, filter and interlace methods stay 0
  const firstRows = deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', firstRows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** JPEG start-of-image bytes followed by an HTML page: sniffs as JPEG, is not one. */
export function jpegHeadedHtml(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
  ]);
}

/**
 * A real JPEG carrying HTML twice: in a comment segment right after the start marker, and
 * appended after the end marker. It decodes fine; what is stored must not carry the HTML.
 */
export function jpegWithHtmlInside(jpeg: Buffer): Buffer {
  const html = Buffer.from('<html><script>alert("polyglot")</script></html>');
  const comment = Buffer.alloc(4);
  comment.writeUInt16BE(0xfffe, 0);
  comment.writeUInt16BE(html.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), comment, html, jpeg.subarray(2), html]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
    '<script>alert(1)</script><circle cx="50" cy="50" r="40"/></svg>',
);

export const TEXT_FILE = Buffer.from('Just some notes about a ring design, saved as ring.jpg.\n');

export const GIF_HEADER = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1');

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData), 0);
  return Buffer.concat([length, typeAndData, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
