// npm run eval:analysis - runs the upload analysis over the labelled corpus twice, with the file
// names stripped (upload.jpg) and with realistic names (scripts/analysis-names.tsv), and prints
// per run the per-image table, accuracy per field (style, type, metal, stones), confusion tables
// for type and style, which evidence decided the type, and the time per image. The labels only
// score the answers. CORPUS_DIR names the corpus folder (outside the repository). Exits 1 when an image that should
// analyse fails, a stone is invented, or style falls under 95%.
import {
  evaluateAnalysis,
  share,
  type FieldScore,
  type RunSummary,
} from '../server/studio/analysis-evaluation';
import { corpusDir, listCorpus } from '../server/studio/corpus-labels';

const STYLE_TARGET = 0.95;

function pct(score: FieldScore): string {
  return `${score.hits}/${score.total} = ${(100 * share(score)).toFixed(1)}%`;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

function confusion(title: string, table: Record<string, Record<string, number>>): void {
  const found = [...new Set(Object.values(table).flatMap((row) => Object.keys(row)))].sort();
  console.log(`${title} (rows: truth, columns: analysis)`);
  console.table(
    Object.fromEntries(
      Object.entries(table).map(([truth, row]) => [
        truth,
        Object.fromEntries(found.map((column) => [column, row[column] ?? 0])),
      ]),
    ),
  );
}

function report(run: RunSummary): void {
  console.log(`\n=== ${run.label} ===`);
  console.table(
    run.rows.map((row) => ({
      file: row.entry.file,
      'upload name': row.uploadName,
      expected: `${row.entry.expectedStyle ?? '-'}/${row.entry.labelledType ?? '-'}`,
      style: mark(row.entry.expectedStyle, row.style),
      type: row.entry.expectedType ? mark(row.entry.expectedType, row.type) : row.type,
      'decided by': row.typeDecidedBy,
      metal: row.material,
      'metal by': row.metalDecidedBy,
      stones: row.gemstones,
      name: row.name,
      'cut-out': row.review,
      score: row.finalScore === null ? '-' : `${row.finalScore} ${row.category}`,
      ms: row.ms === null ? '-' : Math.round(row.ms),
    })),
  );
  console.log(`Style:  ${pct(run.style)} (target ${100 * STYLE_TARGET}%)`);
  console.log(`Type:   ${pct(run.type)} (pendant counted as necklace, the brooch excluded)`);
  console.log(
    `Metal:  ${pct(run.metal)} of photos with a known metal (${run.metal.abstained} said unknown)`,
  );
  console.log(
    `Stones: ${pct(run.stones)} present/absent right; invented: ${run.inventedStones.join(', ') || 'none'}`,
  );
  console.log(`Names generic or naming another kind: ${run.badNames.join(', ') || 'none'}`);
  confusion('Type confusion', run.typeConfusion);
  confusion('Style confusion', run.styleConfusion);
  evidence('Type decided by', run.typeEvidence);
  evidence('Metal decided by', run.metalEvidence);
  evidence('Stones decided by', run.stonesEvidence);
}

function evidence(title: string, scores: Record<string, FieldScore>): void {
  console.log(`${title} (right/total):`);
  console.table(
    Object.fromEntries(
      Object.entries(scores).map(([by, score]) => [by, { right: score.hits, total: score.total }]),
    ),
  );
}

function mark(expected: string | null, got: string): string {
  if (expected === null) return got;
  return expected === got ? got : `${got} (x)`;
}

async function main(): Promise<void> {
  const folder = corpusDir();
  const entries = listCorpus(folder);
  console.log(`Corpus: ${folder}`);
  // Warm up once, so the first image does not carry the one-off start-up cost.
  await evaluateAnalysis(entries.filter((entry) => entry.expectedStyle).slice(0, 1));
  const { stripped, named } = await evaluateAnalysis(entries);
  report(stripped);
  report(named);
  const times = stripped.rows
    .flatMap((row) => (row.ms === null ? [] : [row.ms]))
    .sort((a, b) => a - b);
  console.log(
    `\nTime per image: median ${Math.round(percentile(times, 0.5))} ms, p95 ${Math.round(
      percentile(times, 0.95),
    )} ms over ${times.length} analysed images (whole upload: checks, analysis, original, crop, cut-out)`,
  );
  const failures = [...stripped.failures];
  if (failures.length) console.log(`Failures: ${failures.join('; ')}`);
  const bad =
    failures.length > 0 ||
    [stripped, named].some(
      (run) => share(run.style) < STYLE_TARGET || run.inventedStones.length > 0,
    );
  if (bad) process.exitCode = 1;
}

await main();
