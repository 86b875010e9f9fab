import { describe, expect, it } from 'vitest';
import { workingCopy } from './refine';
import type { RgbImage } from './salient-prior';
import { refineWithStrokes, strokeSpans, type CutoutStroke } from './stroke-refine';

const GOLD = [201, 168, 106] as const;
const WHITE = [250, 250, 248] as const;

/** A gold ring on white, a shaded green leaf coming in from the left edge and touching the ring. */
function ringAndLeaf(width: number, height: number) {
  const cx = width * 0.6;
  const cy = height * 0.5;
  const outer = height * 0.3;
  const inner = height * 0.2;
  const ring = (x: number, y: number) => {
    const d = Math.hypot(x - cx, y - cy);
    return d <= outer && d >= inner;
  };
  // An ellipse from beyond the left edge to the ring's outer edge.
  const leafRight = cx - outer + height * 0.02;
  const leaf = (x: number, y: number) =>
    ((x - leafRight / 2) / (leafRight / 2 + 10)) ** 2 + ((y - cy) / (height * 0.16)) ** 2 <= 1 &&
    !ring(x, y);
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const shade = ((x * 7 + y * 13) % 29) - 14; // deterministic texture
      const colour = ring(x + 0.5, y + 0.5)
        ? GOLD.map((c) => c + shade / 2)
        : leaf(x + 0.5, y + 0.5)
          ? [55 + shade, 125 + shade * 2 + (x / width) * 30, 48 + shade]
          : WHITE;
      rgb.set(
        colour.map((c) => Math.max(0, Math.min(255, Math.round(c)))),
        i,
      );
    }
  }
  return { image: { width, height, rgb } as RgbImage, ring, leaf, cx, cy, outer, inner };
}

function alphaWhere(
  width: number,
  height: number,
  inside: (x: number, y: number) => boolean,
): Uint8Array {
  const alpha = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (inside(x + 0.5, y + 0.5)) alpha[y * width + x] = 255;
  return alpha;
}

/** Share of the pixels `where` accepts whose alpha passes `test`. */
function share(
  alpha: Uint8Array,
  width: number,
  height: number,
  where: (x: number, y: number) => boolean,
  test: (a: number) => boolean,
): number {
  let total = 0;
  let passing = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!where(x + 0.5, y + 0.5)) continue;
      total++;
      if (test(alpha[y * width + x]!)) passing++;
    }
  }
  return passing / total;
}

