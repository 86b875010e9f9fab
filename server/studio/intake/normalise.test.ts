import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadRaster } from '../analysis/raster';
import {
  GIF_HEADER,
  SVG_WITH_SCRIPT,
  TEXT_FILE,
  jpegHeadedHtml,
  jpegWithHtmlInside,
  pngPixelBomb,
} from '../testing/hostile-files';
import { ACCEPTED_TYPES_DETAIL, DAMAGED_IMAGE_DETAIL } from '../upload-errors';
import { DEFAULT_UPLOAD_LIMITS, uploadLimits } from '../upload-limits';
import { decodeOrRefuse, decoderOptions, inspectUpload, normaliseUpload } from './normalise';
import { EMPTY_FILE_DETAIL } from './sniff';

/** A small photo-like JPEG carrying every kind of metadata a phone adds, GPS included. */
async function jpegWithMetadata(orientation = 1): Promise<Buffer> {
  const xmp =
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Secret Person</dc:creator>' +
    '</rdf:Description></rdf:RDF></x:xmpmeta>';
  return sharp({ create: { width: 60, height: 40, channels: 3, background: '#c8a050' } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Artist: 'Secret Person' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .withMetadata({ orientation })
    .withXmp(xmp)
    .withIccProfile('p3')
    .jpeg()
    .toBuffer();
}

async function expectNoMetadata(image: Buffer): Promise<void> {
  const metadata = await sharp(image).metadata();
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.iptc).toBeUndefined();
  expect(metadata.icc).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();
  const text = image.toString('latin1');
  for (const trace of [
    'Exif',
    'GPS',
    'Secret Person',
    'PhoneMaker',
    'xmpmeta',
    '<script',
    '<html',
  ]) {
    expect(text).not.toContain(trace);
  }
}

describe('hostile uploads', () => {
  it('refuses a renamed text file with 415', async () => {
    await expect(normaliseUpload(TEXT_FILE)).rejects.toMatchObject({
      status: 415,
      message: ACCEPTED_TYPES_DETAIL,
    });
  });

  it('refuses an SVG with a script with 415', async () => {
    await expect(normaliseUpload(SVG_WITH_SCRIPT)).rejects.toMatchObject({ status: 415 });
  });

  it('refuses a GIF with 415', async () => {
    await expect(normaliseUpload(GIF_HEADER)).rejects.toMatchObject({ status: 415 });
  });

  it('refuses HTML behind JPEG start bytes with 422 (it does not decode)', async () => {
    await expect(normaliseUpload(jpegHeadedHtml())).rejects.toMatchObject({
      status: 422,
      message: DAMAGED_IMAGE_DETAIL,
    });
  });

  it('re-encodes a real JPEG that carries HTML, so the stored file holds pixels only', async () => {
    const clean = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#888' },
    })
      .jpeg()
      .toBuffer();
    const polyglot = jpegWithHtmlInside(clean);
    expect(polyglot.toString('latin1')).toContain('<script');
    const { original } = await normaliseUpload(polyglot);
    expect(original.contentType).toBe('image/jpeg');
    await expectNoMetadata(original.data);
  });

  it('refuses a 30000 x 30000 pixel bomb from its header, quickly and without decoding', async () => {
    const bomb = pngPixelBomb(30000, 30000);
    expect(bomb.length).toBeLessThan(2000);
    const started = performance.now();
    await expect(normaliseUpload(bomb)).rejects.toMatchObject({
      status: 422,
      code: 'too_many_pixels',
      message: expect.stringContaining('larger than 50 megapixels'),
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('has the decoder refuse the bomb too, should the header check ever be skipped', async () => {
    await expect(
      decodeOrRefuse(() =>
        loadRaster(pngPixelBomb(), { decoder: decoderOptions(DEFAULT_UPLOAD_LIMITS) }),
      ),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('refuses a truncated PNG with 422', async () => {
    const complete = await sharp({
      create: { width: 300, height: 300, channels: 4, background: '#f00a' },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    await expect(normaliseUpload(complete.subarray(0, 2000))).rejects.toMatchObject({
      status: 422,
      message: DAMAGED_IMAGE_DETAIL,
    });
  });

  it('refuses a truncated JPEG with 422', async () => {
    const complete = await sharp({
      create: {
        width: 200,
        height: 200,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg()
      .toBuffer();
    await expect(normaliseUpload(complete.subarray(0, complete.length / 2))).rejects.toMatchObject({
      status: 422,
    });
  });

  it('refuses a file one byte over the limit with 413', async () => {
    const image = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    await expect(
      normaliseUpload(image, uploadLimits({ maxBytes: image.length - 1 })),
    ).rejects.toMatchObject({ status: 413 });
    await expect(
      normaliseUpload(image, uploadLimits({ maxBytes: image.length })),
    ).resolves.toBeDefined();
  });

  it('refuses an empty file with 422', async () => {
    await expect(normaliseUpload(Buffer.alloc(0))).rejects.toMatchObject({
      status: 422,
      message: EMPTY_FILE_DETAIL,
    });
  });

  it('refuses an image under the minimum side with 422', async () => {
    const sliver = await sharp({
      create: { width: 400, height: 8, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    await expect(inspectUpload(sliver)).rejects.toMatchObject({ status: 422, code: 'too_small' });
  });
});

describe('the stored original', () => {
  it('carries no EXIF, GPS, XMP, IPTC or ICC, and is sRGB', async () => {
    const upload = await jpegWithMetadata();
    const before = await sharp(upload).metadata();
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();
    expect(upload.toString('latin1')).toContain('Secret Person');
    const { original } = await normaliseUpload(upload);
    await expectNoMetadata(original.data);
    expect((await sharp(original.data).metadata()).space).toBe('srgb');
  });

  it('applies EXIF orientation 6: a landscape file stored rotated to portrait', async () => {
    const { original } = await normaliseUpload(await jpegWithMetadata(6));
    expect([original.width, original.height]).toEqual([40, 60]);
    const metadata = await sharp(original.data).metadata();
    expect([metadata.width, metadata.height]).toEqual([40, 60]);
    await expectNoMetadata(original.data);
  });

  it('keeps real transparency as WebP, and stores an opaque RGBA PNG as JPEG', async () => {
    const cutOut = await sharp({
      create: { width: 80, height: 80, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: { create: { width: 40, height: 40, channels: 4, background: '#d4af37' } },
          left: 20,
          top: 20,
        },
      ])
      .png()
      .toBuffer();
    const transparent = await normaliseUpload(cutOut);
    expect(transparent.original.contentType).toBe('image/webp');
    expect((await sharp(transparent.original.data).metadata()).hasAlpha).toBe(true);

    const opaque = await sharp({
      create: { width: 80, height: 80, channels: 4, background: '#d4af37ff' },
    })
      .png()
      .toBuffer();
    const flattened = await normaliseUpload(opaque);
    expect(flattened.original.contentType).toBe('image/jpeg');
  });

  it('accepts WebP and AVIF uploads', async () => {
    const base = sharp({ create: { width: 64, height: 64, channels: 3, background: '#abc' } });
    for (const bytes of [
      await base.clone().webp().toBuffer(),
      await base.clone().avif().toBuffer(),
    ]) {
      const { original, format } = await normaliseUpload(bytes);
      expect(['webp', 'avif']).toContain(format);
      await expectNoMetadata(original.data);
    }
  });
});
