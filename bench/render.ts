// npx tsx bench/render.ts - median time per visual kind over the labelled corpus, each from the
// design's stored cut-out as the worker renders it (making the cut-out, once per design at upload,
// is timed apart), against a bare sharp decode -> resize -> WebP of the same file in the same run,
// so the ratio holds whatever the machine. BENCH_QUALITY is
// `standard` (default, 1024 px) or `hd` (2048 px); CORPUS_DIR the folder.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { isQuality, type VisualKind } from '../src/api/catalogue';
import type { AssetRow, TransformationRow } from '../server/db/schema';
import { corpusDir, listCorpus } from '../server/studio/corpus-labels';
import { makeStoredCutout } from '../server/studio/cutout/stored-cutout';
import { renderTransformation } from '../server/studio/render/render-transformation';
import { longSideOf } from '../server/studio/render/visual-output';

const quality = isQuality(process.env.BENCH_QUALITY) ? process.env.BENCH_QUALITY : 'standard';
const longSide = longSideOf(quality);

const KINDS: [VisualKind, string, string][] = [
  ['pack_shot', 'White seamless', 'ring_pack_shot'],
  ['lifestyle', 'Veined marble', 'ring_lifestyle'],
  ['model_shot', 'Golden skin', 'ring_model_shot'],
  ['expand', 'Story reel', 'ring_expand_story_reel'],
  ['3d_model', 'Studio turntable', 'ring_3d_model'],
];

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const entries = listCorpus().filter((entry) => entry.expectedStyle !== null);
if (entries.length === 0) {
  console.error(`No labelled images in ${corpusDir()}.`);
  process.exit(1);
}
console.log(`Corpus: ${corpusDir()}`);

const baseline: number[] = [];
const cutoutTimes: number[] = [];
const perKind = new Map<VisualKind, number[]>(KINDS.map(([kind]) => [kind, []]));
const fidelities: number[] = [];
const modelBytes: number[] = [];
for (const entry of entries) {
  const source = readFileSync(entry.path);
  baseline.push(
    await time(() =>
      sharp(source, { autoOrient: true })
        .resize(longSide, longSide, { fit: 'inside' })
        .webp({ quality: 90 })
        .toBuffer(),
    ),
  );
  let cutout: Buffer | undefined;
  cutoutTimes.push(
    await time(async () => {
      cutout = (await makeStoredCutout(source, entry.expectedStyle!)).png;
    }),
  );
  const asset = {
    jewelryType: entry.expectedType ?? 'necklace',
    imageStyle: entry.expectedStyle,
    material: 'Yellow gold',
  } as AssetRow;
  let packShot: Buffer | undefined;
  for (const [kind, sceneName, pipelineStepName] of KINDS) {
    const transformation = {
      kind,
      sceneName,
      pipelineStepName,
      qualityRequested: quality,
    } as TransformationRow;
    // An expansion starts from a finished visual: the pack shot just made.
    const input =
      kind === 'expand'
        ? { transformation, asset, source: packShot! }
        : { transformation, asset, cutout };
    let fidelity = 0;
    const ms = await time(async () => {
      const visual = await renderTransformation(input);
      if (kind === 'pack_shot') packShot = visual.mainView;
      if (visual.modelGlb) modelBytes.push(visual.modelGlb.length);
      fidelity = visual.fidelity;
    });
    perKind.get(kind)!.push(ms);
    fidelities.push(fidelity);
  }
  process.stdout.write('.');
}

const base = median(baseline);
console.log(`\n${entries.length} corpus images, ${quality} (${longSide} px)`);
console.log(`bare decode -> resize -> WebP: ${base.toFixed(0)} ms (median)`);
const cutoutMs = median(cutoutTimes);
console.log(
  `cut-out (once)  ${cutoutMs.toFixed(0).padStart(6)} ms  x${(cutoutMs / base).toFixed(1)}`,
);
for (const [kind, times] of perKind) {
  const ms = median(times);
  console.log(`${kind.padEnd(11)} ${ms.toFixed(0).padStart(6)} ms  x${(ms / base).toFixed(1)}`);
}
if (modelBytes.length) {
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  console.log(
    `3D model GLB: median ${mb(median(modelBytes))} MB, max ${mb(Math.max(...modelBytes))} MB`,
  );
}
console.log(
  `fidelity: min ${Math.min(...fidelities).toFixed(4)}, median ${median(fidelities).toFixed(4)}`,
);
