// Global setup of `npm run test:corpus`: names the corpus it measures, and stops with a clear
// message when CORPUS_DIR is not set or holds no images.
import { corpusDir, listCorpus } from '../corpus-labels';

export default function setup(): void {
  const folder = corpusDir();
  const entries = listCorpus(folder);
  console.log(`Corpus: ${folder} (${entries.length} images)`);
}
