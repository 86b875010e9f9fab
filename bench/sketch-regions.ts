// npx tsx bench/sketch-regions.ts - a sketch rendered solid from its region map: median time of
// the region map (made once per cut-out version) and of each standard visual (1024 px) made from
// the stored cut-out and map, over generated pencil and ink sketches. Target: 1.5 s per visual.
import sharp from 'sharp';
import type { VisualKind } from '../src/api/catalogue';
import type { AssetRow, TransformationRow } from '../server/db/schema';
import { makeStoredCutout } from '../server/studio/cutout/stored-cutout';
import {
  syntheticSketch,
  type PieceType,
} from '../server/studio/regions/evaluation/synthetic-sketches';
import { encodeRegionMap, regionMapOfCutout } from '../server/studio/regions/stored-regions';
import { renderTransformation } from '../server/studio/render/render-transformation';
import { longSideOf } from '../server/studio/render/visual-output';

const TARGET_SECONDS = 1.5;
const SKETCHES: [PieceType, number][] = [
  ['ring', 2],
  ['pendant', 4],
  ['chain', 4],
  ['earring', 12],
  ['bracelet', 7],
];
const JEWELRY: Record<PieceType, string> = {
  ring: 'ring',
  pendant: 'necklace',
  chain: 'necklace',
  earring: 'earring',
  bracelet: 'bracelet',
};
const KINDS: [VisualKind, string, string][] = [
  ['pack_shot', 'White seamless', 'ring_pack_shot'],
  ['lifestyle', 'Veined marble', 'ring_lifestyle'],
  ['model_shot', 'Golden skin', 'ring_model_shot'],
];

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mapTimes: number[] = [];
const perKind = new Map<VisualKind, number[]>(KINDS.map(([kind]) => [kind, []]));
for (const [type, seed] of SKETCHES) {
  const { width, height, rgb } = syntheticSketch(seed, type).image;
  const upload = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  const stored = await makeStoredCutout(upload, 'sketch');
  let started = performance.now();
  const regions = encodeRegionMap(await regionMapOfCutout(stored.png));
  mapTimes.push(performance.now() - started);
  const asset = {
    jewelryType: JEWELRY[type],
    imageStyle: 'sketch',
    cutoutStyle: 'sketch',
    material: 'Yellow gold',
  } as AssetRow;
  for (const [kind, sceneName, pipelineStepName] of KINDS) {
    const transformation = {
      kind,
      sceneName,
      pipelineStepName,
      qualityRequested: 'standard',
    } as TransformationRow;
    started = performance.now();
    try {
      await renderTransformation(
        { transformation, asset, cutout: stored.png, regions },
        { longSide: longSideOf('standard') },
      );
    } catch (error) {
      console.log(
        `${type} ${kind}: failed (${typeof error === 'number' ? `opencv error ${error}` : String(error)})`,
      );
      continue;
    }
    perKind.get(kind)!.push(performance.now() - started);
  }
}
console.log(
  `region map: median ${(median(mapTimes) / 1000).toFixed(2)} s (once per cut-out version)`,
);
for (const [kind, times] of perKind) {
  const seconds = median(times) / 1000;
  console.log(
    `${kind}: median ${seconds.toFixed(2)} s ${seconds <= TARGET_SECONDS ? 'ok' : `over ${TARGET_SECONDS} s`}`,
  );
}
