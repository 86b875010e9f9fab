// A band worn round a limb passes behind it past its outline; the head stays whole.
import { describe, expect, it } from 'vitest';
import { behindTheLimb, hideBehind } from './behind-the-limb';
import type { Layer } from './canvas';
import { placementFidelity } from './fidelity';

const SIZE = 200;
const RADIUS = 30;
const SOFT = 2;

/** A limb along y (a finger) or along x (a forearm) through the canvas's middle. */
function limb(along: 'x' | 'y') {
  const distance = new Float32Array(SIZE * SIZE);
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++)
      distance[y * SIZE + x] = Math.abs((along === 'y' ? x : y) - SIZE / 2) - RADIUS;
  const axis = along === 'y' ? ([0, -1] as const) : ([1, 0] as const);
  return { distance, canvasWidth: SIZE, axis, soft: SOFT, depth: 0.35 * RADIUS };
}

/**
 * A piece across the limb, as a layer over the canvas: a band 8 px thick and `bandLength` long,
 * and (unless `head` is 0) a head `head` px wide and 40 px deep on it, centred on the limb.
 * `transposed` lays it along y instead of x, to go across a limb along x.
 */
function piece(bandLength: number, head: number, transposed = false): Layer {
  const [width, height] = [bandLength, 40];
  const rgba = new Uint8Array(width * height * 4);
  const set = (x: number, y: number) => {
    const i = transposed ? x * height + y : y * width + x;
    rgba.fill(255, i * 4, i * 4 + 4);
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const onBand = Math.abs(y - height / 2) < 4;
      const onHead = Math.abs(x - width / 2) < head / 2;
      if (onBand || onHead) set(x, y);
    }
  const [w, h] = transposed ? [height, width] : [width, height];
  return { width: w, height: h, rgba, left: (SIZE - w) / 2, top: (SIZE - h) / 2 };
}

/** The hidden share at a point `offset` px from the limb's middle across it, on the band's line. */
function hiddenAt(layer: Layer, hidden: Float32Array, offset: number, transposed = false) {
  const [x, y] = transposed
    ? [layer.width / 2, layer.height / 2 + offset]
    : [layer.width / 2 + offset, layer.height / 2];
  return hidden[Math.round(y) * layer.width + Math.round(x)]!;
}

describe('a band round a limb', () => {
  it.each([
    ['a ring on a finger', 'y', false],
    ['a watch on a wrist', 'x', true],
  ] as const)('%s: hidden past the outline, whole on the limb', (_, along, transposed) => {
    const layer = piece(120, 40, transposed);
    const result = behindTheLimb(layer, limb(along))!;
    expect(result).not.toBeNull();
    for (const side of [-1, 1]) {
      expect(hiddenAt(layer, result.hidden, side * (RADIUS + 10), transposed)).toBe(1);
      expect(hiddenAt(layer, result.hidden, side * (RADIUS - 10), transposed)).toBe(0);
    }
    // Turning away from the viewer towards the outline: in shade there, not in the middle.
    expect(hiddenAt(layer, result.turned, RADIUS - 2, transposed)).toBeGreaterThan(0.5);
    expect(hiddenAt(layer, result.turned, 0, transposed)).toBe(0);
  });

  it('keeps a head that overhangs the outline whole', () => {
    const layer = piece(120, 2 * RADIUS + 16);
    const { hidden } = behindTheLimb(layer, limb('y'))!;
    // The head's edge, 6 px past the outline, off the band's line.
    const x = layer.width / 2 + RADIUS + 6;
    expect(hidden[2 * layer.width + x]).toBe(0);
    expect(hiddenAt(layer, hidden, RADIUS + 12)).toBe(1);
  });

  it('hides nothing of a piece within the limb', () => {
    expect(behindTheLimb(piece(40, 20), limb('y'))).toBeNull();
  });

  it('leaves a piece whole when most of it would go behind (not a band round the limb)', () => {
    const long = piece(196, 0);
    expect(behindTheLimb(long, limb('y'))).toBeNull();
  });

  it("hides a hook's wire above the piercing, not a stud centred on it", () => {
    // In front below the piercing (y = 100), behind the lobe above it.
    const distance = new Float32Array(SIZE * SIZE);
    for (let i = 0; i < distance.length; i++) distance[i] = 100 - Math.floor(i / SIZE);
    const lobe = { distance, canvasWidth: SIZE, axis: [1, 0] as const, soft: SOFT, depth: 4 };
    /** A disc of radius 20 at `discY` on the canvas, under a wire 4 px wide from y = 70 (or not). */
    const earring = (discY: number, wire = true): Layer => {
      const [width, height] = [40, discY + 20 - 70];
      const rgba = new Uint8Array(width * height * 4);
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          const onDisc = (x - 20) ** 2 + (y + 70 - discY) ** 2 < 20 ** 2;
          if (onDisc || (wire && Math.abs(x - 20) < 2))
            rgba.fill(255, (y * width + x) * 4, (y * width + x) * 4 + 4);
        }
      return { width, height, rgba, left: 80, top: 70 };
    };
    const drop = earring(140);
    const { hidden } = behindTheLimb(drop, lobe)!;
    expect(hidden[10 * drop.width + 20]).toBe(1);
    expect(hidden[60 * drop.width + 20]).toBe(0);
    // A stud's upper half is in front of the lobe: a rounded head tapering to its top.
    expect(behindTheLimb(earring(100, false), lobe)).toBeNull();
    const hooked = earring(100);
    const withWire = behindTheLimb(hooked, lobe)!;
    expect(withWire.hidden[2 * hooked.width + 20]).toBe(1);
    expect(withWire.hidden[15 * hooked.width + 8]).toBe(0);
  });

  it('measures fidelity against the design less what the limb hides', () => {
    const layer = piece(120, 40);
    const behind = behindTheLimb(layer, limb('y'))!;
    const worn = hideBehind(layer, behind);
    const design = {
      width: layer.width,
      height: layer.height,
      rgba: layer.rgba,
      mask: { width: layer.width, height: layer.height, data: new Uint8Array(0) },
      style: 'photo' as const,
    };
    const placement = { ...layer, scale: 1 };
    expect(placementFidelity(design, placement, worn, SIZE, SIZE, behind.hidden)).toBeGreaterThan(
      0.99,
    );
    expect(placementFidelity(design, placement, worn, SIZE, SIZE)).toBeLessThan(0.9);
  });
});
