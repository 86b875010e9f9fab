// npm run eval:types - the type of piece on generated scenes with a known truth (the cut-out set's
// pieces, two necklaces, two chain bracelets, hoop earrings), through the upload path (cut-out,
// then the analysis on it), under three file names: none (upload.jpg), a misleading one
// (earrings.jpg for every scene) and the kind's own realistic name. Prints each scene's answers,
// then accuracy per piece, tune (even indices) | held-out (odd), and the confusion of types (both
// halves), per naming run; then, with no name, the metal read from the colour and the stones read
// against those the generator painted.
//
//   npm run eval:types -- [--seed 1] [--count 52] [--start 0] [--size 1024] [--quiet] [--cache DIR]
//
// --cache DIR keeps each scene's cut-out there and reuses it (no type rule changes the cut-out),
// so a change to the rules is measured again in seconds.
// 13 pieces: --count 26 shows each piece once in each half, 52 twice.
// Tune on the tuning half; do not study the held-out half's per-scene rows while tuning.
import { parseArgs } from 'node:util';
import {
  ALL_PIECE_KINDS,
  FULL_LONG_SIDE,
} from '../server/studio/cutout/evaluation/synthetic-scenes';
import { JEWELRY_TYPES } from '../src/api/catalogue';
import {
  NAMING_RUNS,
  type Tally,
  type TypeRow,
  STONE_OUTCOMES,
  confuseMetals,
  confuseStones,
  stoneOutcome,
  confuseTypes,
  evaluateTypeScene,
  tallyTypes,
} from '../server/studio/type-evaluation';

const { values: args } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    count: { type: 'string', default: '52' },
    start: { type: 'string', default: '0' },
    size: { type: 'string', default: String(FULL_LONG_SIDE) },
    quiet: { type: 'boolean', default: false },
    cache: { type: 'string' },
  },
});

function integer(name: string, value: string | undefined, min: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`--${name} must be an integer >= ${min}, got ${value}`);
  return n;
}

const seed = integer('seed', args.seed, 0);
const count = integer('count', args.count, 1);
const start = integer('start', args.start, 0);
const size = integer('size', args.size, 64);

const pad = (text: string, width: number) =>
  text.length >= width ? text : text + ' '.repeat(width - text.length);
const cell = (t: Tally | undefined) => pad(t && t.total ? `${t.hits}/${t.total}` : '-', 7);
const mark = (row: TypeRow, run: (typeof NAMING_RUNS)[number]) => {
  const answer = row.runs[run];
  return `${answer.type}${answer.type === row.truth ? '' : ' (x)'} [${answer.decidedBy}]`;
};

console.log(
  `Type scenes: seed ${seed}, images ${start}-${start + count - 1}, long side ${size} px`,
);
// Warm up: the cut-out model's session is a one-off cost.
if (!args.cache) await evaluateTypeScene(seed, start, Math.min(size, 256));
const rows: TypeRow[] = [];
for (let index = start; index < start + count; index++) {
  const row = await evaluateTypeScene(seed, index, size, args.cache);
  rows.push(row);
  if (!args.quiet) {
    console.log(
      `${pad(row.name, 30)} ${pad(row.split, 8)} ${pad(row.review, 9)} ` +
        NAMING_RUNS.map((run) => pad(mark(row, run), 44)).join(' ') +
        ` ${Math.round(row.ms)} ms`,
    );
    for (const run of NAMING_RUNS) {
      const answer = row.runs[run];
      if (answer.type !== row.truth)
        console.log(`    ${run} "${answer.uploadName}": ${answer.reason}`);
    }
    if (stoneOutcome(row.stones) !== 'right')
      console.log(
        `    stones: read ${row.stones.read}, set ${row.stones.truth.join(', ') || 'none'}`,
      );
  }
}

for (const run of NAMING_RUNS) {
  const table = tallyTypes(rows, run);
  console.log(
    `\nType right, ${run} names (${rows[0]?.runs[run].uploadName ?? ''}...): tune | held-out`,
  );
  for (const key of [...ALL_PIECE_KINDS, 'all']) {
    const line = table[key];
    if (!line) continue;
    console.log(`  ${pad(key, 12)} ${cell(line.tune)} | ${cell(line['held-out'])}`);
  }
}

for (const run of NAMING_RUNS) {
  const table = confuseTypes(rows, run);
  console.log(`\nType confusion, ${run} names (rows: truth, columns: answer, both halves)`);
  console.log(`  ${pad('', 10)} ${JEWELRY_TYPES.map((type) => pad(type, 9)).join(' ')}`);
  for (const truth of JEWELRY_TYPES) {
    const line = table[truth];
    if (!line) continue;
    const cells = JEWELRY_TYPES.map((answer) => pad(String(line[answer] ?? 0), 9));
    console.log(`  ${pad(truth, 10)} ${cells.join(' ')}`);
  }
}

const metals = confuseMetals(rows);
const families = ['yellow gold', 'rose gold', 'white metal'] as const;
const metalRight = rows.filter((row) => row.metal.colour === row.metal.truth).length;
console.log(
  `\nMetal from the colour (names stripped): ${metalRight}/${rows.length} right (rows: truth, columns: answer)`,
);
console.log(`  ${pad('', 12)} ${[...families, 'unknown'].map((f) => pad(f, 12)).join(' ')}`);
for (const truth of families) {
  const line = metals[truth];
  if (!line) continue;
  const cells = [...families, 'unknown' as const].map((f) => pad(String(line[f] ?? 0), 12));
  console.log(`  ${pad(truth, 12)} ${cells.join(' ')}`);
}

const stones = confuseStones(rows);
console.log(
  `\nStones from the colour and sparkle (names stripped; 'none' is right without stones)`,
);
console.log(`  ${pad('', 12)} ${STONE_OUTCOMES.map((o) => pad(o, 14)).join(' ')}`);
for (const [truth, line] of Object.entries(stones))
  console.log(
    `  ${pad(truth, 12)} ${STONE_OUTCOMES.map((o) => pad(String(line[o]), 14)).join(' ')}`,
  );
