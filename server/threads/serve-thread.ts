// The thread side of a pool (thread-pool.ts): runs each task it is sent and answers with the
// result, or with the error's message and whether it is a failure the designer reads (or an
// ApiError, e.g. a refused upload, whose status and code it keeps).
import { parentPort } from 'node:worker_threads';
import { ApiError } from '../http/errors';
import { VisualFailure } from '../studio/visual-failure';
import type { ThreadReply, ThreadRequest } from './thread-pool';

export function serveThread<Task, Result>(handle: (task: Task) => Promise<Result>): void {
  if (!parentPort) throw new Error('serveThread runs inside a worker thread.');
  const port = parentPort;
  port.on('message', (request: ThreadRequest<Task>) => {
    void (async () => {
      let reply: ThreadReply<Result>;
      try {
        reply = { id: request.id, result: await handle(request.task) };
      } catch (error) {
        reply = {
          id: request.id,
          error: {
            message: error instanceof Error ? error.message : String(error),
            visualFailure: error instanceof VisualFailure,
            ...(error instanceof ApiError
              ? { api: { status: error.status, code: error.code } }
              : {}),
          },
        };
      }
      port.postMessage(reply);
    })();
  });
}
