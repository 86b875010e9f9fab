// Fidelity for drawings: the drawn lines of a sketch rendered solid are found in the output where
// they were drawn (recall >= 0.97 for every scene kind), the same lines looked for a few pixels
// off are not, and a photo has no such score.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AssetRow, TransformationRow } from '../../db/schema';
import { alphaOfPng } from '../cutout/editable-cutout';
import { cutoutFromStored } from '../cutout/stored-cutout';
import { solidPiecePng } from '../regions/solid-piece';
import { regionMapOfCutout } from '../regions/stored-regions';
import { storedSketch } from '../testing/stored-sketch';
import { storedFixtureCutout, TEST_EXTRACTION_SIDE } from '../testing/test-cutouts';
import { lineArtRecall, LINE_RECALL_THRESHOLD } from './line-recall';
import { metalFor } from './metal';
import { renderPackShot } from './pack-shot';
import { renderTransformation } from './render-transformation';

const sketchAsset = {
  jewelryType: 'necklace',
  imageStyle: 'sketch',
  cutoutStyle: 'sketch',
  material: 'Rose gold',
} as AssetRow;
const row = (kind: TransformationRow['kind'], sceneName: string) =>
  ({
    kind,
    sceneName,
    pipelineStepName: `necklace_${kind}`,
    qualityRequested: 'standard',
  }) as TransformationRow;

describe('line-art recall', () => {
  let cutout: Buffer;
  beforeAll(async () => {
    cutout = await storedSketch(4, { type: 'pendant' });
  }, 30_000);

  it('keeps every drawn line of a solid sketch in each kind of scene', async () => {
    for (const [kind, scene] of [
      ['pack_shot', 'Black velvet'],
      ['lifestyle', 'Veined marble'],
      ['model_shot', 'Golden skin'],
    ] as const) {
      const visual = await renderTransformation(
        { transformation: row(kind, scene), asset: sketchAsset, cutout },
        { longSide: 512 },
      );
      expect(visual.lineRecall, kind).toBeGreaterThanOrEqual(LINE_RECALL_THRESHOLD);
    }
  }, 60_000);

  it('keeps a gold wire drawing on golden skin: the piece’s own outline counts as its edge', async () => {
    // Gold on golden skin differs little in lightness (recall 0.52 on lightness alone).
    const chain = await storedSketch(4, { type: 'chain' });
    const visual = await renderTransformation(
      {
        transformation: row('model_shot', 'Golden skin'),
        asset: { ...sketchAsset, material: 'Yellow gold' },
        cutout: chain,
      },
      { longSide: 1024 },
    );
    expect(visual.lineRecall).toBeGreaterThanOrEqual(LINE_RECALL_THRESHOLD);
  }, 60_000);

  it('finds the lines where they were drawn, not a few pixels off', async () => {
    const metal = metalFor('Yellow gold');
    const solid = await solidPiecePng(cutout, await regionMapOfCutout(cutout), metal);
    const { alpha: lines } = await alphaOfPng(cutout);
    const piece = await cutoutFromStored(solid, 'photo', 600, { lines });
    const { canvas, placed } = await renderPackShot({
      cutout: piece,
      metal,
      sceneKey: 'white_seamless',
      longSide: 768,
    });
    expect(lineArtRecall(canvas, placed!)).toBeGreaterThanOrEqual(LINE_RECALL_THRESHOLD);
    const { placement } = placed!;
    const off = {
      ...placed!,
      placement: { ...placement, left: placement.left + 6, top: placement.top + 6 },
    };
    expect(lineArtRecall(canvas, off)).toBeLessThan(0.9);
    // A piece without drawn lines (a photo) has no score.
    expect(lineArtRecall(canvas, { ...placed!, cutout: { ...piece, lines: undefined } })).toBe(
      null,
    );
  }, 30_000);

  it('keeps the lines of a sketch larger than the solid piece is drawn at (resampled planes)', async () => {
    // 1.9 x 768 px: the ink is resampled to 1280 px and back, and the lines with the piece.
    const large = await storedSketch(7, { type: 'pendant', upscale: 1.9 });
    const visual = await renderTransformation(
      { transformation: row('pack_shot', 'Champagne'), asset: sketchAsset, cutout: large },
      { longSide: 768 },
    );
    expect(visual.lineRecall).toBeGreaterThanOrEqual(LINE_RECALL_THRESHOLD);
  }, 60_000);

  it('is not measured for a photo', async () => {
    const photo = await storedFixtureCutout('photo_ring_01.jpg');
    const visual = await renderTransformation(
      {
        transformation: row('pack_shot', 'White seamless'),
        asset: { ...sketchAsset, imageStyle: 'photo', cutoutStyle: 'photo' },
        cutout: photo,
      },
      { longSide: 384, extractionMaxSide: TEST_EXTRACTION_SIDE },
    );
    expect(visual.lineRecall).toBeUndefined();
    expect(visual.regionMap).toBeUndefined();
  }, 30_000);
});
