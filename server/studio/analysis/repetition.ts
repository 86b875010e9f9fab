import type { Box } from '../imaging/mask';
// Repeating motifs (chain links, pavé rows, a row of leaves) are hard to reproduce exactly. A
// pattern that repeats along the piece shows up as an echo: the edge profile along the piece
// correlates with itself shifted by the pitch of the repeat.

/**
 * 0-1: the strongest normalised autocorrelation of the edge profile along the box's long axis,
 * at shifts of 3-25% of its length, after the first dip (so plain smoothness does not count).
 */
export function periodicity(gradient: Float32Array, width: number, box: Box): number {
  const vertical = box.height > box.width;
  const length = vertical ? box.height : box.width;
  const across = vertical ? box.width : box.height;
  if (length < 24) return 0;
  const profile = new Float64Array(length);
  for (let t = 0; t < length; t++) {
    let sum = 0;
    for (let s = 0; s < across; s++) {
      const x = vertical ? box.x + s : box.x + t;
      const y = vertical ? box.y + t : box.y + s;
      sum += gradient[y * width + x]!;
    }
    profile[t] = sum;
  }
  const mean = profile.reduce((a, b) => a + b, 0) / length;
  for (let t = 0; t < length; t++) profile[t]! -= mean;
  const energy = profile.reduce((a, b) => a + b * b, 0);
  if (energy === 0) return 0;
  const minLag = Math.max(2, Math.floor(0.03 * length));
  const maxLag = Math.floor(0.25 * length);
  let dipped = false;
  let best = 0;
  for (let lag = 1; lag <= maxLag; lag++) {
    let sum = 0;
    for (let t = 0; t + lag < length; t++) sum += profile[t]! * profile[t + lag]!;
    // Scale for the shorter overlap, so long shifts are not penalised for overlapping less.
    const correlation = (sum / energy) * (length / (length - lag));
    if (correlation <= 0) dipped = true;
    if (dipped && lag >= minLag) best = Math.max(best, correlation);
  }
  return Math.min(1, best);
}
