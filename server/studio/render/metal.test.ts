// Sketch to metal, judged as a photograph of polished metal is: gold reads as bright gold (not the
// olive of a dimly lit brown), keeps both deep reflections and highlights, and white metals stay
// neutral. The strokes go through the real piece layer, at the sizes a lifestyle visual places them.
import { describe, expect, it } from 'vitest';
import type { Cutout } from '../extract/cutout';
import { maskFromAlpha } from '../imaging/mask';
import { luma } from './canvas';
import { metalFor, reflectedStudio } from './metal';
import { pieceLayer } from './piece-layer';
import { placeAt } from './placement';

const SIDE = 120;

/** Black ink on white paper: a horizontal stroke `width` px thick across the middle. */
function stroke(width: number): Cutout {
  const rgba = new Uint8Array(SIDE * SIDE * 4);
  const alpha = new Uint8Array(SIDE * SIDE);
  const top = Math.round(SIDE / 2 - width / 2);
  for (let y = top; y < top + width; y++) {
    for (let x = 10; x < SIDE - 10; x++) {
      rgba.set([20, 20, 20, 255], (y * SIDE + x) * 4);
      alpha[y * SIDE + x] = 255;
    }
  }
  return {
    width: SIDE,
    height: SIDE,
    rgba,
    mask: maskFromAlpha(alpha, SIDE, SIDE),
    style: 'sketch',
  };
}

/** The colours of the fully covered pixels of the stroke rendered in `material`. */
async function wire(width: number, material: string): Promise<[number, number, number][]> {
  const layer = await pieceLayer(
    stroke(width),
    placeAt(SIDE, SIDE, 1, SIDE / 2, SIDE / 2),
    metalFor(material),
  );
  const colours: [number, number, number][] = [];
  for (let i = 0; i < layer.width * layer.height; i++) {
    if (layer.rgba[i * 4 + 3] === 255)
      colours.push([layer.rgba[i * 4]!, layer.rgba[i * 4 + 1]!, layer.rgba[i * 4 + 2]!]);
  }
  return colours;
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(p * (values.length - 1))]!;

describe('sketch to metal', () => {
  it.each([3, 12])('a %i px stroke in yellow gold reads as bright gold', async (width) => {
    const colours = await wire(width, 'yellow gold');
    expect(colours.length).toBeGreaterThan(50);
    // The old diffuse rig averaged 86-99 here: an olive brown that sank into oak.
    expect(mean(colours.map(luma))).toBeGreaterThan(130);
    const [r, g, b] = [0, 1, 2].map((c) => mean(colours.map((colour) => colour[c]!)));
    expect(r).toBeGreaterThan(g!);
    expect(b! / r!).toBeLessThan(0.6); // warm and saturated, not a greyish brown
  });

  it('a wide stroke is polished: deep reflections and bright highlights both', async () => {
    const tones = (await wire(12, 'yellow gold')).map(luma);
    expect(percentile(tones, 0.05)).toBeLessThan(0.6 * percentile(tones, 0.95));
    expect(percentile(tones, 0.95)).toBeGreaterThan(200);
  });

  it('white metals stay neutral', async () => {
    for (const material of ['silver', 'platinum', 'white gold']) {
      for (const [r, , b] of await wire(12, material)) expect(Math.abs(r - b)).toBeLessThan(14);
    }
  });

  it.each([
    [3, 140],
    [12, 160],
  ])(
    'a %i px stroke in a white metal stands apart from a white backdrop (mean under %i), its highlights white',
    async (width, darkest) => {
      for (const material of ['silver', 'platinum', 'white gold']) {
        const tones = (await wire(width, material)).map(luma);
        // White seamless is about 245; the old ramp put these strokes' means 20-30 levels higher.
        expect(mean(tones), material).toBeLessThan(darkest);
        if (width > 3) expect(percentile(tones, 0.98), material).toBeGreaterThan(235);
      }
    },
  );

  it('reflects a studio lit from above: up-facing brightest, down-facing darkest', () => {
    const up = reflectedStudio([0, -0.5, 0.87]);
    const front = reflectedStudio([0, 0, 1]);
    const down = reflectedStudio([0, 0.5, 0.87]);
    const side = reflectedStudio([0.7, 0, 0.71]);
    expect(up).toBeGreaterThan(front);
    expect(front).toBeGreaterThan(down);
    expect(front).toBeGreaterThan(side);
  });
});
