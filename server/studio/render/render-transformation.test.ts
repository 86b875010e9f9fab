// The render the worker calls, from the design's stored cut-out to WebP outputs, for each kind it
// offers.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AssetRow, TransformationRow } from '../../db/schema';
import { decoded, storedFixtureCutout, TEST_EXTRACTION_SIDE } from '../testing/test-cutouts';
import { renderTransformation, sceneKeyOf } from './render-transformation';
import { hasModel, type RenderedModelVisual } from './visual-output';

const asset = { jewelryType: 'ring', imageStyle: 'photo', material: 'Rose gold' } as AssetRow;
const row = (kind: TransformationRow['kind'], sceneName: string, step: string) =>
  ({ kind, sceneName, pipelineStepName: step, qualityRequested: 'standard' }) as TransformationRow;

describe('sceneKeyOf', () => {
  it('resolves stored labels and expansion steps to catalogue keys', () => {
    expect(sceneKeyOf('pack_shot', 'Black velvet', 'ring_pack_shot')).toBe('black_velvet');
    expect(sceneKeyOf('lifestyle', null, 'ring_lifestyle')).toBe('veined_marble');
    expect(sceneKeyOf('expand', 'Anything', 'ring_expand_story_reel')).toBe('story_reel');
  });
});

describe('renderTransformation on a generated ring photo', () => {
  const options = { extractionMaxSide: TEST_EXTRACTION_SIDE, longSide: 384 };
  let cutout: Buffer;
  beforeAll(async () => {
    cutout = await storedFixtureCutout('photo_ring_01.jpg');
  }, 30_000);

  it('renders each kind at its size, with a thumbnail and a fidelity score', async () => {
    const cases = [
      [row('pack_shot', 'Champagne', 'ring_pack_shot'), 384, 384],
      [row('lifestyle', 'Oak', 'ring_lifestyle'), 304, 380],
      [row('model_shot', 'Deep skin', 'ring_model_shot'), 304, 380],
    ] as const;
    for (const [transformation, width, height] of cases) {
      const visual = await renderTransformation({ transformation, asset, cutout }, options);
      expect(await decoded(visual.mainView)).toEqual({ format: 'webp', width, height });
      const thumb = await decoded(visual.thumbnail);
      // 512 px, or the main view's own size when that is smaller (never enlarged).
      expect(Math.max(thumb.width!, thumb.height!)).toBe(Math.min(512, Math.max(width, height)));
      expect(visual.fidelity).toBeGreaterThanOrEqual(0.97);
    }
    const packShot = await renderTransformation(
      { transformation: cases[0][0], asset, cutout },
      options,
    );
    // Every placed visual records where its piece is; an expansion starts from that.
    expect(packShot.pieceMask).toBeDefined();
    const expansion = await renderTransformation(
      {
        transformation: row('expand', 'Story reel', 'ring_expand_story_reel'),
        asset,
        source: packShot.mainView,
        sourcePiece: packShot.pieceMask!,
      },
      options,
    );
    expect(expansion.pieceMask).toBeDefined();
    expect(await decoded(expansion.mainView)).toEqual({ format: 'webp', width: 216, height: 384 });
  }, 30_000);

  it('makes a 3D model: a GLB, its three-quarter render and thumbnail, and a fidelity', async () => {
    const visual = await renderTransformation(
      {
        transformation: row('3d_model', 'Studio turntable', 'ring_3d_model'),
        asset,
        cutout,
      },
      options,
    );
    expect(hasModel(visual)).toBe(true);
    const glb = Buffer.from((visual as RenderedModelVisual).modelGlb);
    // The binary glTF header: magic "glTF", version 2, the whole file's length.
    expect(glb.toString('latin1', 0, 4)).toBe('glTF');
    expect(glb.readUInt32LE(4)).toBe(2);
    expect(glb.readUInt32LE(8)).toBe(glb.length);
    expect(await decoded(visual.mainView)).toEqual({ format: 'webp', width: 384, height: 384 });
    expect(await decoded(visual.thumbnail)).toEqual({ format: 'webp', width: 384, height: 384 });
    expect(visual.fidelity).toBeGreaterThanOrEqual(0.97);
  }, 30_000);
});
