import type { Mask } from '../../imaging/mask';
import { resampleMask } from '../../imaging/resample';
// The piece as a solid: its silhouette (the confirmed design's mask, area-resampled to a grid)
// traced with marching squares into a front face, a mirrored back face and a side wall, so the
// outline is smooth rather than stair-stepped. The faces rise from the wall with a rounded bevel
// (a quarter circle over the distance to the outline), so a thin stroke becomes a round wire and
// a broad area a flat plate with softened edges. The model stands upright: the design faces +Z,
// Y is up, its lowest point rests on y = 0, units are metres. One vertex per inside grid sample
// where the face curves (runs of flat cells merge into quads); simplify-mesh.ts thins it out.
// traceSolid also serves parts of a piece traced on one shared grid (a ring's head).

export interface Mesh {
  /** x, y, z per vertex. */
  positions: Float32Array;
  /** Unit normals, x, y, z per vertex. */
  normals: Float32Array;
  /** u, v per vertex (glTF convention: v grows downwards over the texture). */
  uvs: Float32Array;
  /** Counter-clockwise triangles seen from outside. */
  indices: Uint32Array;
  /** 1 for a vertex of plain polished metal (side walls), 0 where the face shows the piece. */
  plain: Uint8Array;
  /** Grid the silhouette was traced on (cells), and the size of one cell in metres. */
  grid: {
    width: number;
    height: number;
    cell: number;
    /** Grid pixel coordinates (centres at +0.5) of the world origin: x0 + x / cell, y0 - y / cell. */
    x0: number;
    y0: number;
  };
}

export interface MeshOptions {
  /** Cells along the grid's long side. */
  gridSide: number;
  /** Real size of the piece's long side, in metres. */
  sizeMetres: number;
  /** Thickness of the flat wall, as a fraction of the long side. */
  thickness: number;
  /**
   * When set, the wall is at most this many times the piece's mean half-width (the mean distance
   * to the outline inside it): a drawn wire stays a wire instead of a deep fence.
   */
  wallPerHalfWidth?: number;
  /** Bevel radius in cells, and how high (in cells) the bevel lifts a face over the wall. */
  bevelCells: number;
  bevelRise: number;
}

const INSIDE = 0.5;

/**
 * Where the mesh's vertices fall on its grid seen from the front, in grid pixels times `scale`
 * (and `scaleY` down): the grid's pixels span the mask it was traced from.
 */
export function frontPixels(mesh: Pick<Mesh, 'positions' | 'grid'>, scale = 1, scaleY = scale) {
  const { cell, x0, y0 } = mesh.grid;
  const count = mesh.positions.length / 3;
  const x = new Float32Array(count);
  const y = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    x[i] = (x0 + mesh.positions[i * 3]! / cell) * scale;
    y[i] = (y0 - mesh.positions[i * 3 + 1]! / cell) * scaleY;
  }
  return { x, y };
}

/** The grid coverage (0-1) of the mask at `gridSide` on its long side, padded by one empty cell. */
export function gridCoverage(mask: Mask, gridSide: number) {
  const scale = gridSide / Math.max(mask.width, mask.height);
  const width = Math.max(1, Math.round(mask.width * scale));
  const height = Math.max(1, Math.round(mask.height * scale));
  const inner = resampleMask(mask, width, height);
  const W = width + 2;
  const H = height + 2;
  const values = new Float32Array(W * H);
  for (let y = 0; y < height; y++) {
    values.set(inner.subarray(y * width, (y + 1) * width), (y + 1) * W + 1);
  }
  return { values, W, H, width, height };
}

