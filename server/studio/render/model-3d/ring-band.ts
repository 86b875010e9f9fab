// A ring's band: measured on the drawn loop around the finger hole, then built as a swept solid
// around the finger axis (Z, the hole facing the viewer). Along each ray from the hole's centre
// the band runs from the hole's edge (rIn) outwards over the drawn band (thickness t), so its
// front projection is the drawn loop; an elliptical loop gives an elliptical band. The cross-section
// is comfort-fit: a D-shaped dome outside, a gently rounded inside, `depth` along the finger.
import type { FingerHole } from './finger-hole';
import type { GridCoverage } from './mesh';

export interface BandProfile {
  /** Hole centre (grid samples). */
  x: number;
  y: number;
  /** Ray angles (radians, grid space: y down), evenly spaced over a full turn. */
  angles: Float64Array;
  /** Distance (cells) from the centre to the hole's edge, and the band's thickness beyond it. */
  rIn: Float64Array;
  thickness: Float64Array;
  /** Whether the drawn piece goes on past the band along the ray (the head sits there). */
  continues: Uint8Array;
}

const INSIDE = 0.5;
const STEP = 0.25;
/** Empty runs shorter than this (cells, or this share of the hole radius) are specks in the band. */
const GAP_CELLS = 2;
const GAP_OF_RADIUS = 0.04;
/**
 * A ray's hole edge lies within this factor of the hole's ellipse: a drawn hole is no perfect
 * ellipse, but islands inside it (another piece, a sketch within a circle) stop rays far short.
 */
const EDGE_TOLERANCE = 2;
const EDGE_AGREEMENT = 0.75;
/** Past this many times its median thickness, the band runs into the head. */
const THICKNESS_CAP = 1.25;
/** The band's thickness beside the head is read over this share of a turn (1/36: 10 degrees). */
const FLANK_SHARE = 36;

export function measureBand(grid: GridCoverage, hole: FingerHole): BandProfile | null {
  const { values, W, H } = grid;
  const sample = (x: number, y: number) => {
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    if (x0 < 0 || y0 < 0 || x0 >= W - 1 || y0 >= H - 1) return 0;
    const fx = x - x0;
    const fy = y - y0;
    const i = y0 * W + x0;
    return (
      (values[i]! * (1 - fx) + values[i + 1]! * fx) * (1 - fy) +
      (values[i + W]! * (1 - fx) + values[i + W + 1]! * fx) * fy
    );
  };
  // About a ray per 1.5 cells of the loop's perimeter (pi (a + b) for the hole's ellipse).
  const count = Math.round(
    Math.min(512, Math.max(96, (Math.PI * (hole.major + hole.minor)) / 1.5)),
  );
  const angles = new Float64Array(count);
  const rIn = new Float64Array(count);
  const raw = new Float64Array(count);
  const continues = new Uint8Array(count);
  const gap = Math.max(GAP_CELLS, (GAP_OF_RADIUS * (hole.major + hole.minor)) / 2);
  const limit = W + H;
  let agreeing = 0;
  for (let k = 0; k < count; k++) {
    const angle = (2 * Math.PI * k) / count;
    angles[k] = angle;
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    let r = 0;
    while (r < limit && sample(hole.x + dx * r, hole.y + dy * r) < INSIDE) r += STEP;
    if (r >= limit) return null; // slipped out between two diagonal samples: no closed loop
    rIn[k] = r;
    // The ellipse's radius along this ray.
    const c = Math.cos(angle - hole.angle);
    const s = Math.sin(angle - hole.angle);
    const ellipse = 1 / Math.sqrt((c / hole.major) ** 2 + (s / hole.minor) ** 2);
    if (Math.abs(Math.log(r / ellipse)) <= Math.log(EDGE_TOLERANCE)) agreeing++;
    // Out over the band, through specks, to the first real gap.
    let end = r;
    let emptyFrom = -1;
    for (let q = r; q < limit; q += STEP) {
      if (sample(hole.x + dx * q, hole.y + dy * q) >= INSIDE) {
        emptyFrom = -1;
        end = q;
      } else if (emptyFrom < 0) {
        emptyFrom = q;
      } else if (q - emptyFrom >= gap) {
        break;
      }
    }
    raw[k] = end + STEP / 2 - r;
  }
  if (agreeing < EDGE_AGREEMENT * count) return null;

  // Where the drawn piece runs on well past a typical band, the head sits on it: there the band
  // goes on under the head as thick as it is on either side (the thinnest ray within a few
  // degrees, so the head's corners do not count), and the head takes the rest.
  const sorted = Float64Array.from(raw).sort();
  const cap = THICKNESS_CAP * sorted[Math.floor(count / 2)]!;
  for (let k = 0; k < count; k++) continues[k] = raw[k]! > cap ? 1 : 0;
  const thickness = Float64Array.from(raw);
  const flank = Math.max(2, Math.round(count / FLANK_SHARE));
  const at = (k: number) => ((k % count) + count) % count;
  const thinnest = (from: number, step: 1 | -1) => {
    let best = Infinity;
    for (let j = 0; j < flank; j++) best = Math.min(best, raw[at(from + step * j)]!);
    return best;
  };
  const start = continues.indexOf(0);
  if (start < 0) return null; // no band anywhere: not a loop around a hole
  for (let j = 0; j < count; j++) {
    const k = at(start + j);
    if (!continues[k] || continues[at(k - 1)]) continue;
    let length = 0;
    while (continues[at(k + length)]) length++;
    const before = Math.min(cap, thinnest(k - 1, -1));
    const after = Math.min(cap, thinnest(k + length, 1));
    for (let q = 0; q < length; q++) {
      const f = (q + 1) / (length + 1);
      thickness[at(k + q)] = before + (after - before) * f;
    }
  }
  return { x: hole.x, y: hole.y, angles, rIn, thickness, continues };
}

