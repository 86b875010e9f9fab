// npm run eval:regions - draws the synthetic sketches (rings, pendants, earrings, bracelets, chains
// in pencil and ink, with grain, broken lines, hatching, facets and notes), cuts each one out as an
// upload's sketch is cut out, maps its regions and scores the labels against the known truth.
// Prints per drawing the regions right, the mistakes (and stray ink the cut-out kept away from the
// piece: notes, marks; stones mapped as one gem with another) and the time, then the accuracy of
// the tuning half (even seeds) and of the held-out half (odd seeds). Tune on the even seeds only.
//
//   npm run eval:regions -- [--start 0] [--count 40] [--out DIR] [--shaded]
//
// --shaded shades every band, body and bangle in pencil (strokes run together into tone, the
// paper showing through here and there) instead of outlining or hatching it: still metal.
// --out DIR writes each drawing beside its map (metal gold, stone blue, wire red, lines black).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import {
  emptyPixelTable,
  kindIoU,
  scoreSketch,
  STRAY_PIXELS,
} from '../server/studio/regions/evaluation/score-regions';
import { syntheticSketch } from '../server/studio/regions/evaluation/synthetic-sketches';
import { REGION_KINDS, type RegionKind, type RegionMap } from '../server/studio/regions/region-map';

const { values: args } = parseArgs({
  options: {
    start: { type: 'string', default: '0' },
    count: { type: 'string', default: '40' },
    shaded: { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});

const COLOURS: Record<RegionKind, [number, number, number]> = {
  metal: [222, 180, 70],
  stone: [70, 120, 230],
  open: [255, 255, 255],
  wire: [200, 50, 50],
};

async function writeSheet(
  dir: string,
  name: string,
  image: { width: number; height: number; rgb: Uint8Array },
  map: RegionMap,
) {
  const rgb = new Uint8Array(map.width * map.height * 3);
  const kinds = new Map(map.regions.map((region) => [region.id, region.kind]));
  for (let i = 0; i < map.labels.length; i++) {
    const label = map.labels[i]!;
    rgb.set(label ? COLOURS[kinds.get(label) ?? 'open'] : [0, 0, 0], i * 3);
  }
  const tile = 384;
  const drawing = await sharp(image.rgb, {
    raw: { width: image.width, height: image.height, channels: 3 },
  })
    .resize(tile, tile, { fit: 'contain', background: '#fff' })
    .png()
    .toBuffer();
  const labels = await sharp(rgb, { raw: { width: map.width, height: map.height, channels: 3 } })
    .resize(tile, tile, { fit: 'contain', background: '#fff', kernel: 'nearest' })
    .png()
    .toBuffer();
  await sharp({ create: { width: tile * 2, height: tile, channels: 3, background: '#fff' } })
    .composite([
      { input: drawing, left: 0, top: 0 },
      { input: labels, left: tile, top: 0 },
    ])
    .png()
    .toFile(join(dir, `${name}.png`));
}

const start = Number(args.start);
const count = Number(args.count);
if (args.out) mkdirSync(args.out, { recursive: true });
const newHalf = () => ({
  scored: 0,
  correct: 0,
  byKind: Object.fromEntries(
    REGION_KINDS.map((kind) => [kind, { scored: 0, correct: 0, whole: 0 }]),
  ) as Record<RegionKind, { scored: number; correct: number; whole: number }>,
  pixels: emptyPixelTable(),
  strayDrawings: 0,
  mergedStones: 0,
});
const halves = { tuning: newHalf(), 'held-out': newHalf() };
let seconds = 0;
for (let seed = start; seed < start + count; seed++) {
  const sketch = syntheticSketch(seed, undefined, { shaded: args.shaded });
  const score = await scoreSketch(sketch);
  const half = halves[seed % 2 === 0 ? 'tuning' : 'held-out'];
  half.scored += score.scored;
  half.correct += score.correct;
  for (const kind of REGION_KINDS) {
    half.byKind[kind].scored += score.byKind[kind].scored;
    half.byKind[kind].correct += score.byKind[kind].correct;
    half.byKind[kind].whole += score.byKind[kind].whole;
    for (const [mapped, n] of Object.entries(score.pixels[kind]))
      half.pixels[kind][mapped as RegionKind | 'line'] += n;
  }
  seconds += score.seconds;
  half.mergedStones += score.mergedStones;
  const stray = score.strayInk > STRAY_PIXELS;
  if (stray) half.strayDrawings++;
  const notes = [
    ...score.mistakes,
    ...(score.mergedStones ? [`${score.mergedStones} stones mapped as fewer gems`] : []),
    ...(stray ? [`stray ink kept (${score.strayInk} px)`] : []),
  ];
  console.log(
    `${score.name.padEnd(22)} ${score.correct}/${score.scored}  ${score.seconds.toFixed(2)} s  ${notes.join('; ')}`,
  );
  if (args.out) await writeSheet(args.out, score.name, sketch.image, score.map);
}
for (const [name, half] of Object.entries(halves)) {
  const accuracy = half.scored ? half.correct / half.scored : 0;
  console.log(
    `${name}: ${half.correct}/${half.scored} regions right (${(100 * accuracy).toFixed(1)} %), ` +
      `${half.strayDrawings} drawings keep stray ink (notes, marks), ` +
      `${half.mergedStones} whole stones share their region with another stone`,
  );
  const iou = kindIoU(half.pixels);
  for (const kind of REGION_KINDS) {
    const { scored, correct, whole } = half.byKind[kind];
    const pct = scored ? `${((100 * correct) / scored).toFixed(1)} %` : '-';
    const kindIou = iou[kind] === null ? '-' : iou[kind]!.toFixed(3);
    console.log(
      `  ${kind.padEnd(6)} ${correct}/${scored} right (${pct}), ${whole} whole, pixel IoU ${kindIou}`,
    );
  }
}
console.log(`mean time (cut-out + map): ${(seconds / count).toFixed(2)} s`);