describe('refineWithStrokes, a photo', () => {
  it('removes a whole leaf with one rough stroke across it and keeps the ring it touches', async () => {
    const width = 1600;
    const height = 1200;
    const scene = ringAndLeaf(width, height);
    const base = alphaWhere(width, height, (x, y) => scene.ring(x, y) || scene.leaf(x, y));
    const small = await workingCopy(scene.image);
    const stroke: CutoutStroke = {
      mode: 'remove',
      radius: 30,
      points: [
        [120, scene.cy - 60],
        [260, scene.cy + 10],
        [380, scene.cy - 20],
      ],
    };
    const started = performance.now();
    const alpha = refineWithStrokes({
      image: scene.image,
      small,
      base,
      style: 'photo',
      strokes: [stroke],
    });
    console.info(
      `stroke refinement, ${width}×${height}: ${Math.round(performance.now() - started)} ms`,
    );
    expect(share(alpha, width, height, scene.leaf, (a) => a === 0)).toBeGreaterThan(0.97);
    expect(share(alpha, width, height, scene.ring, (a) => a === 255)).toBeGreaterThan(0.97);
    const background = (x: number, y: number) => !scene.ring(x, y) && !scene.leaf(x, y);
    expect(share(alpha, width, height, background, (a) => a === 0)).toBeGreaterThan(0.995);
  });

  it('takes what a stroke cut off from the part it crossed: a leaf too shaded to grow over', async () => {
    const width = 800;
    const height = 600;
    const scene = ringAndLeaf(width, height);
    // The leaf's far half (towards the frame) is in deep shade: another colour than the stroke's.
    const rgb = scene.image.rgb.slice();
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width * 0.15; x++)
        if (scene.leaf(x + 0.5, y + 0.5)) rgb.set([18, 40, 20], (y * width + x) * 3);
    const image = { width, height, rgb } as RgbImage;
    const base = alphaWhere(width, height, (x, y) => scene.ring(x, y) || scene.leaf(x, y));
    // One stroke across the lit part of the leaf, from top to bottom, clear of the ring.
    const stroke: CutoutStroke = {
      mode: 'remove',
      radius: 14,
      points: [
        [width * 0.22, scene.cy - height * 0.2],
        [width * 0.22, scene.cy + height * 0.2],
      ],
    };
    const alpha = refineWithStrokes({
      image,
      small: await workingCopy(image),
      base,
      style: 'photo',
      strokes: [stroke],
    });
    const shaded = (x: number, y: number) => scene.leaf(x, y) && x < width * 0.15;
    expect(share(alpha, width, height, shaded, (a) => a === 0)).toBeGreaterThan(0.97);
    expect(share(alpha, width, height, scene.ring, (a) => a === 255)).toBeGreaterThan(0.97);
  });

  it('restores a dropped half of the ring from a keep stroke over part of it', async () => {
    const width = 800;
    const height = 600;
    const scene = ringAndLeaf(width, height);
    const top = (x: number, y: number) => scene.ring(x, y) && y < scene.cy;
    const base = alphaWhere(width, height, top);
    const small = await workingCopy(scene.image);
    // A short stroke on the lower band, spilling onto the white on both sides.
    const r = (scene.outer + scene.inner) / 2;
    const stroke: CutoutStroke = {
      mode: 'keep',
      radius: (scene.outer - scene.inner) * 0.7,
      points: [
        [scene.cx - 20, scene.cy + r],
        [scene.cx + 20, scene.cy + r],
      ],
    };
    const alpha = refineWithStrokes({
      image: scene.image,
      small,
      base,
      style: 'photo',
      strokes: [stroke],
    });
    expect(share(alpha, width, height, scene.ring, (a) => a >= 200)).toBeGreaterThan(0.97);
    const away = (x: number, y: number) =>
      !scene.ring(x, y) && Math.hypot(x - scene.cx, y - (scene.cy + r)) > stroke.radius + 2;
    expect(share(alpha, width, height, away, (a) => a === 0)).toBeGreaterThan(0.995);
  });

  it('gives the base back unchanged without strokes, and the same answer every time', async () => {
    const scene = ringAndLeaf(400, 300);
    const base = alphaWhere(400, 300, (x, y) => scene.ring(x, y) || scene.leaf(x, y));
    const small = await workingCopy(scene.image);
    const input = { image: scene.image, small, base, style: 'photo' as const };
    expect(refineWithStrokes({ ...input, strokes: [] })).toEqual(base);
    const strokes: CutoutStroke[] = [{ mode: 'remove', radius: 8, points: [[60, 150]] }];
    expect(refineWithStrokes({ ...input, strokes })).toEqual(
      refineWithStrokes({ ...input, strokes }),
    );
  });
});