/** Chamfer (3-4) distance, in cells, from each inside sample to the nearest outside sample. */
function distanceInside(values: Float32Array, W: number, H: number): Float32Array {
  const big = 1e9;
  const d = new Float32Array(W * H);
  for (let i = 0; i < d.length; i++) d[i] = values[i]! >= INSIDE ? big : 0;
  for (let y = 1; y < H - 1; y++) {
    for (let x = 1; x < W - 1; x++) {
      const i = y * W + x;
      if (d[i] === 0) continue;
      d[i] = Math.min(d[i]!, d[i - 1]! + 3, d[i - W]! + 3, d[i - W - 1]! + 4, d[i - W + 1]! + 4);
    }
  }
  for (let y = H - 2; y >= 1; y--) {
    for (let x = W - 2; x >= 1; x--) {
      const i = y * W + x;
      if (d[i] === 0) continue;
      d[i] = Math.min(d[i]!, d[i + 1]! + 3, d[i + W]! + 3, d[i + W + 1]! + 4, d[i + W - 1]! + 4);
    }
  }
  // Samples sit half a cell inside the outline at least; the outline itself is at distance 0.
  for (let i = 0; i < d.length; i++) d[i] = d[i]! > 0 ? d[i]! / 3 - 0.5 : 0;
  return d;
}

/** Coverage samples on the grid: W x H with a one-cell empty border around width x height. */
export type GridCoverage = ReturnType<typeof gridCoverage>;

export function buildMesh(mask: Mask, options: MeshOptions): Mesh {
  return traceSolid(gridCoverage(mask, options.gridSide), options);
}

/**
 * The solid of the inside samples of `grid`. World y = 0 is at grid row `floorRow` (by default the
 * lowest point of the outline), so parts traced from one grid can share a frame.
 */
