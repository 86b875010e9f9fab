// The labelled corpus (photos and sketches) extracted once per test file, small, so renderer
// tests can run every fixture through every scene in seconds.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { listCorpus, type CorpusEntry } from '../corpus-labels';
import type { Cutout } from '../extract/cutout';
import { extractPiece } from '../extract/extract-piece';

/** Extraction size in tests: a quarter of production's, plenty to exercise every step. */
export const TEST_EXTRACTION_SIDE = 384;
/** Output long side in tests. */
export const TEST_LONG_SIDE = 256;

export interface CorpusCutout {
  entry: CorpusEntry & { expectedStyle: 'photo' | 'sketch' };
  cutout: Cutout;
}

export function labelledCorpus() {
  return listCorpus().filter(
    (entry): entry is CorpusEntry & { expectedStyle: 'photo' | 'sketch' } =>
      entry.expectedStyle !== null,
  );
}

export async function corpusCutouts(): Promise<CorpusCutout[]> {
  return Promise.all(
    labelledCorpus().map(async (entry) => ({
      entry,
      cutout: await extractPiece(readFileSync(entry.path), {
        style: entry.expectedStyle,
        maxSide: TEST_EXTRACTION_SIDE,
      }),
    })),
  );
}

/** Decodes a WebP output and reports its format and size. */
export async function decoded(bytes: Buffer) {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height };
}
