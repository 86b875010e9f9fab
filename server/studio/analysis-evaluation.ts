// The analysis measured over the labelled corpus, twice: with the file names stripped (every
// upload called `upload.jpg`) and with the realistic names of scripts/analysis-names.tsv. The
// labels score the answers and never reach the analysis. Shared by `npm run eval:analysis` and
// the accuracy test.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ImageStyle, JewelryType } from '../../src/api/catalogue';
import { JEWELRY_TYPES } from '../../src/api/catalogue';
import { analyseUpload, type AnalysedUpload } from './analyse-upload';
import { analyseImage, type AnalysedImage } from './analysis/analyse-image';
import { cutoutAlphaAt } from './analysis/cutout-alpha';
import { loadRaster } from './analysis/raster';
import { listCorpus, type CorpusEntry } from './corpus-labels';
import { decoderOptions } from './intake/normalise';
import { UnprocessableImageError } from './upload-errors';
import { DEFAULT_UPLOAD_LIMITS } from './upload-limits';

export const STRIPPED_NAME = 'upload.jpg';
const NAMES_FILE = fileURLToPath(new URL('../../scripts/analysis-names.tsv', import.meta.url));

/** The metals a photo's colour can tell apart: white gold, silver and platinum look alike. */
export type MetalFamily = 'yellow gold' | 'rose gold' | 'white metal';
export type Metal = MetalFamily | 'other';

/** A corpus file's realistic upload name and the truth the labels do not carry. */
export interface NamedTruth {
  uploadName: string;
  metal: Metal | null;
  stones: boolean | null;
}

export function readNames(path = NAMES_FILE): Map<string, NamedTruth> {
  const rows = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .slice(1)
    .map((line) => line.split('\t'));
  return new Map(
    rows.map(([file, uploadName, metal, stones]) => [
      file!,
      {
        uploadName: uploadName!,
        metal: metal && metal !== '-' ? (metal as Metal) : null,
        stones: stones === 'yes' ? true : stones === 'no' ? false : null,
      },
    ]),
  );
}

export interface RunRow {
  entry: CorpusEntry;
  truth: NamedTruth | null;
  uploadName: string;
  style: ImageStyle | '-';
  type: JewelryType | '-';
  typeDecidedBy: string;
  /** Which evidence decided the metal: the file name, the colour, or nothing. */
  metalDecidedBy: string;
  /** Which evidence decided the stones: the file name, colour and sparkle, or nothing. */
  stonesDecidedBy: string;
  typeReason: string;
  material: string;
  gemstones: string;
  name: string;
  review: string;
  finalScore: number | null;
  category: string;
  ms: number | null;
  error: string | null;
}

export interface FieldScore {
  hits: number;
  total: number;
}

export interface RunSummary {
  label: string;
  rows: RunRow[];
  style: FieldScore;
  type: FieldScore;
  /** Metal named right, over photos with a known metal; `abstained` said unknown. */
  metal: FieldScore & { abstained: number };
  /** Stones present or not, over photos with known truth. */
  stones: FieldScore;
  /** Stones reported on a piece that has none (must be zero). */
  inventedStones: string[];
  /** Names that are generic or name another kind of piece. */
  badNames: string[];
  typeConfusion: Record<string, Record<string, number>>;
  styleConfusion: Record<string, Record<string, number>>;
  /** Which evidence decided the type, and how often it was right. */
  typeEvidence: Record<string, FieldScore>;
  /** Which evidence decided the metal (photos with a known metal), and how often it was right. */
  metalEvidence: Record<string, FieldScore>;
  /** Which evidence decided the stones (photos with known stones), and how often it was right. */
  stonesEvidence: Record<string, FieldScore>;
  failures: string[];
}

export interface Evaluation {
  stripped: RunSummary;
  named: RunSummary;
}

