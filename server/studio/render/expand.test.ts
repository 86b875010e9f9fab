// Expansions of finished visuals: exact ratios, the visual pasted whole (never stretched or
// cropped), and its piece found unchanged where it was placed.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPAND_SCENES } from '../../../src/api/catalogue';
import { FIDELITY_THRESHOLD } from '../../jobs/worker';
import { fixtureCutouts, type TestCutout } from '../testing/test-cutouts';
import { createCanvas, encodeWebp, paint, type Canvas } from './canvas';
import { expansionSize, renderExpansion, ZOOM_OUT_SHARE } from './expand';
import { renderLifestyle } from './lifestyle';
import { metalFor } from './metal';
import { renderPackShot } from './pack-shot';
import { cutoutFromRgba } from '../testing/synthetic-cutout';
import { encodePieceMask } from './visual-output';

/** Where the piece is in `canvas`, as stored beside a visual (nothing, for a bare backdrop). */
const pieceOf = (canvas: Canvas) =>
  encodePieceMask(
    canvas.piece ?? new Uint8Array(canvas.width * canvas.height),
    canvas.width,
    canvas.height,
  );

describe('expansionSize', () => {
  it('gives exact ratios with the long side at most the quality', () => {
    expect(expansionSize('story_reel', 1000, 1000, 2048)).toEqual({ width: 1152, height: 2048 });
    expect(expansionSize('social_post', 816, 1020, 2048)).toEqual({ width: 2048, height: 2048 });
    expect(expansionSize('website_banner', 1, 1, 1024)).toEqual({ width: 1024, height: 576 });
    expect(expansionSize('advertisement', 1, 1, 2048)).toEqual({ width: 1636, height: 2045 });
    expect(expansionSize('creative_zoom_out', 816, 1020, 1024)).toEqual({
      width: 819,
      height: 1024,
    });
  });
});

describe('the piece of an expansion', () => {
  it('is the source visual’s recorded piece, carried to its place in the new frame', async () => {
    // A gold disc cut-out, rendered as a pack shot that records where it put the disc.
    const side = 96;
    const rgba = new Uint8Array(side * side * 4);
    for (let y = 0; y < side; y++)
      for (let x = 0; x < side; x++)
        if (Math.hypot(x - 48, y - 48) < 40) rgba.set([212, 175, 55, 255], (y * side + x) * 4);
    const source = await renderPackShot({
      cutout: cutoutFromRgba(side, side, rgba),
      metal: metalFor(null),
      sceneKey: 'white_seamless',
      longSide: 256,
    });
    const recorded = source.canvas.piece!;
    const sum = (values: Uint8Array) => values.reduce((total, v) => total + v, 0);
    expect(sum(recorded)).toBeGreaterThan(0);
    const expanded = await renderExpansion(
      await encodeWebp(source.canvas),
      await pieceOf(source.canvas),
      'creative_zoom_out',
      256,
    );
    expect(expanded.fidelity).toBeGreaterThanOrEqual(FIDELITY_THRESHOLD);
    // The expansion records its own piece: the source's, scaled by the known placement.
    const scale = (expanded.placement.width / source.canvas.width) ** 2;
    expect(sum(expanded.canvas.piece!) / (sum(recorded) * scale)).toBeCloseTo(1, 1);
  });
});

describe('the extended scene', () => {
  it('lets texture that meets the edge fade out, not run on as a streak', async () => {
    // A grey surface with one dark vein running up to the top edge.
    const canvas = createCanvas(512, 512);
    paint(canvas, (u) => (Math.abs(u - 0.3) < 0.003 ? [90, 90, 90] : [200, 200, 200]));
    const { canvas: out, placement } = await renderExpansion(
      await encodeWebp(canvas),
      await pieceOf(canvas),
      'story_reel',
      1024,
    );
    const veinX = Math.round(placement.left + 0.3 * placement.width);
    const contrastAt = (y: number) => {
      const at = (x: number) => out.rgb[(y * out.width + x) * 3]!;
      return (at(veinX - 40) + at(veinX + 40)) / 2 - at(veinX);
    };
    expect(contrastAt(placement.top + 10)).toBeGreaterThan(60); // the vein in the visual
    expect(contrastAt(placement.top - Math.round(0.1 * out.height))).toBeLessThan(10);
  });
  it('continues a vignette outwards: no lighter frame round the visual', async () => {
    // A champagne-like backdrop: bright in the middle, darker towards every corner.
    const canvas = createCanvas(512, 512);
    paint(canvas, (u, v) => {
      const light = 235 - 200 * ((u - 0.5) ** 2 + (v - 0.5) ** 2);
      return [light, light * 0.9, light * 0.75];
    });
    for (const option of ['creative_zoom_out', 'website_banner', 'story_reel']) {
      const { canvas: out, placement } = await renderExpansion(
        await encodeWebp(canvas),
        await pieceOf(canvas),
        option,
        1024,
      );
      const red = (x: number, y: number) => out.rgb[(y * out.width + x) * 3]!;
      // From the visual's centre out to the frame's corners and edge middles, through the
      // visual's own edge: the light never rises again by more than a few levels (the blur of
      // the broad light lifts a dark corner a little; the stretched backdrop rose by 18).
      const [cx, cy] = [placement.left + placement.width / 2, placement.top + placement.height / 2];
      for (const [tx, ty] of [
        [0, 0],
        [out.width - 1, 0],
        [0, out.height - 1],
        [out.width - 1, out.height - 1],
        [0, Math.round(cy)],
        [Math.round(cx), 0],
      ] as const) {
        let [darkest, rise] = [255, 0];
        for (let t = 0; t <= 1; t += 1 / 256) {
          const value = red(Math.round(cx + (tx - cx) * t), Math.round(cy + (ty - cy) * t));
          rise = Math.max(rise, value - darkest);
          darkest = Math.min(darkest, value);
        }
        expect(rise, `${option} towards ${tx},${ty}`).toBeLessThan(8);
      }
    }
  });
});

