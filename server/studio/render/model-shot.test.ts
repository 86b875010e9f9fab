// Every test piece (generated photos and sketches) worn in its body context, in every skin tone, faithfully placed.
import { beforeAll, describe, expect, it } from 'vitest';
import { MODEL_SHOT_SCENES, type JewelryType } from '../../../src/api/catalogue';
import { FIDELITY_THRESHOLD } from '../../jobs/worker';
import { fixtureCutouts, TEST_LONG_SIDE, type TestCutout } from '../testing/test-cutouts';
import { metalFor } from './metal';
import { renderModelShot, TYPICAL_PIECE_MM, typicalMillimetres } from './model-shot';

describe('model shots of the generated photos and sketches', () => {
  let cutouts: TestCutout[];
  beforeAll(async () => {
    cutouts = await fixtureCutouts();
  }, 120_000);

  it('renders every piece in every skin tone, faithfully', async () => {
    for (const { entry, cutout } of cutouts) {
      const jewelryType: JewelryType = entry.expectedType ?? 'necklace';
      for (const scene of MODEL_SHOT_SCENES) {
        const { canvas, fidelity } = await renderModelShot({
          cutout,
          metal: metalFor('white gold'),
          sceneKey: scene.key,
          // At true scale a piece is small, and a sketch's wires at 256 px are all edge.
          longSide: 2 * TEST_LONG_SIDE,
          jewelryType,
        });
        expect(canvas.width * 5, entry.file).toBe(canvas.height * 4);
        expect(fidelity, `${entry.file} ${scene.key}`).toBeGreaterThanOrEqual(FIDELITY_THRESHOLD);
      }
    }
  }, 60_000);
});

describe('model shot bodies', () => {
  // A small gold square as the piece: the body around it is what is judged.
  const size = 24;
  const rgba = new Uint8Array(size * size * 4).fill(255);
  const cutout = {
    width: size,
    height: size,
    rgba,
    mask: { width: size, height: size, data: new Uint8Array(size * size).fill(1) },
    style: 'photo' as const,
  };
  const render = (jewelryType: JewelryType) =>
    renderModelShot({
      cutout,
      metal: metalFor(null),
      sceneKey: 'golden',
      longSide: 400,
      jewelryType,
    });
  const luminance = (rgb: Float32Array, i: number) =>
    0.3 * rgb[i * 3]! + 0.59 * rgb[i * 3 + 1]! + 0.11 * rgb[i * 3 + 2]!;

  it('are rounded forms lit from one side, not flat silhouettes shaded alike at every edge', async () => {
    const { canvas } = await render('bracelet');
    // Down a column through the forearm, away from the piece: the skin is what is much warmer
    // than the neutral backdrop. Its upper flank faces the key light, its lower turns away.
    const x = Math.round(canvas.width * 0.2);
    const column = Array.from({ length: canvas.height }, (_, y) =>
      luminance(canvas.rgb, y * canvas.width + x),
    );
    const warm = (y: number) =>
      canvas.rgb[(y * canvas.width + x) * 3]! - canvas.rgb[(y * canvas.width + x) * 3 + 2]!;
    const arm = column.map((value, y) => [value, y] as const).filter(([, y]) => warm(y) > 50);
    expect(arm.length).toBeGreaterThan(canvas.height * 0.15);
    const quarter = Math.floor(arm.length / 4);
    const mean = (part: (readonly [number, number])[]) =>
      part.reduce((sum, [value]) => sum + value, 0) / part.length;
    const upper = mean(arm.slice(0, quarter));
    const lower = mean(arm.slice(-quarter));
    expect(upper - lower).toBeGreaterThan(12);
  });

  it('rounds each finger as one form, with no crease down its middle', async () => {
    const { canvas } = await render('ring');
    // Across the ring finger (mid-frame, the ring below) and the middle finger beside it, between
    // their joints: inside each the tone turns smoothly from its lit flank to its shaded one (a
    // crease is a kink: a large second difference).
    const y = Math.round(canvas.height * 0.38);
    const at = (x: number) => y * canvas.width + x;
    const skin = (x: number) => canvas.rgb[at(x) * 3]! - canvas.rgb[at(x) * 3 + 2]! > 50;
    const runs: [number, number][] = [];
    for (let x = 0; x < canvas.width;) {
      let end = x;
      while (end < canvas.width && skin(end)) end++;
      if (end - x >= 20) runs.push([x, end]);
      x = end + 1;
    }
    const ring = runs.findIndex(
      ([start, end]) => start < canvas.width / 2 && end > canvas.width / 2,
    );
    expect(ring).toBeGreaterThanOrEqual(1);
    let sharpest = 0;
    for (const [start, end] of runs.slice(ring - 1, ring + 1)) {
      for (let k = start + 4; k < end - 4; k++) {
        const bend =
          luminance(canvas.rgb, at(k - 1)) -
          2 * luminance(canvas.rgb, at(k)) +
          luminance(canvas.rgb, at(k + 1));
        sharpest = Math.max(sharpest, Math.abs(bend));
      }
    }
    expect(sharpest).toBeLessThan(4.5);
  });

  it('frames a neckline from under the chin, the jaw standing out over the neck', async () => {
    const { canvas } = await render('necklace');
    // Down the midline: the chin, then its shadow on the neck under it, then the lit neck.
    const x = Math.round(canvas.width / 2);
    const tone = (from: number, to: number) => {
      const values: number[] = [];
      for (let y = Math.round(from * canvas.height); y < to * canvas.height; y++)
        values.push(luminance(canvas.rgb, y * canvas.width + x));
      return values;
    };
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const under = Math.min(...tone(0.11, 0.17));
    expect(mean(tone(0.02, 0.08)) - under).toBeGreaterThan(8);
    expect(mean(tone(0.22, 0.3)) - under).toBeGreaterThan(8);
  });

  it('shows an ear for earrings: a raised form with its own shading above the piece', async () => {
    const { canvas } = await render('earring');
    // The ear sits above the earring; its rim and bowl make a tonal structure in that area.
    const box = { x0: 0.25, x1: 0.5, y0: 0.15, y1: 0.45 };
    const values: number[] = [];
    for (let y = Math.round(box.y0 * canvas.height); y < box.y1 * canvas.height; y++)
      for (let x = Math.round(box.x0 * canvas.width); x < box.x1 * canvas.width; x++)
        values.push(luminance(canvas.rgb, y * canvas.width + x));
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const spread = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
    expect(spread).toBeGreaterThan(8);
  });
});

