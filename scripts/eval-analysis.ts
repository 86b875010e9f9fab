// npm run eval:analysis - runs the upload analysis over the labelled corpus and prints, per image,
// what the file name says and what the analysis found, then style and type accuracy and the time
// per image. CORPUS_DIR points it at another folder. Exits 1 when style accuracy is under 90% or
// an image that should analyse fails.
import { readFileSync } from 'node:fs';
import { analyseUpload } from '../server/studio/analyse-upload';
import { corpusDir, listCorpus, type CorpusEntry } from '../server/studio/corpus-labels';
import { UnprocessableImageError } from '../server/studio/upload-errors';

const STYLE_TARGET = 0.9;

interface Row {
  entry: CorpusEntry;
  style: string;
  type: string;
  ms: number | null;
  notes: string;
  failed: boolean;
}

async function evaluate(entry: CorpusEntry): Promise<Row> {
  const bytes = readFileSync(entry.path);
  const started = performance.now();
  try {
    const result = await analyseUpload(bytes);
    const ms = performance.now() - started;
    const found = result.analysis.detected_characteristics;
    const { style, type } = result.diagnostics;
    const notes = [
      `${found.name}`,
      `style p(sketch)=${style.sketchProbability.toFixed(2)}`,
      type.reason,
      entry.edge === 'truncated' ? 'UNEXPECTED: analysed a truncated file' : '',
    ]
      .filter(Boolean)
      .join('; ');
    return {
      entry,
      style: String(found.image_style),
      type: String(found.jewelry_type),
      ms,
      notes,
      failed: entry.edge === 'truncated',
    };
  } catch (error) {
    const refusedAsExpected =
      entry.edge === 'truncated' && error instanceof UnprocessableImageError;
    return {
      entry,
      style: '-',
      type: '-',
      ms: null,
      notes: refusedAsExpected
        ? 'refused as expected (422)'
        : `ERROR: ${error instanceof Error ? error.message : String(error)}`,
      failed: !refusedAsExpected,
    };
  }
}

function mark(expected: string | null, got: string): string {
  if (expected === null) return got;
  return expected === got ? got : `${got} (x)`;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  const folder = corpusDir();
  const entries = listCorpus(folder);
  if (entries.length === 0) {
    console.error(`No images in ${folder}. Set CORPUS_DIR to the corpus folder.`);
    process.exitCode = 1;
    return;
  }
  // Warm up once, so the first image does not carry the one-off start-up cost.
  const warmUp = entries.find((entry) => entry.expectedStyle !== null);
  if (warmUp) await analyseUpload(readFileSync(warmUp.path)).catch(() => undefined);

  const rows: Row[] = [];
  for (const entry of entries) rows.push(await evaluate(entry));

  const table = rows.map((row) => ({
    file: row.entry.file,
    expected: `${row.entry.expectedStyle ?? '-'}/${row.entry.labelledType ?? '-'}`,
    style: mark(row.entry.expectedStyle, row.style),
    type: row.entry.expectedType ? mark(row.entry.expectedType, row.type) : row.type,
    ms: row.ms === null ? '-' : Math.round(row.ms),
    notes: row.notes,
  }));
  console.log(`Corpus: ${folder}\n`);
  console.table(table);

  const styled = rows.filter((row) => row.entry.expectedStyle !== null);
  const styleHits = styled.filter((row) => row.style === row.entry.expectedStyle).length;
  const typed = styled.filter((row) => row.entry.expectedType !== null);
  const typeHits = typed.filter((row) => row.type === row.entry.expectedType).length;
  const excluded = styled.filter((row) => row.entry.expectedType === null);
  const times = rows.flatMap((row) => (row.ms === null ? [] : [row.ms])).sort((a, b) => a - b);
  const styleAccuracy = styled.length ? styleHits / styled.length : 0;
  const failures = rows.filter((row) => row.failed);

  const pct = (hits: number, total: number) =>
    `${hits}/${total} = ${total ? ((100 * hits) / total).toFixed(1) : '0.0'}%`;
  console.log(`Style accuracy: ${pct(styleHits, styled.length)} (target ${100 * STYLE_TARGET}%)`);
  console.log(
    `Type accuracy:  ${pct(typeHits, typed.length)} (pendant counted as necklace; excluded: ${
      excluded
        .map((row) => `${row.entry.file} [${row.entry.labelledType} -> ${row.type}]`)
        .join(', ') || 'none'
    })`,
  );
  console.log(
    `Time per image: median ${Math.round(percentile(times, 0.5))} ms, p95 ${Math.round(
      percentile(times, 0.95),
    )} ms over ${times.length} analysed images (whole upload: checks, analysis, original, crop, cut-out)`,
  );
  if (failures.length) {
    console.log(`Failures: ${failures.map((row) => `${row.entry.file}: ${row.notes}`).join('; ')}`);
  }
  if (failures.length || styleAccuracy < STYLE_TARGET) process.exitCode = 1;
}

await main();
