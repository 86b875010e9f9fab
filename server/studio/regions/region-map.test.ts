// The region map on the synthetic sketches: labels right above a measured threshold, and the
// pieces the issue names (a solitaire, a hatched pendant, a chain) labelled as drawn.
import { describe, expect, it } from 'vitest';
import { scoreSketch } from './evaluation/score-regions';
import { syntheticSketch, type PieceType } from './evaluation/synthetic-sketches';

/**
 * Measured on seeds 100-109: 65 of 68 (95.6 %), see docs/sketch-regions.md (57 of 68 before
 * pencil breaks were bridged and facets merged, 61 before a broken drawing stopped being read as a
 * sheet of motifs). The threshold sits a little under it so the test fails when a change costs
 * accuracy, not on one drawing's luck.
 */
const MIN_ACCURACY = 0.92;
const SEEDS = Array.from({ length: 10 }, (_, i) => 100 + i);

describe('region map of a sketch', () => {
  it(`labels at least ${MIN_ACCURACY * 100} % of the drawn regions right`, async () => {
    let scored = 0;
    let correct = 0;
    for (const seed of SEEDS) {
      const score = await scoreSketch(syntheticSketch(seed));
      scored += score.scored;
      correct += score.correct;
    }
    expect(scored).toBeGreaterThan(30);
    expect(correct / scored).toBeGreaterThanOrEqual(MIN_ACCURACY);
  }, 240_000);

  it.each<[PieceType, number]>([
    ['ring', 2],
    ['pendant', 4],
    ['chain', 4],
  ])(
    'maps a %s with the kinds drawn',
    async (type, seed) => {
      const sketch = syntheticSketch(seed, type);
      const { map, scored, correct } = await scoreSketch(sketch);
      const kinds = new Set(map.regions.map((region) => region.kind));
      if (type === 'ring')
        expect([...kinds]).toEqual(expect.arrayContaining(['metal', 'stone', 'open']));
      if (type === 'pendant') expect([...kinds]).toEqual(expect.arrayContaining(['metal', 'wire']));
      if (type === 'chain') {
        expect(kinds.has('wire')).toBe(true);
        expect(kinds.has('metal')).toBe(false);
      }
      for (const region of map.regions) expect(region.cue).not.toBe('');
      expect(correct / scored).toBeGreaterThanOrEqual(0.5);
    },
    60_000,
  );

  it.each<[string, number, PieceType | undefined]>([
    ['the contact sheet’s pencil solitaire', 2, 'ring'],
    ['a pencil ring whose inner line has a wide break', 31, undefined],
    // A break where the line runs at an angle: its thinned line keeps a second pixel at some steps.
    ['a pencil ring whose inner line breaks on a slant', 132, undefined],
  ])(
    'keeps the finger hole of %s open',
    async (_, seed, type) => {
      const sketch = syntheticSketch(seed, type);
      expect(sketch.regions.some((region) => region.part === 'finger hole')).toBe(true);
      const { mistakes } = await scoreSketch(sketch);
      expect(mistakes.filter((mistake) => mistake.startsWith('finger hole'))).toEqual([]);
      expect(mistakes.filter((mistake) => mistake.startsWith('band'))).toEqual([]);
    },
    60_000,
  );

  // Shading that runs together into ink made the drawing's one "stroke" tens of pixels wide, so
  // the shaded surface was taken for wire (seeds 29, 38) or left as a line (seed 8).
  it.each([8, 29, 38])(
    'maps a surface shaded in pencil as metal (seed %i)',
    async (seed) => {
      const sketch = syntheticSketch(seed, undefined, { shaded: true });
      expect(sketch.regions.some((region) => region.part.startsWith('shaded'))).toBe(true);
      const { mistakes, map } = await scoreSketch(sketch);
      expect(mistakes.filter((mistake) => mistake.startsWith('shaded'))).toEqual([]);
      expect(map.strokeWidth).toBeLessThan(6);
    },
    60_000,
  );

  it.each([8, 35, 38])(
    'maps a stone drawn with facets as one stone (seed %i)',
    async (seed) => {
      const { byKind, map } = await scoreSketch(syntheticSketch(seed));
      expect(byKind.stone.scored).toBeGreaterThan(0);
      expect(byKind.stone.whole).toBe(byKind.stone.scored);
      // Facets inside one outline, or a compact cluster of them: either way one faceted stone.
      const faceted = map.regions.filter(
        (region) => region.kind === 'stone' && region.cue.startsWith('drawn with facets'),
      );
      expect(faceted.length).toBeGreaterThan(0);
    },
    60_000,
  );

  // The band runs between the stones set in it, so its pieces are smaller than the inside they
  // go round: the inside, taken for their parent, read as a metal surface holding them.
  it.each([28, 36])(
    'keeps the inside of a bangle set with stones open, its band in pieces metal (seed %i)',
    async (seed) => {
      const sketch = syntheticSketch(seed);
      expect(sketch.regions.some((region) => region.part === 'inside')).toBe(true);
      const { mistakes, map } = await scoreSketch(sketch);
      expect(mistakes.filter((mistake) => /^inside|→ open/.test(mistake))).toEqual([]);
      expect(map.regions.some((region) => region.cue.includes('the band goes round'))).toBe(true);
    },
    60_000,
  );

  // Two stones set apart in a bangle's band cut it. The piece between them was taken for a stone,
  // and with the stones it closed into one convex shape: one faceted stone.
  it.each([7, 17])(
    "maps two stones set in a bangle's band as two stones (seed %i)",
    async (seed) => {
      const { mergedStones, byKind, map } = await scoreSketch(syntheticSketch(seed));
      expect(byKind.stone.scored).toBeGreaterThanOrEqual(2);
      expect(mergedStones).toBe(0);
      const between = map.regions.filter((region) => region.cue.includes('band between stones'));
      expect(between.length).toBeGreaterThan(0);
      expect(between.every((region) => region.kind === 'metal')).toBe(true);
    },
    60_000,
  );

  // A strip of a hatched band cut off by the hatching's lines read as a stone and rendered as a gem
  // in the band: no cut of stone is that long for its width.
  it.each([50, 54])(
    'keeps a long strip of a hatched band metal (seed %i)',
    async (seed) => {
      const { pixels, map } = await scoreSketch(syntheticSketch(seed));
      expect(pixels.metal.stone).toBe(0);
      const strips = map.regions.filter((region) => region.cue.includes('strip far longer'));
      expect(strips.length).toBeGreaterThan(0);
      expect(strips.every((region) => region.kind === 'metal')).toBe(true);
    },
    60_000,
  );

  // Seed 121's bezel was split too until its notes were cut away: the map, made at the piece's
  // scale, now keeps it whole (also right). Seeds 18 and 116: the bezel's halves are crescents,
  // once grouped with the stone's facets as one cluster.
  it.each([18, 116, 119, 133, 152])(
    'keeps a bezel that its stone touches metal, the stone alone a stone (seed %i)',
    async (seed) => {
      const sketch = syntheticSketch(seed);
      expect(sketch.regions.some((region) => region.part === 'bezel')).toBe(true);
      const { mistakes, map } = await scoreSketch(sketch);
      expect(mistakes.filter((mistake) => /^(bezel|stone)/.test(mistake))).toEqual([]);
      expect(map.regions.some((region) => region.cue.includes('split where the stone'))).toBe(true);
    },
    60_000,
  );
});
