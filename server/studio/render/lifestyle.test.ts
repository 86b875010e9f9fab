// Every test piece (generated photos and sketches) on every lifestyle surface: exact 4:5 frames and a faithful placement.
import { beforeAll, describe, expect, it } from 'vitest';
import { LIFESTYLE_SCENES } from '../../../src/api/catalogue';
import { FIDELITY_THRESHOLD } from '../../jobs/worker';
import { fixtureCutouts, TEST_LONG_SIDE, type TestCutout } from '../testing/test-cutouts';
import { lifestyleSize, renderLifestyle } from './lifestyle';
import { metalFor } from './metal';

describe('lifestyleSize', () => {
  it('is an exact 4:5 portrait with the long side at most the quality', () => {
    expect(lifestyleSize(2048)).toEqual({ width: 1636, height: 2045 });
    expect(lifestyleSize(1024)).toEqual({ width: 816, height: 1020 });
  });
});

describe('lifestyle of the generated photos and sketches', () => {
  let cutouts: TestCutout[];
  beforeAll(async () => {
    cutouts = await fixtureCutouts();
  }, 120_000);

  it('renders every piece on every surface, faithfully', async () => {
    for (const { entry, cutout } of cutouts) {
      for (const scene of LIFESTYLE_SCENES) {
        const { canvas, fidelity } = await renderLifestyle({
          cutout,
          metal: metalFor('rose gold'),
          sceneKey: scene.key,
          longSide: TEST_LONG_SIDE,
        });
        expect(canvas.width * 5, entry.file).toBe(canvas.height * 4);
        expect(fidelity, `${entry.file} ${scene.key}`).toBeGreaterThanOrEqual(FIDELITY_THRESHOLD);
      }
    }
  }, 60_000);
});