/** The family of a metal's name, the scene's or the analysis' ("unknown" and others: null). */
export function metalFamily(metal: string): MetalFamily | null {
  const name = metal.toLowerCase();
  if (name === 'yellow gold' || name === 'rose gold') return name;
  if (name === 'white gold' || name === 'silver' || name === 'platinum') return 'white metal';
  return null;
}

/**
 * Runs every corpus image through the upload path once with the stripped name, then analyses it
 * again with its realistic name on the same decoded copy and the same stored cut-out (the name
 * changes nothing else, and the cut-out is the slow part).
 */
export async function evaluateAnalysis(
  entries: CorpusEntry[] = listCorpus(),
  names: Map<string, NamedTruth> = readNames(),
): Promise<Evaluation> {
  const stripped: RunRow[] = [];
  const named: RunRow[] = [];
  for (const entry of entries) {
    const truth = names.get(entry.file) ?? null;
    const bytes = readFileSync(entry.path);
    const started = performance.now();
    let upload: AnalysedUpload;
    try {
      upload = await analyseUpload(bytes, { fileName: STRIPPED_NAME });
    } catch (error) {
      const refused = entry.edge === 'truncated' && error instanceof UnprocessableImageError;
      const message = refused ? null : error instanceof Error ? error.message : String(error);
      for (const [rows, uploadName] of [
        [stripped, STRIPPED_NAME],
        [named, truth?.uploadName ?? entry.file],
      ] as const) {
        rows.push(emptyRow(entry, truth, uploadName, message));
      }
      continue;
    }
    const ms = performance.now() - started;
    const unexpected = entry.edge === 'truncated' ? 'analysed a truncated file' : null;
    stripped.push(rowOf(entry, truth, STRIPPED_NAME, upload, upload, ms, unexpected));
    const uploadName = truth?.uploadName ?? STRIPPED_NAME;
    const raster = await loadRaster(bytes, { decoder: decoderOptions(DEFAULT_UPLOAD_LIMITS) });
    const alpha = await cutoutAlphaAt(upload.cutout.png, raster.width, raster.height);
    const again = analyseImage(
      raster,
      { width: upload.original.width, height: upload.original.height },
      {
        fileName: uploadName,
        piece: { alpha, review: upload.cutout.review, reasons: upload.cutout.reasons },
      },
    );
    named.push(rowOf(entry, truth, uploadName, again, upload, null, unexpected));
  }
  return {
    stripped: summarise('file names stripped (upload.jpg)', stripped),
    named: summarise('realistic file names (scripts/analysis-names.tsv)', named),
  };
}

function emptyRow(
  entry: CorpusEntry,
  truth: NamedTruth | null,
  uploadName: string,
  error: string | null,
): RunRow {
  return {
    entry,
    truth,
    uploadName,
    style: '-',
    type: '-',
    typeDecidedBy: '-',
    metalDecidedBy: '-',
    stonesDecidedBy: '-',
    typeReason: error ? '' : 'refused as expected (422)',
    material: '-',
    gemstones: '-',
    name: '-',
    review: '-',
    finalScore: null,
    category: '-',
    ms: null,
    error,
  };
}

function rowOf(
  entry: CorpusEntry,
  truth: NamedTruth | null,
  uploadName: string,
  analysed: Pick<AnalysedImage, 'analysis' | 'diagnostics'>,
  upload: AnalysedUpload,
  ms: number | null,
  error: string | null,
): RunRow {
  const found = analysed.analysis.detected_characteristics;
  const assessment = analysed.analysis.difficulty_assessment;
  return {
    entry,
    truth,
    uploadName,
    style: found.image_style as ImageStyle,
    type: found.jewelry_type as JewelryType,
    typeDecidedBy: analysed.diagnostics.type.decidedBy,
    typeReason: analysed.diagnostics.type.reason,
    metalDecidedBy: analysed.diagnostics.material.decidedBy,
    stonesDecidedBy: analysed.diagnostics.gemstones.decidedBy,
    material: String(found.material),
    gemstones: String(found.gemstones),
    name: String(found.name),
    review: upload.cutout.review,
    finalScore: typeof assessment.final_score === 'number' ? assessment.final_score : null,
    category: String(assessment.category),
    ms,
    error,
  };
}

