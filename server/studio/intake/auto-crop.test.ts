import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CROP_MARGIN, CROP_MAX_SIDE, cropAroundPiece, squareAroundPiece } from './auto-crop';

describe('squareAroundPiece', () => {
  it('centres a square on the piece with a margin of its longer side', () => {
    const square = squareAroundPiece(1000, 800, { x: 0.4, y: 0.25, width: 0.2, height: 0.5 });
    // Piece: 200 x 400 px centred at (500, 400); side = 400 * (1 + 2 * margin).
    expect(square.side).toBe(Math.round(400 * (1 + 2 * CROP_MARGIN)));
    expect(square.left + square.side / 2).toBeCloseTo(500, 0);
    expect(square.top + square.side / 2).toBeCloseTo(400, 0);
  });

  it('takes the largest centred square when there is no piece', () => {
    expect(squareAroundPiece(300, 200, null)).toEqual({ left: 50, top: 0, side: 200 });
  });
});

describe('cropAroundPiece', () => {
  const image = () =>
    sharp({ create: { width: 400, height: 200, channels: 3, background: '#e0e0e0' } })
      .composite([
        {
          input: { create: { width: 100, height: 180, channels: 3, background: '#a06020' } },
          left: 290,
          top: 10,
        },
      ])
      .png()
      .toBuffer();

  it('pads with the background colour where the square leaves the image, without distortion', async () => {
    const crop = await cropAroundPiece(
      await image(),
      { width: 400, height: 200 },
      { x: 290 / 400, y: 10 / 200, width: 100 / 400, height: 180 / 200 },
      { transparent: false, paddingColour: [224, 224, 224] },
    );
    expect(crop.contentType).toBe('image/webp');
    const { data, info } = await sharp(crop.data).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(info.height);
    expect(info.width).toBe(Math.round(180 * (1 + 2 * CROP_MARGIN)));
    // The square runs past the top, bottom and right edges: those corners are padding.
    const pixel = (x: number, y: number) =>
      Array.from(
        data.subarray(
          (y * info.width + x) * info.channels,
          (y * info.width + x) * info.channels + 3,
        ),
      );
    for (const value of pixel(info.width - 1, 0)) expect(Math.abs(value - 224)).toBeLessThan(6);
    // The piece keeps its shape: its centre column is the piece colour.
    const centre = pixel(Math.round(info.width / 2), Math.round(info.height / 2));
    expect(Math.abs(centre[0]! - 0xa0)).toBeLessThan(12);
    const metadata = await sharp(crop.data).metadata();
    expect(metadata.exif).toBeUndefined();
  });

  it('never exceeds the maximum side', async () => {
    const big = await sharp({
      create: { width: 3000, height: 3000, channels: 3, background: '#fff' },
    })
      .jpeg()
      .toBuffer();
    const crop = await cropAroundPiece(big, { width: 3000, height: 3000 }, null, {
      transparent: false,
      paddingColour: null,
    });
    expect(crop.width).toBe(CROP_MAX_SIDE);
    expect((await sharp(crop.data).metadata()).width).toBe(CROP_MAX_SIDE);
  });
});
