import { describe, expect, it } from 'vitest';
import { cropToGroup, type Cutout } from '../extract/cutout';
import { sheetMotifs } from './sheet-motifs';

/** The chosen motif cropped to its box, or the cut-out as it is when it is not a sheet. */
function principalMotif(cutout: Cutout): Cutout {
  const sheet = sheetMotifs(cutout.mask);
  if (!sheet) return cutout;
  const labels = Int32Array.from(sheet.chosen.data);
  return cropToGroup(cutout, labels, 1, sheet.candidates[0]!.box);
}

type Shape = (x: number, y: number) => boolean;

/** A cut-out of the given shapes, each pixel's red its shape's index + 1. */
function cutoutOf(width: number, height: number, shapes: Shape[]): Cutout {
  const rgba = new Uint8Array(width * height * 4);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const index = shapes.findIndex((inside) => inside(x, y));
      if (index < 0) continue;
      rgba.set([index + 1, 0, 0, 255], (y * width + x) * 4);
      data[y * width + x] = 1;
    }
  return { width, height, rgba, mask: { width, height, data }, style: 'sketch' };
}

/** An outline: a ring `weight` px wide of radius `r` about (cx, cy). */
const ring =
  (cx: number, cy: number, r: number, weight = 3): Shape =>
  (x, y) =>
    Math.abs(Math.hypot(x - cx, y - cy) - r) < weight / 2;
const disc =
  (cx: number, cy: number, r: number): Shape =>
  (x, y) =>
    Math.hypot(x - cx, y - cy) < r;

/** Every covered pixel of `worn` carries the red value that marks shape number `marker`. */
function expectOnlyShape(worn: Cutout, marker: number) {
  for (let i = 0; i < worn.width * worn.height; i++)
    if (worn.rgba[i * 4 + 3]) expect(worn.rgba[i * 4]).toBe(marker);
}

/** Arcs of a `weight` px outline of radius `r` about (cx, cy), broken at the given angles. */
const brokenRing =
  (cx: number, cy: number, r: number, breaks: number[], weight = 3): Shape =>
  (x, y) => {
    const angle = ((Math.atan2(y - cy, x - cx) * 180) / Math.PI + 360) % 360;
    const onLine = Math.abs(Math.hypot(x - cx, y - cy) - r) < weight / 2;
    return onLine && breaks.every((at) => Math.abs(((angle - at + 540) % 360) - 180) > 8);
  };

