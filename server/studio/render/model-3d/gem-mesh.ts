// A drawing's stones as gems of their own in the 3D model, cut to their drawn outline: the girdle
// follows the stone's outline, a table (the outline drawn in towards the stone's centre) sits on a
// crown of kite and star facets (an emerald cut: on steps parallel to its sides), and a pavilion
// closes the gem to a culet sunk into the metal.
// The girdle rests just above the metal's front at the stone, so the metal around holds it like
// a seat. Each facet is flat (its own normal), so the studio render and any viewer light facet by
// facet. Units and axes are the metal mesh's (mesh.ts): metres, the design facing +Z, Y up.
import { cv, matOf, withMats } from '../../imaging/cv';
import type { StonePlane } from '../../regions/region-pixels';
import type { Rgb } from '../canvas';
import { frontPixels, type Mesh } from './mesh';
import { rasterize } from './rasterize';

export interface Gem {
  /** x, y, z per vertex; three vertices per facet triangle, so each facet is flat. */
  positions: Float32Array;
  normals: Float32Array;
  /** Counter-clockwise triangles seen from outside. */
  indices: Uint32Array;
  /** sRGB 0-255. */
  colour: Rgb;
}

/** Proportions of a brilliant, as shares of the stone's equivalent radius (area = pi r^2). */
export const GEM_CUT = {
  /** Points on the girdle (even: a kite and a star facet per pair). */
  girdlePoints: 32,
  /** The table's outline, drawn in towards the centre (a brilliant's table is about 55 %). */
  table: 0.55,
  /** Girdle above the metal's front, so the seat shows round it. */
  girdleRise: 0.04,
  /** Crown height above the girdle (about a brilliant's 16 % of the diameter, a little proud). */
  crown: 0.38,
  /** Pavilion depth below the girdle (about 43 % of the diameter), kept inside the metal. */
  pavilion: 0.86,
  /** An emerald cut's steps: how far each ring is drawn in, and its share of the crown's height. */
  steps: [
    [0.86, 0.45],
    [0.72, 0.8],
    [0.62, 1],
  ],
  /** A stone smaller than this many pixels of the cut-out stays in the texture. */
  minArea: 12,
} as const;

/**
 * The gems of `stones` (a plane the size of the cut-out's mask) set into `metal`, whose grid was
 * traced from a mask `maskWidth` wide.
 */
export function buildGems(stones: StonePlane, maskWidth: number, metal: Mesh): Gem[] {
  const front = frontDepth(metal);
  const back = frontDepth(metal, -1);
  const { grid } = metal;
  const toGrid = grid.width / maskWidth;
  const gems: Gem[] = [];
  for (const [k, stone] of stonesOf(stones.plane, maskWidth)) {
    if (stone.pixels.length < GEM_CUT.minArea) continue;
    const outline = outlineOf(stones.plane, maskWidth, k, stone.box);
    if (!outline) continue;
    // Centre and seat: the stone's pixel mean, and the metal's front and back under it.
    let cx = 0;
    let cy = 0;
    const fronts: number[] = [];
    let deepest = Infinity;
    for (const i of stone.pixels) {
      const x = i % maskWidth;
      const y = (i - x) / maskWidth;
      cx += x + 0.5;
      cy += y + 0.5;
      const g = gridIndex(front, (x + 0.5) * toGrid, (y + 0.5) * toGrid);
      if (g < 0) continue;
      if (Number.isFinite(front.depth[g]!)) fronts.push(front.depth[g]!);
      if (Number.isFinite(back.depth[g]!)) deepest = Math.min(deepest, -back.depth[g]!);
    }
    if (fronts.length === 0) continue; // a stone in an opening: nothing holds it
    cx /= stone.pixels.length;
    cy /= stone.pixels.length;
    fronts.sort((a, b) => a - b);
    const seat = fronts[Math.floor(fronts.length / 2)]!;
    const cell = grid.cell;
    const radius = Math.sqrt(stone.pixels.length / Math.PI) * toGrid * cell;
    const world = (x: number, y: number): [number, number] => [
      (x * toGrid - grid.x0) * cell,
      (grid.y0 - y * toGrid) * cell,
    ];
    const girdleZ = seat + GEM_CUT.girdleRise * radius;
    const culetZ = Math.max(
      girdleZ - GEM_CUT.pavilion * radius,
      Number.isFinite(deepest) ? deepest + 0.15 * (seat - deepest) : -Infinity,
    );
    gems.push(
      cutGem(
        outline.map(([x, y]) => world(x, y)),
        world(cx, cy),
        girdleZ,
        girdleZ + GEM_CUT.crown * radius,
        culetZ,
        stones.colours[k - 1]!,
        stones.stepCut?.[k - 1] ?? false,
      ),
    );
  }
  return gems;
}

