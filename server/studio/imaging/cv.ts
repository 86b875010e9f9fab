// opencv.js, ready to call synchronously: modules of imaging/ import `cv` from here, and the
// module graph waits (top-level await) for its runtime once per process or thread (about 0.2 s).
import { openCv, type OpenCv } from './opencv';

export const cv: OpenCv = await openCv();

/** A single-channel Mat of `data` (8-bit or 32-bit float), to be deleted by the caller. */
export function matOf(data: Uint8Array | Float32Array, width: number, height: number): OpenCv {
  return cv.matFromArray(
    height,
    width,
    data instanceof Uint8Array ? cv.CV_8UC1 : cv.CV_32FC1,
    data,
  );
}

/** Runs `work` on the Mats it makes and deletes them all afterwards, whatever happens. */
export function withMats<T>(work: (keep: <M extends { delete(): void }>(mat: M) => M) => T): T {
  const made: { delete(): void }[] = [];
  try {
    return work((mat) => {
      made.push(mat);
      return mat;
    });
  } finally {
    for (const mat of made) mat.delete();
  }
}
