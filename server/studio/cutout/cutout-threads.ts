// Cut-outs in a worker thread of their own: the matting is about a second of typed-array loops
// that would otherwise hold the event loop, and on a second core it runs beside the analysis.
// One thread per process, made on first use (it loads the model once).
import { createThreadPool, type ThreadPool } from '../../threads/thread-pool';
import type { EditableCutout } from './editable-cutout';
import type { RgbImage } from './salient-prior';
import type { CutoutStyle } from './stored-cutout';

export interface CutoutTask {
  image: RgbImage;
  style: CutoutStyle;
}

const THREAD_ENTRY = new URL('./cutout-thread.ts', import.meta.url);

let pool: ThreadPool<CutoutTask, EditableCutout> | null = null;

/** `editableCutoutOf`, run on the cut-out thread. */
export async function cutOutInThread(image: RgbImage, style: CutoutStyle): Promise<EditableCutout> {
  pool ??= createThreadPool<CutoutTask, EditableCutout>(THREAD_ENTRY, 1, 'cut-out');
  const result = await pool.run({ image, style });
  // Buffers arrive as Uint8Arrays.
  const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  return {
    ...result,
    png: buffer(result.png),
    lineArtPng: result.lineArtPng ? buffer(result.lineArtPng) : null,
  };
}
