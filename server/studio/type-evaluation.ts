// The type of piece measured on generated scenes whose truth is known: every piece the synthetic
// cut-out set draws, plus pairs that are not earrings (two necklaces, two chain bracelets) and
// hoop earrings, on the set's grounds. Each scene goes through the upload path once (the cut-out,
// then the analysis on it) and is analysed again on the same cut-out under other file names: none
// (`upload.jpg`), a misleading one (`earrings.jpg` for every scene) and the kind's own realistic
// name. The metal and stones the no-name run reads are kept beside the scene's own. Shared by
// `npm run eval:types` and the type test.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { JewelryType } from '../../src/api/catalogue';
import { analyseUpload } from './analyse-upload';
import { metalFamily, type MetalFamily } from './analysis-evaluation';
import { analyseImage } from './analysis/analyse-image';
import { cutoutAlphaAt } from './analysis/cutout-alpha';
import { loadRaster } from './analysis/raster';
import {
  type PieceKind,
  type Split,
  type SyntheticScene,
  syntheticScene,
  typeSceneRecipe,
} from './cutout/evaluation/synthetic-scenes';
import { decoderOptions } from './intake/normalise';
import { DEFAULT_UPLOAD_LIMITS } from './upload-limits';

/** The kind of piece each generated piece is. */
export const TYPE_OF_PIECE: Record<PieceKind, JewelryType> = {
  solitaire: 'ring',
  'ring-top': 'ring',
  'ring-3/4': 'ring',
  studs: 'earring',
  drops: 'earring',
  hoops: 'earring',
  pendant: 'necklace',
  necklaces: 'necklace',
  tennis: 'bracelet',
  links: 'bracelet',
  bangle: 'bracelet',
  bracelets: 'bracelet',
  watch: 'watch',
};

/** Names designers give such photos (several languages); a scene takes one by its index. */
export const REALISTIC_NAMES: Record<PieceKind, readonly string[]> = {
  solitaire: ['solitaire_18k_v2.jpg', 'Bague solitaire.jpg'],
  'ring-top': ['gold ring top view.jpg', 'anillo-oro final.jpg'],
  'ring-3/4': ['wedding-band.jpg', 'Ring_3-4.jpg'],
  studs: ['pearl studs.jpg', 'Ohrstecker_gold.jpg'],
  drops: ['drop-earrings-2.jpg', 'orecchini pendenti.jpg'],
  hoops: ['hoops_silver.jpg', 'creoles or.jpg'],
  pendant: ['heart-pendant.jpg', 'collier final.jpg'],
  necklaces: ['two necklaces.jpg', 'Halsketten_set.jpg'],
  tennis: ['tennis bracelet.jpg', 'bracciale tennis.jpg'],
  links: ['link-bracelet.jpg', 'Armband glieder.jpg'],
  bangle: ['bangle.jpg', 'brazalete plata.jpg'],
  bracelets: ['bracelets pair.jpg', 'pulseras cadena.jpg'],
  watch: ['watch-leather.jpg', 'montre homme.jpg'],
};

export const NAMING_RUNS = ['stripped', 'misleading', 'realistic'] as const;
export type NamingRun = (typeof NAMING_RUNS)[number];

export function uploadNameFor(run: NamingRun, piece: PieceKind, index: number): string {
  if (run === 'stripped') return 'upload.jpg';
  if (run === 'misleading') return 'earrings.jpg';
  const names = REALISTIC_NAMES[piece];
  return names[Math.floor(index / 2) % names.length]!;
}

/** The gemstones field's word for each stone the generator paints (a blue topaz reads as blue). */
const STONE_FIELD: Record<string, string> = {
  diamond: 'Diamonds',
  'pale diamond': 'Diamonds',
  sapphire: 'Sapphire',
  topaz: 'Sapphire',
  ruby: 'Ruby',
  emerald: 'Emerald',
  amethyst: 'Amethyst',
  pearl: 'Pearls',
};

export interface TypeRow {
  index: number;
  name: string;
  piece: PieceKind;
  split: Split;
  truth: JewelryType;
  /** The scene's metal, and the one the analysis read from the colour (the stripped run's). */
  metal: { truth: MetalFamily; colour: MetalFamily | null };
  /** The scene's stones as the gemstones field names them, and what the stripped run read. */
  stones: { truth: string[]; read: string };
  review: string;
  /** Per naming run: the answer, which evidence decided and why. */
  runs: Record<
    NamingRun,
    { uploadName: string; type: JewelryType; decidedBy: string; reason: string }
  >;
  ms: number;
}

