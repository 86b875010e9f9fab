// Renders in worker threads. The in-process worker shares its process with the HTTP server: a
// render keeps a core busy for a second or more in typed-array loops, which on the main thread
// would freeze every request (and pg-boss's heartbeats) for as long. A pool of threads, one per
// job the worker takes at once, keeps the main thread free.
import type { RenderOptions } from '../studio/render/render-transformation';
import { createThreadPool } from '../threads/thread-pool';
import type { RenderInput, RenderTransformation, RenderedVisual } from './worker';

export interface RenderThreads {
  render: RenderTransformation;
  /** Like `render`, with the renderer's own options (tests render smaller). */
  renderWith(input: RenderInput, options?: RenderOptions): Promise<RenderedVisual>;
  close(): Promise<void>;
}

/** What a render thread is sent. */
export interface RenderTask {
  input: RenderInput;
  options?: RenderOptions;
}

const THREAD_ENTRY = new URL('./render-thread.ts', import.meta.url);

export function createRenderThreads(size: number): RenderThreads {
  const pool = createThreadPool<RenderTask, RenderedVisual>(THREAD_ENTRY, size, 'render');
  const renderWith = async (input: RenderInput, options?: RenderOptions) =>
    toBuffers(await pool.run({ input, ...(options ? { options } : {}) }));
  return { render: (input) => renderWith(input), renderWith, close: () => pool.close() };
}

function toBuffers(visual: RenderedVisual): RenderedVisual {
  const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  return {
    ...visual,
    mainView: buffer(visual.mainView),
    thumbnail: buffer(visual.thumbnail),
    ...(visual.pieceMask ? { pieceMask: buffer(visual.pieceMask) } : {}),
    ...(visual.modelGlb ? { modelGlb: buffer(visual.modelGlb) } : {}),
    ...(visual.regionMap ? { regionMap: buffer(visual.regionMap) } : {}),
  };
}
