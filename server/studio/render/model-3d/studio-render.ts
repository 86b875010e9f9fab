// The model photographed: the exported mesh seen from a three-quarter view (turned and from a
// little above), rasterized with a z-buffer and shaded per pixel as polished metal: a studio
// environment (overhead softbox, side strips, dark floor) reflected with Fresnel, a key light's
// Lambert term and Blinn-Phong highlights, all tinted by the texture x metal colour. It stands on
// a dark studio backdrop with a soft cast shadow and a tight contact shadow; rendered
// supersampled and downsized, so edges are smooth.
import sharp from 'sharp';
import { hash01 } from '../noise';
import { blurMap, smoothstep, spectral, type Canvas } from '../canvas';
import type { Gem } from './gem-mesh';
import type { Mesh } from './mesh';
import { coverage, rasterize } from './rasterize';
import type { ModelTexture } from './texture';
import { normalise, type Vec3 } from '../vec3';

export interface View {
  /** Turn about the vertical axis, and tilt (camera above), in degrees. */
  yaw: number;
  pitch: number;
}

export const THREE_QUARTER: View = { yaw: -32, pitch: 14 };

// Light directions in view space (x right, y up, z towards the camera).
const KEY = normalise([-0.55, 0.65, 0.55]);
const RIM = normalise([0.75, 0.35, -0.2]);
const KEY_HALF = normalise([KEY[0], KEY[1], KEY[2] + 1]);
const RIM_HALF = normalise([RIM[0], RIM[1], RIM[2] + 1]);
// Where the cast shadow falls from (world space): above, a little left and in front.
const SHADOW_FROM = normalise([-0.35, 1, 0.4]);

/** Supersampling: at most this many pixels on the working canvas's long side. */
const MAX_WORKING_SIDE = 2560;

export async function renderStudioView(
  metal: Mesh,
  texture: ModelTexture,
  longSide: number,
  view: View = THREE_QUARTER,
  gems: Gem[] = [],
): Promise<Canvas> {
  const supersample = Math.max(1, Math.min(1.5, MAX_WORKING_SIDE / longSide));
  const size = Math.round(longSide * supersample);
  const rotation = viewRotation(view);
  const mesh = withGems(metal, gems);
  const count = mesh.positions.length / 3;

  // Camera space, then a mild perspective (the camera about 4 model sizes away).
  const camera = new Float32Array(count * 3);
  transform(mesh.positions, rotation, camera);
  const extent = modelExtent(mesh.positions);
  const distance = 4 * extent;
  const project = (points: Float32Array, scale: number, ox: number, oy: number) => {
    const n = points.length / 3;
    const x = new Float32Array(n);
    const y = new Float32Array(n);
    const z = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      const p = distance / (distance - points[i * 3 + 2]!);
      x[i] = ox + scale * points[i * 3]! * p;
      y[i] = oy - scale * points[i * 3 + 1]! * p;
      z[i] = points[i * 3 + 2]!;
    }
    return { x, y, z };
  };
  // Frame the piece: about 66% of the width, 58% of the height, a little above centre.
  const unit = project(camera, 1, 0, 0);
  const [minX, maxX] = range(unit.x);
  const [minY, maxY] = range(unit.y);
  const scale = Math.min((0.66 * size) / (maxX - minX || 1), (0.58 * size) / (maxY - minY || 1));
  const offsetX = size / 2 - (scale * (minX + maxX)) / 2;
  const offsetY = 0.46 * size - (scale * (minY + maxY)) / 2;
  const screen = project(camera, scale, offsetX, offsetY);

  const rgb = paintBackdrop(size);
  await castShadows(rgb, size, mesh, rotation, (points) =>
    project(points, scale, offsetX, offsetY),
  );

  const frame = rasterize({ ...screen, indices: mesh.indices }, size, size);
  // Normals in view space once, for the metal's pixels and the gems' (the metal's come first).
  const viewNormals = new Float32Array(mesh.normals.length);
  transform(mesh.normals, rotation, viewNormals);
  shadePixels(rgb, frame, metal, viewNormals, texture);
  shadeGems(rgb, frame, mesh, viewNormals);

  // Where the model is in the picture: the piece an expansion of this visual keeps.
  const piece = new Uint8Array(frame.triangle.length);
  for (let i = 0; i < piece.length; i++) if (frame.triangle[i]! >= 0) piece[i] = 255;
  const bytes = new Uint8Array(rgb.length);
  for (let i = 0; i < rgb.length; i++) bytes[i] = Math.min(255, Math.max(0, Math.round(rgb[i]!)));
  if (size === longSide) return { width: size, height: size, rgb, piece };
  const [resized, coverage] = await Promise.all(
    [
      { data: bytes, channels: 3 as const },
      { data: piece, channels: 1 as const },
    ].map(({ data, channels }) =>
      sharp(data, { raw: { width: size, height: size, channels } })
        .resize(longSide, longSide, { kernel: 'lanczos3' })
        .raw()
        .toBuffer(),
    ),
  );
  return {
    width: longSide,
    height: longSide,
    rgb: Float32Array.from(resized!),
    piece: new Uint8Array(coverage!),
  };
}

