// Every corpus piece on every lifestyle surface: exact 4:5 frames and a faithful placement.
import { beforeAll, describe, expect, it } from 'vitest';
import { LIFESTYLE_SCENES } from '../../../src/api/catalogue';
import { FIDELITY_THRESHOLD } from '../../jobs/worker';
import { corpusDir } from '../corpus-labels';
import {
  corpusCutouts,
  labelledCorpus,
  TEST_LONG_SIDE,
  type CorpusCutout,
} from '../testing/corpus-cutouts';
import { lifestyleSize, renderLifestyle } from './lifestyle';
import { metalFor } from './metal';

describe('lifestyleSize', () => {
  it('is an exact 4:5 portrait with the long side at most the quality', () => {
    expect(lifestyleSize(2048)).toEqual({ width: 1636, height: 2045 });
    expect(lifestyleSize(1024)).toEqual({ width: 816, height: 1020 });
  });
});

describe.skipIf(labelledCorpus().length === 0)(`lifestyle of the corpus in ${corpusDir()}`, () => {
  let cutouts: CorpusCutout[];
  beforeAll(async () => {
    cutouts = await corpusCutouts();
  }, 60_000);

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
