// npx tsx scripts/sketch-regions-sheet.ts - draws three test sketches (a pencil solitaire ring, a hatched
// pendant, a chain), runs each through the production path (the upload's cut-out, the region map
// stored with it, the render of each visual kind) and writes a contact sheet to look at:
//
//   [--out DIR] [--side 768] [--seeds 121,132,152]   (--seeds: those synthetic drawings instead)
//   [--files a.jpg,b.png]   (--files: the designer's own sketches, their type read from the name)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import type { AssetRow, TransformationRow } from '../server/db/schema';
import { readFileName } from '../server/studio/analysis/file-name';
import { makeStoredCutout } from '../server/studio/cutout/stored-cutout';
import {
  syntheticSketch,
  type PieceType,
} from '../server/studio/regions/evaluation/synthetic-sketches';
import { encodeRegionMap, regionMapOfCutout } from '../server/studio/regions/stored-regions';
import { renderTransformation } from '../server/studio/render/render-transformation';

const { values: args } = parseArgs({
  options: {
    out: { type: 'string', default: 'sketch-regions-sheet' },
    side: { type: 'string', default: '768' },
    seeds: { type: 'string' },
    files: { type: 'string' },
  },
});
const SKETCHES: [string, PieceType | undefined, number][] = args.seeds
  ? args.seeds.split(',').map((seed) => [`seed ${seed}`, undefined, Number(seed)])
  : [
      ['pencil solitaire', 'ring', 2],
      ['hatched pendant', 'pendant', firstHatchedPendant()],
      ['chain', 'chain', 4],
    ];
const WORN_AS: Record<PieceType, AssetRow['jewelryType']> = {
  ring: 'ring',
  pendant: 'necklace',
  chain: 'necklace',
  earring: 'earring',
  bracelet: 'bracelet',
};
const KINDS: [TransformationRow['kind'], string, string][] = [
  ['pack_shot', 'Champagne', 'ring_pack_shot'],
  ['lifestyle', 'Oak', 'ring_lifestyle'],
  ['model_shot', 'Deep skin', 'ring_model_shot'],
  ['3d_model', 'Studio turntable', 'ring_3d_model'],
];
mkdirSync(args.out, { recursive: true });

/** The first seed whose pendant's body is hatched. */
function firstHatchedPendant(): number {
  for (let seed = 0; ; seed++) {
    if (syntheticSketch(seed, 'pendant').regions.some((r) => r.part === 'hatched body'))
      return seed;
  }
}
const tile = 300;
const rows: Buffer[] = [];
/** The drawings to render: the designer's files, or synthetic ones. */
function* drawings(): Generator<{
  label: string;
  name: string;
  upload: Promise<Buffer>;
  jewelryType: AssetRow['jewelryType'];
}> {
  if (args.files) {
    for (const file of args.files.split(',')) {
      const name = basename(file).replace(/\.[^.]+$/, '');
      const jewelryType = readFileName(basename(file)).type ?? 'ring';
      yield { label: name, name, upload: Promise.resolve(readFileSync(file)), jewelryType };
    }
    return;
  }
  for (const [label, type, seed] of SKETCHES) {
    const sketch = syntheticSketch(seed, type);
    const { width, height, rgb } = sketch.image;
    const upload = sharp(rgb, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
    yield { label, name: sketch.name, upload, jewelryType: WORN_AS[sketch.type] };
  }
}

for (const drawing of drawings()) {
  const { label, name, jewelryType } = drawing;
  const upload = await drawing.upload;
  const stored = await makeStoredCutout(upload, 'sketch');
  const map = await regionMapOfCutout(stored.png);
  const regions = encodeRegionMap(map);
  const asset = {
    jewelryType,
    imageStyle: 'sketch',
    cutoutStyle: 'sketch',
    material: 'Yellow gold',
  } as AssetRow;
  const tiles: Buffer[] = [
    await sharp(upload).resize(tile, tile, { fit: 'contain', background: '#fff' }).png().toBuffer(),
  ];
  for (const [kind, scene, step] of KINDS) {
    const started = performance.now();
    const visual = await renderTransformation(
      {
        transformation: {
          kind,
          sceneName: scene,
          pipelineStepName: step,
          qualityRequested: 'standard',
        } as TransformationRow,
        asset,
        cutout: stored.png,
        regions,
      },
      { longSide: Number(args.side) },
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${label} ${kind}: ${seconds.toFixed(2)} s, fidelity ${visual.fidelity.toFixed(3)}`,
    );
    writeFileSync(join(args.out, `${name}-${kind}.webp`), visual.mainView);
    tiles.push(
      await sharp(visual.mainView)
        .resize(tile, tile, { fit: 'contain', background: '#fff' })
        .png()
        .toBuffer(),
    );
  }
  console.log(`${label}: ${map.regions.map((r) => `${r.id} ${r.kind} (${r.cue})`).join('; ')}`);
  rows.push(
    await sharp({
      create: { width: tile * tiles.length, height: tile, channels: 3, background: '#fff' },
    })
      .composite(tiles.map((input, i) => ({ input, left: i * tile, top: 0 })))
      .png()
      .toBuffer(),
  );
}
await sharp({
  create: {
    width: tile * (KINDS.length + 1),
    height: tile * rows.length,
    channels: 3,
    background: '#fff',
  },
})
  .composite(rows.map((input, i) => ({ input, left: 0, top: i * tile })))
  .png()
  .toFile(join(args.out, 'sheet.png'));
console.log(`Contact sheet: ${join(args.out, 'sheet.png')}`);