/** A white cut-out whose silhouette is the pixels where `inside` holds. */
const shape = (width: number, height: number, inside: (x: number, y: number) => boolean) => {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) data[y * width + x] = +inside(x, y);
  const rgba = new Uint8Array(width * height * 4).fill(255);
  for (let i = 0; i < data.length; i++) rgba[i * 4 + 3] = 255 * data[i]!;
  return { width, height, rgba, mask: { width, height, data }, style: 'photo' as const };
};

describe('a bracelet on the wrist', () => {
  /** The shot of `inside` as a bracelet in a green no skin has: where the green shows. */
  const wornGreen = async (width: number, height: number, inside: Parameters<typeof shape>[2]) => {
    const bracelet = shape(width, height, inside);
    for (let i = 0; i < bracelet.rgba.length; i += 4) bracelet.rgba.set([30, 200, 40], i);
    const { canvas, fidelity } = await renderModelShot({
      cutout: bracelet,
      metal: metalFor('Yellow gold'),
      sceneKey: MODEL_SHOT_SCENES[0].key,
      longSide: 512,
      jewelryType: 'bracelet',
    });
    const green: { x: number; y: number }[] = [];
    for (let y = 0; y < canvas.height; y++)
      for (let x = 0; x < canvas.width; x++) {
        const i = (y * canvas.width + x) * 3;
        const [r, g, b] = [canvas.rgb[i]!, canvas.rgb[i + 1]!, canvas.rgb[i + 2]!];
        if (g - Math.max(r, b) >= 60) green.push({ x, y });
      }
    const xs = green.map((p) => p.x);
    const ys = green.map((p) => p.y);
    const box = {
      minX: Math.min(...xs),
      maxX: Math.max(...xs),
      minY: Math.min(...ys),
      maxY: Math.max(...ys),
    };
    return { green, box, fidelity };
  };

  it('goes round the arm: a bangle photographed lying wide is turned across it', async () => {
    // A bangle seen from three-quarters: a wide elliptical band.
    const { box, fidelity } = await wornGreen(240, 110, (x, y) => {
      const r = ((x - 120) / 118) ** 2 + ((y - 55) / 53) ** 2;
      return r < 1 && r > 0.55;
    });
    // The forearm runs across the frame: the bangle crosses it, taller than wide.
    expect(box.maxY - box.minY).toBeGreaterThan(1.3 * (box.maxX - box.minX));
    expect(fidelity).toBeGreaterThanOrEqual(FIDELITY_THRESHOLD);
  });

  it('passes the far half of a loop under the wrist, the near half over it', async () => {
    // A chain bracelet closed in a round loop.
    const { green, box, fidelity } = await wornGreen(
      200,
      200,
      (x, y) => Math.abs(Math.hypot(x - 99.5, y - 99.5) - 88) < 10,
    );
    const middleX = (box.minX + box.maxX) / 2;
    const middleY = (box.minY + box.maxY) / 2;
    // Across the middle of the wrist, only the near (elbow's) side of the loop shows...
    const across = green.filter((p) => Math.abs(p.y - middleY) < 5);
    expect(across.some((p) => p.x < middleX)).toBe(true);
    expect(across.some((p) => p.x > middleX)).toBe(false);
    // ...while above and below the wrist the loop comes round in view.
    expect(green.some((p) => p.x > middleX && p.y < box.minY + 10)).toBe(true);
    expect(fidelity).toBeGreaterThanOrEqual(FIDELITY_THRESHOLD);
  });
});

