// Tests over the outside corpus of real photos and sketches (its images' licences are unknown, so
// the repository does not ship it): `CORPUS_DIR=/path/to/corpus npm run test:corpus`. It fails
// when CORPUS_DIR is missing and prints the folder it measured.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['server/**/*.corpus.test.ts'],
    globalSetup: ['server/studio/testing/corpus-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});
