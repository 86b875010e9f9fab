// A sketch made solid from its region map: the pendant's body is a filled metal surface (not its
// outline), its stone a gem in the stone's colour, and the render keeps the drawn piece.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AssetRow, TransformationRow } from '../../db/schema';
import { alphaOfPng } from '../cutout/editable-cutout';
import { cutoutFromStored } from '../cutout/stored-cutout';
import { metalFor } from '../render/metal';
import { renderModelShot } from '../render/model-shot';
import { renderTransformation } from '../render/render-transformation';
import { storedSketch } from '../testing/stored-sketch';
import { solidPiecePng } from './solid-piece';
import { encodeRegionMap, regionMapOfCutout, withChoices } from './stored-regions';

const area = (alpha: Uint8Array) => alpha.reduce((sum, a) => sum + (a >= 128 ? 1 : 0), 0);

/** Distinct tones (luma in steps of 8) down a vertical line through a stone's left crown. */
async function tonesDownLeftSide(
  png: Buffer,
  box: { x: number; y: number; width: number; height: number },
) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const x = Math.round(box.x + 0.18 * box.width);
  const tones = new Set<number>();
  for (let y = Math.round(box.y + 0.35 * box.height); y <= box.y + 0.65 * box.height; y++) {
    const i = (y * info.width + x) * info.channels;
    tones.add(Math.round((0.3 * data[i]! + 0.59 * data[i + 1]! + 0.11 * data[i + 2]!) / 8));
  }
  return tones.size;
}

