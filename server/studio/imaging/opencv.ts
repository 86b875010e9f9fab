// opencv.js (@techstark/opencv-js, Apache-2.0), loaded once per process or thread. The module is
// a thenable whose runtime starts asynchronously: awaiting it hangs, so wait for
// onRuntimeInitialized instead. Loading takes about 0.2 s; callers delete every Mat they make.
import { createRequire } from 'node:module';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- opencv.js ships loose typings
export type OpenCv = any;

let loading: Promise<OpenCv> | null = null;

export function openCv(): Promise<OpenCv> {
  loading ??= new Promise((resolve) => {
    const cv = createRequire(import.meta.url)('@techstark/opencv-js') as OpenCv;
    if (typeof cv.Mat === 'function') {
      resolve(cv);
      return;
    }
    cv.onRuntimeInitialized = () => {
      // Drop the thenable so the resolved value is not unwrapped again (which would hang).
      delete cv.then;
      resolve(cv);
    };
  });
  return loading;
}
