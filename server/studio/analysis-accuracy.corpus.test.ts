// The analysis's accuracy over the labelled corpus, enforced (issue 27): style, type and stones,
// once with the file names stripped and once with realistic names (scripts/analysis-names.tsv).
// The corpus lives outside the repository: `CORPUS_DIR=... npm run test:corpus` runs this, and
// fails when the folder is missing.
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateAnalysis, share, type Evaluation } from './analysis-evaluation';
import { corpusDir, listCorpus } from './corpus-labels';

const entries = listCorpus();
const folder = corpusDir();

/** Style is right on at least this share of the labelled images, in both runs (issue 27). */
const STYLE = 0.95;
/** Type with realistic names, and with the names stripped (issue 27's targets). */
const TYPE_NAMED = 0.8;
const TYPE_STRIPPED = 0.65;

describe(`analysis accuracy over ${folder}`, () => {
  let result: Evaluation;
  beforeAll(async () => {
    result = await evaluateAnalysis(entries);
  }, 600_000);

  it('analyses every image that should analyse', () => {
    expect(result.stripped.failures).toEqual([]);
  });

  it.each(['stripped', 'named'] as const)(
    `style is right on at least ${100 * STYLE}%% (%s names)`,
    (run) => {
      expect(share(result[run].style)).toBeGreaterThanOrEqual(STYLE);
    },
  );

  it(`type is right on at least ${100 * TYPE_NAMED}% with realistic names`, () => {
    expect(share(result.named.type)).toBeGreaterThanOrEqual(TYPE_NAMED);
  });

  it(`type is right on at least ${100 * TYPE_STRIPPED}% with the names stripped`, () => {
    expect(share(result.stripped.type)).toBeGreaterThanOrEqual(TYPE_STRIPPED);
  });

  it.each(['stripped', 'named'] as const)(
    'reports no stone on a piece that has none (%s names)',
    (run) => {
      expect(result[run].inventedStones).toEqual([]);
    },
  );

  it.each(['stripped', 'named'] as const)(
    'never names a piece "... Design" or after another kind (%s names)',
    (run) => {
      expect(result[run].badNames).toEqual([]);
    },
  );
});
