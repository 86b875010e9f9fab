// The labelled images extracted once per test run, small, so renderer tests can run every image
// through every scene in seconds: the generated fixtures in the test command, the outside corpus
// in `npm run test:corpus`.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { listCorpus } from '../corpus-labels';
import { makeStoredCutout } from '../cutout/stored-cutout';
import type { Cutout } from '../extract/cutout';
import { extractPiece } from '../extract/extract-piece';
import { sharedFixture } from '../../test/shared-fixture';
import {
  fixtureImage,
  labelledFixtures,
  type FixtureImage,
  type LabelledFixture,
} from './fixture-images';

/** Extraction size in tests: a quarter of production's, plenty to exercise every step. */
export const TEST_EXTRACTION_SIDE = 384;
/** Output long side in tests. */
export const TEST_LONG_SIDE = 256;

export interface TestCutout {
  entry: LabelledFixture;
  cutout: Cutout;
}

export async function cutoutsOf(entries: LabelledFixture[]): Promise<TestCutout[]> {
  return Promise.all(
    entries.map(async (entry) => ({
      entry,
      cutout: await extractPiece(entry.bytes, {
        style: entry.expectedStyle,
        maxSide: TEST_EXTRACTION_SIDE,
      }),
    })),
  );
}

/**
 * The generated photos and sketches (fixture-images.ts), cut out: made once per test run and
 * shared by the test files (shared-fixture.ts).
 */
export function fixtureCutouts(): Promise<TestCutout[]> {
  return sharedFixture(`fixture-cutouts-${TEST_EXTRACTION_SIDE}`, async () =>
    cutoutsOf(await labelledFixtures()),
  );
}

/**
 * The stored (upload-time) cut-out PNG of the generated photo `file`, at production's size: made
 * once per test run and shared by the test files that render from it.
 */
export async function storedFixtureCutout(file: string): Promise<Buffer> {
  return sharedFixture(`stored-cutout-${file}`, async () => {
    const stored = await makeStoredCutout(await fixtureImage(file), 'photo');
    return stored.png;
  });
}

/** Every image of the outside corpus ($CORPUS_DIR) with its bytes. */
export function corpusImages(): FixtureImage[] {
  return listCorpus().map((entry) => ({ ...entry, bytes: readFileSync(entry.path) }));
}

/** The corpus's photos and sketches with their bytes. */
export function labelledCorpusImages(): LabelledFixture[] {
  return corpusImages().filter((entry): entry is LabelledFixture => entry.expectedStyle !== null);
}

/** Decodes a WebP output and reports its format and size. */
export async function decoded(bytes: Buffer) {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height };
}
