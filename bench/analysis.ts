// npm run bench - time per upload of the whole intake (checks, analysis copy, measurements,
// original re-encode, crop) against a bare sharp decode -> resize(512) -> WebP of the same file
// in the same run. The ratio says how much the analysis costs beyond merely opening the image,
// whatever the machine. BENCH_ROUNDS (default 3) sets the rounds per image; CORPUS_DIR the folder.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { analyseUpload } from '../server/studio/analyse-upload';
import { corpusDir, listCorpus } from '../server/studio/corpus-labels';

const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function main(): Promise<void> {
  const entries = listCorpus().filter((entry) => entry.edge !== 'truncated');
  console.log(`Corpus: ${corpusDir()}`);
  const files = entries.map((entry) => ({ file: entry.file, bytes: readFileSync(entry.path) }));
  const bare = (bytes: Buffer) =>
    sharp(bytes, { autoOrient: true }).resize(512, 512, { fit: 'inside' }).webp().toBuffer();
  // Warm-up: JIT and libvips start-up are one-off costs of a server, not of each upload.
  await analyseUpload(files[0]!.bytes);
  await bare(files[0]!.bytes);

  const rows = [];
  const analysisMedians: number[] = [];
  const bareMedians: number[] = [];
  for (const { file, bytes } of files) {
    const analysis: number[] = [];
    const measuring: number[] = [];
    const baseline: number[] = [];
    // Interleaved, so both see the same machine load.
    for (let round = 0; round < rounds; round++) {
      baseline.push(await time(() => bare(bytes)));
      const started = performance.now();
      const { timings } = await analyseUpload(bytes);
      analysis.push(performance.now() - started);
      measuring.push(timings.decode + timings.analyse);
    }
    const a = median(analysis);
    const b = median(baseline);
    analysisMedians.push(a);
    bareMedians.push(b);
    rows.push({
      file,
      'upload ms': Math.round(a),
      'of which copy+measure ms': Math.round(median(measuring)),
      'bare sharp ms': Math.round(b),
      ratio: (a / b).toFixed(1),
    });
  }
  console.table(rows);
  const a = median(analysisMedians);
  const b = median(bareMedians);
  console.log(
    `Median per image: whole upload ${Math.round(a)} ms, bare decode+resize(512)+encode ${Math.round(b)} ms, ratio ${(a / b).toFixed(1)} (${rounds} rounds per image, ${files.length} images)`,
  );
  await twelveMegapixels(files[0]!.bytes, bare);
}

/** The budget is set for a 12 MP photo: the first image enlarged to 4000 × 3000. */
async function twelveMegapixels(bytes: Buffer, bare: (bytes: Buffer) => Promise<Buffer>) {
  const photo = await sharp(bytes, { autoOrient: true })
    .resize(4000, 3000, { fit: 'fill' })
    .jpeg({ quality: 90 })
    .toBuffer();
  const upload: number[] = [];
  const cutout: number[] = [];
  const baseline: number[] = [];
  for (let round = 0; round < rounds; round++) {
    baseline.push(await time(() => bare(photo)));
    const started = performance.now();
    const { timings } = await analyseUpload(photo);
    upload.push(performance.now() - started);
    cutout.push(timings.cutout);
  }
  const [u, c, b] = [median(upload), median(cutout), median(baseline)];
  console.log(
    `12 MP photo: whole upload ${Math.round(u)} ms (cut-out ${Math.round(c)} ms), bare decode+resize(512)+encode ${Math.round(b)} ms, ratio ${(u / b).toFixed(1)}`,
  );
}

await main();