/** The dark studio: charcoal wall fading to a near-black floor, a pool of light behind the piece. */
function paintBackdrop(size: number): Float32Array {
  const rgb = new Float32Array(size * size * 3);
  let state = 12345;
  for (let y = 0; y < size; y++) {
    const v = y / size;
    for (let x = 0; x < size; x++) {
      const u = x / size;
      const pool = Math.max(0, 1 - Math.hypot(u - 0.5, (v - 0.42) * 1.25) / 0.62);
      const floor = smoothstep(0.55, 0.95, v);
      const base = 17 + 30 * pool * pool - 7 * floor;
      // Grain, so the gradient does not band once encoded.
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const grain = ((state >>> 0) / 4294967296 - 0.5) * 1.6;
      const i = (y * size + x) * 3;
      rgb[i] = base + grain;
      rgb[i + 1] = base + grain;
      rgb[i + 2] = base * 1.04 + grain;
    }
  }
  return rgb;
}

/** A soft shadow cast on the floor (y = 0) from above, and a tight contact shadow under it. */
async function castShadows(
  rgb: Float32Array,
  size: number,
  mesh: Pick<Mesh, 'positions' | 'indices'>,
  rotation: Float32Array,
  project: (points: Float32Array) => { x: Float32Array; y: Float32Array },
): Promise<void> {
  const shadowSide = Math.max(64, Math.round(size / 4));
  const ratio = shadowSide / size;
  const layers: [Vec3, number, number][] = [
    [SHADOW_FROM, 0.02, 0.55],
    [[0, 1, 0], 0.004, 0.7],
  ];
  const total = new Float32Array(shadowSide * shadowSide);
  for (const [from, sigma, strength] of layers) {
    const onFloor = new Float32Array(mesh.positions.length);
    for (let i = 0; i < mesh.positions.length; i += 3) {
      const t = mesh.positions[i + 1]! / from[1];
      onFloor[i] = mesh.positions[i]! - from[0] * t;
      onFloor[i + 1] = 0;
      onFloor[i + 2] = mesh.positions[i + 2]! - from[2] * t;
    }
    const inCamera = new Float32Array(onFloor.length);
    transform(onFloor, rotation, inCamera);
    const { x, y } = project(inCamera);
    for (let i = 0; i < x.length; i++) {
      x[i] = x[i]! * ratio;
      y[i] = y[i]! * ratio;
    }
    const mask = coverage(x, y, mesh.indices, shadowSide, shadowSide);
    const soft = await blurMap(Float32Array.from(mask), shadowSide, shadowSide, sigma * shadowSide);
    for (let i = 0; i < total.length; i++) total[i] = Math.max(total[i]!, soft[i]! * strength);
  }
  // Upsample the shadow bilinearly while darkening.
  for (let y = 0; y < size; y++) {
    const sy = Math.min(shadowSide - 1.001, Math.max(0, (y + 0.5) * ratio - 0.5));
    const y0 = Math.floor(sy);
    const fy = sy - y0;
    for (let x = 0; x < size; x++) {
      const sx = Math.min(shadowSide - 1.001, Math.max(0, (x + 0.5) * ratio - 0.5));
      const x0 = Math.floor(sx);
      const fx = sx - x0;
      const i = y0 * shadowSide + x0;
      const top = total[i]! * (1 - fx) + total[i + 1]! * fx;
      const bottom = total[i + shadowSide]! * (1 - fx) + total[i + shadowSide + 1]! * fx;
      const shadow = top * (1 - fy) + bottom * fy;
      if (shadow <= 0) continue;
      const p = (y * size + x) * 3;
      const keep = 1 - shadow;
      rgb[p] = rgb[p]! * keep;
      rgb[p + 1] = rgb[p + 1]! * keep;
      rgb[p + 2] = rgb[p + 2]! * keep;
    }
  }
}

