// The prior made sharp at full resolution: upsampled, then run through a colour guided filter so
// its soft outline snaps to the image's own edges, and ramped into an alpha matte.
import { guidedFilter } from '../imaging/guided-filter';
import type { RgbImage, SalientPrior } from './salient-prior';

/** Guided-filter window radius as a share of the long side (about 4 px of the prior's grid). */
const GUIDE_RADIUS_SHARE = 1 / 160;
/** Regularisation: lower follows weaker edges. */
const GUIDE_EPSILON = 1e-3;
/** The matte ramps from 0 to 1 over this band of filtered values about one half. */
const RAMP_LOW = 0.35;
const RAMP_HIGH = 0.65;

export interface Refined {
  alpha: Uint8Array;
  confidence: number;
}

export function refineWithGuide(image: RgbImage, prior: SalientPrior): Refined {
  const { width, height } = image;
  const upsampled = bilinearUp(prior, width, height);
  const radius = Math.max(2, Math.round(Math.max(width, height) * GUIDE_RADIUS_SHARE));
  const filtered = guidedFilter(image, upsampled, radius, GUIDE_EPSILON);
  const alpha = new Uint8Array(width * height);
  for (let i = 0; i < alpha.length; i++) {
    const t = (filtered[i]! - RAMP_LOW) / (RAMP_HIGH - RAMP_LOW);
    alpha[i] = Math.round(255 * Math.min(1, Math.max(0, t)));
  }
  return { alpha, confidence: priorConfidence(prior) };
}

/** Share of the prior that is decided (near 0 or near 1) rather than in between. */
function priorConfidence(prior: SalientPrior): number {
  let decided = 0;
  let object = 0;
  for (const p of prior.probability) {
    if (p < 0.1 || p > 0.9) decided++;
    if (p > 0.5) object++;
  }
  if (object === 0) return 0;
  return decided / prior.probability.length;
}

function bilinearUp(prior: SalientPrior, width: number, height: number): Float32Array {
  const { side, probability } = prior;
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const sy = Math.min(side - 1, Math.max(0, ((y + 0.5) * side) / height - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(side - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(side - 1, Math.max(0, ((x + 0.5) * side) / width - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(side - 1, x0 + 1);
      const fx = sx - x0;
      const top = probability[y0 * side + x0]! * (1 - fx) + probability[y0 * side + x1]! * fx;
      const bottom = probability[y1 * side + x0]! * (1 - fx) + probability[y1 * side + x1]! * fx;
      out[y * width + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return out;
}
