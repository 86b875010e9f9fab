// The crop towards the piece: the photograph's aspect, the piece at its share of the frame, never
// more enlargement than allowed, always inside the photograph, the whole of a small photograph.
import { describe, expect, it } from 'vitest';
import { frameAround, MAX_ENLARGEMENT, MIN_OUTPUT_SIDE, TARGET_SHARE } from './frame';

const PHOTO = { width: 3000, height: 2000 };

describe('frameAround', () => {
  it('gives the piece its share of the frame, in the photograph’s aspect, centred on it', () => {
    const piece = { x: 1400, y: 900, width: 200, height: 150 };
    const frame = frameAround(piece, null, PHOTO, 1024);
    expect(frame.height).toBeCloseTo(200 / TARGET_SHARE, -1);
    expect(frame.width / frame.height).toBeCloseTo(1.5, 2);
    expect(frame.x + frame.width / 2).toBeCloseTo(1500, -1);
    expect(frame.y + frame.height / 2).toBeCloseTo(975, -1);
    expect(Math.max(frame.output_width, frame.output_height)).toBe(1024);
  });

  it('keeps what must stay in view, and stays inside the photograph at its edge', () => {
    const piece = { x: 2950, y: 1950, width: 40, height: 40 };
    const neck = { x: 2600, y: 1700, width: 390, height: 290 };
    const frame = frameAround(piece, neck, PHOTO, 1024);
    expect(frame.x + frame.width).toBeLessThanOrEqual(PHOTO.width);
    expect(frame.y + frame.height).toBeLessThanOrEqual(PHOTO.height);
    expect(frame.x).toBeLessThanOrEqual(2600);
    expect(frame.y).toBeLessThanOrEqual(1700);
  });

  it('enlarges a tiny piece’s frame at most MAX_ENLARGEMENT times, to at least MIN_OUTPUT_SIDE', () => {
    const frame = frameAround({ x: 1500, y: 1000, width: 8, height: 8 }, null, PHOTO, 2048);
    expect(frame.output_width / frame.width).toBeLessThanOrEqual(MAX_ENLARGEMENT + 0.01);
    expect(Math.max(frame.output_width, frame.output_height)).toBeGreaterThanOrEqual(
      MIN_OUTPUT_SIDE - 1,
    );
    // A photograph smaller than that is shown whole, never enlarged past the bound.
    const small = frameAround(
      { x: 100, y: 80, width: 8, height: 8 },
      null,
      { width: 200, height: 160 },
      1024,
    );
    expect(small).toMatchObject({ x: 0, y: 0, width: 200, height: 160 });
    expect(small.output_width).toBe(400);
  });
});
