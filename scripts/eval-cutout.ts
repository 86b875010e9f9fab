// npm run eval:cutout - runs the automatic cut-out (segmentPiece) over the synthetic set, whose
// truth is exact, and prints per image IoU, SAD, boundary F-score and time, then mean and worst
// for the tuning half (even indices) and the held-out half (odd indices), means per ground kind
// and per piece, and the time as a ratio to a bare sharp decode -> resize -> encode.
//
//   npm run eval:cutout -- [--seed 1] [--count 60] [--size 1024] [--start 0] [--out DIR] [--corpus DIR]
//                          [--scenes cutout|types]
//
// --scenes types scores the scenes eval:types reads (pairs, necklaces and bracelets of chain
// among them), so a change that loses a fine chain shows here too.
// --out DIR writes contact sheets (image | truth | cut-out | errors) and results.tsv there.
// --corpus DIR (or CORPUS_DIR) also scores the real corpus photos that have a hand-checked mask in
// server/studio/cutout/evaluation/corpus-truth/<photo name without extension>.png: white (or
// opaque) = piece, the size of the photo as displayed (EXIF orientation applied).
// Tune on the tuning half; do not study the held-out half's per-image rows while tuning.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { listCorpus } from '../server/studio/corpus-labels';
import { REFINE_STAGES, type RefineStages } from '../server/studio/cutout/refine';
import { type CutoutReviewState, judgeCutout } from '../server/studio/cutout/review';
import { segmentPiece } from '../server/studio/cutout/segment-piece';
import { sheetRow, stackRows } from '../server/studio/cutout/evaluation/contact-sheet';
import {
  type SceneResult,
  evaluateScene,
  groupBy,
  reviewFlags,
  summarise,
  type Summary,
} from '../server/studio/cutout/evaluation/evaluate';
import { scoreCutout, type CutoutScores } from '../server/studio/cutout/evaluation/metrics';
import {
  ALL_PIECE_KINDS,
  FULL_LONG_SIDE,
  GROUND_KINDS,
  sceneRecipe,
  syntheticScene,
  typeSceneRecipe,
  type SyntheticScene,
} from '../server/studio/cutout/evaluation/synthetic-scenes';

const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));
const CORPUS_TRUTH = fileURLToPath(
  new URL('../server/studio/cutout/evaluation/corpus-truth/', import.meta.url),
);
const ROWS_PER_SHEET = 10;
const WORST_SHOWN = 8;

const { values: args } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    count: { type: 'string', default: '60' },
    size: { type: 'string', default: String(FULL_LONG_SIDE) },
    start: { type: 'string', default: '0' },
    out: { type: 'string' },
    corpus: { type: 'string' },
    without: { type: 'string', default: '' },
    scenes: { type: 'string', default: 'cutout' },
    help: { type: 'boolean', default: false },
  },
});

// --without a,b switches refinement stages off, to measure what each one earns.
const stages: RefineStages = { ...REFINE_STAGES };
for (const name of (args.without ?? '').split(',').filter(Boolean)) {
  if (!(name in stages))
    throw new Error(`--without: no stage "${name}" (${Object.keys(stages).join(', ')})`);
  stages[name as keyof RefineStages] = false;
}

if (args.scenes !== 'cutout' && args.scenes !== 'types') {
  throw new Error(`--scenes must be cutout or types, got ${args.scenes}`);
}
/** Which ground and piece each scene shows: the cut-out set's, or the one eval:types reads. */
const recipeOf = args.scenes === 'types' ? typeSceneRecipe : sceneRecipe;

interface Timed extends SceneResult {
  baselineMs: number;
}

function integer(name: string, value: string | undefined, min: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`--${name} must be an integer >= ${min}, got ${value}`);
  return n;
}

const f3 = (v: number) => (Number.isFinite(v) ? v.toFixed(3) : '-');
const f2 = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : '-');
const pad = (text: string, width: number) =>
  text.length >= width ? text : text + ' '.repeat(width - text.length);
const lpad = (text: string, width: number) =>
  text.length >= width ? text : ' '.repeat(width - text.length) + text;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The same image as an upload would bring it, then timed through a bare decode, resize, encode. */
