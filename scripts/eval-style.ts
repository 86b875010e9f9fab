// npm run eval:style - sketch or photo on generated images whose truth is known: the type set's
// photographed scenes (every piece on every ground) and the region set's drawings (pencil and ink,
// with grain, hatching and notes), each as an uploaded JPEG through the analysis's own first step.
// Prints every miss with the evidence that decided it, then accuracy per ground or medium, tune
// (even indices) | held-out (odd). Tune on the tuning half; do not study the held-out rows.
//
//   npm run eval:style -- [--seed 1] [--photos 52] [--sketches 40] [--cache DIR] [--shaded]
//
// --shaded shades the drawings' bands, bodies and bangles in pencil (as eval:regions --shaded).
// --cache DIR keeps each generated JPEG there and reuses it, so a change to the style cues is
// measured again in seconds.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import type { ImageStyle } from '../src/api/catalogue';
import { locatePiece } from '../server/studio/analysis/analyse-image';
import { loadRaster } from '../server/studio/analysis/raster';
import {
  type Split,
  syntheticScene,
  typeSceneRecipe,
} from '../server/studio/cutout/evaluation/synthetic-scenes';
import type { Tally } from '../server/studio/type-evaluation';
import { syntheticSketch } from '../server/studio/regions/evaluation/synthetic-sketches';

const { values: args } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    photos: { type: 'string', default: '52' },
    sketches: { type: 'string', default: '40' },
    shaded: { type: 'boolean', default: false },
    cache: { type: 'string' },
  },
});
const seed = Number(args.seed);
const photos = Number(args.photos);
const sketches = Number(args.sketches);

interface Sample {
  name: string;
  group: string;
  split: Split;
  truth: ImageStyle;
  jpeg: Buffer;
}

const jpeg = (rgb: Uint8Array, width: number, height: number) =>
  sharp(rgb, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();

/** A generated image as an upload, from the cache when it has it. */
async function cached(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = args.cache ? join(args.cache, `${key}.jpg`) : null;
  if (file && existsSync(file)) return readFileSync(file);
  const bytes = await make();
  if (file) {
    mkdirSync(args.cache!, { recursive: true });
    writeFileSync(file, bytes);
  }
  return bytes;
}
const splitOf = (index: number): Split => (index % 2 === 0 ? 'tune' : 'held-out');

async function* samples(): AsyncGenerator<Sample> {
  for (let index = 0; index < photos; index++) {
    const { kind, piece } = typeSceneRecipe(index);
    yield {
      name: `${String(index).padStart(3, '0')}-${piece}-${kind}`,
      group: `photo on ${kind}`,
      split: splitOf(index),
      truth: 'photo',
      jpeg: await cached(`${seed}-${index}`, async () => {
        const scene = await syntheticScene(seed, index, 1024, typeSceneRecipe(index));
        return jpeg(scene.rgb, scene.width, scene.height);
      }),
    };
  }
  // The drawings have their own seeds: offset by the set's seed so each seed draws others.
  for (let index = 0; index < sketches; index++) {
    const drawing = syntheticSketch((seed - 1) * 1000 + index, undefined, { shaded: args.shaded });
    const { width, height, rgb } = drawing.image;
    yield {
      name: drawing.name,
      group: `${drawing.medium} sketch`,
      split: splitOf(index),
      truth: 'sketch',
      jpeg: await jpeg(rgb, width, height),
    };
  }
}

const pad = (text: string, width: number) => text.padEnd(width);
const fixed = (n: number) => n.toFixed(2);
const table = new Map<string, Record<Split, Tally>>();
console.log(`Style: seed ${seed}, ${photos} photos, ${sketches} sketches`);
for await (const sample of samples()) {
  const raster = await loadRaster(sample.jpeg);
  const { style } = locatePiece(raster);
  const right = style.style === sample.truth;
  for (const key of [sample.group, 'all']) {
    if (!table.has(key))
      table.set(key, { tune: { hits: 0, total: 0 }, 'held-out': { hits: 0, total: 0 } });
    const cell = table.get(key)![sample.split];
    cell.total++;
    if (right) cell.hits++;
  }
  if (!right) {
    const e = style.evidence;
    console.log(
      `  ${pad(sample.name, 34)} ${pad(sample.split, 8)} ${sample.truth} -> ${style.style} ` +
        `(lines ${fixed(e.lines)}, colour ${fixed(e.colour)}, paper ${fixed(e.paper)}, surface ${fixed(e.surface)})` +
        (process.env.STYLE_CUES ? ` ${JSON.stringify(style.cues)}` : ''),
    );
  }
}
console.log('\nStyle right: tune | held-out');
const cell = (t: Tally) => pad(t.total ? `${t.hits}/${t.total}` : '-', 7);
for (const [key, line] of [...table].sort(([a], [b]) =>
  a === 'all' ? 1 : b === 'all' ? -1 : a.localeCompare(b),
)) {
  console.log(`  ${pad(key, 26)} ${cell(line.tune)} | ${cell(line['held-out'])}`);
}
