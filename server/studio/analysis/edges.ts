import type { Box } from '../imaging/mask';
// Gradients: how fast brightness changes at each pixel. Edges, detail and focus all start here.

/** Central-difference gradient magnitude of luma (levels per pixel, 0 at the image border). */
export function gradientMagnitude(luma: Float32Array, width: number, height: number): Float32Array {
  const magnitude = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const gx = (luma[i + 1]! - luma[i - 1]!) / 2;
      const gy = (luma[i + width]! - luma[i - width]!) / 2;
      magnitude[i] = Math.sqrt(gx * gx + gy * gy);
    }
  }
  return magnitude;
}

/** An edge changes brightness by at least this many levels per pixel. */
export const EDGE_GRADIENT = 12;

/** Share of the box's pixels on an edge: how busy the area is (0 flat, ~0.3 dense detail). */
export function edgeDensity(gradient: Float32Array, width: number, box: Box): number {
  let edges = 0;
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      if (gradient[y * width + x]! >= EDGE_GRADIENT) edges++;
    }
  }
  return edges / Math.max(1, box.width * box.height);
}

/** The box grown by `fraction` of its size on each side, clipped to the image. */
export function expandBox(box: Box, fraction: number, width: number, height: number): Box {
  const dx = Math.round(box.width * fraction);
  const dy = Math.round(box.height * fraction);
  const x = Math.max(0, box.x - dx);
  const y = Math.max(0, box.y - dy);
  return {
    x,
    y,
    width: Math.min(width, box.x + box.width + dx) - x,
    height: Math.min(height, box.y + box.height + dy) - y,
  };
}
