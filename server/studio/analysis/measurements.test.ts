import { describe, expect, it } from 'vitest';
import { Canvas, seededRandom } from '../testing/synthetic-raster';
import { estimateBackground } from './background-model';
import { measureLinePolarity } from './line-polarity';
import { estimateNoiseSigma } from './noise';
import { rasterFromRgba } from './raster';
import { periodicity } from './repetition';
import { laplacianVariance, sharpnessScore } from './sharpness';
import { measureShape } from './shape-features';
import { measureSurfaceCues } from './surface-cues';
import { enclosedBackground, findSubject } from './subject-mask';
import { gradientMagnitude } from './edges';
import { close } from '../imaging/morphology';
import { connectedComponents } from '../imaging/labelling';
import { distanceToUnset } from '../imaging/distance';
import type { Mask } from '../imaging/mask';

function maskFrom(rows: string[]): Mask {
  const width = rows[0]!.length;
  const data = Uint8Array.from(rows.join('').split(''), (c) => (c === '#' ? 1 : 0));
  return { width, height: rows.length, data };
}

describe('binary masks', () => {
  it('bridges a small gap by closing', () => {
    const mask = maskFrom(['##..##', '##..##']);
    expect(connectedComponents(mask).items).toHaveLength(2);
    expect(connectedComponents(close(mask, 1)).items).toHaveLength(1);
  });

  it('finds the enclosed hole of a ring but not the outside', () => {
    const ring = maskFrom(['.....', '.###.', '.#.#.', '.###.', '.....']);
    const { holes, largestHole } = enclosedBackground(ring);
    expect(largestHole).toBe(1);
    expect(holes.data[2 * 5 + 2]).toBe(1);
    expect(holes.data[0]).toBe(0);
  });

  it('measures half a stroke width on the centre line', () => {
    const bar = maskFrom([
      '.......',
      '#######',
      '#######',
      '#######',
      '#######',
      '#######',
      '.......',
    ]);
    expect(distanceToUnset(bar)[3 * 7 + 3]).toBe(3);
  });
});

describe('line polarity', () => {
  it('is high for dark strokes on paper and near 1 for balanced glints and creases', () => {
    const drawing = new Canvas(120, 120, [250, 250, 248]);
    for (let k = 0; k < 10; k++) drawing.line(10, 10 + k * 10, 110, 15 + k * 9, [60, 60, 60]);
    const balanced = new Canvas(120, 120, [128, 128, 128]);
    for (let k = 0; k < 10; k++) {
      balanced.line(10, 10 + k * 10, 110, 15 + k * 9, k % 2 ? [30, 30, 30] : [226, 226, 226]);
    }
    const sketch = drawing.toRaster();
    const photo = balanced.toRaster();
    expect(measureLinePolarity(sketch.luma, 120, 120).polarity).toBeGreaterThan(3);
    const neutral = measureLinePolarity(photo.luma, 120, 120).polarity;
    expect(neutral).toBeGreaterThan(0.7);
    expect(neutral).toBeLessThan(1.4);
  });

  it("does not count a gold chain's dark edges on white as strokes; grey ones stay strokes", () => {
    const lines = (colour: [number, number, number]) => {
      const canvas = new Canvas(120, 120, [250, 250, 248]);
      for (let k = 0; k < 10; k++) canvas.line(10, 10 + k * 10, 110, 15 + k * 9, colour);
      return canvas.toRaster();
    };
    const gold = lines([170, 120, 30]);
    const grey = lines([110, 110, 110]);
    expect(measureLinePolarity(gold.luma, 120, 120).polarity).toBeGreaterThan(3);
    expect(measureLinePolarity(gold.luma, 120, 120, undefined, gold.rgb).polarity).toBeLessThan(
      1.1,
    );
    expect(measureLinePolarity(grey.luma, 120, 120, undefined, grey.rgb).polarity).toBeGreaterThan(
      3,
    );
  });

  it('leaves hatching out: the paper between packed strokes is not a glint', () => {
    // A hatched band (a stroke every 2 px) drawn round by an outline, on paper.
    const hatched = new Canvas(120, 120, [250, 250, 248]);
    for (let y = 40; y <= 80; y += 2) hatched.line(30, y, 90, y, [70, 70, 70]);
    hatched.line(26, 36, 94, 36, [50, 50, 50]).line(26, 84, 94, 84, [50, 50, 50]);
    hatched.line(26, 36, 26, 84, [50, 50, 50]).line(94, 36, 94, 84, [50, 50, 50]);
    const lines = measureLinePolarity(hatched.toRaster().luma, 120, 120);
    // Counted with the hatching, paper and strokes balance out (a ratio near 1).
    expect(lines.textureShare).toBeGreaterThan(0.1);
    expect(lines.polarity).toBeGreaterThan(3);
  });

  it('takes tone drawn in packed strokes for neither a body nor a solid area', () => {
    // Pencil shading as the analysis copy sees it: strokes with grey (not paper) between them.
    const shaded = new Canvas(120, 120, [250, 250, 248]).rect(20, 30, 80, 60, [150, 150, 150]);
    for (let y = 30; y < 90; y += 2) shaded.line(20, y, 99, y, [60, 60, 60]);
    const raster = shaded.toRaster();
    const background = estimateBackground(raster);
    const { texture } = measureLinePolarity(raster.luma, 120, 120);
    const none = { width: 120, height: 120, data: new Uint8Array(120 * 120) };
    // Without the texture it is a filled body; with it, drawn tone.
    expect(measureSurfaceCues(raster, background, none).bodyShare).toBeGreaterThan(0.5);
    const cues = measureSurfaceCues(raster, background, texture);
    expect(cues.bodyShare).toBeLessThan(0.2);
    expect(cues.solidShare).toBeLessThan(0.2);
  });
});

