// An upload analysis thread (analysis-threads.ts): decodes, analyses and cuts out what the main
// thread sends, so that none of it holds the HTTP server's event loop.
import { serveThread } from '../threads/serve-thread';
import { analyseUpload, type AnalysedUpload } from '../studio/analyse-upload';
import { editableCutoutOf } from '../studio/cutout/editable-cutout';
import type { AnalysisTask } from './analysis-threads';

serveThread<AnalysisTask, AnalysedUpload>(({ bytes, limits, fileName }) =>
  analyseUpload(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), {
    limits,
    fileName,
    cutOut: editableCutoutOf,
  }),
);
