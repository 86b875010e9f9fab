// The surface of a drawn body as a height field, for its shading. Its silhouette rounds over like
// a limb's; the field is then smoothed, so a part narrower than that rounding (a finger) is one
// rounded ridge rather than two flat flanks meeting at a crease; on top come the body's own
// forms (collarbones, the notch between them), which are finer than that smoothing.
import { localMean } from '../analysis/subject-mask';
import type { DistanceField } from './body-shapes';

/** Box-blur passes for the smoothing: three make it close to a Gaussian. */
const SMOOTHING_PASSES = 3;
/** Smoothing radius as a share of the rounding depth. */
const SMOOTHING_SHARE = 0.3;

/**
 * Unit surface normals (x, y, z per pixel; y down, z to the viewer) of a body given by its signed
 * distance per pixel (`field`, negative inside), rounded `bevel` pixels deep at its silhouette,
 * with `relief` (heights in pixels) added.
 */
export function bodyNormals(
  field: Float32Array,
  width: number,
  height: number,
  bevel: number,
  relief?: DistanceField,
): Float32Array {
  let surface: Float32Array = new Float32Array(field.length);
  for (let i = 0; i < field.length; i++) {
    const depth = Math.min(bevel, Math.max(0, -field[i]!));
    // A quarter circle: steep at the silhouette, level where the body is `bevel` deep.
    surface[i] = Math.sqrt(Math.max(0, bevel * bevel - (bevel - depth) ** 2));
  }
  const radius = Math.max(1, Math.round(SMOOTHING_SHARE * bevel));
  for (let pass = 0; pass < SMOOTHING_PASSES; pass++)
    surface = localMean(surface, width, height, radius);
  if (relief) {
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        if (field[y * width + x]! < 0) surface[y * width + x]! += relief(x, y);
  }
  const normals = new Float32Array(field.length * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const left = surface[y * width + Math.max(0, x - 1)]!;
      const right = surface[y * width + Math.min(width - 1, x + 1)]!;
      const up = surface[Math.max(0, y - 1) * width + x]!;
      const down = surface[Math.min(height - 1, y + 1) * width + x]!;
      const nx = -(right - left) / 2;
      const ny = -(down - up) / 2;
      const length = Math.hypot(nx, ny, 1);
      normals[i * 3] = nx / length;
      normals[i * 3 + 1] = ny / length;
      normals[i * 3 + 2] = 1 / length;
    }
  }
  return normals;
}
