// The mean over a (2r+1)² window, by running sums along rows then columns: O(1) per pixel at any
// radius. Windows are clipped at the image's edge and divided by the pixels they really cover.
export function boxMean(
  values: Float32Array,
  width: number,
  height: number,
  radius: number,
): Float32Array {
  const rows = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let x = 0; x <= Math.min(radius, width - 1); x++) sum += values[row + x]!;
    for (let x = 0; x < width; x++) {
      const lo = x - radius;
      const hi = x + radius;
      const count = Math.min(hi, width - 1) - Math.max(lo, 0) + 1;
      rows[row + x] = sum / count;
      if (hi + 1 < width) sum += values[row + hi + 1]!;
      if (lo >= 0) sum -= values[row + lo]!;
    }
  }
  const out = new Float32Array(values.length);
  const sums = new Float64Array(width);
  for (let y = 0; y <= Math.min(radius, height - 1); y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) sums[x]! += rows[row + x]!;
  }
  for (let y = 0; y < height; y++) {
    const lo = y - radius;
    const hi = y + radius;
    const count = Math.min(hi, height - 1) - Math.max(lo, 0) + 1;
    const row = y * width;
    for (let x = 0; x < width; x++) out[row + x] = sums[x]! / count;
    if (hi + 1 < height) {
      const add = (hi + 1) * width;
      for (let x = 0; x < width; x++) sums[x]! += rows[add + x]!;
    }
    if (lo >= 0) {
      const sub = lo * width;
      for (let x = 0; x < width; x++) sums[x]! -= rows[sub + x]!;
    }
  }
  return out;
}