/** The metal and the gems as one triangle list, the metal's first; `gemOf` per gem triangle. */
interface Scene {
  positions: Float32Array;
  normals: Float32Array;
  indices: Uint32Array;
  metalTriangles: number;
  gemOf: Int32Array;
  gems: Gem[];
}

function withGems(metal: Mesh, gems: Gem[]): Scene {
  const sum = (pick: (gem: Gem) => number) => gems.reduce((s, gem) => s + pick(gem), 0);
  const positions = new Float32Array(metal.positions.length + sum((g) => g.positions.length));
  const normals = new Float32Array(positions.length);
  const indices = new Uint32Array(metal.indices.length + sum((g) => g.indices.length));
  positions.set(metal.positions);
  normals.set(metal.normals);
  indices.set(metal.indices);
  const metalTriangles = metal.indices.length / 3;
  const gemOf = new Int32Array(indices.length / 3 - metalTriangles);
  let vertex = metal.positions.length;
  let index = metal.indices.length;
  gems.forEach((gem, g) => {
    positions.set(gem.positions, vertex);
    normals.set(gem.normals, vertex);
    for (let k = 0; k < gem.indices.length; k++) indices[index + k] = gem.indices[k]! + vertex / 3;
    gemOf.fill(g, index / 3 - metalTriangles, (index + gem.indices.length) / 3 - metalTriangles);
    vertex += gem.positions.length;
    index += gem.indices.length;
  });
  return { positions, normals, indices, metalTriangles, gemOf, gems };
}

function shadePixels(
  rgb: Float32Array,
  frame: ReturnType<typeof rasterize>,
  mesh: Mesh,
  viewNormals: Float32Array,
  texture: ModelTexture,
): void {
  const { uvs, indices } = mesh;
  const { factor } = texture;
  const colour: Vec3 = [0, 0, 0];
  const metalTriangles = indices.length / 3;
  for (let i = 0; i < frame.triangle.length; i++) {
    const t = frame.triangle[i]!;
    if (t < 0 || t >= metalTriangles) continue;
    const a = indices[t * 3]!;
    const b = indices[t * 3 + 1]!;
    const c = indices[t * 3 + 2]!;
    const w1 = frame.w1[i]!;
    const w2 = frame.w2[i]!;
    const w0 = 1 - w1 - w2;
    let nx = viewNormals[a * 3]! * w0 + viewNormals[b * 3]! * w1 + viewNormals[c * 3]! * w2;
    let ny =
      viewNormals[a * 3 + 1]! * w0 + viewNormals[b * 3 + 1]! * w1 + viewNormals[c * 3 + 1]! * w2;
    let nz =
      viewNormals[a * 3 + 2]! * w0 + viewNormals[b * 3 + 2]! * w1 + viewNormals[c * 3 + 2]! * w2;
    const length = Math.hypot(nx, ny, nz) || 1;
    nx /= length;
    ny /= length;
    nz /= length;
    const u = uvs[a * 2]! * w0 + uvs[b * 2]! * w1 + uvs[c * 2]! * w2;
    const v = uvs[a * 2 + 1]! * w0 + uvs[b * 2 + 1]! * w1 + uvs[c * 2 + 1]! * w2;
    sampleTexture(texture, u, v, colour);
    shadeMetal(
      nx,
      ny,
      nz,
      colour[0] * factor[0]!,
      colour[1] * factor[1]!,
      colour[2] * factor[2]!,
      colour,
    );
    const p = i * 3;
    rgb[p] = colour[0];
    rgb[p + 1] = colour[1];
    rgb[p + 2] = colour[2];
  }
}

