// The surface of a drawn body as a height field, for its shading. Its silhouette rounds over like
// a limb's; the field is then smoothed, so a part narrower than that rounding (a finger) is one
// rounded ridge rather than two flat flanks meeting at a crease; on top come the body's own
// forms (collarbones, the notch between them), which are finer than that smoothing.
import type { DistanceField } from './body-shapes';
import { boxMean } from '../imaging/box-filter';

/**
 * A field's value at every pixel, evaluated on every other pixel and interpolated between: the
 * body's fields are smooth at that scale (linear across a silhouette), and a quarter of the
 * evaluations is most of a model shot's time.
 */
export function sampleField(field: DistanceField, width: number, height: number): Float32Array {
  const [gridWidth, gridHeight] = [Math.ceil(width / 2) + 1, Math.ceil(height / 2) + 1];
  const grid = new Float32Array(gridWidth * gridHeight);
  for (let j = 0; j < gridHeight; j++)
    for (let i = 0; i < gridWidth; i++) grid[j * gridWidth + i] = field(2 * i, 2 * j);
  const values = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const [j, fy] = [y >> 1, (y & 1) / 2];
    for (let x = 0; x < width; x++) {
      const [i, fx] = [x >> 1, (x & 1) / 2];
      const top = grid[j * gridWidth + i]! * (1 - fx) + grid[j * gridWidth + i + 1]! * fx;
      const below = (j + 1) * gridWidth + i;
      const bottom = grid[below]! * (1 - fx) + grid[below + 1]! * fx;
      values[y * width + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return values;
}

/** Box-blur passes for the smoothing: three make it close to a Gaussian. */
const SMOOTHING_PASSES = 3;
/** Smoothing radius as a share of the rounding depth. */
const SMOOTHING_SHARE = 0.3;

/**
 * Unit surface normals (x, y, z per pixel; y down, z to the viewer) of a body given by its signed
 * distance per pixel (`field`, negative inside), rounded `bevel` pixels deep at its silhouette,
 * with `relief` (heights in pixels, per pixel) added.
 */
export function bodyNormals(
  field: Float32Array,
  width: number,
  height: number,
  bevel: number,
  relief?: Float32Array,
): Float32Array {
  let surface: Float32Array = new Float32Array(field.length);
  for (let i = 0; i < field.length; i++) {
    const depth = Math.min(bevel, Math.max(0, -field[i]!));
    // A quarter circle: steep at the silhouette, level where the body is `bevel` deep.
    surface[i] = Math.sqrt(Math.max(0, bevel * bevel - (bevel - depth) ** 2));
  }
  const radius = Math.max(1, Math.round(SMOOTHING_SHARE * bevel));
  for (let pass = 0; pass < SMOOTHING_PASSES; pass++)
    surface = boxMean(surface, width, height, radius);
  if (relief) {
    for (let i = 0; i < field.length; i++) if (field[i]! < 0) surface[i]! += relief[i]!;
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
      const length = Math.sqrt(nx * nx + ny * ny + 1);
      normals[i * 3] = nx / length;
      normals[i * 3 + 1] = ny / length;
      normals[i * 3 + 2] = 1 / length;
    }
  }
  return normals;
}
