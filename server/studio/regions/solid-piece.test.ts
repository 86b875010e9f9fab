// A sketch made solid from its region map: the pendant's body is a filled metal surface (not its
// outline), its stone a gem in the stone's colour, and the render keeps the drawn piece.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AssetRow, TransformationRow } from '../../db/schema';
import { alphaOfPng } from '../cutout/editable-cutout';
import { makeStoredCutout } from '../cutout/stored-cutout';
import { metalFor } from '../render/metal';
import { renderTransformation } from '../render/render-transformation';
import { syntheticSketch } from './evaluation/synthetic-sketches';
import { solidPiecePng } from './solid-piece';
import { encodeRegionMap, regionMapOfCutout, withChoices } from './stored-regions';

const area = (alpha: Uint8Array) => alpha.reduce((sum, a) => sum + (a >= 128 ? 1 : 0), 0);

describe('a sketch rendered solid from its regions', () => {
  it('fills metal regions, cuts stones in their colour and renders at full fidelity', async () => {
    const sketch = syntheticSketch(4, 'pendant');
    const { width, height, rgb } = sketch.image;
    const upload = await sharp(rgb, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
    const stored = await makeStoredCutout(upload, 'sketch');
    const auto = await regionMapOfCutout(stored.png);
    const stone = auto.regions.find((region) => region.kind === 'stone')!;
    expect(stone).toBeDefined();
    const chosen = withChoices(auto, [{ id: stone.id, kind: 'stone', colour: '#b3122e' }]);
    if (!('map' in chosen)) throw new Error('the stone is a region of the map');
    const solid = await solidPiecePng(stored.png, chosen.map, metalFor('Yellow gold'));

    const lines = await alphaOfPng(stored.png);
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
      { transformation, asset, cutout: stored.png, regions: encodeRegionMap(chosen.map) },
      { longSide: 384 },
    );
    expect(visual.fidelity).toBeGreaterThanOrEqual(0.97);
  }, 60_000);
});
