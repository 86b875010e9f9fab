// The cut-out thread (cutout-threads.ts): segments what the main thread sends, so an upload's
// model run and matting never stall the HTTP server, and overlap with the upload's analysis.
import { serveThread } from '../../threads/serve-thread';
import type { CutoutTask } from './cutout-threads';
import { editableCutoutOf, type EditableCutout } from './editable-cutout';

serveThread<CutoutTask, EditableCutout>(({ image, style }) => editableCutoutOf(image, style));
