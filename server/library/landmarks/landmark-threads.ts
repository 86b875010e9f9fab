// Finding where pieces are worn on a model photograph, on a thread of its own (one per process,
// made on first use: the models load once, about 0.3 s). The photograph is scaled so its long side
// is at most DETECTION_SIDE (the models work at 192-256 px anyway), and the points scaled back.
import sharp from 'sharp';
import type { Landmark } from '../../../src/api/library';
import { createThreadPool, type ThreadPool } from '../../threads/thread-pool';
import type { RgbPixels } from './human-detector';

export interface LandmarkTask {
  image: RgbPixels;
}

export interface LandmarkTaskResult {
  landmarks: Landmark[];
  /** Time the models took on the thread (decoding and scaling not included). */
  detectionMs: number;
}

export const DETECTION_SIDE = 1280;

const THREAD_ENTRY = new URL('./landmark-thread.ts', import.meta.url);

let pool: ThreadPool<LandmarkTask, LandmarkTaskResult> | null = null;

/** The landmarks of an upright photograph (encoded bytes), in its own pixels. */
export async function findLandmarks(photo: Buffer): Promise<LandmarkTaskResult> {
  const { data, info } = await sharp(photo)
    .resize(DETECTION_SIDE, DETECTION_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width } = await sharp(photo).metadata();
  pool ??= createThreadPool<LandmarkTask, LandmarkTaskResult>(THREAD_ENTRY, 1, 'landmark');
  const result = await pool.run({
    image: { data: new Uint8Array(data), width: info.width, height: info.height },
  });
  const scale = (width ?? info.width) / info.width;
  return {
    detectionMs: result.detectionMs,
    landmarks: result.landmarks.map((point) => ({
      ...point,
      x: Math.round(point.x * scale * 10) / 10,
      y: Math.round(point.y * scale * 10) / 10,
    })),
  };
}