describe('sheetMotifs', () => {
  it('wears the largest of a sheet of motifs drawn side by side, with its own pixels', () => {
    const sheet = cutoutOf(300, 100, [ring(50, 50, 30), ring(140, 50, 40), ring(240, 50, 32)]);
    const worn = principalMotif(sheet);
    // The 80 px ring and its soft edge, not the 300 px sheet.
    expect(worn.width).toBeGreaterThanOrEqual(81);
    expect(worn.width).toBeLessThan(86);
    expectOnlyShape(worn, 2);
    // The other two stay candidates for the designer to pick.
    expect(sheetMotifs(sheet.mask)!.candidates).toHaveLength(3);
  });

  it('finds a sheet in a large cut-out too, judged first on a coarse copy', () => {
    const sheet = cutoutOf(900, 300, [
      ring(150, 150, 90, 8),
      ring(420, 150, 120, 8),
      ring(720, 150, 96, 8),
    ]);
    const worn = principalMotif(sheet);
    expect(worn.width).toBeGreaterThanOrEqual(247);
    expect(worn.width).toBeLessThan(252);
  });

  it('wears the motif the designer circled, without the circle', () => {
    // Three rings side by side and a fourth circled by a loose oval round it, far larger than it.
    const oval: Shape = (x, y) => Math.abs(Math.hypot((x - 330) / 90, (y - 100) / 70) - 1) < 0.02;
    const sheet = cutoutOf(440, 200, [
      ring(40, 60, 25),
      ring(110, 60, 25),
      ring(180, 60, 25),
      ring(330, 100, 26),
      oval,
    ]);
    const worn = principalMotif(sheet);
    expect(worn.width).toBeGreaterThanOrEqual(53);
    expect(worn.width).toBeLessThan(58);
    expectOnlyShape(worn, 4);
    // The circle is no candidate; the three others are.
    expect(sheetMotifs(sheet.mask)!.candidates).toHaveLength(4);
  });

  it('wears a pendant with a stone inside its outline whole, the largest of its sheet', () => {
    const pendant = (cx: number, r: number) => [ring(cx, 60, r), disc(cx, 60, r / 3)];
    const sheet = cutoutOf(360, 120, [
      ...pendant(50, 40),
      ...pendant(160, 50),
      ...pendant(290, 45),
    ]);
    const worn = principalMotif(sheet);
    expect(worn.width).toBeGreaterThanOrEqual(101);
    expect(worn.width).toBeLessThan(106);
  });

  it('keeps a piece whose stone sits apart inside its outline, a pair, and a chain of links', () => {
    // An outline with a stone inside it, not touching: one motif (the stone is in its hole).
    const pendant = cutoutOf(100, 100, [ring(50, 50, 40), disc(50, 50, 12)]);
    expect(principalMotif(pendant) === pendant).toBe(true);
    // Two alike parts: a pair, worn as the pair rule says.
    const pair = cutoutOf(200, 100, [ring(50, 50, 40), ring(150, 50, 40)]);
    expect(principalMotif(pair) === pair).toBe(true);
    // A medallion under a chain whose links came apart in the cut-out: one big part, many small.
    const links = Array.from({ length: 20 }, (_, k) => ring(10 + k * 15, 12, 5, 2));
    const necklace = cutoutOf(300, 160, [...links, disc(150, 110, 40)]);
    expect(principalMotif(necklace) === necklace).toBe(true);
  });

  it('keeps a ring whose band is drawn in broken arcs, its head apart on it, as one design', () => {
    // A band's outer and inner lines in pencil, each broken in three places (not the same ones),
    // and a head drawn on the band without touching it: strokes overlapping a part are one design.
    const ring116 = cutoutOf(600, 600, [
      brokenRing(300, 330, 180, [0, 120, 240]),
      brokenRing(300, 330, 144, [60, 180, 300]),
      ring(300, 156, 48),
    ]);
    expect(sheetMotifs(ring116.mask)).toBeNull();
  });

  it('keeps a sheet of drawn shapes packed so close that their boxes overlap', () => {
    // An L-shaped motif, a ring drawn in its corner (inside the L's box, not touching it), and a
    // third apart, like the birds of a sheet: shapes, not strokes, so three motifs.
    const ell: Shape = (x, y) =>
      (x >= 10 && x < 150 && y >= 10 && y < 40) || (x >= 10 && x < 40 && y >= 10 && y < 150);
    const sheet = cutoutOf(300, 160, [ell, ring(100, 100, 40), ring(230, 80, 45)]);
    expect(sheetMotifs(sheet.mask)?.candidates).toHaveLength(3);
  });

  it('offers a sheet’s broken motif as one candidate, all its arcs together', () => {
    const sheet = cutoutOf(420, 140, [
      ring(60, 70, 40),
      brokenRing(200, 70, 55, [45, 200, 300]),
      brokenRing(200, 70, 45, [100, 250, 350]),
      ring(345, 70, 45),
    ]);
    const candidates = sheetMotifs(sheet.mask)!.candidates;
    expect(candidates).toHaveLength(3);
    // The 110 px broken ring is one candidate, not its six arcs.
    const widths = candidates.map((candidate) => candidate.box.width).sort((a, b) => a - b);
    expect(widths[2]).toBeGreaterThanOrEqual(111);
    expect(widths[2]).toBeLessThan(116);
  });
});