describe('typical sizes', () => {
  it('sizes an earring by its form: a compact stud small, a long drop or an open hoop large', () => {
    const stud = shape(60, 60, (x, y) => (x - 30) ** 2 + (y - 30) ** 2 < 29 ** 2);
    const drop = shape(40, 120, (x, y) =>
      y < 60 ? Math.abs(x - 20) < 2 : (x - 20) ** 2 + (y - 90) ** 2 < 19 ** 2,
    );
    const hoop = shape(80, 80, (x, y) => Math.abs(Math.hypot(x - 40, y - 40) - 36) < 3);
    expect(typicalMillimetres('earring', stud)).toBeLessThan(15);
    expect(typicalMillimetres('earring', drop)).toBe(TYPICAL_PIECE_MM.earring);
    expect(typicalMillimetres('earring', hoop)).toBe(TYPICAL_PIECE_MM.earring);
    // Other types by type alone.
    expect(typicalMillimetres('ring', stud)).toBe(TYPICAL_PIECE_MM.ring);
  });

  it('sizes a watch by its case, however much of its strap the photo shows', () => {
    // A round case 60 px across on a strap 36 px wide, `length` px long: its case is what's 36 mm.
    const watch = (length: number) =>
      shape(
        64,
        length,
        (x, y) => (x - 32) ** 2 + (y - length / 2) ** 2 < 30 ** 2 || Math.abs(x - 32) < 18,
      );
    for (const length of [80, 240]) {
      const caseMm = (typicalMillimetres('watch', watch(length)) * 60) / length;
      expect(caseMm).toBeGreaterThan(33);
      expect(caseMm).toBeLessThan(40);
    }
  });

  it('sizes a pendant (hung from one point) as a pendant, a necklace with two ends by its type', () => {
    const pendant = shape(60, 80, (x, y) => (x - 30) ** 2 + (y - 45) ** 2 < 29 ** 2);
    const collar = shape(200, 100, (x, y) => Math.abs(Math.hypot(x - 100, y + 40) - 120) < 4);
    expect(typicalMillimetres('necklace', pendant)).toBeGreaterThanOrEqual(20);
    expect(typicalMillimetres('necklace', pendant)).toBeLessThanOrEqual(50);
    expect(typicalMillimetres('necklace', collar)).toBe(TYPICAL_PIECE_MM.necklace);
  });
});
