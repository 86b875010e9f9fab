import { describe, expect, it } from 'vitest';
import type { Layer } from './canvas';
import { metalFor } from './metal';
import { renderModelShot } from './model-shot';
import { hangingPoints } from './neck-chain';

/** A layer at (left, top) whose opaque pixels (in `colour`) are where `inside` holds. */
function layerOf(
  width: number,
  height: number,
  inside: (x: number, y: number) => boolean,
  colour: [number, number, number] = [200, 160, 60],
): Layer {
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (inside(x, y)) rgba.set([...colour, 255], (y * width + x) * 4);
  return { width, height, rgba, left: 100, top: 50 };
}

interface WornAs {
  style?: 'photo' | 'sketch';
  material?: string | null;
  sceneKey?: string;
}

/**
 * The model shot at 600 px of a pendant `size` px square on a golden skin tone, its pixels in the
 * colour `colourAt` gives (none where it gives null).
 */
async function wornPendant(
  size: number,
  colourAt: (x: number, y: number) => [number, number, number] | null,
  { style = 'photo', material = null, sceneKey = 'golden' }: WornAs = {},
) {
  const rgba = new Uint8Array(size * size * 4);
  const data = new Uint8Array(size * size);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const colour = colourAt(x, y);
      if (!colour) continue;
      rgba.set([...colour, 255], (y * size + x) * 4);
      data[y * size + x] = 1;
    }
  const cutout = { width: size, height: size, rgba, mask: { width: size, height: size, data } };
  const { canvas } = await renderModelShot({
    cutout: { ...cutout, style },
    metal: metalFor(material),
    sceneKey,
    longSide: 600,
    jewelryType: 'necklace',
  });
  return canvas;
}

describe('the chain round the neck', () => {
  it('hangs a necklace from its two top ends and a pendant from its crest', () => {
    // A U of wire: two arms up to the top corners.
    const necklace = layerOf(
      120,
      80,
      (x, y) => Math.abs(Math.hypot(x - 60, y - 20) - 56) < 3 && y >= 14,
    );
    const ends = hangingPoints(necklace);
    expect(ends).toHaveLength(2);
    expect(ends[0]!.x).toBeLessThan(100 + 10);
    expect(ends[1]!.x).toBeGreaterThan(100 + 110);
    for (const end of ends) expect(end.y).toBeLessThan(50 + 25);
    // A drop: a disc with its crest at the top middle.
    const pendant = layerOf(40, 60, (x, y) => Math.hypot(x - 20, y - 35) < 19);
    const [crest, ...rest] = hangingPoints(pendant);
    expect(rest).toHaveLength(0);
    expect(Math.abs(crest!.x - 120)).toBeLessThan(3);
    expect(crest!.y).toBeLessThan(50 + 18);
  });

  it('carries a pendant with no chain on a chain in its colour up to both sides of the neck', async () => {
    // A small blue disc: nothing else in the shot is bluer than it is red.
    const canvas = await wornPendant(30, (x, y) =>
      Math.hypot(x - 14.5, y - 14.5) < 14 ? [40, 60, 200] : null,
    );
    const { width, height, rgb } = canvas;
    const blue = (x: number, y: number) => {
      const i = (y * width + x) * 3;
      return rgb[i + 2]! > rgb[i]! + 20;
    };
    // Rows from the base of the neck down to above the pendant: a strand on either side.
    let [left, right] = [0, 0];
    for (let y = Math.round(0.4 * height); y < Math.round(0.5 * height); y++)
      for (let x = 0; x < width; x++) {
        if (!blue(x, y)) continue;
        if (x < width / 2) left++;
        else right++;
      }
    expect(left).toBeGreaterThan(10);
    expect(right).toBeGreaterThan(10);
    // Nothing blue off the body: above the shoulder beside the neck (the camera moved in on the
    // small pendant) the chain is behind it.
    for (let y = 0; y < Math.round(0.2 * height); y++)
      for (let x = 0; x < Math.round(0.15 * width); x++) expect(blue(x, y)).toBe(false);
  });

  it('draws the chain as light as the lit metal of the piece, not as the shaded edges of its bail', async () => {
    // A bright blue disc hung from a thin, dark blue loop at its top.
    const canvas = await wornPendant(40, (x, y) => {
      if (Math.abs(Math.hypot(x - 19.5, y - 6) - 4) < 1.2) return [10, 15, 60];
      return Math.hypot(x - 19.5, y - 25) < 14 ? [60, 90, 255] : null;
    });
    const { width, height, rgb } = canvas;
    // Bright blue pixels on both strands, between the base of the neck and the pendant.
    let [left, right] = [0, 0];
    for (let y = Math.round(0.3 * height); y < Math.round(0.5 * height); y++)
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 3;
        if (rgb[i + 2]! < 150 || rgb[i + 2]! < rgb[i]! + 40) continue;
        if (x < width / 2) left++;
        else right++;
      }
    expect(left).toBeGreaterThan(10);
    expect(right).toBeGreaterThan(10);
  });

  it("gives a sketch's chain its metal's colour, however its strokes shade where it hangs", async () => {
    const gold = metalFor('yellow gold').albedo;
    // Pencil line art, a ring of thin or of broad ink, worn on deep skin in yellow gold.
    const chainColour = async (halfWidth: number) => {
      const ring = (x: number, y: number) => Math.abs(Math.hypot(x - 29.5, y - 29.5) - 24);
      const { width, height, rgb } = await wornPendant(
        60,
        (x, y) => (ring(x, y) < halfWidth ? [30, 30, 30] : null),
        { style: 'sketch', material: 'yellow gold', sceneKey: 'deep' },
      );
      // The strands between the base of the neck and the pendant: their brightest pixel (a 1 mm
      // chain covers its middle pixel whole) in the metal's hue.
      let brightest: [number, number, number] = [0, 0, 0];
      for (let y = Math.round(0.3 * height); y < Math.round(0.5 * height); y++)
        for (let x = 0; x < width; x++) {
          const i = (y * width + x) * 3;
          const [r, g, b] = [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!];
          if (r > g && g > b + 40 && g > brightest[1]) brightest = [r, g, b];
        }
      return brightest;
    };
    const thin = await chainColour(1);
    const broad = await chainColour(5);
    for (const colour of [thin, broad]) {
      expect(colour[1]).toBeGreaterThan(0.9 * gold[1]);
      expect(colour[1]).toBeLessThan(1.3 * gold[1]);
      expect(Math.abs(colour[2] / colour[0] - gold[2] / gold[0])).toBeLessThan(0.1);
    }
    expect(Math.abs(thin[1] - broad[1])).toBeLessThan(8);
  });
});
