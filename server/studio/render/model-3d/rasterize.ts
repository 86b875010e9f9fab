// A small software rasterizer over typed arrays: triangles already in screen space (pixels, with
// a depth that grows towards the viewer) go into a z-buffer that keeps, per pixel, the nearest
// triangle and the barycentric weights of its vertices. Shading is a separate pass over the
// buffer (each pixel shaded once, whatever the overdraw). Pixel (x, y) is sampled at its centre.

// Pixels on an edge shared by two triangles must not fall through the crack between them.
const EPSILON = 1e-6;

export interface ScreenMesh {
  /** Screen x, y (pixels) and depth (larger is nearer) per vertex. */
  x: Float32Array;
  y: Float32Array;
  z: Float32Array;
  indices: Uint32Array;
}

export interface FrameBuffer {
  width: number;
  height: number;
  /** Triangle number (index of its first index / 3) per pixel, -1 where nothing was drawn. */
  triangle: Int32Array;
  /** Barycentric weights of the triangle's 2nd and 3rd vertices (the 1st is 1 - w1 - w2). */
  w1: Float32Array;
  w2: Float32Array;
  depth: Float32Array;
}

export function rasterize(mesh: ScreenMesh, width: number, height: number): FrameBuffer {
  const size = width * height;
  const triangle = new Int32Array(size).fill(-1);
  const w1 = new Float32Array(size);
  const w2 = new Float32Array(size);
  const depth = new Float32Array(size).fill(-Infinity);
  const { x, y, z, indices } = mesh;
  for (let t = 0; t < indices.length; t += 3) {
    const a = indices[t]!;
    const b = indices[t + 1]!;
    const c = indices[t + 2]!;
    const ax = x[a]!;
    const ay = y[a]!;
    const bx = x[b]!;
    const by = y[b]!;
    const cx = x[c]!;
    const cy = y[c]!;
    const area = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
    if (area === 0 || !Number.isFinite(area)) continue;
    const minX = Math.max(0, Math.ceil(Math.min(ax, bx, cx) - 0.5));
    const maxX = Math.min(width - 1, Math.floor(Math.max(ax, bx, cx) - 0.5));
    const minY = Math.max(0, Math.ceil(Math.min(ay, by, cy) - 0.5));
    const maxY = Math.min(height - 1, Math.floor(Math.max(ay, by, cy) - 0.5));
    if (minX > maxX || minY > maxY) continue;
    const inverse = 1 / area;
    const az = z[a]!;
    const bz = z[b]!;
    const cz = z[c]!;
    const id = t / 3;
    for (let py = minY; py <= maxY; py++) {
      const sy = py + 0.5;
      for (let px = minX; px <= maxX; px++) {
        const sx = px + 0.5;
        // Weights of b and c: signed sub-areas over the whole (either winding).
        const u = ((sx - ax) * (cy - ay) - (sy - ay) * (cx - ax)) * inverse;
        if (u < -EPSILON) continue;
        const v = ((bx - ax) * (sy - ay) - (by - ay) * (sx - ax)) * inverse;
        if (v < -EPSILON || u + v > 1 + EPSILON) continue;
        const d = az + (bz - az) * u + (cz - az) * v;
        const i = py * width + px;
        if (d <= depth[i]!) continue;
        depth[i] = d;
        triangle[i] = id;
        w1[i] = u;
        w2[i] = v;
      }
    }
  }
  return { width, height, triangle, w1, w2, depth };
}

/** 1 where any triangle covers the pixel's centre (no depth): a silhouette or a shadow. */
export function coverage(
  x: Float32Array,
  y: Float32Array,
  indices: Uint32Array,
  width: number,
  height: number,
): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let t = 0; t < indices.length; t += 3) {
    const a = indices[t]!;
    const b = indices[t + 1]!;
    const c = indices[t + 2]!;
    const ax = x[a]!;
    const ay = y[a]!;
    const bx = x[b]!;
    const by = y[b]!;
    const cx = x[c]!;
    const cy = y[c]!;
    const area = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
    if (area === 0 || !Number.isFinite(area)) continue;
    const minX = Math.max(0, Math.ceil(Math.min(ax, bx, cx) - 0.5));
    const maxX = Math.min(width - 1, Math.floor(Math.max(ax, bx, cx) - 0.5));
    const minY = Math.max(0, Math.ceil(Math.min(ay, by, cy) - 0.5));
    const maxY = Math.min(height - 1, Math.floor(Math.max(ay, by, cy) - 0.5));
    const inverse = 1 / area;
    for (let py = minY; py <= maxY; py++) {
      const sy = py + 0.5;
      for (let px = minX; px <= maxX; px++) {
        const sx = px + 0.5;
        const u = ((sx - ax) * (cy - ay) - (sy - ay) * (cx - ax)) * inverse;
        if (u < -EPSILON) continue;
        const v = ((bx - ax) * (sy - ay) - (by - ay) * (sx - ax)) * inverse;
        if (v < -EPSILON || u + v > 1 + EPSILON) continue;
        out[py * width + px] = 1;
      }
    }
  }
  return out;
}
