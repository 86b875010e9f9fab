import { describe, expect, it } from 'vitest';
import { judgeCutout } from './review';
import type { PieceSegmentation, RgbImage } from './segment-piece';

const SIZE = 200;
const LEAVES = 'Part of the cut-out looks like leaves or plants from the scene.';
type Rgb = [number, number, number];

/** A grey ground with a gold disc in the middle and, where `green` says, leaf green. */
function scene(green: (x: number, y: number) => boolean) {
  const rgb = new Uint8Array(SIZE * SIZE * 3);
  const alpha = new Uint8Array(SIZE * SIZE);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const i = y * SIZE + x;
      const inDisc = (x - 100) ** 2 + (y - 100) ** 2 <= 40 ** 2;
      const colour: Rgb = green(x, y) ? [60, 140, 50] : inDisc ? [210, 170, 80] : [128, 128, 128];
      rgb.set(colour, i * 3);
      alpha[i] = inDisc || green(x, y) ? 255 : 0;
    }
  }
  const image: RgbImage = { width: SIZE, height: SIZE, rgb };
  const cut: PieceSegmentation = {
    width: SIZE,
    height: SIZE,
    alpha,
    confidence: 1,
    motifs: [],
    lineArt: null,
  };
  return judgeCutout(cut, image, 'photo');
}

describe('the review of an automatic cut-out', () => {
  it('asks about leaves that come in from the frame and are kept with the piece', () => {
    const leafFromTheLeft = (x: number, y: number) => x < 70 && Math.abs(y - 100) < 12;
    expect(scene(leafFromTheLeft).reasons).toContain(LEAVES);
  });

  it('takes a green stone set in the piece for the piece', () => {
    const emerald = (x: number, y: number) => (x - 100) ** 2 + (y - 100) ** 2 <= 18 ** 2;
    expect(scene(emerald)).toEqual({ review: 'ok', reasons: [] });
  });
});
