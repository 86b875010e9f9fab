// The fidelity score on a design with a known answer: a fine chain (one pixel wide) with a small
// pendant, placed at a third of its size so the chain is thinner than an output pixel.
import { describe, expect, it } from 'vitest';
import type { Cutout } from '../extract/cutout';
import { cutoutFromRgba } from '../testing/synthetic-cutout';
import type { Layer } from './canvas';
import { placementFidelity } from './fidelity';
import { metalFor } from './metal';
import { pieceLayer } from './piece-layer';
import { placeAt } from './placement';

const SIDE = 300;
const CANVAS = 120;

function chainWithPendant(): Cutout {
  const rgba = new Uint8Array(SIDE * SIDE * 4);
  const set = (x: number, y: number) => {
    rgba.set([200, 160, 80, 255], (y * SIDE + x) * 4);
  };
  for (let t = 0; t < 250; t++) {
    set(20 + t, 20 + Math.round(t * 0.8)); // the chain, a 1 px diagonal
    set(20 + t, 30 + Math.round(t * 0.8)); // and its other strand
  }
  for (let y = 230; y < 260; y++) for (let x = 250; x < 280; x++) set(x, y); // the pendant
  return cutoutFromRgba(SIDE, SIDE, rgba);
}

async function placed(design: Cutout) {
  const placement = placeAt(SIDE, SIDE, 1 / 3, CANVAS / 2, CANVAS / 2);
  const layer = await pieceLayer(design, placement, metalFor(null));
  return { placement, layer };
}

function withAlpha(layer: Layer, alphaAt: (x: number, y: number, alpha: number) => number): Layer {
  const rgba = layer.rgba.slice();
  for (let y = 0; y < layer.height; y++) {
    for (let x = 0; x < layer.width; x++) {
      const index = (y * layer.width + x) * 4 + 3;
      rgba[index] = alphaAt(x, y, rgba[index]!);
    }
  }
  return { ...layer, rgba };
}

describe('placementFidelity', () => {
  it('scores a piece composited as placed near 1, its sub-pixel chain included', async () => {
    const design = chainWithPendant();
    const { placement, layer } = await placed(design);
    expect(placementFidelity(design, placement, layer, CANVAS, CANVAS)).toBeGreaterThan(0.99);
  });

  it('drops when the chain is lost, the piece is moved or stretched, or the frame crops it', async () => {
    const design = chainWithPendant();
    const { placement, layer } = await placed(design);
    const score = (candidate: Layer, canvas = CANVAS) =>
      placementFidelity(design, placement, candidate, canvas, canvas);
    // The chain gone, the pendant kept (the pendant starts at 250 / 3 in the layer).
    const chainless = withAlpha(layer, (x, y, alpha) => (x >= 82 && y >= 75 ? alpha : 0));
    expect(score(chainless)).toBeLessThan(0.7);
    // Moved by 3 output pixels.
    expect(score({ ...layer, left: layer.left + 3, top: layer.top + 3 })).toBeLessThan(0.6);
    // Stretched: the layer made 20% wider than its placement.
    const wide = await pieceLayer(
      design,
      { ...placement, width: placement.width + 20 },
      metalFor(null),
    );
    expect(score(wide)).toBeLessThan(0.9);
    // Cropped: an output only 70 px wide and high shows the chain's start but not the pendant.
    expect(score(layer, 70)).toBeLessThan(0.7);
  });
});
