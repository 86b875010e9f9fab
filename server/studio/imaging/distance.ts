// Distance transform: two chamfer passes in TypeScript. opencv.js's distanceTransform measured
// five times faster (bench in docs/engine.md), but its chamfer weights differ from these 3-4 ones
// the analysis's shape measures were tuned on; it is not switched until the analysis evaluation
// over the corpus shows no drop.
import type { Mask } from './mask';

/**
 * Distance (in pixels, 3-4 chamfer approximation of Euclidean) from each set pixel to the
 * nearest unset pixel; 0 on unset pixels. Half the local stroke width on a stroke's centre line.
 */
export function distanceToUnset(mask: Mask): Float32Array {
  const { width, height, data } = mask;
  const far = width + height;
  const distance = new Float32Array(width * height);
  for (let i = 0; i < distance.length; i++) distance[i] = data[i] ? far : 0;
  const straight = 1;
  const diagonal = 4 / 3;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!distance[i]) continue;
      let d = distance[i]!;
      // Pixels outside the image count as unset: a shape cut by the frame ends there.
      d = Math.min(d, x > 0 ? distance[i - 1]! + straight : straight);
      d = Math.min(d, y > 0 ? distance[i - width]! + straight : straight);
      if (x > 0 && y > 0) d = Math.min(d, distance[i - width - 1]! + diagonal);
      if (x < width - 1 && y > 0) d = Math.min(d, distance[i - width + 1]! + diagonal);
      distance[i] = d;
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x;
      if (!distance[i]) continue;
      let d = distance[i]!;
      d = Math.min(d, x < width - 1 ? distance[i + 1]! + straight : straight);
      d = Math.min(d, y < height - 1 ? distance[i + width]! + straight : straight);
      if (x < width - 1 && y < height - 1) d = Math.min(d, distance[i + width + 1]! + diagonal);
      if (x > 0 && y < height - 1) d = Math.min(d, distance[i + width - 1]! + diagonal);
      distance[i] = d;
    }
  }
  return distance;
}