describe('background and subject', () => {
  it('models a plain backdrop and finds the piece and its box', () => {
    const raster = new Canvas(100, 80, [240, 240, 240])
      .shadedDisk(50, 40, 15, [230, 190, 90], [150, 110, 40])
      .toRaster();
    const background = estimateBackground(raster);
    expect(background.colour).toEqual([240, 240, 240]);
    expect(background.uniformity).toBe(1);
    const box = findSubject(raster, background, false).box!;
    // The box trims the outermost 0.5% of piece pixels per side: the disk's tips may go.
    expect(Math.abs(box.x - 35)).toBeLessThanOrEqual(2);
    expect(Math.abs(box.y - 25)).toBeLessThanOrEqual(2);
    expect(Math.abs(box.width - 31)).toBeLessThanOrEqual(4);
    expect(Math.abs(box.height - 31)).toBeLessThanOrEqual(4);
  });

  it('uses the alpha channel of a cut-out', () => {
    const canvas = new Canvas(60, 60, [0, 0, 0]);
    for (let y = 0; y < 60; y++) for (let x = 0; x < 60; x++) canvas.set(x, y, [0, 0, 0], 0);
    canvas.rect(20, 10, 20, 40, [255, 255, 255]);
    const raster = rasterFromRgba(canvas.rgba, 60, 60);
    const background = estimateBackground(raster);
    expect(background.transparent).toBe(true);
    // White on transparent-over-white: colour alone could not find it; alpha does.
    expect(findSubject(raster, background, false).box).toMatchObject({
      x: 20,
      y: 10,
      width: 20,
      height: 40,
    });
  });
});

describe('technical measurements', () => {
  it('reads a blurred copy as less sharp', () => {
    const random = seededRandom(7);
    const crisp = new Canvas(64, 64, [255, 255, 255]);
    for (let k = 0; k < 200; k++)
      crisp.rect(Math.floor(random() * 60), Math.floor(random() * 60), 3, 3, [0, 0, 0]);
    const raster = crisp.toRaster();
    const blurred = new Float32Array(raster.luma.length);
    for (let y = 1; y < 63; y++) {
      for (let x = 1; x < 63; x++) {
        let sum = 0;
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) sum += raster.luma[(y + dy) * 64 + x + dx]!;
        blurred[y * 64 + x] = sum / 9;
      }
    }
    const box = { x: 0, y: 0, width: 64, height: 64 };
    const sharp = sharpnessScore(laplacianVariance(raster.luma, 64, 64, box));
    const soft = sharpnessScore(laplacianVariance(blurred, 64, 64, box));
    expect(sharp).toBeGreaterThan(0.9);
    expect(soft).toBeLessThan(sharp);
  });

  it('estimates the noise level of a flat grey image with added noise', () => {
    const random = seededRandom(3);
    const luma = new Float32Array(200 * 200);
    for (let i = 0; i < luma.length; i++) {
      // Box-Muller: gaussian noise with sigma 4 around mid grey.
      const gaussian = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
      luma[i] = 128 + 4 * gaussian;
    }
    expect(estimateNoiseSigma(luma, 200, 200)).toBeGreaterThan(3);
    expect(estimateNoiseSigma(luma, 200, 200)).toBeLessThan(5);
    expect(estimateNoiseSigma(new Float32Array(200 * 200).fill(128), 200, 200)).toBe(0);
  });

  it('finds the echo of a repeated motif but not of a single shape', () => {
    const chain = new Canvas(200, 40, [255, 255, 255]);
    for (let x = 10; x < 190; x += 20) chain.rect(x, 10, 10, 20, [40, 40, 40]);
    const single = new Canvas(200, 40, [255, 255, 255]).rect(80, 10, 40, 20, [40, 40, 40]);
    const box = { x: 5, y: 5, width: 190, height: 30 };
    const chainRaster = chain.toRaster();
    const singleRaster = single.toRaster();
    const repeated = periodicity(gradientMagnitude(chainRaster.luma, 200, 40), 200, box);
    const lone = periodicity(gradientMagnitude(singleRaster.luma, 200, 40), 200, box);
    expect(repeated).toBeGreaterThan(0.6);
    expect(lone).toBeLessThan(repeated);
  });
});

