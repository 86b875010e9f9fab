// Upload analyses on worker threads (the generic pool of server/threads): decoding a 49 MP photo
// and analysing it is seconds of work and hundreds of MB of pixels, kept off the HTTP server's
// event loop. The upload gate (upload-gate.ts) decides how many run at once; the pool has as many
// threads, made on first use. In the thread, the cut-out is made there too (no second hop).
import { createThreadPool, type ThreadPool } from '../threads/thread-pool';
import type { AnalysedUpload } from '../studio/analyse-upload';
import type { UploadLimits } from '../studio/upload-limits';

export interface AnalysisTask {
  bytes: Uint8Array;
  limits: UploadLimits;
  fileName: string | null;
}

const THREAD_ENTRY = new URL('./analysis-thread.ts', import.meta.url);

let pool: { size: number; threads: ThreadPool<AnalysisTask, AnalysedUpload> } | null = null;

/** `analyseUpload` on one of `threads` analysis threads. */
export async function analyseUploadInThread(
  task: AnalysisTask,
  threads: number,
): Promise<AnalysedUpload> {
  if (!pool || pool.size !== threads) {
    const previous = pool;
    pool = { size: threads, threads: createThreadPool(THREAD_ENTRY, threads, 'upload analysis') };
    // Only tests change the size; the old threads finish what they hold, then go.
    void previous?.threads.close();
  }
  const result = await pool.threads.run(task);
  // Buffers arrive as Uint8Arrays.
  const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  return {
    ...result,
    original: { ...result.original, data: buffer(result.original.data) },
    cropped: { ...result.cropped, data: buffer(result.cropped.data) },
    cutout: {
      ...result.cutout,
      png: buffer(result.cutout.png),
      lineArtPng: result.cutout.lineArtPng ? buffer(result.cutout.lineArtPng) : null,
    },
  };
}
