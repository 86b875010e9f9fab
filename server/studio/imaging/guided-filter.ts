// The guided filter (He, Sun and Tang, 2010) with a colour guide: smooths `input` while following
// the guide's edges, so a blurry mask snaps to the object's real outline. Colour matters: a gold
// ring on a beige cloth differs in hue more than in brightness. The fast variant (He and Sun,
// 2015) fits the local linear model on a smaller copy and applies it at full resolution.
import { boxMean } from './box-filter';
import { bilinearTap, bilinearTaps } from './resample';

export interface ColourGuide {
  width: number;
  height: number;
  /** RGB, 3 bytes per pixel. */
  rgb: Uint8Array;
}

/** Per pixel, output = a · guide + b: the local linear model, box-averaged. */
export interface GuidedCoefficients {
  width: number;
  height: number;
  a: readonly [Float32Array, Float32Array, Float32Array];
  b: Float32Array;
}

export function guidedFilter(
  guide: ColourGuide,
  input: Float32Array,
  radius: number,
  epsilon: number,
): Float32Array {
  return applyCoefficients(guide, guidedCoefficients(guide, input, radius, epsilon));
}

/** Filters at `guide`'s size with coefficients fitted on a smaller copy (`small`, `input` there). */
export function fastGuidedFilter(
  guide: ColourGuide,
  small: ColourGuide,
  input: Float32Array,
  radius: number,
  epsilon: number,
): Float32Array {
  const fitted = guidedCoefficients(small, input, radius, epsilon);
  if (small.width === guide.width && small.height === guide.height) {
    return applyCoefficients(guide, fitted);
  }
  return applyUpsampled(guide, fitted);
}

export function guidedCoefficients(
  guide: ColourGuide,
  input: Float32Array,
  radius: number,
  epsilon: number,
): GuidedCoefficients {
  const { width, height, rgb } = guide;
  const n = width * height;
  const mean = (v: Float32Array) => boxMean(v, width, height, radius);
  const channel = (c: number) => {
    const out = new Float32Array(n);
    for (let i = 0; i < n; i++) out[i] = rgb[i * 3 + c]! / 255;
    return out;
  };
  const I = [channel(0), channel(1), channel(2)] as const;
  const product = (a: Float32Array, b: Float32Array) => {
    const out = new Float32Array(n);
    for (let i = 0; i < n; i++) out[i] = a[i]! * b[i]!;
    return out;
  };
  const meanI = I.map(mean);
  const meanP = mean(input);
  const meanIp = I.map((c) => mean(product(c, input)));
  // The guide's covariance in each window, upper triangle: rr rg rb gg gb bb.
  const pairs: Array<[number, number]> = [
    [0, 0],
    [0, 1],
    [0, 2],
    [1, 1],
    [1, 2],
    [2, 2],
  ];
  const cov = pairs.map(([a, b]) => {
    const m = mean(product(I[a]!, I[b]!));
    for (let i = 0; i < n; i++) m[i] = m[i]! - meanI[a]![i]! * meanI[b]![i]!;
    return m;
  });
  const a = [new Float32Array(n), new Float32Array(n), new Float32Array(n)] as const;
  const b = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const rr = cov[0]![i]! + epsilon;
    const rg = cov[1]![i]!;
    const rb = cov[2]![i]!;
    const gg = cov[3]![i]! + epsilon;
    const gb = cov[4]![i]!;
    const bb = cov[5]![i]! + epsilon;
    const covR = meanIp[0]![i]! - meanI[0]![i]! * meanP[i]!;
    const covG = meanIp[1]![i]! - meanI[1]![i]! * meanP[i]!;
    const covB = meanIp[2]![i]! - meanI[2]![i]! * meanP[i]!;
    // Solve (Σ + εU) a = cov(I, p) by the adjugate of the symmetric 3×3 matrix.
    const i00 = gg * bb - gb * gb;
    const i01 = rb * gb - rg * bb;
    const i02 = rg * gb - rb * gg;
    const i11 = rr * bb - rb * rb;
    const i12 = rb * rg - rr * gb;
    const i22 = rr * gg - rg * rg;
    const det = rr * i00 + rg * i01 + rb * i02;
    const ar = (i00 * covR + i01 * covG + i02 * covB) / det;
    const ag = (i01 * covR + i11 * covG + i12 * covB) / det;
    const ab = (i02 * covR + i12 * covG + i22 * covB) / det;
    a[0][i] = ar;
    a[1][i] = ag;
    a[2][i] = ab;
    b[i] = meanP[i]! - ar * meanI[0]![i]! - ag * meanI[1]![i]! - ab * meanI[2]![i]!;
  }
  return { width, height, a: [mean(a[0]), mean(a[1]), mean(a[2])], b: mean(b) };
}

function applyCoefficients(guide: ColourGuide, { a, b }: GuidedCoefficients): Float32Array {
  const { rgb } = guide;
  const out = new Float32Array(guide.width * guide.height);
  for (let i = 0; i < out.length; i++) {
    out[i] =
      (a[0][i]! * rgb[i * 3]! + a[1][i]! * rgb[i * 3 + 1]! + a[2][i]! * rgb[i * 3 + 2]!) / 255 +
      b[i]!;
  }
  return out;
}

/**
 * `applyCoefficients` with the coefficients resampled bilinearly to the guide's size on the fly:
 * the same values as resizing the four planes first (each rounded to float32 as a plane would
 * store it), without writing four full-size planes and reading them back.
 */
function applyUpsampled(guide: ColourGuide, fitted: GuidedCoefficients): Float32Array {
  const { width, height, rgb } = guide;
  const [a0, a1, a2] = fitted.a;
  const { b } = fitted;
  const xs = bilinearTaps(fitted.width, width);
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const { lo, hi, f: fy } = bilinearTap(y, fitted.height, height);
    const r0 = lo * fitted.width;
    const r1 = hi * fitted.width;
    for (let x = 0; x < width; x++) {
      const fx = xs.f[x]!;
      const i00 = r0 + xs.lo[x]!;
      const i01 = r0 + xs.hi[x]!;
      const i10 = r1 + xs.lo[x]!;
      const i11 = r1 + xs.hi[x]!;
      const i = y * width + x;
      const red = lerp2(a0, i00, i01, i10, i11, fx, fy) * rgb[i * 3]!;
      const green = lerp2(a1, i00, i01, i10, i11, fx, fy) * rgb[i * 3 + 1]!;
      const blue = lerp2(a2, i00, i01, i10, i11, fx, fy) * rgb[i * 3 + 2]!;
      out[i] = (red + green + blue) / 255 + lerp2(b, i00, i01, i10, i11, fx, fy);
    }
  }
  return out;
}

/** Bilinear interpolation between four samples of `v`, rounded as a float32 plane stores it. */
function lerp2(
  v: Float32Array,
  i00: number,
  i01: number,
  i10: number,
  i11: number,
  fx: number,
  fy: number,
): number {
  const top = v[i00]! * (1 - fx) + v[i01]! * fx;
  const bottom = v[i10]! * (1 - fx) + v[i11]! * fx;
  return Math.fround(top * (1 - fy) + bottom * fy);
}
