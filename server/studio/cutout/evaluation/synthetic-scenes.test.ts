import { describe, expect, it } from 'vitest';
import {
  GROUND_KINDS,
  PIECE_KINDS,
  sceneRecipe,
  splitOf,
  syntheticScene,
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
});
