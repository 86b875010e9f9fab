// Which parts of a scene's mask are the piece: drawn masks with a known answer.
import { describe, expect, it } from 'vitest';
import { keepPieceComponents } from './keep-piece-components';
import { createMask, type Mask } from '../imaging/mask';

function fill(mask: Mask, x0: number, y0: number, x1: number, y1: number): void {
  for (let y = y0; y < y1; y++) mask.data.fill(1, y * mask.width + x0, y * mask.width + x1);
}

const scene = { minShareOfLargest: 0.1, minShareOfImage: 0.002, minShareAtBorder: 0.25 };

describe('keepPieceComponents in a scene', () => {
  // A 400 x 300 frame (a border band of 9 px): a pendant with its chain leaving at the top.
  const frame = () => {
    const mask = createMask(400, 300);
    fill(mask, 170, 120, 230, 200); // the pendant
    fill(mask, 198, 0, 202, 120); // its chain, cut by the frame
    return mask;
  };

  it('drops a large part that runs along the frame, as a lock of hair or a strap does', () => {
    const mask = frame();
    fill(mask, 330, 0, 400, 40); // hair in the corner: 2800 px, 40% of the pendant's size
    fill(mask, 388, 40, 400, 120); // and a strap down the edge
    const kept = keepPieceComponents(mask, { ...scene, maxShareInBorderBand: 0.2 });
    expect(kept.data[20 * 400 + 360]).toBe(0);
    expect(kept.data[80 * 400 + 394]).toBe(0);
    expect(kept.data[160 * 400 + 200]).toBe(1);
    expect(kept.data[4 * 400 + 200]).toBe(1); // the chain where the frame cuts it
    // Without the band rule the corner stays: it is a quarter of the piece's size.
    expect(keepPieceComponents(mask, scene).data[20 * 400 + 360]).toBe(1);
  });

  it('keeps a second part of the piece that the frame cuts across', () => {
    const mask = frame();
    fill(mask, 300, 150, 400, 170); // a bracelet's band leaving the picture on the right
    const kept = keepPieceComponents(mask, { ...scene, maxShareInBorderBand: 0.2 });
    expect(kept.data[160 * 400 + 350]).toBe(1);
    expect(kept.data[160 * 400 + 395]).toBe(1);
  });
});
