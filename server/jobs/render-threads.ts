// Renders in worker threads. The in-process worker shares its process with the HTTP server: a
// render keeps a core busy for a second or more in typed-array loops, which on the main thread
// would freeze every request (and pg-boss's heartbeats) for as long. A pool of threads, one per
// job the worker takes at once, keeps the main thread free.
import { Worker } from 'node:worker_threads';
import type { RenderOptions } from '../studio/render/render-transformation';
import { VisualFailure } from '../studio/visual-failure';
import type { RenderReply, RenderRequest } from './render-messages';
import type { RenderInput, RenderTransformation, RenderedVisual } from './worker';

export interface RenderThreads {
  render: RenderTransformation;
  /** Like `render`, with the renderer's own options (tests render smaller). */
  renderWith(input: RenderInput, options?: RenderOptions): Promise<RenderedVisual>;
  close(): Promise<void>;
}

interface Pending {
  resolve(visual: RenderedVisual): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
}

const THREAD_ENTRY = new URL('./render-thread.ts', import.meta.url);

// The thread loads TypeScript sources: under `tsx` (npm start, npm run worker) the loader is in
// execArgv already; elsewhere (vitest) it is added.
function threadExecArgv(): string[] {
  const hasTsx = process.execArgv.some((arg) => arg.includes('tsx'));
  return hasTsx ? process.execArgv : [...process.execArgv, '--import', 'tsx'];
}

export function createRenderThreads(size: number): RenderThreads {
  if (!Number.isInteger(size) || size < 1) throw new Error('A render pool needs 1 thread or more.');
  let nextId = 0;
  let closed = false;
  const threads: Thread[] = [];

  const spawnThread = (): Thread => {
    const thread: Thread = {
      worker: new Worker(THREAD_ENTRY, { execArgv: threadExecArgv() }),
      pending: new Map(),
    };
    thread.worker.on('message', (reply: RenderReply) => {
      const waiting = thread.pending.get(reply.id);
      if (!waiting) return;
      thread.pending.delete(reply.id);
      if ('error' in reply) {
        const { message, visualFailure } = reply.error;
        waiting.reject(visualFailure ? new VisualFailure(message) : new Error(message));
      } else {
        waiting.resolve(toBuffers(reply.visual));
      }
    });
    // A thread that dies (out of memory, a native crash) fails its renders, which the queue
    // retries, and is replaced.
    const fail = (error: Error) => {
      for (const waiting of thread.pending.values()) waiting.reject(error);
      thread.pending.clear();
      const index = threads.indexOf(thread);
      if (index >= 0 && !closed) threads[index] = spawnThread();
    };
    thread.worker.on('error', fail);
    thread.worker.on('exit', (code) => {
      if (!closed) fail(new Error(`The render thread stopped (exit code ${code}).`));
    });
    // An idle pool does not keep the process alive.
    thread.worker.unref();
    return thread;
  };
  for (let index = 0; index < size; index++) threads.push(spawnThread());

  const renderWith = (input: RenderInput, options?: RenderOptions) => {
    if (closed) return Promise.reject(new Error('The render pool is closed.'));
    // The least busy thread; the queue's concurrency keeps this at about one job per thread.
    const thread = threads.reduce((best, candidate) =>
      candidate.pending.size < best.pending.size ? candidate : best,
    );
    const id = nextId++;
    return new Promise<RenderedVisual>((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      thread.worker.ref();
      const request: RenderRequest = { id, input, ...(options ? { options } : {}) };
      thread.worker.postMessage(request);
    }).finally(() => {
      if (thread.pending.size === 0) thread.worker.unref();
    });
  };

  return {
    render: (input) => renderWith(input),
    renderWith,
    async close() {
      closed = true;
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}

function toBuffers(visual: RenderedVisual): RenderedVisual {
  const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  return {
    ...visual,
    mainView: buffer(visual.mainView),
    thumbnail: buffer(visual.thumbnail),
    ...(visual.modelGlb ? { modelGlb: buffer(visual.modelGlb) } : {}),
  };
}
