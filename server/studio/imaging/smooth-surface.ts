// A smooth colour surface (a quadratic in x and y per channel) fitted by least squares to chosen
// pixels: what a seamless backdrop, a gradient or a vignette looks like at any position, so a
// patch seen elsewhere (through a ring) can be compared with the backdrop it would be there.
import { cv, withMats } from './cv';
import type { ColourGuide } from './guided-filter';

export interface SmoothSurface {
  /**
   * The fitted red, green and blue at pixel i, in an array that the next call overwrites (this
   * runs for every pixel the caller tests).
   */
  at(i: number): Float64Array;
  /** Per channel, the fitted pixels' spread about the surface (1.4826 × median |residual|). */
  spread: [number, number, number];
}

/** 1, x, y, x², xy, y². */
const TERMS = 6;
/** Pixels the fit uses at most, evenly spread over the chosen ones (a 6-term fit needs few). */
const MAX_SAMPLES = 20_000;

/** Fits the surface to the pixels `chosen` picks; null when too few are chosen to fit it. */
export function fitSmoothSurface(
  image: ColourGuide,
  chosen: (i: number) => boolean,
): SmoothSurface | null {
  const { width, height, rgb } = image;
  const isChosen = new Uint8Array(width * height);
  let count = 0;
  for (let i = 0; i < isChosen.length; i++) {
    if (!chosen(i)) continue;
    isChosen[i] = 1;
    count++;
  }
  if (count < TERMS * 10) return null;
  // Every step-th chosen pixel, in scan order.
  const step = Math.max(1, Math.floor(count / MAX_SAMPLES));
  const samples: number[] = [];
  for (let i = 0, k = 0; i < isChosen.length; i++) {
    if (isChosen[i] && k++ % step === 0) samples.push(i);
  }
  // Coordinates in units of the long side keep the squares' columns of the same order as 1.
  const scale = 1 / Math.max(width, height);
  const row = new Float64Array(TERMS);
  const termsAt = (i: number) => {
    const x = (i % width) * scale;
    const y = Math.floor(i / width) * scale;
    // Written in place: this runs for every pixel the caller tests.
    row[0] = 1;
    row[1] = x;
    row[2] = y;
    row[3] = x * x;
    row[4] = x * y;
    row[5] = y * y;
    return row;
  };
  const a = new Float32Array(samples.length * TERMS);
  const b = new Float32Array(samples.length * 3);
  samples.forEach((i, r) => {
    a.set(termsAt(i), r * TERMS);
    for (let c = 0; c < 3; c++) b[r * 3 + c] = rgb[i * 3 + c]!;
  });
  const coefficients = withMats((keep) => {
    const terms = keep(cv.matFromArray(samples.length, TERMS, cv.CV_32FC1, a));
    const values = keep(cv.matFromArray(samples.length, 3, cv.CV_32FC1, b));
    const solved = keep(new cv.Mat());
    cv.solve(terms, values, solved, cv.DECOMP_SVD);
    return Float64Array.from(solved.data32F as Float32Array);
  });
  const fitted = new Float64Array(3);
  const at = (i: number) => {
    const t = termsAt(i);
    for (let c = 0; c < 3; c++) {
      let v = 0;
      for (let k = 0; k < TERMS; k++) v += t[k]! * coefficients[k * 3 + c]!;
      fitted[c] = v;
    }
    return fitted;
  };
  const residuals = [0, 1, 2].map(() => new Float64Array(samples.length));
  samples.forEach((i, r) => {
    const value = at(i);
    for (let c = 0; c < 3; c++) residuals[c]![r] = Math.abs(rgb[i * 3 + c]! - value[c]!);
  });
  const spread = residuals.map((channel) => {
    channel.sort();
    return 1.4826 * channel[Math.floor(channel.length / 2)]!;
  }) as [number, number, number];
  return { at, spread };
}