describe('expansions of visuals of the generated photos and sketches', () => {
  let cutouts: TestCutout[];
  beforeAll(async () => {
    cutouts = await fixtureCutouts();
  }, 120_000);

  it('extends every kind of visual to every format, faithfully', async () => {
    for (const [index, { entry, cutout }] of cutouts.entries()) {
      const render = index % 2 ? renderLifestyle : renderPackShot;
      const sceneKey = index % 2 ? 'veined_marble' : 'soft_grey_gradient';
      const source = await render({ cutout, metal: metalFor(null), sceneKey, longSide: 192 });
      const bytes = await encodeWebp(source.canvas);
      for (const scene of EXPAND_SCENES) {
        const { canvas, fidelity, placement } = await renderExpansion(
          bytes,
          await pieceOf(source.canvas),
          scene.key,
          256,
        );
        const ratio = scene.aspectRatio ?? {
          width: source.canvas.width,
          height: source.canvas.height,
        };
        expect(canvas.width * ratio.height, `${entry.file} ${scene.key}`).toBeCloseTo(
          canvas.height * ratio.width,
          scene.aspectRatio ? 10 : -2,
        );
        // Whole and unstretched: inside the frame, the source's own ratio (to the pixel).
        expect(placement.left).toBeGreaterThanOrEqual(0);
        expect(placement.top).toBeGreaterThanOrEqual(0);
        expect(placement.left + placement.width).toBeLessThanOrEqual(canvas.width);
        expect(placement.top + placement.height).toBeLessThanOrEqual(canvas.height);
        const sourceRatio = source.canvas.width / source.canvas.height;
        expect(Math.abs(placement.width - placement.height * sourceRatio)).toBeLessThanOrEqual(1);
        if (!scene.aspectRatio) {
          expect(placement.width / canvas.width).toBeCloseTo(ZOOM_OUT_SHARE, 1);
        }
        expect(fidelity, `${entry.file} ${scene.key}`).toBeGreaterThanOrEqual(FIDELITY_THRESHOLD);
      }
    }
  }, 60_000);

  it('extends a white backdrop as white, with no ghost of the piece in it', async () => {
    for (const { entry, cutout } of cutouts) {
      const source = await renderPackShot({
        cutout,
        metal: metalFor(null),
        sceneKey: 'white_seamless',
        longSide: 512,
      });
      const { canvas, placement } = await renderExpansion(
        await encodeWebp(source.canvas),
        await pieceOf(source.canvas),
        'story_reel',
        512,
      );
      // Above the pasted visual the seamless is a plain white (its own top row is 255).
      let darkest = 255;
      for (let i = 0; i < placement.top * canvas.width * 3; i += 3)
        darkest = Math.min(darkest, (canvas.rgb[i]! + canvas.rgb[i + 1]! + canvas.rgb[i + 2]!) / 3);
      expect(darkest, entry.file).toBeGreaterThan(250);
    }
  }, 60_000);

  it('scores a visual that was painted over as unfaithful', async () => {
    const source = await renderPackShot({
      cutout: cutouts[0]!.cutout,
      metal: metalFor(null),
      sceneKey: 'white_seamless',
      longSide: 192,
    });
    const bytes = await encodeWebp(source.canvas);
    const { canvas, placement } = await renderExpansion(
      bytes,
      await pieceOf(source.canvas),
      'social_post',
      256,
    );
    // Sanity check of the measure itself: the piece's own pixels are where they were put.
    const crop = await sharp(await encodeWebp(canvas))
      .extract({
        left: placement.left,
        top: placement.top,
        width: placement.width,
        height: placement.height,
      })
      .toBuffer();
    expect((await sharp(crop).metadata()).width).toBe(placement.width);
  });
});