/**
 * The gems, facet by facet (each facet is flat): the studio reflected off the facet (Fresnel, a
 * diamond's 17 % head-on), the light the stone sends back through it (the studio seen along a
 * direction set by the facet's tilt, so neighbouring facets differ, tinted by the stone's
 * colour), the key light's sparkle, and on some facets a flash of spectral fire.
 */
function shadeGems(
  rgb: Float32Array,
  frame: ReturnType<typeof rasterize>,
  scene: Scene,
  viewNormals: Float32Array,
): void {
  if (scene.gems.length === 0) return;
  const bodies = scene.gems.map((gem) => gem.colour.map((c) => Math.pow(c / 255, 2.2)));
  for (let i = 0; i < frame.triangle.length; i++) {
    const t = frame.triangle[i]!;
    if (t < scene.metalTriangles) continue;
    const v = scene.indices[t * 3]! * 3;
    const nx = viewNormals[v]!;
    const ny = viewNormals[v + 1]!;
    const nz = viewNormals[v + 2]!;
    const facing = Math.max(0, nz);
    const reflected = studioEnvironment(2 * facing * nx, 2 * facing * ny, 2 * facing * nz - 1);
    const fresnel = 0.17 + 0.83 * Math.pow(1 - facing, 5);
    const returned = studioEnvironment(1.6 * nx, 0.4 - 1.6 * ny, 0.5);
    const sparkle =
      5 * Math.pow(Math.max(0, nx * KEY_HALF[0] + ny * KEY_HALF[1] + nz * KEY_HALF[2]), 160);
    // One tone per facet plane (a table or a step is several triangles), from the world normal.
    const plane = Math.round(scene.normals[v]! * 40) * 97 + Math.round(scene.normals[v + 1]! * 40);
    const seed = hash01(plane, Math.round(scene.normals[v + 2]! * 40));
    const fire = seed > 0.8 ? spectral(hash01(plane, 29)) : null;
    const body = bodies[scene.gemOf[t - scene.metalTriangles]!]!;
    const p = i * 3;
    for (let k = 0; k < 3; k++) {
      const inner = body[k]! * (0.05 + 0.95 * returned) * (0.2 + 1.2 * seed * seed);
      const flash = fire ? (0.7 * fire[k]! * returned) / 255 : 0;
      const linear = (1 - fresnel) * (inner + flash) + fresnel * reflected + sparkle;
      rgb[p + k] = 255 * Math.pow(1 - Math.exp(-1.35 * linear), 1 / 2.2);
    }
  }
}

