// The landmark thread (landmark-threads.ts): runs the hand, face-mesh and pose models on what the
// main thread sends, so the models' seconds of WebAssembly never stall the HTTP server.
import { serveThread } from '../../threads/serve-thread';
import { detectPeople } from './human-detector';
import type { LandmarkTask, LandmarkTaskResult } from './landmark-threads';
import { landmarksFromDetections } from './landmarks-from-detection';

serveThread<LandmarkTask, LandmarkTaskResult>(async ({ image }) => {
  const started = performance.now();
  const detections = await detectPeople(image);
  const landmarks = landmarksFromDetections(detections, image);
  return { landmarks, detectionMs: Math.round(performance.now() - started) };
});
