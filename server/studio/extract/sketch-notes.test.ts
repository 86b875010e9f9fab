// Writing next to a fine drawing: letters written close together join into words (one mark
// each), and a row written joined up can outweigh a fifth of a thin pencil drawing. Both are
// notes, and so is a lone joined-up line away from the drawing; two beads side by side are not.
import { describe, expect, it } from 'vitest';
import { createMask, type Mask } from '../imaging/mask';
import { removeHandwrittenNotes } from './sketch-notes';

const SIDE = 600;

/** A fine ring: a circle outline two pixels wide. */
function drawRing(mask: Mask): void {
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const r = Math.hypot(x - 300, y - 260);
      if (r >= 150 && r < 152) mask.data[y * SIDE + x] = 1;
    }
  }
}

/** A joined-up word: `letters` loops 10 px wide and 12 high, overlapping, on one baseline. */
function drawWord(mask: Mask, left: number, top: number, letters: number): void {
  for (let k = 0; k < letters; k++) {
    const cx = left + 5 + k * 8;
    const cy = top + 6;
    for (let y = top; y < top + 12; y++) {
      for (let x = cx - 5; x <= cx + 5; x++) {
        const d = Math.hypot((x - cx) / 5, (y - cy) / 6);
        if (d >= 0.7 && d <= 1) mask.data[y * SIDE + x] = 1;
      }
    }
  }
}

const inkIn = (mask: Mask, x0: number, y0: number, x1: number, y1: number) => {
  let n = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) n += mask.data[y * SIDE + x]!;
  return n;
};

describe('handwritten notes beside a fine drawing', () => {
  it('removes a row of two joined-up words, and the joined-up row written above it', () => {
    const mask = createMask(SIDE, SIDE);
    drawRing(mask);
    drawWord(mask, 380, 530, 6); // "sterling"
    drawWord(mask, 440, 530, 5); // "silver"
    drawWord(mask, 380, 505, 14); // a line written joined up: one mark, heavier than a letter
    const ring = inkIn(mask, 0, 0, SIDE, 420);
    expect(removeHandwrittenNotes(mask)).toBe(3);
    expect(inkIn(mask, 370, 500, SIDE, SIDE)).toBe(0);
    expect(inkIn(mask, 0, 0, SIDE, 420)).toBe(ring);
  });

  it('removes a lone line written joined up away from the drawing, not one lying on it', () => {
    const mask = createMask(SIDE, SIDE);
    drawRing(mask);
    drawWord(mask, 20, 20, 8); // a line of notes in the page's corner
    drawWord(mask, 240, 250, 8); // as long and letter-high, but inside the ring: a part of it
    const ring = inkIn(mask, 100, 100, 500, 420);
    expect(removeHandwrittenNotes(mask)).toBe(1);
    expect(inkIn(mask, 0, 0, 120, 60)).toBe(0);
    expect(inkIn(mask, 100, 100, 500, 420)).toBe(ring);
  });

  it('keeps two beads side by side, and a lone joined-up word', () => {
    const mask = createMask(SIDE, SIDE);
    drawRing(mask);
    drawWord(mask, 380, 530, 1);
    drawWord(mask, 394, 530, 1); // two beads
    drawWord(mask, 100, 560, 6); // one short word on its own: too little to call writing
    const before = inkIn(mask, 0, 0, SIDE, SIDE);
    expect(removeHandwrittenNotes(mask)).toBe(0);
    expect(inkIn(mask, 0, 0, SIDE, SIDE)).toBe(before);
  });
});