export function traceSolid(grid: GridCoverage, options: MeshOptions, floorRow?: number): Mesh {
  const { values, W, H, width, height } = grid;
  const cell = options.sizeMetres / Math.max(width, height);
  const distance = distanceInside(values, W, H);
  let halfWall = (options.thickness * Math.max(width, height)) / 2; // in cells
  if (options.wallPerHalfWidth) {
    let sum = 0;
    let count = 0;
    for (let i = 0; i < distance.length; i++) {
      if (distance[i]! <= 0) continue;
      sum += distance[i]! + 0.5;
      count++;
    }
    if (count > 0)
      halfWall = Math.min(halfWall, Math.max(1, (options.wallPerHalfWidth * sum) / count));
  }
  const lift = (d: number) => {
    const s = Math.min(1, Math.max(0, d / options.bevelCells));
    return halfWall + options.bevelRise * Math.sqrt(1 - (1 - s) * (1 - s));
  };

  // Front-face vertices in grid units (x right, y down, z towards the viewer), built on demand:
  // one per inside sample, one per lattice edge the outline crosses.
  const gx: number[] = [];
  const gy: number[] = [];
  const gz: number[] = [];
  const onOutline: boolean[] = [];
  const sampleVertex = new Int32Array(W * H).fill(-1);
  const edgeVertex = new Map<number, number>();
  const addVertex = (x: number, y: number, z: number, outline: boolean) => {
    gx.push(x);
    gy.push(y);
    gz.push(z);
    onOutline.push(outline);
    return gx.length - 1;
  };
  const sampleAt = (x: number, y: number) => {
    const i = y * W + x;
    if (sampleVertex[i]! < 0) sampleVertex[i] = addVertex(x, y, lift(distance[i]!), false);
    return sampleVertex[i]!;
  };
  // Edge between samples a and b (a < b as indices): the 0.5 crossing, linearly interpolated.
  const edgeAt = (ax: number, ay: number, bx: number, by: number) => {
    const a = ay * W + ax;
    const b = by * W + bx;
    const key = Math.min(a, b) * 2 + (ay === by ? 0 : 1);
    const known = edgeVertex.get(key);
    if (known !== undefined) return known;
    const va = values[a]!;
    const vb = values[b]!;
    const t = Math.min(1, Math.max(0, (INSIDE - va) / (vb - va)));
    const id = addVertex(ax + (bx - ax) * t, ay + (by - ay) * t, halfWall, true);
    edgeVertex.set(key, id);
    return id;
  };

  const front: number[] = [];
  // The back is a flat plate: runs of fully inside cells merge into one quad each.
  const back: number[] = [];
  // Outline segments: front vertex ids a, b and the outward normal (grid space, y down).
  const outline: number[] = [];
  const corners = [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
  ] as const;
  const polygon: number[] = [];
  const isEdge: boolean[] = [];
  // A cell is flat when its four samples are past the bevel: the face is a plane there, and the
  // texture is mapped linearly, so a run of flat cells is one quad without any loss.
  const flat = (x: number, y: number) =>
    distance[y * W + x]! >= options.bevelCells &&
    distance[y * W + x + 1]! >= options.bevelCells &&
    distance[(y + 1) * W + x]! >= options.bevelCells &&
    distance[(y + 1) * W + x + 1]! >= options.bevelCells;
  for (let y = 0; y < H - 1; y++) {
    let backRun = -1;
    const closeBackRun = (end: number) => {
      if (backRun < 0) return;
      const quad = [
        sampleAt(backRun, y),
        sampleAt(end, y),
        sampleAt(end, y + 1),
        sampleAt(backRun, y + 1),
      ];
      back.push(quad[0]!, quad[1]!, quad[2]!, quad[0]!, quad[2]!, quad[3]!);
      backRun = -1;
    };
    for (let x = 0; x < W - 1; x++) {
      if (flat(x, y)) {
        if (backRun < 0) backRun = x;
        let end = x;
        while (end + 1 < W - 1 && flat(end + 1, y)) end++;
        const run = [
          sampleAt(x, y),
          sampleAt(end + 1, y),
          sampleAt(end + 1, y + 1),
          sampleAt(x, y + 1),
        ];
        emitPolygon(run, [false, false, false, false], [x, y]);
        x = end;
        continue;
      }
      const i = y * W + x;
      if (
        values[i]! < INSIDE &&
        values[i + 1]! < INSIDE &&
        values[i + W]! < INSIDE &&
        values[i + W + 1]! < INSIDE
      ) {
        closeBackRun(x); // outside: the common case, without allocating
        continue;
      }
      const inside = corners.map(([cx, cy]) => values[(y + cy) * W + x + cx]! >= INSIDE);
      const count = inside.filter(Boolean).length;
      if (count === 4) {
        if (backRun < 0) backRun = x;
      } else {
        closeBackRun(x);
      }
      if (count === 0) continue;
      const saddle = count === 2 && inside[0] === inside[2];
      const centre =
        (values[y * W + x]! +
          values[y * W + x + 1]! +
          values[(y + 1) * W + x]! +
          values[(y + 1) * W + x + 1]!) /
        4;
      const corner = (k: number) => sampleAt(x + corners[k]![0], y + corners[k]![1]);
      const edge = (k: number) => {
        const [ax, ay] = corners[k]!;
        const [bx, by] = corners[(k + 1) % 4]!;
        return edgeAt(x + ax, y + ay, x + bx, y + by);
      };
      if (saddle && centre < INSIDE) {
        // Two separate corners: a triangle each.
        for (let k = 0; k < 4; k++) {
          if (!inside[k]) continue;
          const previous = (k + 3) % 4;
          emitPolygon(
            [edge(previous), corner(k), edge(k)],
            [true, false, true],
            [x + corners[k]![0], y + corners[k]![1]],
            true,
          );
        }
        continue;
      }
      polygon.length = 0;
      isEdge.length = 0;
      let sumX = 0;
      let sumY = 0;
      for (let k = 0; k < 4; k++) {
        if (!inside[k]) continue;
        sumX += x + corners[k]![0];
        sumY += y + corners[k]![1];
      }
      for (let k = 0; k < 4; k++) {
        if (inside[k]) {
          polygon.push(corner(k));
          isEdge.push(false);
        }
        if (inside[k] !== inside[(k + 1) % 4]) {
          polygon.push(edge(k));
          isEdge.push(true);
        }
      }
      emitPolygon(polygon, isEdge, [sumX / count, sumY / count], count < 4);
    }
    closeBackRun(W - 1);
  }

  function emitPolygon(
    ids: number[],
    edges: boolean[],
    insideAt: readonly [number, number],
    onBack = false,
  ) {
    for (let k = 1; k < ids.length - 1; k++) {
      front.push(ids[0]!, ids[k]!, ids[k + 1]!);
      if (onBack) back.push(ids[0]!, ids[k]!, ids[k + 1]!);
    }
    // An outline segment is a step between two edge vertices; outward points away from the
    // cell's inside corners.
    for (let k = 0; k < ids.length; k++) {
      const next = (k + 1) % ids.length;
      if (!edges[k] || !edges[next] || ids.length < 3) continue;
      const a = ids[k]!;
      const b = ids[next]!;
      const length = Math.hypot(gx[b]! - gx[a]!, gy[b]! - gy[a]!);
      if (length < 1e-6) continue;
      let px = (gy[b]! - gy[a]!) / length;
      let py = -(gx[b]! - gx[a]!) / length;
      const mx = (gx[a]! + gx[b]!) / 2 - insideAt[0];
      const my = (gy[a]! + gy[b]!) / 2 - insideAt[1];
      if (px * mx + py * my < 0) {
        px = -px;
        py = -py;
      }
      outline.push(a, b, px, py);
    }
  }

  // World coordinates: metres, centred on x, the lowest outline point at y = 0, front at +z.
  const n = gx.length;
  let maxGy = floorRow ?? -Infinity;
  if (floorRow === undefined) for (let i = 0; i < n; i++) maxGy = Math.max(maxGy, gy[i]!);
  const centreX = W / 2 - 0.5;
  const world = (i: number, side: 1 | -1, out: number[]) =>
    out.push((gx[i]! - centreX) * cell, (maxGy - gy[i]!) * cell, side * gz[i]! * cell);

  const positions: number[] = [];
  const uvs: number[] = [];
  const uvOf = (i: number) => [(gx[i]! - 0.5) / width, (gy[i]! - 0.5) / height] as const;
  for (let i = 0; i < n; i++) {
    world(i, 1, positions);
    const [u, v] = uvOf(i);
    uvs.push(clamp01(u), clamp01(v));
  }
  // Back vertices: only those the back uses, all on the plane z = -wall.
  const backOf = new Int32Array(n).fill(-1);
  const backVertex = (i: number) => {
    if (backOf[i]! >= 0) return backOf[i]!;
    const id = positions.length / 3;
    positions.push((gx[i]! - centreX) * cell, (maxGy - gy[i]!) * cell, -halfWall * cell);
    const [u, v] = uvOf(i);
    uvs.push(clamp01(u), clamp01(v));
    backOf[i] = id;
    return id;
  };
  // Counter-clockwise in world space (y up) is clockwise (negative cross) in grid space (y down).
  const crossOf = (a: number, b: number, c: number) =>
    (gx[b]! - gx[a]!) * (gy[c]! - gy[a]!) - (gy[b]! - gy[a]!) * (gx[c]! - gx[a]!);
  const indices: number[] = [];
  for (let t = 0; t < front.length; t += 3) {
    const [a, b, c] = [front[t]!, front[t + 1]!, front[t + 2]!];
    const cross = crossOf(a, b, c);
    if (Math.abs(cross) < 1e-9) continue; // degenerate sliver
    if (cross < 0) indices.push(a, b, c);
    else indices.push(a, c, b);
  }
  const frontIndexCount = indices.length;
  const backStart = positions.length / 3;
  for (let t = 0; t < back.length; t += 3) {
    const [a, b, c] = [back[t]!, back[t + 1]!, back[t + 2]!];
    const cross = crossOf(a, b, c);
    if (Math.abs(cross) < 1e-9) continue;
    // Seen from behind: the opposite winding.
    if (cross < 0) indices.push(backVertex(c), backVertex(b), backVertex(a));
    else indices.push(backVertex(b), backVertex(c), backVertex(a));
  }

  // The side wall: its own vertices (a crisp edge), normals pointing out of the outline.
  const wallStart = positions.length / 3;
  const wallOf = new Map<number, number>();
  const wallNormalX: number[] = [];
  const wallNormalY: number[] = [];
  const wallVertex = (i: number) => {
    const known = wallOf.get(i);
    if (known !== undefined) return known;
    const id = positions.length / 3;
    world(i, 1, positions);
    positions.push(...positions.slice(-3, -1), -positions[positions.length - 1]!);
    const [u, v] = uvOf(i);
    uvs.push(clamp01(u), clamp01(v), clamp01(u), clamp01(v));
    wallNormalX.push(0, 0);
    wallNormalY.push(0, 0);
    wallOf.set(i, id);
    return id;
  };
  for (let s = 0; s < outline.length; s += 4) {
    const a = outline[s]!;
    const b = outline[s + 1]!;
    const length = Math.hypot(gx[b]! - gx[a]!, gy[b]! - gy[a]!);
    const wa = wallVertex(a);
    const wb = wallVertex(b);
    // World space flips y.
    const nx = outline[s + 2]!;
    const ny = -outline[s + 3]!;
    for (const w of [wa, wb]) {
      const k = w - wallStart;
      wallNormalX[k]! += nx * length;
      wallNormalX[k + 1]! += nx * length;
      wallNormalY[k]! += ny * length;
      wallNormalY[k + 1]! += ny * length;
    }
    // wa/wb front, wa+1/wb+1 back. Counter-clockwise seen from outside.
    const quad = orientQuad(positions, wa, wb, nx, ny);
    indices.push(...quad);
  }

  const normals = new Float32Array(positions.length);
  accumulateFaceNormals(positions, indices, frontIndexCount, normals);
  for (let v = backStart; v < wallStart; v++) normals[v * 3 + 2] = -1;
  for (let k = 0; k < wallNormalX.length; k++) {
    const length = Math.hypot(wallNormalX[k]!, wallNormalY[k]!) || 1;
    normals[(wallStart + k) * 3] = wallNormalX[k]! / length;
    normals[(wallStart + k) * 3 + 1] = wallNormalY[k]! / length;
    normals[(wallStart + k) * 3 + 2] = 0;
  }
  const plain = new Uint8Array(positions.length / 3);
  plain.fill(1, wallStart);
  return {
    positions: Float32Array.from(positions),
    normals,
    uvs: Float32Array.from(uvs),
    indices: Uint32Array.from(indices),
    plain,
    grid: { width, height, cell, x0: centreX - 0.5, y0: maxGy - 0.5 },
  };
}