/** Each stone's pixels and box (x0, y0, x1, y1 inclusive), by its number, in one pass. */
function stonesOf(plane: Uint8Array, width: number) {
  const stones = new Map<number, { pixels: number[]; box: [number, number, number, number] }>();
  for (let i = 0; i < plane.length; i++) {
    const k = plane[i]!;
    if (!k) continue;
    const x = i % width;
    const y = (i - x) / width;
    const stone = stones.get(k);
    if (!stone) {
      stones.set(k, { pixels: [i], box: [x, y, x, y] });
      continue;
    }
    stone.pixels.push(i);
    const { box } = stone;
    box[0] = Math.min(box[0], x);
    box[1] = Math.min(box[1], y);
    box[2] = Math.max(box[2], x);
    box[3] = Math.max(box[3], y);
  }
  return stones;
}

/** The facets of one gem: kites and stars between girdle and table, the table, the pavilion. */
function cutGem(
  girdle: [number, number][],
  [cx, cy]: [number, number],
  girdleZ: number,
  tableZ: number,
  culetZ: number,
  colour: Rgb,
  stepCut: boolean,
): Gem {
  const n = girdle.length;
  // The outline drawn in towards the centre by `inset`, at height z.
  const ring = (inset: number, z: number) =>
    girdle.map(([x, y]): Point => [cx + (x - cx) * inset, cy + (y - cy) * inset, z]);
  const rim = ring(1, girdleZ);
  const g = (i: number) => rim[i % n]!;
  // The table's corners sit towards the odd girdle points.
  const table = ring(GEM_CUT.table, tableZ);
  const t = (j: number) => table[(2 * j + 1) % n]!;
  const top: Point = [cx, cy, tableZ];
  const culet: Point = [cx, cy, culetZ];
  const facets: Point[][] = [];
  if (stepCut) {
    // Rings drawn in and raised step by step; between two rings, each side is one flat step.
    let outer = rim;
    for (const [inset, rise] of GEM_CUT.steps) {
      const inner = ring(inset, girdleZ + rise * (tableZ - girdleZ));
      for (let i = 0; i < n; i++) {
        const next = (i + 1) % n;
        facets.push([outer[i]!, outer[next]!, inner[i]!], [inner[i]!, outer[next]!, inner[next]!]);
      }
      outer = inner;
    }
    for (let i = 0; i < n; i++) facets.push([top, outer[i]!, outer[(i + 1) % n]!]);
  } else {
    for (let j = 0; j < n / 2; j++) {
      const a = 2 * j;
      // The upper girdle facets either side of the table corner, the star facet after it.
      facets.push([g(a), g(a + 1), t(j)], [g(a + 1), g(a + 2), t(j)], [t(j), g(a + 2), t(j + 1)]);
      facets.push([top, t(j), t(j + 1)]);
    }
  }
  for (let i = 0; i < n; i++) facets.push([g(i), g(i + 1), culet]);

  const positions = new Float32Array(facets.length * 9);
  const normals = new Float32Array(facets.length * 9);
  facets.forEach((corners, f) => {
    const normal = outwardNormal(corners, [cx, cy, (girdleZ + tableZ) / 2]);
    // Wound counter-clockwise seen from outside: the corners' own normal agrees with `normal`.
    const [a, b, c] = corners as [Point, Point, Point];
    const ordered = dot(crossOf(a, b, c), normal) >= 0 ? [a, b, c] : [a, c, b];
    ordered.forEach((p, v) => {
      positions.set(p, f * 9 + v * 3);
      normals.set(normal, f * 9 + v * 3);
    });
  });
  return {
    positions,
    normals,
    indices: Uint32Array.from({ length: facets.length * 3 }, (_, i) => i),
    colour,
  };
}

type Point = [number, number, number];

function crossOf(a: Point, b: Point, c: Point): Point {
  const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]] as const;
  const v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]] as const;
  return [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
}

function dot(a: Point, b: Point): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

