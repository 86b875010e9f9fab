// A pool of up to `size` worker threads running one kind of task: CPU-bound pixel work (a render,
// a cut-out, an upload's analysis) that would otherwise freeze every request on the main thread
// for as long. Threads start when tasks overlap; a thread that dies fails its tasks and is
// replaced; an idle pool does not keep the process alive.
import { Worker } from 'node:worker_threads';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../http/errors';
import { VisualFailure } from '../studio/visual-failure';

/** What a thread answers (structured clone: Buffers arrive as Uint8Arrays). */
export type ThreadReply<Result> =
  { id: number; result: Result } | { id: number; error: ThreadError };

/** A thread's error; an ApiError (e.g. an upload refused as damaged) keeps its status and code. */
export interface ThreadError {
  message: string;
  visualFailure: boolean;
  api?: { status: number; code: string | undefined };
}

/** The error a thread answered, as the caller's own class. */
export function errorFromThread({ message, visualFailure, api }: ThreadError): Error {
  if (api) return new ApiError(api.status as ContentfulStatusCode, message, api.code);
  return visualFailure ? new VisualFailure(message) : new Error(message);
}

export interface ThreadRequest<Task> {
  id: number;
  task: Task;
}

export interface ThreadPool<Task, Result> {
  run(task: Task): Promise<Result>;
  /** Threads started so far (they start as tasks overlap, up to the pool's size). */
  readonly started: number;
  close(): Promise<void>;
}

interface Pending<Result> {
  resolve(result: Result): void;
  reject(error: Error): void;
}

interface Thread<Result> {
  worker: Worker;
  pending: Map<number, Pending<Result>>;
}

/** V8 flags the process runs with: process-wide, so a thread has them, and a Worker refuses them. */
const PROCESS_WIDE_FLAGS = new Set(['--no-wasm-code-gc']);

// A thread loads TypeScript sources: under `tsx` (npm start, npm run worker) the loader is in
// execArgv already; elsewhere (vitest) it is added.
function threadExecArgv(): string[] {
  const own = process.execArgv.filter((arg) => !PROCESS_WIDE_FLAGS.has(arg));
  const hasTsx = own.some((arg) => arg.includes('tsx'));
  return hasTsx ? own : [...own, '--import', 'tsx'];
}

export function createThreadPool<Task, Result>(
  entry: URL,
  size: number,
  /** What the task is called in errors ("render", "cut-out"). */
  name: string,
): ThreadPool<Task, Result> {
  if (!Number.isInteger(size) || size < 1)
    throw new Error(`A ${name} pool needs 1 thread or more.`);
  let nextId = 0;
  let closed = false;
  const threads: Thread<Result>[] = [];

  const spawnThread = (): Thread<Result> => {
    const thread: Thread<Result> = {
      worker: new Worker(entry, { execArgv: threadExecArgv() }),
      pending: new Map(),
    };
    thread.worker.on('message', (reply: ThreadReply<Result>) => {
      const waiting = thread.pending.get(reply.id);
      if (!waiting) return;
      thread.pending.delete(reply.id);
      if ('error' in reply) {
        waiting.reject(errorFromThread(reply.error));
      } else {
        waiting.resolve(reply.result);
      }
    });
    const fail = (error: Error) => {
      for (const waiting of thread.pending.values()) waiting.reject(error);
      thread.pending.clear();
      const index = threads.indexOf(thread);
      if (index >= 0 && !closed) threads[index] = spawnThread();
    };
    thread.worker.on('error', fail);
    thread.worker.on('exit', (code) => {
      if (!closed) fail(new Error(`The ${name} thread stopped (exit code ${code}).`));
    });
    thread.worker.unref();
    return thread;
  };
  // Threads start as work needs them: each loads its modules (hundreds of MB for the imaging
  // ones), so a pool that never has two tasks at once never pays for a second thread.
  threads.push(spawnThread());

  return {
    run(task) {
      if (closed) return Promise.reject(new Error(`The ${name} pool is closed.`));
      if (threads.length < size && threads.every((thread) => thread.pending.size > 0)) {
        threads.push(spawnThread());
      }
      // The least busy thread.
      const thread = threads.reduce((best, candidate) =>
        candidate.pending.size < best.pending.size ? candidate : best,
      );
      const id = nextId++;
      return new Promise<Result>((resolve, reject) => {
        thread.pending.set(id, { resolve, reject });
        thread.worker.ref();
        const request: ThreadRequest<Task> = { id, task };
        thread.worker.postMessage(request);
      }).finally(() => {
        if (thread.pending.size === 0) thread.worker.unref();
      });
    },
    get started() {
      return threads.length;
    },
    async close() {
      closed = true;
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}
