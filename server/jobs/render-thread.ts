// One render thread of the pool (render-threads.ts): renders what the main thread sends, so the
// CPU-bound pixel work never stalls the HTTP server or the queue's heartbeats.
import { parentPort } from 'node:worker_threads';
import { renderTransformation } from '../studio/render/render-transformation';
import { VisualFailure } from '../studio/visual-failure';
import type { RenderReply, RenderRequest } from './render-messages';

if (!parentPort) throw new Error('render-thread.ts runs inside a worker thread.');
const port = parentPort;

port.on('message', (request: RenderRequest) => {
  void (async () => {
    let reply: RenderReply;
    try {
      const { source, sourcePiece, cutout } = request.input;
      const input = {
        ...request.input,
        ...(source ? { source: Buffer.from(source) } : {}),
        ...(sourcePiece ? { sourcePiece: Buffer.from(sourcePiece) } : {}),
        ...(cutout ? { cutout: Buffer.from(cutout) } : {}),
      };
      const visual = await renderTransformation(input, request.options);
      reply = { id: request.id, visual };
    } catch (error) {
      reply = {
        id: request.id,
        error: {
          message: error instanceof Error ? error.message : String(error),
          visualFailure: error instanceof VisualFailure,
        },
      };
    }
    port.postMessage(reply);
  })();
});
