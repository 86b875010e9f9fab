// Drawn body contexts for model shots: a hand, a neckline, an ear, a wrist, each a signed
// distance field (negative inside) in canvas pixels, plus where the piece is worn and the width
// of that part of the body in millimetres, which fixes the piece's true scale.
import type { BodyContext } from '../../../src/api/catalogue';

export type DistanceField = (x: number, y: number) => number;

export interface BodyShape {
  distance: DistanceField;
  /** Where the piece's centre goes, in canvas pixels. */
  anchor: { x: number; y: number };
  /** Canvas pixels per millimetre of body. */
  pixelsPerMm: number;
  /** The point the camera moves in on (default: the anchor), to keep more of the body above. */
  focus?: { x: number; y: number };
  /** Forms standing out of the body's surface (an ear on the side of the head); negative inside. */
  raised?: DistanceField[];
  /** Hollows in the body's surface (the bowl of an ear), shaded as concave; negative inside. */
  hollows?: DistanceField[];
  /** The body's own forms on its surface (collarbones): height in canvas pixels, towards the viewer. */
  relief?: DistanceField;
  /** Hair over the body (negative inside), painted over skin. */
  hair?: DistanceField;
}

function capsule(ax: number, ay: number, bx: number, by: number, r: number): DistanceField {
  return (x, y) => Math.sqrt(segmentDistance2(x, y, ax, ay, bx, by)) - r;
}

