import { describe, expect, it } from 'vitest';
import {
  ALL_PIECE_KINDS,
  GROUND_KINDS,
  PAIR_PIECE_KINDS,
  PIECE_KINDS,
  sceneRecipe,
  splitOf,
  syntheticScene,
  typeSceneRecipe,
} from './synthetic-scenes';

describe('the synthetic cut-out set', () => {
  it('is the same image and truth for the same seed and index, and another for another seed', async () => {
    const a = await syntheticScene(3, 5, 160);
    const b = await syntheticScene(3, 5, 160);
    const c = await syntheticScene(4, 5, 160);
    expect(Buffer.from(a.rgb).equals(Buffer.from(b.rgb))).toBe(true);
    expect(Buffer.from(a.truth).equals(Buffer.from(b.truth))).toBe(true);
    expect(Buffer.from(a.rgb).equals(Buffer.from(c.rgb))).toBe(false);
  });

  it('gives both halves of the split every ground, and meets every piece with every ground', () => {
    const tune = new Set<string>();
    const heldOut = new Set<string>();
    const pairs = new Set<string>();
    for (let i = 0; i < 120; i++) {
      const { kind, piece } = sceneRecipe(i);
      (splitOf(i) === 'tune' ? tune : heldOut).add(kind);
      pairs.add(`${kind}/${piece}`);
    }
    expect(tune.size).toBe(GROUND_KINDS.length);
    expect(heldOut.size).toBe(GROUND_KINDS.length);
    expect(pairs.size).toBe(GROUND_KINDS.length * PIECE_KINDS.length);
  });

  it('draws each piece with a soft-edged truth of a plausible size', async () => {
    for (let i = 0; i < 2 * PIECE_KINDS.length; i += 2) {
      const scene = await syntheticScene(11, i, 200);
      expect(Math.max(scene.width, scene.height)).toBe(200);
      expect(scene.rgb).toHaveLength(scene.width * scene.height * 3);
      let inside = 0;
      let soft = 0;
      for (const a of scene.truth) {
        if (a >= 128) inside++;
        if (a > 0 && a < 255) soft++;
      }
      const share = inside / scene.truth.length;
      expect(share, scene.name).toBeGreaterThan(0.002);
      expect(share, scene.name).toBeLessThan(0.6);
      expect(soft, scene.name).toBeGreaterThan(0);
    }
  });

  it('keeps the pairs for the type evaluation out of the cut-out set, which walks its own pieces', () => {
    const pieces = new Set(Array.from({ length: 120 }, (_, i) => sceneRecipe(i).piece));
    expect(pieces).toEqual(new Set(PIECE_KINDS));
    for (const pair of PAIR_PIECE_KINDS) expect(pieces.has(pair)).toBe(false);
  });

  it('gives the type evaluation every piece in both halves, and draws each pair as two parts', async () => {
    const count = 2 * ALL_PIECE_KINDS.length;
    for (const split of ['tune', 'held-out'] as const) {
      const pieces = new Set(
        Array.from({ length: count }, (_, i) => i)
          .filter((i) => splitOf(i) === split)
          .map((i) => typeSceneRecipe(i).piece),
      );
      expect(pieces).toEqual(new Set(ALL_PIECE_KINDS));
    }
    for (const piece of PAIR_PIECE_KINDS) {
      const index = 2 * ALL_PIECE_KINDS.indexOf(piece) + 1;
      const scene = await syntheticScene(5, index, 240, typeSceneRecipe(index));
      expect(scene.piece).toBe(piece);
      // Opaque pixels on both halves of the frame, and an empty column between them.
      const columns = Array.from({ length: scene.width }, (_, x) => {
        let n = 0;
        for (let y = 0; y < scene.height; y++) n += scene.truth[y * scene.width + x]! > 0 ? 1 : 0;
        return n;
      });
      const left = columns.slice(0, scene.width / 2).some((n) => n > 0);
      const right = columns.slice(scene.width / 2).some((n) => n > 0);
      const firstCovered = columns.findIndex((n) => n > 0);
      const lastCovered = columns.length - 1 - [...columns].reverse().findIndex((n) => n > 0);
      const gap = columns.slice(firstCovered, lastCovered).some((n) => n === 0);
      expect([left, right, gap], scene.name).toEqual([true, true, true]);
    }
  });
});
