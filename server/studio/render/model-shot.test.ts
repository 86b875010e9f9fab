// Every corpus piece worn in its body context, in every skin tone, faithfully placed.
import { beforeAll, describe, expect, it } from 'vitest';
import { MODEL_SHOT_SCENES, type JewelryType } from '../../../src/api/catalogue';
import { FIDELITY_THRESHOLD } from '../../jobs/worker';
import { corpusDir } from '../corpus-labels';
import {
  corpusCutouts,
  labelledCorpus,
  TEST_LONG_SIDE,
  type CorpusCutout,
} from '../testing/corpus-cutouts';
import { metalFor } from './metal';
import { renderModelShot } from './model-shot';

describe.skipIf(labelledCorpus().length === 0)(
  `model shots of the corpus in ${corpusDir()}`,
  () => {
    let cutouts: CorpusCutout[];
    beforeAll(async () => {
      cutouts = await corpusCutouts();
    }, 60_000);

    it('renders every piece in every skin tone, faithfully', async () => {
      for (const { entry, cutout } of cutouts) {
        const jewelryType: JewelryType = entry.expectedType ?? 'necklace';
        for (const scene of MODEL_SHOT_SCENES) {
          const { canvas, fidelity } = await renderModelShot({
            cutout,
            metal: metalFor('white gold'),
            sceneKey: scene.key,
            // At true scale a piece is small, and a sketch's wires at 256 px are all edge.
            longSide: 2 * TEST_LONG_SIDE,
            jewelryType,
          });
          expect(canvas.width * 5, entry.file).toBe(canvas.height * 4);
          expect(fidelity, `${entry.file} ${scene.key}`).toBeGreaterThanOrEqual(FIDELITY_THRESHOLD);
        }
      }
    }, 60_000);
  },
);