describe('refineWithStrokes, a sketch', () => {
  // Ink lines on paper: a ring (circle outline) and a note of three short dashes beside it.
  const width = 400;
  const height = 300;
  const ringLine = (x: number, y: number) => Math.abs(Math.hypot(x - 150, y - 150) - 80) <= 3;
  const note = (x: number, y: number) =>
    y >= 40 && y <= 46 && [300, 320, 340].some((left) => x >= left && x <= left + 12);
  const image: RgbImage = {
    width,
    height,
    rgb: new Uint8Array(width * height * 3).fill(240),
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (ringLine(x + 0.5, y + 0.5) || note(x + 0.5, y + 0.5))
        image.rgb.fill(40, (y * width + x) * 3, (y * width + x) * 3 + 3);
  const lineArt = alphaWhere(width, height, (x, y) => ringLine(x, y) || note(x, y));

  it('removes a note whole where the brush touches it, and the drawing only under the brush', () => {
    const alpha = refineWithStrokes({
      image,
      small: image,
      base: lineArt,
      style: 'sketch',
      strokes: [
        { mode: 'remove', radius: 4, points: [[326, 43]] },
        { mode: 'remove', radius: 4, points: [[230, 150]] },
      ],
    });
    const middleDash = (x: number, y: number) => note(x, y) && x >= 320 && x <= 332;
    const otherDashes = (x: number, y: number) => note(x, y) && !middleDash(x, y);
    expect(share(alpha, width, height, middleDash, (a) => a === 0)).toBe(1);
    expect(share(alpha, width, height, otherDashes, (a) => a === 255)).toBe(1);
    const farFromBrush = (x: number, y: number) =>
      ringLine(x, y) && Math.hypot(x - 230, y - 150) > 6;
    expect(share(alpha, width, height, farFromBrush, (a) => a === 255)).toBe(1);
  });

  it('takes the whole ring away with a click on its line, and a keep click brings it back', () => {
    const onTheRing: CutoutStroke = { mode: 'remove', part: true, radius: 6, points: [[232, 153]] };
    const removed = refineWithStrokes({
      image,
      small: image,
      base: lineArt,
      style: 'sketch',
      strokes: [onTheRing],
    });
    // A brush there takes only what it covers; a click takes the whole connected line.
    expect(share(removed, width, height, ringLine, (a) => a === 0)).toBe(1);
    expect(share(removed, width, height, note, (a) => a === 255)).toBe(1);
    const restored = refineWithStrokes({
      image,
      small: image,
      base: lineArt,
      style: 'sketch',
      strokes: [onTheRing, { mode: 'keep', part: true, radius: 6, points: [[70, 150]] }],
    });
    expect(share(restored, width, height, ringLine, (a) => a === 255)).toBe(1);
    // A click on bare paper changes nothing.
    const paper = refineWithStrokes({
      image,
      small: image,
      base: lineArt,
      style: 'sketch',
      strokes: [{ mode: 'remove', part: true, radius: 4, points: [[20, 280]] }],
    });
    expect(paper).toEqual(lineArt);
  });

  it('restores dropped lines from the line art, never the paper', () => {
    const base = alphaWhere(width, height, note);
    const alpha = refineWithStrokes({
      image,
      small: image,
      base,
      lineArt,
      style: 'sketch',
      strokes: [{ mode: 'keep', radius: 10, points: [[70, 150]] }],
    });
    expect(share(alpha, width, height, ringLine, (a) => a === 255)).toBe(1);
    const paper = (x: number, y: number) => !ringLine(x, y) && !note(x, y);
    expect(share(alpha, width, height, paper, (a) => a === 0)).toBeGreaterThan(0.999);
  });
});

describe('strokeSpans', () => {
  it('covers exactly the pixels whose centre is within the radius of the path', () => {
    const stroke: CutoutStroke = {
      mode: 'keep',
      radius: 7.3,
      points: [
        [10, 12],
        [40.5, 30],
        [41, 5],
        [20, 44],
      ],
    };
    const width = 60;
    const height = 50;
    const covered = new Uint8Array(width * height);
    strokeSpans(stroke, 1, 1, width, height, (y, x0, x1) =>
      covered.fill(1, y * width + x0, y * width + x1 + 1),
    );
    const near = (px: number, py: number) =>
      stroke.points.slice(1).some(([bx, by], k) => {
        const [ax, ay] = stroke.points[k]!;
        const length2 = (bx - ax) ** 2 + (by - ay) ** 2;
        const t = Math.max(
          0,
          Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / length2),
        );
        return Math.hypot(px - ax - t * (bx - ax), py - ay - t * (by - ay)) <= stroke.radius;
      });
    let wrong = 0;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        if (Boolean(covered[y * width + x]) !== near(x + 0.5, y + 0.5)) wrong++;
    expect(wrong).toBe(0);
  });
});