/** The two triangles of a wall quad, wound so their normal agrees with the outward (nx, ny). */
function orientQuad(positions: number[], a: number, b: number, nx: number, ny: number): number[] {
  const ax = positions[a * 3]!;
  const ay = positions[a * 3 + 1]!;
  const bx = positions[b * 3]!;
  const by = positions[b * 3 + 1]!;
  // Triangle (a front, b front, a back): normal = (b - a) x (aBack - a), aBack - a = (0, 0, -dz).
  // (dx, dy, 0) x (0, 0, -1) = (-dy, dx, 0).
  const facing = -(by - ay) * nx + (bx - ax) * ny;
  return facing >= 0 ? [a, b, a + 1, a + 1, b, b + 1] : [a, a + 1, b, a + 1, b + 1, b];
}

/** Area-weighted vertex normals of the first `count` indices (the smooth faces). */
function accumulateFaceNormals(
  positions: number[],
  indices: number[],
  count: number,
  normals: Float32Array,
): void {
  for (let t = 0; t < count; t += 3) {
    const a = indices[t]! * 3;
    const b = indices[t + 1]! * 3;
    const c = indices[t + 2]! * 3;
    const ux = positions[b]! - positions[a]!;
    const uy = positions[b + 1]! - positions[a + 1]!;
    const uz = positions[b + 2]! - positions[a + 2]!;
    const vx = positions[c]! - positions[a]!;
    const vy = positions[c + 1]! - positions[a + 1]!;
    const vz = positions[c + 2]! - positions[a + 2]!;
    const nx = uy * vz - uz * vy;
    const ny = uz * vx - ux * vz;
    const nz = ux * vy - uy * vx;
    for (const v of [a, b, c]) {
      normals[v] = normals[v]! + nx;
      normals[v + 1] = normals[v + 1]! + ny;
      normals[v + 2] = normals[v + 2]! + nz;
    }
  }
  for (let v = 0; v < normals.length; v += 3) {
    const length = Math.hypot(normals[v]!, normals[v + 1]!, normals[v + 2]!);
    if (length > 0) {
      normals[v] = normals[v]! / length;
      normals[v + 1] = normals[v + 1]! / length;
      normals[v + 2] = normals[v + 2]! / length;
    } else {
      normals[v + 2] = 1;
    }
  }
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}
