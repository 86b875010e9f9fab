// The labelled corpus of real jewellery photos and sketches the analysis is measured against
// (evaluations, `npm run test:corpus`, bench). Labels come from file names: photo_<type>_NN, sketch_<type>_NN,
// and edge_* files that exercise the intake (tiny, transparent, rotated, truncated).
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ImageStyle, JewelryType } from '../../src/api/catalogue';
import { isJewelryType } from '../../src/api/catalogue';

/** Environment variable that points at the corpus folder. */
export const CORPUS_DIR_VARIABLE = 'CORPUS_DIR';

/**
 * The corpus folder, $CORPUS_DIR. The corpus lives outside the repository (its images' licences
 * are unknown), so only the evaluations and `npm run test:corpus` read it, and they say which.
 */
export function corpusDir(env: NodeJS.ProcessEnv = process.env): string {
  const folder = env[CORPUS_DIR_VARIABLE]?.trim();
  if (!folder) {
    throw new Error(
      `Set ${CORPUS_DIR_VARIABLE} to the labelled corpus folder (photo_<type>_NN, sketch_<type>_NN, edge_* images).`,
    );
  }
  return resolve(folder);
}

export interface CorpusEntry {
  file: string;
  path: string;
  /** From the name; null for edge files, which carry no label. */
  expectedStyle: Extract<ImageStyle, 'sketch' | 'photo'> | null;
  /** The type word in the name as written (ring, pendant, brooch...). */
  labelledType: string | null;
  /** The type it counts as (pendant -> necklace); null when none of the five fits (brooch). */
  expectedType: JewelryType | null;
  /** Edge cases exercise the intake; `truncated` ones must be refused with 422. */
  edge: 'truncated' | 'other' | null;
}

/** Types in file names that are not one of the five, mapped to the one that scores them. */
const TYPE_ALIASES: Record<string, JewelryType> = { pendant: 'necklace' };

const LABELLED_NAME = /^(photo|sketch)_([a-z]+)_\d+\.[a-z0-9]+$/i;
const IMAGE_FILE = /\.(jpe?g|png|webp|avif|heic|heif)$/i;

export function corpusEntry(file: string, folder: string): CorpusEntry {
  const path = resolve(folder, file);
  const match = LABELLED_NAME.exec(file);
  if (!match) {
    const edge = file.startsWith('edge_')
      ? file.includes('truncated')
        ? 'truncated'
        : 'other'
      : null;
    return { file, path, expectedStyle: null, labelledType: null, expectedType: null, edge };
  }
  const style = match[1]!.toLowerCase() as 'photo' | 'sketch';
  const labelledType = match[2]!.toLowerCase();
  const expectedType = isJewelryType(labelledType)
    ? labelledType
    : (TYPE_ALIASES[labelledType] ?? null);
  return { file, path, expectedStyle: style, labelledType, expectedType, edge: null };
}

/** Image files of the corpus folder, sorted by name; throws when it holds none. */
export function listCorpus(folder = corpusDir()): CorpusEntry[] {
  let files: string[];
  try {
    files = readdirSync(folder);
  } catch {
    throw new Error(`The corpus folder ${folder} cannot be read (${CORPUS_DIR_VARIABLE}).`);
  }
  const entries = files
    .filter((file) => IMAGE_FILE.test(file))
    .sort()
    .map((file) => corpusEntry(file, folder));
  if (entries.length === 0) throw new Error(`The corpus folder ${folder} holds no images.`);
  return entries;
}