/** The scene as a designer's upload: a high-quality JPEG. */
export async function sceneUpload(scene: SyntheticScene): Promise<Buffer> {
  return sharp(scene.rgb, { raw: { width: scene.width, height: scene.height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** A scene's stored cut-out, kept between runs of the script while the rules are tuned. */
interface CachedCutout {
  png: Buffer;
  review: 'ok' | 'suggested' | 'required';
  reasons: string[];
  ms: number;
}

function readCache(file: string): CachedCutout | null {
  if (!existsSync(`${file}.json`)) return null;
  const meta = JSON.parse(readFileSync(`${file}.json`, 'utf8')) as Omit<CachedCutout, 'png'>;
  return { ...meta, png: readFileSync(`${file}.png`) };
}

/**
 * Scene `index` of `seed` through the upload path, then analysed again on the same cut-out under
 * each naming run's file name. With `cacheDir`, the cut-out (the slow part, which no type rule
 * changes) is stored there and reused; the analysis always runs.
 */
export async function evaluateTypeScene(
  seed: number,
  index: number,
  longSide: number,
  cacheDir?: string,
): Promise<TypeRow> {
  const scene = await syntheticScene(seed, index, longSide, typeSceneRecipe(index));
  const bytes = await sceneUpload(scene);
  const cacheFile = cacheDir ? join(cacheDir, `${seed}-${index}-${longSide}`) : null;
  let cut = cacheFile ? readCache(cacheFile) : null;
  if (!cut) {
    const started = performance.now();
    const first = uploadNameFor(NAMING_RUNS[0], scene.piece, index);
    const upload = await analyseUpload(bytes, { fileName: first });
    const { png, review, reasons } = upload.cutout;
    cut = { png, review, reasons, ms: performance.now() - started };
    if (cacheFile) {
      mkdirSync(cacheDir!, { recursive: true });
      writeFileSync(`${cacheFile}.png`, png);
      writeFileSync(`${cacheFile}.json`, JSON.stringify({ review, reasons, ms: cut.ms }));
    }
  }
  const raster = await loadRaster(bytes, { decoder: decoderOptions(DEFAULT_UPLOAD_LIMITS) });
  const alpha = await cutoutAlphaAt(cut.png, raster.width, raster.height);
  const piece = { alpha, review: cut.review, reasons: cut.reasons };
  const resolution = { width: scene.width, height: scene.height };
  const runs = {} as TypeRow['runs'];
  let colour: MetalFamily | null = null;
  let stonesRead = 'unknown';
  for (const run of NAMING_RUNS) {
    const uploadName = uploadNameFor(run, scene.piece, index);
    const found = analyseImage(raster, resolution, { fileName: uploadName, piece }).diagnostics;
    const { type } = found;
    runs[run] = { uploadName, type: type.type, decidedBy: type.decidedBy, reason: type.reason };
    // The realistic names' metal words are not the scene's: only the stripped run reads colour.
    if (run === 'stripped') {
      colour = metalFamily(found.material.material);
      stonesRead = found.gemstones.gemstones;
    }
  }
  return {
    index,
    name: scene.name,
    piece: scene.piece,
    split: scene.split,
    truth: TYPE_OF_PIECE[scene.piece],
    metal: { truth: metalFamily(scene.metal)!, colour },
    stones: {
      truth: [...new Set(scene.stones.map((stone) => STONE_FIELD[stone]!))],
      read: stonesRead,
    },
    review: cut.review,
    runs,
    ms: cut.ms,
  };
}

export interface Tally {
  hits: number;
  total: number;
}

/** Right answers per piece and split for one naming run ("all" sums the pieces). */
export function tallyTypes(rows: TypeRow[], run: NamingRun): Record<string, Record<Split, Tally>> {
  const table: Record<string, Record<Split, Tally>> = {};
  for (const row of rows) {
    for (const key of [row.piece, 'all']) {
      const cell = ((table[key] ??= {
        tune: { hits: 0, total: 0 },
        'held-out': { hits: 0, total: 0 },
      })[row.split] ??= { hits: 0, total: 0 });
      cell.total++;
      if (row.runs[run].type === row.truth) cell.hits++;
    }
  }
  return table;
}

/** Per true type, how often each type was answered in one naming run (a confusion table). */
export function confuseTypes(
  rows: TypeRow[],
  run: NamingRun,
): Record<JewelryType, Partial<Record<JewelryType, number>>> {
  const table = {} as Record<JewelryType, Partial<Record<JewelryType, number>>>;
  for (const row of rows) {
    const answers = (table[row.truth] ??= {});
    const answer = row.runs[run].type;
    answers[answer] = (answers[answer] ?? 0) + 1;
  }
  return table;
}

/** Per true metal family, how often the colour read each family (or nothing). */
export function confuseMetals(
  rows: TypeRow[],
): Record<MetalFamily, Partial<Record<MetalFamily | 'unknown', number>>> {
  const table = {} as Record<MetalFamily, Partial<Record<MetalFamily | 'unknown', number>>>;
  for (const row of rows) {
    const answers = (table[row.metal.truth] ??= {});
    const answer = row.metal.colour ?? 'unknown';
    answers[answer] = (answers[answer] ?? 0) + 1;
  }
  return table;
}

export const STONE_OUTCOMES = ['right', 'another stone', 'none', 'unknown'] as const;
export type StoneOutcome = (typeof STONE_OUTCOMES)[number];

/** One of the piece's stones ('none' is right on a piece without), another stone, none or unknown. */
export function stoneOutcome({ truth, read }: TypeRow['stones']): StoneOutcome {
  if (read === 'unknown') return 'unknown';
  if (read === 'none') return truth.length ? 'none' : 'right';
  return truth.includes(read) ? 'right' : 'another stone';
}

/**
 * Per kind of truth (no stones, diamonds, coloured stones, pearls), how the stripped run's stones
 * came out (stoneOutcome). A piece with several kinds counts under its first.
 */
export function confuseStones(rows: TypeRow[]): Record<string, Record<StoneOutcome, number>> {
  const table: Record<string, Record<StoneOutcome, number>> = {};
  for (const { stones } of rows) {
    const first = stones.truth[0];
    const key = !first
      ? 'no stones'
      : first === 'Diamonds' || first === 'Pearls'
        ? first
        : 'coloured';
    const line = (table[key] ??= { right: 0, 'another stone': 0, none: 0, unknown: 0 });
    line[stoneOutcome(stones)]++;
  }
  return table;
}