describe('a sketch rendered solid from its regions', () => {
  it('keeps a shaded surface the designer confirms as metal a smooth tone, as found', async () => {
    const stored = await storedSketch(8, { shaded: true });
    const auto = await regionMapOfCutout(stored);
    const band = auto.regions.find((region) => region.filledIn)!;
    expect(band.kind).toBe('metal');
    const confirmed = withChoices(auto, [{ id: band.id, kind: 'metal' }]);
    if (!('map' in confirmed)) throw new Error('the band is a region of the map');
    expect(confirmed.map.regions.find((region) => region.id === band.id)?.filledIn).toBe(true);
    const gold = metalFor('Yellow gold');
    const [found, chosen] = await Promise.all(
      [auto, confirmed.map].map(async (map) =>
        sharp(await solidPiecePng(stored, map, gold))
          .raw()
          .toBuffer(),
      ),
    );
    expect(chosen!.equals(found!)).toBe(true);
  }, 60_000);

  it('cuts an emerald in steps along its sides, a brilliant in facets round its centre', async () => {
    const stored = await storedSketch(136);
    const map = await regionMapOfCutout(stored);
    const stone = map.regions.find((region) => region.kind === 'stone')!;
    expect(stone.cut).toBe('emerald');
    const metal = metalFor('Yellow gold');
    const emerald = await tonesDownLeftSide(await solidPiecePng(stored, map, metal), stone.box);
    stone.cut = 'cushion';
    const brilliant = await tonesDownLeftSide(await solidPiecePng(stored, map, metal), stone.box);
    // Down its left side an emerald's crown is one step facet; a brilliant's turns facet by facet.
    expect(emerald).toBeLessThanOrEqual(2);
    expect(brilliant).toBeGreaterThan(emerald + 1);
  });

  it('fills metal regions, cuts stones in their colour and renders at full fidelity', async () => {
    const stored = await storedSketch(4, { type: 'pendant' });
    const auto = await regionMapOfCutout(stored);
    const stone = auto.regions.find((region) => region.kind === 'stone')!;
    expect(stone).toBeDefined();
    const chosen = withChoices(auto, [{ id: stone.id, kind: 'stone', colour: '#b3122e' }]);
    if (!('map' in chosen)) throw new Error('the stone is a region of the map');
    const solid = await solidPiecePng(stored, chosen.map, metalFor('Yellow gold'));

    const lines = await alphaOfPng(stored);
    const filled = await alphaOfPng(solid);
    expect([filled.width, filled.height]).toEqual([lines.width, lines.height]);
    // Solid metal, not a wire outline: many times the drawn lines' area.
    expect(area(filled.alpha)).toBeGreaterThan(4 * area(lines.alpha));
    // The stone's middle is red (the colour set), the metal around it gold.
    const { data } = await sharp(solid).raw().toBuffer({ resolveWithObject: true });
    const [sx, sy] = [stone.box.x + stone.box.width / 2, stone.box.y + stone.box.height / 2];
    let red = 0;
    let samples = 0;
    for (let dy = -3; dy <= 3; dy++) {
      for (let dx = -3; dx <= 3; dx++) {
        const i = (Math.round(sy + dy) * filled.width + Math.round(sx + dx)) * 4;
        samples++;
        if (data[i]! > data[i + 2]! + 20) red++;
      }
    }
    expect(red / samples).toBeGreaterThan(0.5);

    const asset = {
      imageStyle: 'sketch',
      cutoutStyle: 'sketch',
      material: 'Yellow gold',
    } as AssetRow;
    const transformation = {
      kind: 'pack_shot',
      sceneName: 'Champagne',
      pipelineStepName: 'necklace_pack_shot',
      qualityRequested: 'standard',
    } as TransformationRow;
    const visual = await renderTransformation(
      { transformation, asset, cutout: stored, regions: encodeRegionMap(chosen.map) },
      { longSide: 384 },
    );
    expect(visual.fidelity).toBeGreaterThanOrEqual(0.97);
  }, 60_000);

  it('engraves the lines where they were drawn on a sketch larger than it is drawn at', async () => {
    // 2.6 x 768 px: the ink is resampled to the solid piece's 1280 px.
    const stored = await storedSketch(7, { type: 'pendant', upscale: 2.6 });
    const solid = await solidPiecePng(
      stored,
      await regionMapOfCutout(stored),
      metalFor('Yellow gold'),
    );
    const { alpha: ink, width: w } = await alphaOfPng(stored);
    expect(w).toBeGreaterThan(1280);
    const { data } = await sharp(solid).raw().toBuffer({ resolveWithObject: true });
    // Mean lightness of the piece's inside (10 px from its outline each way) on the drawn lines
    // (hatching, engraved), and away from them: the rim's own shading plays no part.
    const onLine = { light: 0, n: 0 };
    const offLine = { light: 0, n: 0 };
    const opaque = (j: number) => (data[j * 4 + 3] ?? 0) === 255;
    const inside = (i: number) =>
      [i - 10, i + 10, i - 10 * w, i + 10 * w].every((j) => opaque(j)) && opaque(i);
    const inkNear = (i: number) => {
      for (let d = -6; d <= 6; d += 3)
        for (const j of [i + d, i + d * w]) if ((ink[j] ?? 0) >= 64) return true;
      return false;
    };
    for (let i = 0; i < ink.length; i++) {
      if (!inside(i)) continue;
      const light = data[i * 4]! + data[i * 4 + 1]! + data[i * 4 + 2]!;
      const bucket = ink[i]! >= 200 ? onLine : inkNear(i) ? null : offLine;
      if (!bucket) continue;
      bucket.light += light;
      bucket.n++;
    }
    expect(onLine.n).toBeGreaterThan(1000);
    expect(onLine.light / onLine.n).toBeLessThan(0.8 * (offLine.light / offLine.n));
  }, 60_000);

  it('hangs a solid sketch on a neck chain of its confirmed metal, not near black', async () => {
    // A drawn chain (wire only): where it hangs from is drawn wire, dark at its edges.
    const stored = await storedSketch(4, { type: 'chain' });
    const metal = metalFor('Yellow gold');
    const solid = await solidPiecePng(stored, await regionMapOfCutout(stored), metal);
    const { alpha: lines } = await alphaOfPng(stored);
    const cutout = await cutoutFromStored(solid, 'photo', 400, { lines });
    const { canvas } = await renderModelShot({
      cutout,
      metal,
      sceneKey: 'deep',
      longSide: 600,
      jewelryType: 'necklace',
      drawn: true,
    });
    const { width: cw, height: ch, rgb: out } = canvas;
    // The strands from the sides of the neck down to the piece, off the piece: pixels in the
    // metal's colour (lighter than the lit deep skin ever is), none near black.
    const [gold, black] = [
      [0, 0],
      [0, 0],
    ];
    for (let y = Math.round(0.15 * ch); y < Math.round(0.55 * ch); y++)
      for (let x = 0; x < cw; x++) {
        if (canvas.piece?.[y * cw + x]) continue;
        const i = (y * cw + x) * 3;
        const [r, g, b] = [out[i]!, out[i + 1]!, out[i + 2]!];
        const side = x < cw / 2 ? 0 : 1;
        if (r > g && g > b + 40 && g > 0.8 * metal.albedo[1]) gold[side]!++;
        if (r + g + b < 120) black[side]!++;
      }
    for (const side of [0, 1]) {
      expect(gold[side]).toBeGreaterThan(20);
      expect(black[side]).toBeLessThan(5);
    }
  }, 60_000);

  it('renders a model shot of a sketch without a known type (worn as the fallback, a ring)', async () => {
    const stored = await storedSketch(12, { type: 'earring' });
    const regions = encodeRegionMap(await regionMapOfCutout(stored));
    const transformation = {
      kind: 'model_shot',
      sceneName: 'Golden skin',
      pipelineStepName: 'ring_model_shot',
      qualityRequested: 'standard',
    } as TransformationRow;
    const render = (jewelryType: string | null | undefined) =>
      renderTransformation(
        {
          transformation,
          asset: { jewelryType, imageStyle: 'sketch', material: 'Yellow gold' } as AssetRow,
          cutout: stored,
          regions,
        },
        { longSide: 384 },
      );
    // It failed inside opencv.js before (no body for no type).
    const [none, unknown, ring] = await Promise.all([
      render(undefined),
      render('tiara'),
      render('ring'),
    ]);
    expect(none.fidelity).toBeGreaterThanOrEqual(0.97);
    expect(none.mainView.equals(ring.mainView)).toBe(true);
    expect(unknown.mainView.equals(ring.mainView)).toBe(true);
  }, 60_000);
});