async function baselineMs(scene: SyntheticScene): Promise<number> {
  const upload = await sharp(scene.rgb, {
    raw: { width: scene.width, height: scene.height, channels: 3 },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  const started = performance.now();
  await sharp(upload)
    .resize(Math.round(scene.width / 2), Math.round(scene.height / 2))
    .jpeg({ quality: 80 })
    .toBuffer();
  return performance.now() - started;
}

/** How often the review flags the poor cut-outs (IoU under 0.9) and the good ones. */
function reviewLine(results: { scores: CutoutScores; review: CutoutReviewState }[]): string {
  const f = reviewFlags(results);
  return `Review flags (suggested or required): ${f.flaggedUnder} of the ${f.under} cut-outs under IoU 0.9, ${f.flaggedAbove} of the ${f.above} at or above`;
}

function scoreCells(s: CutoutScores): string {
  return `${lpad(f3(s.iou), 6)} ${lpad(f2(s.sad), 7)} ${lpad(f3(s.boundaryF), 6)}`;
}

function summaryLine(label: string, s: Summary): string {
  return (
    `${pad(label, 10)}${lpad(String(s.count), 4)}  ${lpad(f3(s.meanIoU), 8)}  ${lpad(f3(s.worstIoU), 9)} ${pad(`(${s.worstIoUName})`, 34)}` +
    `${lpad(f2(s.meanSad), 8)}  ${lpad(f2(s.worstSad), 9)}  ${lpad(f3(s.meanBoundaryF), 7)}  ${lpad(f3(s.worstBoundaryF), 8)} (${s.worstBoundaryFName})`
  );
}

function groupTable(
  title: string,
  results: Timed[],
  keyOf: (r: Timed) => string,
  order: readonly string[],
): void {
  console.log(`\n${title}: mean IoU / SAD / boundary F (images), tune | held-out`);
  for (const [key, group] of groupBy(results, keyOf, order)) {
    const cell = (split: string) => {
      const part = group.filter((r) => r.scene.split === split);
      if (part.length === 0) return pad('-', 27);
      const s = summarise(part);
      return pad(`${f3(s.meanIoU)} / ${f2(s.meanSad)} / ${f3(s.meanBoundaryF)} (${s.count})`, 27);
    };
    console.log(`  ${pad(key, 16)} ${cell('tune')} | ${cell('held-out')}`);
  }
}

async function runSynthetic(
  seed: number,
  count: number,
  size: number,
  start: number,
  out: string | null,
) {
  console.log(
    `Synthetic set (${args.scenes} scenes): seed ${seed}, images ${start}-${start + count - 1}, long side ${size} px`,
  );
  // Warm up: the model's session and sharp's first call are one-off costs, not per-image ones.
  const warm = await syntheticScene(seed, start, size, recipeOf(start));
  await segmentPiece({ width: warm.width, height: warm.height, rgb: warm.rgb }, 'photo');
  await baselineMs(warm);

  const results: Timed[] = [];
  const rows: Buffer[] = [];
  console.log(
    `\n${pad('image', 30)} ${pad('split', 8)} ${lpad('IoU', 6)} ${lpad('SAD', 7)} ${lpad('bF', 6)} ${lpad('ms', 6)} ${lpad('xbase', 6)}  detail | effects`,
  );
  for (let index = start; index < start + count; index++) {
    const scene = await syntheticScene(seed, index, size, recipeOf(index));
    const result = await evaluateScene(scene, 'photo', stages);
    const base = await baselineMs(scene);
    const timed: Timed = { ...result, baselineMs: base };
    results.push(timed);
    console.log(
      `${pad(scene.name, 30)} ${pad(scene.split, 8)} ${scoreCells(result.scores)} ${lpad(String(Math.round(result.ms)), 6)} ${lpad((result.ms / base).toFixed(1), 6)}  ${scene.detail} | ${scene.effects.join(', ') || '-'}`,
    );
    if (out) {
      const caption = `${scene.name} [${scene.split}]  IoU ${f3(result.scores.iou)}  SAD ${f2(result.scores.sad)}  bF ${f3(result.scores.boundaryF)}  ${scene.detail} | ${scene.effects.join(', ')}`;
      rows.push(await sheetRow({ ...scene, caption, alpha: result.alpha }));
    }
    // Keep only what the summary needs.
    timed.alpha = new Uint8Array(0);
  }

  console.log('\nSummary');
  console.log(
    `${pad('split', 10)}${lpad('n', 4)}  ${lpad('mean IoU', 8)}  ${lpad('worst IoU', 9)} ${pad('', 34)}${lpad('mean SAD', 8)}  ${lpad('worst SAD', 9)}  ${lpad('mean bF', 7)}  ${lpad('worst bF', 8)}`,
  );
  for (const split of ['tune', 'held-out'] as const) {
    console.log(summaryLine(split, summarise(results.filter((r) => r.scene.split === split))));
  }
  console.log(summaryLine('all', summarise(results)));
  groupTable('Per ground kind', results, (r) => r.scene.kind, GROUND_KINDS);
  groupTable('Per piece', results, (r) => r.scene.piece, ALL_PIECE_KINDS);
  console.log(`\n${reviewLine(results)}`);

  const ms = results.map((r) => r.ms);
  const base = results.map((r) => r.baselineMs);
  const ratios = results.map((r) => r.ms / r.baselineMs);
  console.log(
    `\nTime per image: segmentPiece median ${Math.round(median(ms))} ms (max ${Math.round(Math.max(...ms))}); ` +
      `bare sharp decode -> resize to half -> JPEG of the same image median ${median(base).toFixed(1)} ms; ` +
      `ratio median ${median(ratios).toFixed(1)}x, total ${(ms.reduce((a, b) => a + b, 0) / base.reduce((a, b) => a + b, 0)).toFixed(1)}x`,
  );

  if (out) {
    const written: string[] = [];
    for (let page = 0; page * ROWS_PER_SHEET < rows.length; page++) {
      const file = join(out, `synthetic-${String(page + 1).padStart(2, '0')}.png`);
      const from = page * ROWS_PER_SHEET;
      const title = `Synthetic seed ${seed}, images ${start + from}-${start + Math.min(rows.length, from + ROWS_PER_SHEET) - 1}`;
      writeFileSync(file, await stackRows(title, rows.slice(from, from + ROWS_PER_SHEET)));
      written.push(file);
    }
    const worst = results
      .map((r, k) => ({ r, k }))
      .sort((a, b) => a.r.scores.iou - b.r.scores.iou)
      .slice(0, WORST_SHOWN);
    const worstFile = join(out, 'synthetic-worst.png');
    writeFileSync(
      worstFile,
      await stackRows(
        `Synthetic seed ${seed}: the ${worst.length} lowest IoU`,
        worst.map((w) => rows[w.k]!),
      ),
    );
    written.push(worstFile);
    const tsv = [
      'name\tkind\tpiece\tsplit\tiou\tsad\tboundary_f\tboundary_precision\tboundary_recall\tms\tbaseline_ms\tdetail\teffects\treview',
      ...results.map((r) =>
        [
          r.scene.name,
          r.scene.kind,
          r.scene.piece,
          r.scene.split,
          r.scores.iou.toFixed(4),
          r.scores.sad.toFixed(3),
          r.scores.boundaryF.toFixed(4),
          r.scores.boundaryPrecision.toFixed(4),
          r.scores.boundaryRecall.toFixed(4),
          r.ms.toFixed(0),
          r.baselineMs.toFixed(1),
          r.scene.detail,
          r.scene.effects.join(', '),
          r.review,
        ].join('\t'),
      ),
    ].join('\n');
    writeFileSync(join(out, 'results.tsv'), `${tsv}\n`);
    console.log(
      `\nContact sheets: ${written.join(', ')}; per-image scores: ${join(out, 'results.tsv')}`,
    );
  }
}

function truthMasks(): Map<string, string> {
  if (!existsSync(CORPUS_TRUTH)) return new Map();
  return new Map(
    readdirSync(CORPUS_TRUTH)
      .filter((file) => file.toLowerCase().endsWith('.png'))
      .map((file) => [basename(file, extname(file)), join(CORPUS_TRUTH, file)]),
  );
}

/** A mask PNG as 0-255 at the given size: its alpha when it has transparency, else its grey. */
async function readMask(path: string, width: number, height: number): Promise<Uint8Array> {
  const { data, info } = await sharp(path)
    .rotate()
    .resize(width, height, { fit: 'fill' })
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const n = width * height;
  let transparent = false;
  for (let i = 0; i < n && !transparent; i++)
    if (data[i * info.channels + 3]! < 255) transparent = true;
  const mask = new Uint8Array(n);
  for (let i = 0; i < n; i++) mask[i] = data[i * info.channels + (transparent ? 3 : 0)]!;
  return mask;
}

async function runCorpus(folder: string, size: number, out: string | null) {
  const masks = truthMasks();
  const entries = listCorpus(folder);
  const scored = entries.filter((entry) => masks.has(basename(entry.file, extname(entry.file))));
  const where = relative(REPO_ROOT, CORPUS_TRUTH);
  console.log(
    `\n=== CORPUS ${folder}: ${entries.length} images, ${scored.length} with a truth mask in ${where} (${masks.size} masks there) ===`,
  );
  if (entries.length === 0)
    console.log('!!! No images found in that folder: the corpus is absent or the path is wrong.');
  if (scored.length === 0) {
    console.log('!!! No corpus image has a truth mask yet: nothing from the corpus is scored.');
    return;
  }
  const results: { scene: { name: string }; scores: CutoutScores; review: CutoutReviewState }[] =
    [];
  const rows: Buffer[] = [];
  for (const entry of scored) {
    const name = basename(entry.file, extname(entry.file));
    const { data, info } = await sharp(entry.path)
      .rotate()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const rgb = new Uint8Array(data);
    const truth = await readMask(masks.get(name)!, info.width, info.height);
    const style = entry.expectedStyle === 'sketch' ? 'sketch' : 'photo';
    const started = performance.now();
    const image = { width: info.width, height: info.height, rgb };
    const cut = await segmentPiece(image, style, stages);
    const ms = performance.now() - started;
    const scores = scoreCutout(cut.alpha, truth, info.width, info.height);
    const { review } = judgeCutout(cut, image, style);
    results.push({ scene: { name }, scores, review });
    console.log(
      `${pad(name, 30)} ${pad(style, 8)} ${scoreCells(scores)} ${lpad(String(Math.round(ms)), 6)}  ${review}`,
    );
    if (out) {
      const caption = `${name} (${style})  IoU ${f3(scores.iou)}  SAD ${f2(scores.sad)}  bF ${f3(scores.boundaryF)}`;
      rows.push(
        await sheetRow({
          caption,
          width: info.width,
          height: info.height,
          rgb,
          truth,
          alpha: cut.alpha,
        }),
      );
    }
  }
  console.log(summaryLine('corpus', summarise(results)));
  console.log(reviewLine(results));
  if (out && rows.length) {
    const file = join(out, 'corpus.png');
    writeFileSync(file, await stackRows(`Corpus ${folder}`, rows));
    console.log(`Corpus contact sheet: ${file}`);
  }
}

async function main(): Promise<void> {
  if (args.help) {
    console.log(
      'npm run eval:cutout -- [--seed 1] [--count 60] [--size 1024] [--start 0] [--out DIR] [--corpus DIR] [--scenes cutout|types]',
    );
    return;
  }
  const seed = integer('seed', args.seed, 0);
  const count = integer('count', args.count, 1);
  const size = integer('size', args.size, 64);
  const start = integer('start', args.start, 0);
  const out = args.out ? resolve(args.out) : null;
  if (out) mkdirSync(out, { recursive: true });
  await runSynthetic(seed, count, size, start, out);
  const corpus = args.corpus ?? process.env.CORPUS_DIR?.trim();
  if (corpus) {
    await runCorpus(resolve(corpus), size, out);
  } else {
    console.log(
      `\nCorpus: not evaluated (pass --corpus DIR or set CORPUS_DIR); ${truthMasks().size} truth masks in ${relative(REPO_ROOT, CORPUS_TRUTH)}.`,
    );
  }
}

await main();