/** Polished metal under the studio rig; writes sRGB 0-255 into `out`. */
function shadeMetal(
  nx: number,
  ny: number,
  nz: number,
  r: number,
  g: number,
  b: number,
  out: Vec3,
): void {
  const facing = Math.max(0, nz);
  // Reflection of the view ray (0, 0, 1) about the normal.
  const rx = 2 * facing * nx;
  const ry = 2 * facing * ny;
  const rz = 2 * facing * nz - 1;
  const environment = studioEnvironment(rx, ry, rz);
  const fresnel = Math.pow(1 - facing, 5);
  const lambert = Math.max(0, nx * KEY[0] + ny * KEY[1] + nz * KEY[2]);
  const key = Math.pow(Math.max(0, nx * KEY_HALF[0] + ny * KEY_HALF[1] + nz * KEY_HALF[2]), 90);
  const rim = Math.pow(Math.max(0, nx * RIM_HALF[0] + ny * RIM_HALF[1] + nz * RIM_HALF[2]), 40);
  const light = environment + 4 * key + 1.2 * rim;
  const base = [r, g, b];
  for (let k = 0; k < 3; k++) {
    const f0 = base[k]!;
    const reflectance = f0 + (1 - f0) * fresnel;
    // A little diffuse keeps the piece's own texture readable where it faces the camera.
    const linear = f0 * (0.18 + 0.45 * lambert) + reflectance * light;
    // Soft shoulder, then gamma.
    out[k] = 255 * Math.pow(1 - Math.exp(-1.35 * linear), 1 / 2.2);
  }
}

/** Radiance of the studio seen along a direction: softbox overhead, strips at the sides. */
function studioEnvironment(x: number, y: number, z: number): number {
  // A lit grey floor below, a dim wall at the horizon, brighter overhead.
  let value = y < 0 ? 0.1 + 0.06 * (1 + y) : 0.12 + 0.2 * y;
  value += 2.4 * smoothstep(0.45, 0.75, y) * smoothstep(-0.9, -0.2, z + 0.2 * x);
  value += 1.6 * smoothstep(0.55, 0.8, -x) * (1 - smoothstep(0.25, 0.6, Math.abs(y)));
  value += 0.7 * smoothstep(0.6, 0.85, x) * (1 - smoothstep(0.2, 0.5, Math.abs(y)));
  // The large diffuser behind the camera, brighter towards its top.
  value += (0.55 + 0.35 * y) * smoothstep(0.35, 0.9, z);
  return value;
}

function sampleTexture(texture: ModelTexture, u: number, v: number, out: Vec3): void {
  const { width, height, linear } = texture;
  const x = Math.min(width - 1.001, Math.max(0, u * width - 0.5));
  const y = Math.min(height - 1.001, Math.max(0, v * height - 0.5));
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const x1 = Math.min(width - 1, x0 + 1);
  const y1 = Math.min(height - 1, y0 + 1);
  for (let c = 0; c < 3; c++) {
    const top =
      linear[(y0 * width + x0) * 3 + c]! * (1 - fx) + linear[(y0 * width + x1) * 3 + c]! * fx;
    const bottom =
      linear[(y1 * width + x0) * 3 + c]! * (1 - fx) + linear[(y1 * width + x1) * 3 + c]! * fx;
    out[c] = top * (1 - fy) + bottom * fy;
  }
}

/** Row-major 3x3: turn by yaw about Y, then tilt by pitch about X (the camera above). */
export function viewRotation({ yaw, pitch }: View): Float32Array {
  const a = (yaw * Math.PI) / 180;
  const p = (pitch * Math.PI) / 180;
  const cy = Math.cos(a);
  const sy = Math.sin(a);
  const cp = Math.cos(p);
  const sp = Math.sin(p);
  // Rx(p) * Ry(a)
  return Float32Array.of(cy, 0, sy, sp * sy, cp, -sp * cy, -cp * sy, sp, cp * cy);
}

export function transform(points: Float32Array, m: Float32Array, out: Float32Array): void {
  for (let i = 0; i < points.length; i += 3) {
    const x = points[i]!;
    const y = points[i + 1]!;
    const z = points[i + 2]!;
    out[i] = m[0]! * x + m[1]! * y + m[2]! * z;
    out[i + 1] = m[3]! * x + m[4]! * y + m[5]! * z;
    out[i + 2] = m[6]! * x + m[7]! * y + m[8]! * z;
  }
}

function modelExtent(positions: Float32Array): number {
  let extent = 0;
  for (let i = 0; i < positions.length; i++) extent = Math.max(extent, Math.abs(positions[i]!));
  return extent || 1;
}

function range(values: Float32Array): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return [min, max];
}