describe('the parts of a pair', () => {
  /** Two shapes side by side on a 240 x 120 mask: `inside(dx, dy)` relative to each centre. */
  const pair = (inside: (dx: number, dy: number) => boolean): Mask => {
    const width = 240;
    const height = 120;
    const data = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const cx = x < width / 2 ? 60 : 180;
        data[y * width + x] = inside(x - cx, y - 60) ? 1 : 0;
      }
    }
    return { width, height, data };
  };

  it('measures each part alone: two thin loops enclose their openings, two discs do not', () => {
    const loops = measureShape(
      pair((dx, dy) => Math.abs(Math.hypot(dx, dy) - 40) <= 1.5),
      2,
    );
    expect(loops.pairSimilarity).toBeGreaterThan(0.9);
    expect(loops.pairParts).toHaveLength(2);
    for (const part of loops.pairParts) {
      expect(part.largestHoleShare).toBeGreaterThan(0.8);
      expect(part.relativeThickness).toBeLessThan(0.05);
      expect(part.elongation).toBeCloseTo(1, 1);
    }
    const discs = measureShape(
      pair((dx, dy) => Math.hypot(dx, dy) <= 30),
      2,
    );
    for (const part of discs.pairParts) {
      expect(part.largestHoleShare).toBe(0);
      expect(part.relativeThickness).toBeGreaterThan(0.2);
    }
  });

  it('measures a tall loop as long, and reports no parts without a second one', () => {
    const tall = measureShape(
      pair((dx, dy) => Math.abs(Math.hypot(dx * 3, dy) - 50) <= 4),
      2,
    );
    for (const part of tall.pairParts) expect(part.elongation).toBeGreaterThan(2.5);
    const one = measureShape(maskFrom(['..........', '..####....', '..####....', '..........']), 1);
    expect(one.pairParts).toEqual([]);
  });
});

describe('measures along the piece itself', () => {
  /** A 200 x 200 mask of `inside(u, v)`, u along a long axis tilted by `angle`, v across it. */
  const drawn = (inside: (u: number, v: number) => boolean, angle = 0): Mask => {
    const size = 200;
    const data = new Uint8Array(size * size);
    const c = Math.cos(angle);
    const s = Math.sin(angle);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const dx = x - size / 2;
        const dy = y - size / 2;
        data[y * size + x] = inside(dx * c + dy * s, -dx * s + dy * c) ? 1 : 0;
      }
    }
    return { width: size, height: size, data };
  };
  // A round case between two straps of even width; an oval of the same length.
  const watch = (u: number, v: number) =>
    Math.hypot(u, v) <= 22 || (Math.abs(u) <= 80 && Math.abs(v) <= 13);
  const oval = (u: number, v: number) => (u / 80) ** 2 + (v / 28) ** 2 <= 1;

  it('reads a case between straps the same upright and tilted, and an oval as no case', () => {
    for (const angle of [0, 0.6]) {
      const { axis } = measureShape(drawn(watch, angle), 2);
      expect(axis.elongation).toBeGreaterThan(3);
      expect(axis.middleOverEnds).toBeGreaterThan(1.5);
      expect(axis.endsEvenness).toBeGreaterThan(0.9);
    }
    const { axis } = measureShape(drawn(oval, 0.6), 2);
    expect(axis.middleOverEnds).toBeLessThan(1.3);
    expect(axis.endsEvenness).toBeLessThan(0.8);
  });

  it('finds a fine chain reaching far beyond the disc it carries', () => {
    const pendant = (u: number, v: number) =>
      Math.hypot(u - 60, v) <= 14 || (u >= -90 && u <= 60 && Math.abs(v) <= 0.5);
    const { centreLine } = measureShape(drawn(pendant), 1);
    expect(centreLine.thinShare).toBeGreaterThan(0.6);
    expect(centreLine.thickOverMedian).toBeGreaterThan(4);
    expect(centreLine.reach).toBeGreaterThan(4);
    const disc = measureShape(
      drawn((u, v) => Math.hypot(u, v) <= 30),
      1,
    ).centreLine;
    expect(disc.thinShare).toBe(0);
    expect(disc.reach).toBeLessThan(1.5);
  });

  it('counts openings and how far the largest spans', () => {
    const ring = measureShape(
      drawn((u, v) => Math.abs(Math.hypot(u, v) - 50) <= 8),
      1,
    );
    expect(ring.holeCount).toBe(1);
    expect(ring.largestHoleSpan).toBeGreaterThan(0.7);
    const solid = measureShape(
      drawn((u, v) => Math.hypot(u, v) <= 50),
      1,
    );
    expect(solid.holeCount).toBe(0);
    expect(solid.largestHoleSpan).toBe(0);
  });

  it('does not split one thin loop into a pair at its thin middle', () => {
    const loop = measureShape(
      drawn((u, v) => Math.abs(Math.hypot(u, v / 0.6) - 70) <= 2),
      1,
    );
    expect(loop.pairSimilarity).toBeLessThan(0.5);
  });
});
