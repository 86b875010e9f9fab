// One render thread of the pool (render-threads.ts): renders what the main thread sends, so the
// CPU-bound pixel work never stalls the HTTP server or the queue's heartbeats.
import { renderTransformation } from '../studio/render/render-transformation';
import { serveThread } from '../threads/serve-thread';
import type { RenderTask } from './render-threads';
import type { RenderedVisual } from './worker';

serveThread<RenderTask, RenderedVisual>(async ({ input, options }) => {
  // Buffers arrive as Uint8Arrays.
  const { source, sourcePiece, cutout, photo } = input;
  return renderTransformation(
    {
      ...input,
      ...(source ? { source: Buffer.from(source) } : {}),
      ...(sourcePiece ? { sourcePiece: Buffer.from(sourcePiece) } : {}),
      ...(cutout ? { cutout: Buffer.from(cutout) } : {}),
      ...(photo ? { photo: Buffer.from(photo) } : {}),
    },
    options,
  );
});
