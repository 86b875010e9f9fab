// A ring as a jeweller models it: the drawn loop around the finger hole becomes a real band (a
// comfort-fit solid swept around the finger axis, a typical band's width deep), and the rest of
// the design (the head: setting, stones) is extruded with a bevel, domed, no deeper than the band
// and centred on it, so a three-quarter view shows a band going back with the head on top. Both
// parts keep the design's front silhouette. A ring with no finger hole in view (e.g. drawn from
// the top) has no band to build: the caller falls back to a plain extrusion.
import { findFingerHole } from './finger-hole';
import { gridCoverage, traceSolid, type GridCoverage, type Mesh, type MeshOptions } from './mesh';
import { measureBand, sweepBand, type BandProfile } from './ring-band';
import type { Mask } from '../../imaging/mask';

/** A band's width along the finger, in metres (typical bands are 2-3 mm). */
export const BAND_WIDTH = 0.0025;
/**
 * The head's flat wall and the bevel's dome, as shares of the band's half width: at its top the
 * head is as deep as the band, so where the band runs into it no step shows.
 */
const HEAD_WALL = 0.7;
const HEAD_DOME = 0.3;
/** The band takes the outline's last cells where it ends the piece (no sliver of head). */
const EDGE_CELLS = 2;

export interface RingMesh {
  mesh: Mesh;
  /** The band's vertices come first in the mesh, the head's after. */
  bandVertices: number;
  /** The finger axis (world x, y; it runs along z) and the band as measured, in metres. */
  axis: { x: number; y: number };
  innerRadius: { min: number; max: number };
  outerRadius: { min: number; max: number };
}

export function buildRingMesh(mask: Mask, options: MeshOptions): RingMesh | null {
  const grid = gridCoverage(mask, options.gridSide);
  const hole = findFingerHole(grid);
  const band = hole && measureBand(grid, hole);
  if (!band) return null;
  const { W, H, width, height } = grid;
  const side = Math.max(width, height);
  const cell = options.sizeMetres / side;
  const halfDepth = BAND_WIDTH / 2 / cell;

  const head = traceSolid(
    { ...grid, values: withoutBand(grid, band, options.bevelCells + 1) },
    {
      ...options,
      thickness: (2 * HEAD_WALL * halfDepth) / side,
      wallPerHalfWidth: undefined,
      bevelRise: HEAD_DOME * halfDepth,
    },
    H,
  );
  const swept = sweepBand(band, halfDepth);

  // One frame for both: the head's (x centred, y = 0 at row H), then rest on the floor.
  const centreX = W / 2 - 0.5;
  const bandCount = swept.gx.length;
  const headCount = head.positions.length / 3;
  const positions = new Float32Array((bandCount + headCount) * 3);
  const normals = new Float32Array(positions.length);
  const uvs = new Float32Array((bandCount + headCount) * 2);
  const plain = new Uint8Array(bandCount + headCount);
  for (let i = 0; i < bandCount; i++) {
    positions[i * 3] = (swept.gx[i]! - centreX) * cell;
    positions[i * 3 + 1] = (H - swept.gy[i]!) * cell;
    positions[i * 3 + 2] = swept.gz[i]! * cell;
    normals[i * 3] = swept.normals[i * 3]!;
    normals[i * 3 + 1] = -swept.normals[i * 3 + 1]!;
    normals[i * 3 + 2] = swept.normals[i * 3 + 2]!;
    // The sides show the piece where the front view sees them; the rest is polished metal.
    uvs[i * 2] = clamp01((swept.gx[i]! - 0.5) / width);
    uvs[i * 2 + 1] = clamp01((swept.gy[i]! - 0.5) / height);
    plain[i] = swept.textured[i] ? 0 : 1;
  }
  positions.set(head.positions, bandCount * 3);
  normals.set(head.normals, bandCount * 3);
  uvs.set(head.uvs, bandCount * 2);
  plain.set(head.plain, bandCount);
  const indices = new Uint32Array(swept.indices.length + head.indices.length);
  indices.set(swept.indices);
  for (let t = 0; t < head.indices.length; t++) {
    indices[swept.indices.length + t] = head.indices[t]! + bandCount;
  }

  let floor = Infinity;
  for (let i = 1; i < positions.length; i += 3) floor = Math.min(floor, positions[i]!);
  for (let i = 1; i < positions.length; i += 3) positions[i] = positions[i]! - floor;

  const radii = (from: (k: number) => number) => {
    let min = Infinity;
    let max = -Infinity;
    for (let k = 0; k < band.angles.length; k++) {
      min = Math.min(min, from(k) * cell);
      max = Math.max(max, from(k) * cell);
    }
    return { min, max };
  };
  return {
    mesh: {
      positions,
      normals,
      uvs,
      indices,
      plain,
      grid: { width, height, cell, x0: centreX - 0.5, y0: H - 0.5 - floor / cell },
    },
    bandVertices: bandCount,
    axis: { x: (band.x - centreX) * cell, y: (H - band.y) * cell - floor },
    innerRadius: radii((k) => band.rIn[k]!),
    outerRadius: radii((k) => band.rIn[k]! + band.thickness[k]!),
  };
}

/**
 * The grid without the band: what is left is the head. Where the piece runs on past the band the
 * head reaches `overlap` cells into it, so its bevel's slope is hidden inside the band and no gap
 * or step shows in front; where the band ends the piece, it takes the outline's last cells.
 */
function withoutBand(
  grid: GridCoverage,
  band: BandProfile,
  overlap: number,
): GridCoverage['values'] {
  const { values, W, H } = grid;
  const out = Float32Array.from(values);
  const count = band.angles.length;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      if (values[i] === 0) continue;
      const dx = x - band.x;
      const dy = y - band.y;
      const r = Math.hypot(dx, dy);
      let at = (Math.atan2(dy, dx) / (2 * Math.PI)) * count;
      if (at < 0) at += count;
      const k0 = Math.floor(at) % count;
      const k1 = (k0 + 1) % count;
      const f = at - Math.floor(at);
      const rIn = band.rIn[k0]! * (1 - f) + band.rIn[k1]! * f;
      const thickness = band.thickness[k0]! * (1 - f) + band.thickness[k1]! * f;
      const continues = (f < 0.5 ? band.continues[k0] : band.continues[k1]) === 1;
      const outer = rIn + thickness + (continues ? -overlap : EDGE_CELLS);
      if (r >= rIn - EDGE_CELLS && r <= outer) out[i] = 0;
    }
  }
  return out;
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}