/** The facet's unit normal, turned to point away from the gem's middle. */
function outwardNormal(corners: Point[], middle: Point): Point {
  const [a, b, c] = corners as [Point, Point, Point];
  const [x, y, z] = crossOf(a, b, c);
  const length = Math.hypot(x, y, z) || 1;
  const away: Point = [
    (a[0] + b[0] + c[0]) / 3 - middle[0],
    (a[1] + b[1] + c[1]) / 3 - middle[1],
    (a[2] + b[2] + c[2]) / 3 - middle[2],
  ];
  const sign = dot([x, y, z], away) >= 0 ? 1 : -1;
  return [(sign * x) / length, (sign * y) / length, (sign * z) / length];
}

/** The stone's outline (the largest), as `GEM_CUT.girdlePoints` points evenly along it. */
function outlineOf(
  plane: Uint8Array,
  width: number,
  k: number,
  [x0, y0, x1, y1]: [number, number, number, number],
): [number, number][] | null {
  // The stone's box, a pixel of margin round it so its outline is closed.
  const boxWidth = x1 - x0 + 3;
  const boxHeight = y1 - y0 + 3;
  const binary = new Uint8Array(boxWidth * boxHeight);
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      if (plane[y * width + x] === k) binary[(y - y0 + 1) * boxWidth + (x - x0 + 1)] = 255;
    }
  }
  return withMats((keep) => {
    const contours = keep(new cv.MatVector());
    const hierarchy = keep(new cv.Mat());
    cv.findContours(
      keep(matOf(binary, boxWidth, boxHeight)),
      contours,
      hierarchy,
      cv.RETR_EXTERNAL,
      cv.CHAIN_APPROX_NONE,
    );
    let best: Int32Array | null = null;
    let bestArea = 0;
    for (let i = 0; i < contours.size(); i++) {
      const contour = keep(contours.get(i));
      const area = cv.contourArea(contour);
      if (area > bestArea) {
        bestArea = area;
        best = Int32Array.from(contour.data32S as Int32Array);
      }
    }
    if (!best || best.length < 6) return null;
    // Back from the box to the plane's pixels.
    for (let i = 0; i < best.length; i += 2) {
      best[i] = best[i]! + x0 - 1;
      best[i + 1] = best[i + 1]! + y0 - 1;
    }
    return evenlyAlong(best, GEM_CUT.girdlePoints);
  });
}

/** `count` points evenly spaced along a closed polyline of pixel corners (x, y pairs). */
function evenlyAlong(points: Int32Array, count: number): [number, number][] {
  const n = points.length / 2;
  const at = (i: number): [number, number] => [
    points[(i % n) * 2]! + 0.5,
    points[(i % n) * 2 + 1]! + 0.5,
  ];
  const lengths = [0];
  for (let i = 1; i <= n; i++) {
    const [ax, ay] = at(i - 1);
    const [bx, by] = at(i);
    lengths.push(lengths[i - 1]! + Math.hypot(bx - ax, by - ay));
  }
  const total = lengths[n]!;
  const out: [number, number][] = [];
  let s = 0;
  for (let k = 0; k < count; k++) {
    const want = (k / count) * total;
    while (lengths[s + 1]! < want) s++;
    const [ax, ay] = at(s);
    const [bx, by] = at(s + 1);
    const f = (want - lengths[s]!) / (lengths[s + 1]! - lengths[s]! || 1);
    out.push([ax + (bx - ax) * f, ay + (by - ay) * f]);
  }
  return out;
}

interface DepthMap {
  width: number;
  height: number;
  depth: Float32Array;
}

/**
 * The metal's nearest surface seen from the front, per grid pixel (-Infinity where none); with
 * sign -1, seen from behind (minus the back surface's depth).
 */
function frontDepth(mesh: Mesh, sign = 1): DepthMap {
  const { grid, positions, indices } = mesh;
  const { x, y } = frontPixels(mesh);
  const z = new Float32Array(positions.length / 3);
  for (let i = 0; i < z.length; i++) z[i] = sign * positions[i * 3 + 2]!;
  const width = Math.ceil(grid.width);
  const height = Math.ceil(grid.height);
  return { width, height, depth: rasterize({ x, y, z, indices }, width, height).depth };
}

function gridIndex(map: DepthMap, x: number, y: number): number {
  const gx = Math.floor(x);
  const gy = Math.floor(y);
  if (gx < 0 || gy < 0 || gx >= map.width || gy >= map.height) return -1;
  return gy * map.width + gx;
}
