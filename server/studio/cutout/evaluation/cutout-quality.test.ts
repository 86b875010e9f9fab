// The automatic cut-out measured against exact truth: a fixed slice of the synthetic set (every
// ground kind, every piece, both halves of the split) through segmentPiece, as `npm run
// eval:cutout` does at full size. It never skips: a missing model or a failing scene fails it.
import { beforeAll, describe, expect, it } from 'vitest';
import { type SceneResult, evaluateScene, summarise } from './evaluate';
import {
  GROUND_KINDS,
  PIECE_KINDS,
  type SyntheticScene,
  syntheticScene,
  typeSceneRecipe,
} from './synthetic-scenes';

// Guards at what the cut-out reaches today (mean 0.76, worst 0.06 on this slice), so no change
// makes it worse. The targets of the issue are a mean of 0.95 and a worst of 0.80: the fine chains
// round a pendant (their enclosed backdrop is kept) and busy scenes are what stands between.
// Raise these with every change that raises the measured set (`npm run eval:cutout`).
/** Mean IoU (alpha >= 128 against the truth) over the slice. */
const MEAN_IOU_MIN = 0.745;
/** Lowest IoU of any one image: a change that breaks one kind of image outright fails. */
const WORST_IOU_MIN = 0.04;

const SEED = 4242;
/** 24 scenes: twelve ground kinds, each with a tuning and a held-out scene, and every piece. */
const COUNT = 24;
const LONG_SIDE = 512;

function table(results: SceneResult[]): string {
  return results
    .map(
      (r) =>
        `${r.scene.name.padEnd(30)} IoU ${r.scores.iou.toFixed(3)}  SAD ${r.scores.sad.toFixed(2)}  bF ${r.scores.boundaryF.toFixed(3)}`,
    )
    .join('\n');
}

describe('cut-out quality on the synthetic set', () => {
  const results: SceneResult[] = [];

  beforeAll(async () => {
    for (let index = 0; index < COUNT; index++) {
      results.push(await evaluateScene(await syntheticScene(SEED, index, LONG_SIDE)));
    }
  }, 180_000);

  it('measures every ground kind and every piece', () => {
    expect(results).toHaveLength(COUNT);
    expect(new Set(results.map((r) => r.scene.kind))).toEqual(new Set(GROUND_KINDS));
    expect(new Set(results.map((r) => r.scene.piece))).toEqual(new Set(PIECE_KINDS));
  });

  it(`keeps the mean IoU at or above ${MEAN_IOU_MIN}`, () => {
    expectMeanIoUAtLeast(results, MEAN_IOU_MIN);
  });

  it(`keeps every image's IoU at or above ${WORST_IOU_MIN}`, () => {
    const { worstIoU, worstIoUName } = summarise(results);
    expect(
      worstIoU,
      `worst IoU ${worstIoU.toFixed(3)} (${worstIoUName})\n${table(results)}`,
    ).toBeGreaterThanOrEqual(WORST_IOU_MIN);
  });
});

/** A scene of the type set (`eval:cutout -- --scenes types`), at its 1024 px. */
interface TypeSceneRef {
  seed: number;
  index: number;
}

/** Each scene cut out and scored; `check` looks at each generated scene first. */
async function typeSceneResults(
  scenes: readonly TypeSceneRef[],
  check?: (scene: SyntheticScene) => void,
): Promise<SceneResult[]> {
  const results: SceneResult[] = [];
  for (const { seed, index } of scenes) {
    const scene = await syntheticScene(seed, index, 1024, typeSceneRecipe(index));
    check?.(scene);
    results.push(await evaluateScene(scene));
  }
  return results;
}

function expectMeanIoUAtLeast(results: SceneResult[], min: number): void {
  const { meanIoU } = summarise(results);
  expect(meanIoU, `mean IoU ${meanIoU.toFixed(3)}\n${table(results)}`).toBeGreaterThanOrEqual(min);
}

const seed4242 = (indices: number[]): TypeSceneRef[] =>
  indices.map((index) => ({ seed: 4242, index }));

// Fine chains at the type set's size: the cut-out set's scenes missed a change that cut two
// necklaces' chains off their pendants (seed 1, scene 47: 0.897 -> 0.667), and chain bracelets
// hemmed in a band of the backdrop (seed 4242, scenes 25 and 50: 0.30 and 0.37 before the
// see-through stage cleared their middles up to the chain).
/** Necklaces, a pendant and chain bracelets from the type set (`eval:cutout -- --scenes types`). */
const CHAIN_SCENES: TypeSceneRef[] = [
  { seed: 1, index: 47 },
  { seed: 4242, index: 20 },
  { seed: 4242, index: 36 },
  { seed: 4242, index: 47 },
  { seed: 4242, index: 25 },
  { seed: 4242, index: 50 },
];
/** Their mean IoU today is 0.80 (0.64 before the bracelets' middles were cleared). */
const CHAIN_MEAN_IOU_MIN = 0.78;

describe('cut-out quality on fine chains', () => {
  it(`keeps the chains: mean IoU at or above ${CHAIN_MEAN_IOU_MIN} at 1024 px`, async () => {
    expectMeanIoUAtLeast(await typeSceneResults(CHAIN_SCENES), CHAIN_MEAN_IOU_MIN);
  }, 120_000);
});

// Reflections on glossy white: a chain bracelet and a tennis bracelet mirrored below them, which
// the prior takes for more of the piece (the mirrorReflection stage clears them).
/** Links, tennis and links again on glossy white, from the type set at 1024 px. */
const GLOSSY_SCENES = seed4242([14, 38, 41]);
/** Their mean IoU today is 0.69 (0.49 with the reflections kept). */
const GLOSSY_MEAN_IOU_MIN = 0.65;

describe('cut-out quality on glossy grounds', () => {
  it(`leaves the reflections out: mean IoU at or above ${GLOSSY_MEAN_IOU_MIN} at 1024 px`, async () => {
    const results = await typeSceneResults(GLOSSY_SCENES, (scene) =>
      expect(scene.effects).toContain('mirror reflection'),
    );
    expectMeanIoUAtLeast(results, GLOSSY_MEAN_IOU_MIN);
  }, 120_000);
});

// The band of backdrop the prior leaves round a fine chain once its middle is cleared: a
// pendant's chain on a grey gradient, two chain bracelets on white, a loop of links on wood.
const HEMMED_SCENES = seed4242([10, 24, 15]);
/** Their mean IoU today is 0.80 (0.58 with the band kept: the backdropHem stage off). */
const HEMMED_MEAN_IOU_MIN = 0.76;

describe('cut-out quality round fine chains', () => {
  it(`leaves the backdrop round the chain out: mean IoU at or above ${HEMMED_MEAN_IOU_MIN} at 1024 px`, async () => {
    expectMeanIoUAtLeast(await typeSceneResults(HEMMED_SCENES), HEMMED_MEAN_IOU_MIN);
  }, 120_000);
});
