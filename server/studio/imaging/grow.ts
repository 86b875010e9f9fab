// Region growing: a breadth-first flood from many seeds at once, 4-connected, each pixel entered
// from the seed its growth came from (so a test can compare it with that seed, however deep).

/**
 * Grows from every pixel where `isSeed` holds, in index order, into 4-neighbours that
 * `canEnter(pixel, seed)` admits. Returns, per pixel, 1 + the index of the seed it was reached
 * from (seeds included), or 0 where the growth never came.
 */
export function growFromSeeds(
  width: number,
  height: number,
  isSeed: (index: number) => boolean,
  canEnter: (index: number, seed: number) => boolean,
): Int32Array {
  const length = width * height;
  const origin = new Int32Array(length);
  const queue = new Int32Array(length);
  let tail = 0;
  for (let i = 0; i < length; i++) {
    if (!isSeed(i)) continue;
    origin[i] = i + 1;
    queue[tail++] = i;
  }
  const visit = (j: number, seed: number) => {
    if (origin[j] || !canEnter(j, seed)) return;
    origin[j] = seed + 1;
    queue[tail++] = j;
  };
  for (let head = 0; head < tail; head++) {
    const i = queue[head]!;
    const seed = origin[i]! - 1;
    const x = i % width;
    if (x > 0) visit(i - 1, seed);
    if (x < width - 1) visit(i + 1, seed);
    if (i >= width) visit(i - width, seed);
    if (i + width < length) visit(i + width, seed);
  }
  return origin;
}