export interface BandGeometry {
  /** Grid-space x, y (cells) and z (cells, +z towards the viewer) per vertex. */
  gx: number[];
  gy: number[];
  gz: number[];
  /** Unit normals in grid space (y down). */
  normals: number[];
  /** 1 where the vertex is on the band's front or back side (shows the piece), 0 plain metal. */
  textured: number[];
  /** Triangles, wound counter-clockwise seen from outside in world space (y up). */
  indices: number[];
}

/** Superellipse exponents of the cross-section: a rounder dome outside, flatter inside. */
const OUTER_EXPONENT = 2.4;
const INNER_EXPONENT = 5;
/** Profile samples per quarter of the cross-section. */
const QUARTER_STEPS = 6;

/**
 * The band swept along its profile. The cross-section has four strips (outer dome, front side,
 * inner surface, back side), each with its own vertices so the sides can show the piece while
 * the dome and inside are plain metal; the normals are the cross-section's own, so the shading is
 * smooth across the strips.
 */
export function sweepBand(band: BandProfile, halfDepth: number): BandGeometry {
  const out: BandGeometry = { gx: [], gy: [], gz: [], normals: [], textured: [], indices: [] };
  const count = band.angles.length;
  // The mid-line's outward normal per ray (grid space), for the normals.
  const mid = (k: number) => {
    const j = (k + count) % count;
    const r = band.rIn[j]! + band.thickness[j]! / 2;
    return [band.x + r * Math.cos(band.angles[j]!), band.y + r * Math.sin(band.angles[j]!)];
  };
  const outward: number[][] = [];
  for (let k = 0; k < count; k++) {
    const [ax, ay] = mid(k - 1);
    const [bx, by] = mid(k + 1);
    let nx = by! - ay!;
    let ny = -(bx! - ax!);
    const length = Math.hypot(nx, ny) || 1;
    nx /= length;
    ny /= length;
    if (nx * Math.cos(band.angles[k]!) + ny * Math.sin(band.angles[k]!) < 0) {
      nx = -nx;
      ny = -ny;
    }
    outward.push([nx, ny]);
  }
  for (let strip = 0; strip < 4; strip++) {
    const first = out.gx.length;
    const textured = strip % 2; // 0 outer dome, 1 front, 2 inner, 3 back
    for (let k = 0; k < count; k++) {
      const a = band.thickness[k]! / 2;
      const dx = Math.cos(band.angles[k]!);
      const dy = Math.sin(band.angles[k]!);
      const [ox, oy] = outward[k]!;
      for (let q = 0; q <= QUARTER_STEPS; q++) {
        const phi = ((strip - 0.5 + q / QUARTER_STEPS) * Math.PI) / 2;
        const cos = Math.cos(phi);
        const sin = Math.sin(phi);
        const p = cos >= 0 ? OUTER_EXPONENT : INNER_EXPONENT;
        const u = Math.sign(cos) * Math.abs(cos) ** (2 / p);
        const v = Math.sign(sin) * Math.abs(sin) ** (2 / p);
        const radial = band.rIn[k]! + a + a * u;
        out.gx.push(band.x + dx * radial);
        out.gy.push(band.y + dy * radial);
        out.gz.push(halfDepth * v);
        // Gradient of |u|^p + |v|^p, in cells.
        const nr = (Math.sign(u) * Math.abs(u) ** (p - 1)) / Math.max(a, 1e-6);
        const nz = (Math.sign(v) * Math.abs(v) ** (p - 1)) / halfDepth;
        const length = Math.hypot(nr, nz) || 1;
        out.normals.push((nr * ox!) / length, (nr * oy!) / length, nz / length);
        out.textured.push(textured);
      }
    }
    const per = QUARTER_STEPS + 1;
    for (let k = 0; k < count; k++) {
      const next = (k + 1) % count;
      for (let q = 0; q < QUARTER_STEPS; q++) {
        const a = first + k * per + q;
        const b = first + next * per + q;
        pushFacing(out, [a, b, b + 1]);
        pushFacing(out, [a, b + 1, a + 1]);
      }
    }
  }
  return out;
}

/** Adds the triangle wound so that, in world space (y up), it faces along its vertices' normals. */
function pushFacing(out: BandGeometry, [a, b, c]: [number, number, number]): void {
  // World = (x, -y, z): the face normal of (a, b, c) in world space.
  const ux = out.gx[b]! - out.gx[a]!;
  const uy = -(out.gy[b]! - out.gy[a]!);
  const uz = out.gz[b]! - out.gz[a]!;
  const vx = out.gx[c]! - out.gx[a]!;
  const vy = -(out.gy[c]! - out.gy[a]!);
  const vz = out.gz[c]! - out.gz[a]!;
  const fx = uy * vz - uz * vy;
  const fy = uz * vx - ux * vz;
  const fz = ux * vy - uy * vx;
  if (Math.hypot(fx, fy, fz) < 1e-12) return;
  let along = 0;
  for (const i of [a, b, c]) {
    along += fx * out.normals[i * 3]! - fy * out.normals[i * 3 + 1]! + fz * out.normals[i * 3 + 2]!;
  }
  if (along >= 0) out.indices.push(a, b, c);
  else out.indices.push(a, c, b);
}
