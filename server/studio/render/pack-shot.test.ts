// Every test piece (generated photos and sketches) on every pack shot backdrop: decodable WebP at the promised sizes, and the
// piece placed faithfully (fidelity >= the threshold the worker enforces).
import { beforeAll, describe, expect, it } from 'vitest';
import { PACK_SHOT_SCENES } from '../../../src/api/catalogue';
import { FIDELITY_THRESHOLD } from '../../jobs/worker';
import { decoded, fixtureCutouts, TEST_LONG_SIDE, type TestCutout } from '../testing/test-cutouts';
import { metalFor } from './metal';
import { renderPackShot } from './pack-shot';
import { toRenderedVisual } from './visual-output';

describe('pack shots of the generated photos and sketches', () => {
  let cutouts: TestCutout[];
  beforeAll(async () => {
    cutouts = await fixtureCutouts();
  }, 120_000);

  it('renders every piece on every backdrop, faithfully', async () => {
    for (const { entry, cutout } of cutouts) {
      for (const scene of PACK_SHOT_SCENES) {
        const { canvas, fidelity } = await renderPackShot({
          cutout,
          metal: metalFor('yellow gold'),
          sceneKey: scene.key,
          longSide: TEST_LONG_SIDE,
        });
        expect([canvas.width, canvas.height], entry.file).toEqual([TEST_LONG_SIDE, TEST_LONG_SIDE]);
        expect(fidelity, `${entry.file} ${scene.key}`).toBeGreaterThanOrEqual(FIDELITY_THRESHOLD);
      }
    }
  }, 60_000);

  it('encodes the main view and a 512 px thumbnail as WebP', async () => {
    const { canvas, fidelity } = await renderPackShot({
      cutout: cutouts[0]!.cutout,
      metal: metalFor(null),
      sceneKey: 'black_velvet',
      longSide: 1024,
    });
    const visual = await toRenderedVisual(canvas, fidelity);
    expect(await decoded(visual.mainView)).toEqual({ format: 'webp', width: 1024, height: 1024 });
    expect(await decoded(visual.thumbnail)).toEqual({ format: 'webp', width: 512, height: 512 });
  });

  it('puts the piece on the backdrop asked for', async () => {
    const render = (sceneKey: string) =>
      renderPackShot({
        cutout: cutouts[0]!.cutout,
        metal: metalFor(null),
        sceneKey,
        longSide: 128,
      });
    const corner = async (sceneKey: string) => (await render(sceneKey)).canvas.rgb.slice(0, 3);
    expect(Math.min(...(await corner('white_seamless')))).toBeGreaterThan(245);
    expect(Math.max(...(await corner('black_velvet')))).toBeLessThan(30);
    const [r, , b] = await corner('champagne');
    expect(r! - b!).toBeGreaterThan(20);
  });
});
