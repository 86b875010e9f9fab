// Bilinear resampling of a float plane, pixel centres aligned (the convention sharp and OpenCV use).
export function resizeBilinear(
  values: Float32Array,
  fromWidth: number,
  fromHeight: number,
  toWidth: number,
  toHeight: number,
): Float32Array {
  const out = new Float32Array(toWidth * toHeight);
  const xs = axis(fromWidth, toWidth);
  for (let y = 0; y < toHeight; y++) {
    const sy = clamp(((y + 0.5) * fromHeight) / toHeight - 0.5, 0, fromHeight - 1);
    const y0 = Math.floor(sy);
    const y1 = Math.min(fromHeight - 1, y0 + 1);
    const fy = sy - y0;
    const r0 = y0 * fromWidth;
    const r1 = y1 * fromWidth;
    for (let x = 0; x < toWidth; x++) {
      const x0 = xs.lo[x]!;
      const x1 = xs.hi[x]!;
      const fx = xs.f[x]!;
      const top = values[r0 + x0]! * (1 - fx) + values[r0 + x1]! * fx;
      const bottom = values[r1 + x0]! * (1 - fx) + values[r1 + x1]! * fx;
      out[y * toWidth + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return out;
}

function axis(from: number, to: number) {
  const lo = new Int32Array(to);
  const hi = new Int32Array(to);
  const f = new Float32Array(to);
  for (let x = 0; x < to; x++) {
    const s = clamp(((x + 0.5) * from) / to - 0.5, 0, from - 1);
    lo[x] = Math.floor(s);
    hi[x] = Math.min(from - 1, lo[x]! + 1);
    f[x] = s - lo[x]!;
  }
  return { lo, hi, f };
}

function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}