/** A capsule whose radius changes from `ra` at a to `rb` at b (approximate, smooth). */
function taper(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  ra: number,
  rb: number,
): DistanceField {
  return (x, y) => {
    const dx = bx - ax;
    const dy = by - ay;
    const t = Math.min(1, Math.max(0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
    return Math.hypot(x - ax - dx * t, y - ay - dy * t) - (ra + (rb - ra) * t);
  };
}

function ellipse(cx: number, cy: number, rx: number, ry: number): DistanceField {
  // A cheap approximation, exact on the axes: plenty for soft shading.
  return (x, y) => (Math.hypot((x - cx) / rx, (y - cy) / ry) - 1) * Math.min(rx, ry);
}

function smoothUnion(k: number, ...fields: DistanceField[]): DistanceField {
  return (x, y) => {
    let d = fields[0]!(x, y);
    for (const field of fields.slice(1)) {
      const e = field(x, y);
      const h = Math.min(1, Math.max(0, 0.5 + (0.5 * (e - d)) / k));
      d = e * (1 - h) + d * h - k * h * (1 - h);
    }
    return d;
  };
}

/** Signed distance to a convex polygon (corners clockwise or counter-clockwise). */
function polygon(corners: [number, number][]): DistanceField {
  const turn = orientation(corners);
  return (x, y) => {
    let nearest = Infinity;
    let inside = true;
    for (let k = 0; k < corners.length; k++) {
      const [ax, ay] = corners[k]!;
      const [bx, by] = corners[(k + 1) % corners.length]!;
      nearest = Math.min(nearest, segmentDistance2(x, y, ax, ay, bx, by));
      const side = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
      if (side * turn < 0) inside = false;
    }
    return inside ? -Math.sqrt(nearest) : Math.sqrt(nearest);
  };
}

function orientation(corners: [number, number][]): number {
  let area = 0;
  for (let k = 0; k < corners.length; k++) {
    const [ax, ay] = corners[k]!;
    const [bx, by] = corners[(k + 1) % corners.length]!;
    area += ax * by - bx * ay;
  }
  return Math.sign(area);
}

/** Squared distance from (x, y) to the segment from a to b. */
function segmentDistance2(x: number, y: number, ax: number, ay: number, bx: number, by: number) {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length > 0 ? Math.min(1, Math.max(0, ((x - ax) * dx + (y - ay) * dy) / length)) : 0;
  const ex = x - ax - dx * t;
  const ey = y - ay - dy * t;
  return ex * ex + ey * ey;
}

/**
 * A soft ridge along a line through `points` (one point: a bump), `height` pixels high (negative:
 * a hollow) with a Gaussian cross-section of `width`.
 */
function ridge(points: [number, number][], height: number, width: number): DistanceField {
  // Beyond three widths it is under 0.02% of its height: skipped.
  const reach = 3 * width;
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [left, right] = [Math.min(...xs) - reach, Math.max(...xs) + reach];
  const [top, bottom] = [Math.min(...ys) - reach, Math.max(...ys) + reach];
  return (x, y) => {
    if (x < left || x > right || y < top || y > bottom) return 0;
    let nearest = Infinity;
    for (let k = 0; k < points.length; k++) {
      const [ax, ay] = points[k]!;
      const [bx, by] = points[Math.min(points.length - 1, k + 1)]!;
      nearest = Math.min(nearest, segmentDistance2(x, y, ax, ay, bx, by));
    }
    return nearest > reach * reach ? 0 : height * Math.exp(-nearest / (width * width));
  };
}

/** Points along a quadratic Bézier curve from `a` to `c`, bent towards `b`. */
function curve(a: [number, number], b: [number, number], c: [number, number]): [number, number][] {
  return Array.from({ length: 9 }, (_, k) => {
    const t = k / 8;
    const at = (axis: 0 | 1) =>
      (1 - t) ** 2 * a[axis] + 2 * (1 - t) * t * b[axis] + t * t * c[axis];
    return [at(0), at(1)];
  });
}

function sumOf(...fields: DistanceField[]): DistanceField {
  return (x, y) => {
    let sum = 0;
    for (const field of fields) sum += field(x, y);
    return sum;
  };
}

export function bodyShape(context: BodyContext, width: number, height: number): BodyShape {
  const w = width;
  const h = height;
  switch (context) {
    case 'neckline': {
      // A neck rising from shoulders that slope away on either side, the collarbones running out
      // from the notch at the base of the throat, the tendons of the neck coming down to it.
      const neck = capsule(0.5 * w, -0.1 * h, 0.5 * w, 0.36 * h, 0.125 * w);
      const shoulders = polygon([
        [0.37 * w, 0.4 * h],
        [0.63 * w, 0.4 * h],
        [1.3 * w, 0.6 * h],
        [1.3 * w, 1.3 * h],
        [-0.3 * w, 1.3 * h],
        [-0.3 * w, 0.6 * h],
      ]);
      // Collarbones bow down from the notch, then rise to the shoulders.
      const collarbone = (side: number) =>
        curve([0.03, 0.462], [0.16, 0.5], [0.36, 0.435]).map(([dx, y]): [number, number] => [
          (0.5 + side * dx) * w,
          y * h,
        ]);
      const tendon = (side: number) =>
        curve([0.1, 0.02], [0.075, 0.3], [0.03, 0.45]).map(([dx, y]): [number, number] => [
          (0.5 + side * dx) * w,
          y * h,
        ]);
      const relief = sumOf(
        ridge(collarbone(-1), 0.008 * w, 0.02 * w),
        ridge(collarbone(1), 0.008 * w, 0.02 * w),
        ridge(tendon(-1), 0.006 * w, 0.03 * w),
        ridge(tendon(1), 0.006 * w, 0.03 * w),
        ridge([[0.5 * w, 0.458 * h]], -0.012 * w, 0.035 * w),
        ridge([[0.34 * w, 0.43 * h]], -0.008 * w, 0.05 * w),
        ridge([[0.66 * w, 0.43 * h]], -0.008 * w, 0.05 * w),
        ridge(
          [
            [0.5 * w, 0.53 * h],
            [0.5 * w, 0.95 * h],
          ],
          -0.003 * w,
          0.035 * w,
        ),
      );
      // A neck is about 110 mm across.
      return {
        distance: smoothUnion(0.12 * w, neck, shoulders),
        relief,
        anchor: { x: 0.5 * w, y: 0.6 * h },
        pixelsPerMm: (0.26 * w) / 110,
      };
    }
    case 'ear': {
      // A head in profile turned away, hair swept back, and a sculpted ear: its rim (helix), the
      // bowl inside it (concha) and a soft lobe where the earring hangs.
      const head = ellipse(0.64 * w, 0.3 * h, 0.36 * w, 0.42 * h);
      const neck = capsule(0.62 * w, 0.5 * h, 0.58 * w, 1.1 * h, 0.19 * w);
      const jaw = capsule(0.36 * w, 0.56 * h, 0.5 * w, 0.66 * h, 0.1 * w);
      const ear = ellipse(0.42 * w, 0.34 * h, 0.085 * w, 0.125 * h);
      const lobe = ellipse(0.415 * w, 0.455 * h, 0.05 * w, 0.04 * h);
      const concha = ellipse(0.43 * w, 0.35 * h, 0.045 * w, 0.075 * h);
      const canal = ellipse(0.445 * w, 0.38 * h, 0.02 * w, 0.025 * h);
      const hairBack = ellipse(0.76 * w, 0.24 * h, 0.34 * w, 0.36 * h);
      const hairTop = ellipse(0.56 * w, 0.06 * h, 0.34 * w, 0.16 * h);
      // An ear is about 60 mm tall.
      return {
        distance: smoothUnion(0.03 * w, head, neck, jaw, ear, lobe),
        raised: [smoothUnion(0.02 * w, ear, lobe)],
        anchor: { x: 0.415 * w, y: 0.455 * h + 0.04 * h + 0.07 * h },
        // Moving in, keep the ear itself in view above the earring.
        focus: { x: 0.44 * w, y: 0.44 * h },
        pixelsPerMm: (0.29 * h) / 60,
        hollows: [concha, canal],
        hair: smoothUnion(0.08 * w, hairBack, hairTop),
      };
    }
    case 'wrist': {
      // The forearm and, at true scale, the back of the hand filling the right of the frame (the
      // fingers beyond it), widening from the wrist, the thumb tucked below; the wrist bone and
      // the tendons fanning to the knuckles stand out on it.
      const forearm = capsule(-0.2 * w, 0.62 * h, 0.62 * w, 0.5 * h, 0.16 * w);
      const hand = taper(0.6 * w, 0.5 * h, 1.25 * w, 0.4 * h, 0.16 * w, 0.22 * w);
      const thumb = capsule(0.78 * w, 0.57 * h, 1.05 * w, 0.7 * h, 0.065 * w);
      const tendons = [0.33, 0.38, 0.43, 0.48].map((y, k) =>
        ridge(
          [
            [0.76 * w, (0.445 + 0.015 * k) * h],
            [1.05 * w, y * h],
          ],
          0.0025 * w,
          0.018 * w,
        ),
      );
      // A wrist is about 55 mm across.
      return {
        distance: smoothUnion(0.06 * w, forearm, hand, thumb),
        relief: sumOf(ridge([[0.6 * w, 0.405 * h]], 0.01 * w, 0.03 * w), ...tendons),
        anchor: { x: 0.5 * w, y: 0.52 * h },
        pixelsPerMm: (0.32 * w) / 55,
      };
    }
    case 'hand':
    default: {
      const palm = ellipse(0.5 * w, 0.78 * h, 0.2 * w, 0.2 * h);
      const wristPart = capsule(0.5 * w, 0.85 * h, 0.5 * w, 1.2 * h, 0.15 * w);
      const fingers = [0.36, 0.45, 0.55, 0.64].map((fx, k) =>
        capsule(
          fx * w,
          0.68 * h,
          (fx + (fx - 0.5) * 0.3) * w,
          (0.2 + Math.abs(k - 1.5) * 0.05) * h,
          0.042 * w,
        ),
      );
      const thumb = capsule(0.3 * w, 0.8 * h, 0.17 * w, 0.58 * h, 0.048 * w);
      // A finger is about 18 mm across; the ring sits on the ring finger, below the knuckle.
      return {
        distance: smoothUnion(0.025 * w, palm, wristPart, thumb, ...fingers),
        anchor: { x: 0.565 * w, y: 0.55 * h },
        pixelsPerMm: (0.084 * w) / 18,
      };
    }
  }
}