/** How often each kind of evidence decided, and was right. */
function byEvidence(
  rows: RunRow[],
  evidence: (row: RunRow) => string,
  right: (row: RunRow) => boolean,
): Record<string, FieldScore> {
  const scores: Record<string, FieldScore> = {};
  for (const row of rows) {
    const score = (scores[evidence(row)] ??= { hits: 0, total: 0 });
    score.total++;
    if (right(row)) score.hits++;
  }
  return scores;
}

function summarise(label: string, rows: RunRow[]): RunSummary {
  const analysed = rows.filter((row) => row.style !== '-');
  const styled = analysed.filter((row) => row.entry.expectedStyle);
  const typed = styled.filter((row) => row.entry.expectedType);
  const photos = analysed.filter((row) => row.truth?.metal && row.truth.metal !== 'other');
  const withStones = analysed.filter(
    (row) => row.truth?.stones !== null && row.truth?.stones !== undefined,
  );
  const hasStone = (row: RunRow) => row.gemstones !== 'none' && row.gemstones !== 'unknown';
  const styleConfusion: RunSummary['styleConfusion'] = {};
  for (const row of styled) count(styleConfusion, row.entry.expectedStyle!, row.style);
  const typeConfusion: RunSummary['typeConfusion'] = {};
  for (const row of typed) count(typeConfusion, row.entry.expectedType!, row.type);
  const typeRight = (row: RunRow) => row.type === row.entry.expectedType;
  const metalRight = (row: RunRow) => metalFamily(row.material) === row.truth!.metal;
  const metalHits = photos.filter(metalRight).length;
  const abstained = photos.filter((row) => row.material === 'unknown').length;
  return {
    label,
    rows,
    style: {
      hits: styled.filter((row) => row.style === row.entry.expectedStyle).length,
      total: styled.length,
    },
    type: {
      hits: typed.filter((row) => row.type === row.entry.expectedType).length,
      total: typed.length,
    },
    metal: { hits: metalHits, total: photos.length, abstained },
    stones: {
      hits: withStones.filter((row) => hasStone(row) === row.truth!.stones).length,
      total: withStones.length,
    },
    inventedStones: withStones
      .filter((row) => row.truth!.stones === false && hasStone(row))
      .map((row) => `${row.entry.file}: ${row.gemstones}`),
    badNames: analysed
      .filter(
        (row) => /\bDesign$/.test(row.name) || namesOtherKind(row.name, row.type as JewelryType),
      )
      .map((row) => `${row.entry.file}: ${row.name}`),
    typeConfusion,
    styleConfusion,
    typeEvidence: byEvidence(typed, (row) => row.typeDecidedBy, typeRight),
    metalEvidence: byEvidence(photos, (row) => row.metalDecidedBy, metalRight),
    stonesEvidence: byEvidence(
      withStones,
      (row) => row.stonesDecidedBy,
      (row) => hasStone(row) === row.truth!.stones,
    ),
    failures: rows.filter((row) => row.error).map((row) => `${row.entry.file}: ${row.error}`),
  };
}

/** A generated name that names another kind than the type ("Ring" for an earring). */
function namesOtherKind(name: string, type: JewelryType): boolean {
  const words = name.toLowerCase().split(/\s+/);
  return JEWELRY_TYPES.some(
    (kind) => kind !== type && (words.includes(kind) || words.includes(`${kind}s`)),
  );
}

function count(table: Record<string, Record<string, number>>, truth: string, found: string) {
  const row = (table[truth] ??= {});
  row[found] = (row[found] ?? 0) + 1;
}

export function share({ hits, total }: FieldScore): number {
  return total ? hits / total : 0;
}
