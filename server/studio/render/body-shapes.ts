// Drawn body contexts for model shots: a hand, a neckline, an ear, a wrist, each a signed
// distance field (negative inside) in canvas pixels, plus where the piece is worn and the width
// of that part of the body in millimetres, which fixes the piece's true scale.
import type { BodyContext } from '../../../src/api/catalogue';

export type DistanceField = (x: number, y: number) => number;

export interface BodyShape {
  distance: DistanceField;
  /** Where the piece's centre goes, in canvas pixels (where it hangs from, if it hangs). */
  anchor: { x: number; y: number };
  /** The piece hangs from the anchor (a piercing) rather than centring on it. */
  hangs?: boolean;
  /** Canvas pixels per millimetre of body. */
  pixelsPerMm: number;
  /** On the neck's midline, at the height where a chain round it passes behind it at its sides. */
  chainBehindNeck?: { x: number; y: number };
  /** The camera moves in at most this far (the body part stays whole in the frame). */
  maxZoom?: number;
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
  /** The point sleek hair is drawn back round: its strands run in arcs about it. */
  hairCrown?: { x: number; y: number };
  /** Fingernails (negative inside), painted glossier than the skin around them. */
  nails?: DistanceField;
  /**
   * Where the piece is in front of the body (negative inside): a ring's finger, a watch's wrist,
   * below an earring's piercing. Its band (a shank, a strap, a hook's wire) passes behind beyond.
   * `axis` runs along it (a unit vector); `depth` is how far in from its outline the band turns.
   */
  inFront?: { distance: DistanceField; axis: [number, number]; depth: number };
}

function unit(x: number, y: number): [number, number] {
  const length = Math.hypot(x, y);
  return [x / length, y / length];
}

function capsule(ax: number, ay: number, bx: number, by: number, r: number): DistanceField {
  return (x, y) => Math.sqrt(segmentDistance2(x, y, ax, ay, bx, by)) - r;
}

/**
 * A capsule whose radius changes from `ra` at a to `rb` at b (approximate, smooth), swelling by
 * `swell` about each of `bulges` (`at` and `reach` as shares of the way from a to b).
 */
function taper(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  ra: number,
  rb: number,
  bulges: { at: number; swell: number; reach: number }[] = [],
): DistanceField {
  return (x, y) => {
    const dx = bx - ax;
    const dy = by - ay;
    const t = Math.min(1, Math.max(0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
    const [ex, ey] = [x - ax - dx * t, y - ay - dy * t];
    let radius = ra + (rb - ra) * t;
    for (const { at, swell, reach } of bulges)
      radius += swell * Math.exp(-(((t - at) / reach) ** 2));
    return Math.sqrt(ex * ex + ey * ey) - radius;
  };
}

/**
 * A box of half-sizes `halfWidth` across and `halfLength` along an axis turned `lean` from the
 * vertical, about `centre`, its corners rounded by `radius`.
 */
function roundedBox(
  [cx, cy]: [number, number],
  lean: number,
  halfWidth: number,
  halfLength: number,
  radius: number,
): DistanceField {
  const [sin, cos] = [Math.sin(lean), Math.cos(lean)];
  return (x, y) => {
    const across = Math.abs((x - cx) * cos + (y - cy) * sin) - halfWidth + radius;
    const along = Math.abs((x - cx) * sin - (y - cy) * cos) - halfLength + radius;
    const [ox, oy] = [Math.max(0, across), Math.max(0, along)];
    const outside = Math.sqrt(ox * ox + oy * oy);
    return outside + Math.min(0, Math.max(across, along)) - radius;
  };
}

function ellipse(cx: number, cy: number, rx: number, ry: number): DistanceField {
  // A cheap approximation, exact on the axes: plenty for soft shading.
  return (x, y) => {
    const [u, v] = [(x - cx) / rx, (y - cy) / ry];
    return (Math.sqrt(u * u + v * v) - 1) * Math.min(rx, ry);
  };
}

/** Like `ellipse`, squarer: |u|^n + |v|^n = 1 (n = 2 is the ellipse). */
function superellipse(cx: number, cy: number, rx: number, ry: number, n: number): DistanceField {
  return (x, y) => {
    const [u, v] = [Math.abs(x - cx) / rx, Math.abs(y - cy) / ry];
    return ((u ** n + v ** n) ** (1 / n) - 1) * Math.min(rx, ry);
  };
}

function smoothUnion(k: number, ...fields: DistanceField[]): DistanceField {
  return (x, y) => {
    let d = fields[0]!(x, y);
    for (let i = 1; i < fields.length; i++) {
      const e = fields[i]!(x, y);
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

/** A groove along a line through `points`, `radius` wide at its middle, narrowing to its ends. */
function groove(points: [number, number][], radius: number): DistanceField {
  const last = points.length - 1;
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [left, right, top, bottom] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  return (x, y) => {
    // Far from it, the distance to its bounds is near enough (and never more than the true one).
    const outside = Math.hypot(Math.max(0, left - x, x - right), Math.max(0, top - y, y - bottom));
    if (outside > 2 * radius) return outside - radius;
    let nearest = Infinity;
    for (let k = 0; k < last; k++) {
      const [ax, ay] = points[k]!;
      const [dx, dy] = [points[k + 1]![0] - ax, points[k + 1]![1] - ay];
      const t = Math.min(1, Math.max(0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
      // Full in the middle, a third of it at the ends.
      const r = radius * (1 / 3 + (2 / 3) * Math.sin((Math.PI * (k + t)) / last));
      nearest = Math.min(nearest, Math.hypot(x - ax - dx * t, y - ay - dy * t) - r);
    }
    return nearest;
  };
}

/** `field` with `away` cut out of it. */
function cut(field: DistanceField, away: DistanceField): DistanceField {
  return (x, y) => Math.max(field(x, y), -away(x, y));
}

function sumOf(...fields: DistanceField[]): DistanceField {
  return (x, y) => {
    let sum = 0;
    for (const field of fields) sum += field(x, y);
    return sum;
  };
}

function unionOf(...fields: DistanceField[]): DistanceField {
  return (x, y) => {
    let nearest = Infinity;
    for (const field of fields) nearest = Math.min(nearest, field(x, y));
    return nearest;
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
      // The slope from the neck to each shoulder rounds over into the arm at the frame's edge.
      const shoulderLine: [number, number][] = [
        [0.63, 0.4],
        [0.84, 0.45],
        [0.98, 0.505],
        [1.08, 0.58],
        [1.14, 0.7],
        [1.16, 1.3],
      ];
      const shoulders = polygon([
        [0.37 * w, 0.4 * h],
        ...shoulderLine.map(([x, y]): [number, number] => [x * w, y * h]),
        ...shoulderLine.reverse().map(([x, y]): [number, number] => [(1 - x) * w, y * h]),
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
      // The jaw at the top of the frame, standing out over the neck in its shadow: from beyond
      // the neck's sides under the ears, its edges curve in and down to a broad, rounded chin
      // (a squarish superellipse, its top beyond the frame).
      const chin = superellipse(0.5 * w, -0.12 * h, 0.23 * w, 0.232 * h, 2.3);
      // A neck is about 110 mm across.
      return {
        distance: unionOf(smoothUnion(0.12 * w, neck, shoulders), chin),
        raised: [chin],
        relief,
        anchor: { x: 0.5 * w, y: 0.6 * h },
        pixelsPerMm: (0.26 * w) / 110,
        // Moving in on a pendant, keep the base of the neck in view, where its chain goes.
        maxZoom: 2,
        // Low on the neck, where it widens into the shoulders.
        chainBehindNeck: { x: 0.5 * w, y: 0.37 * h },
      };
    }
    case 'ear': {
      // A head in profile, facing left, close in: the cheek filling the frame before the ear, the
      // jaw running from below the ear to the chin beyond the frame, the neck set back under it,
      // hair swept back behind a sculpted ear: its rim (helix), the bowl inside it (concha) and a
      // soft lobe where the earring hangs.
      const skull = ellipse(0.64 * w, 0.3 * h, 0.36 * w, 0.42 * h);
      const jawAngle: [number, number] = [0.47 * w, 0.62 * h];
      const chin: [number, number] = [-0.6 * w, 1 * h];
      const face = polygon([
        [-0.6 * w, -0.3 * h],
        [0.6 * w, -0.3 * h],
        [0.6 * w, 0.5 * h],
        jawAngle,
        chin,
      ]);
      // The neck leans forward, its throat running down from under the chin.
      const neck = capsule(0.6 * w, 0.5 * h, 0.2 * w, 1.3 * h, 0.22 * w);
      // The jaw's edge over the neck: its rim catches the light, the neck under it is in shade.
      const along = (offset: number): [number, number][] => [
        [jawAngle[0], jawAngle[1] + offset],
        [chin[0], chin[1] + offset],
      ];
      const jawline = sumOf(
        ridge(along(-0.01 * h), 0.005 * w, 0.03 * w),
        ridge(along(0.035 * h), -0.02 * w, 0.045 * w),
      );
      const ear = ellipse(0.42 * w, 0.34 * h, 0.085 * w, 0.125 * h);
      const lobe = ellipse(0.415 * w, 0.455 * h, 0.05 * w, 0.04 * h);
      // Inside the rim: the groove (scapha) following it from the front of its top, over and down
      // its back to above the lobe; the fold (antihelix) between that groove and the bowl is the
      // skin left between them. The flap (tragus) in front of the canal bites into the bowl.
      const rimAt = (angle: number, inset: number): [number, number] => [
        0.42 * w + Math.cos(angle) * (0.085 * w - inset),
        0.34 * h + Math.sin(angle) * (0.125 * h - inset),
      ];
      const scapha = groove(
        Array.from({ length: 33 }, (_, k) => rimAt(-2.5 + (3.3 * k) / 32, 0.024 * w)),
        0.009 * w,
      );
      const fossa = ellipse(0.405 * w, 0.268 * h, 0.016 * w, 0.009 * h);
      const tragus = ellipse(0.382 * w, 0.385 * h, 0.016 * w, 0.026 * h);
      const concha = cut(ellipse(0.425 * w, 0.365 * h, 0.042 * w, 0.058 * h), tragus);
      const canal = cut(ellipse(0.398 * w, 0.378 * h, 0.016 * w, 0.022 * h), tragus);
      const hairBack = ellipse(0.76 * w, 0.24 * h, 0.34 * w, 0.36 * h);
      const hairTop = ellipse(0.45 * w, 0 * h, 0.6 * w, 0.2 * h);
      // An ear is about 60 mm tall.
      const pixelsPerMm = (0.29 * h) / 60;
      const piercing = { x: 0.415 * w, y: 0.465 * h };
      return {
        distance: smoothUnion(0.03 * w, face, skull, neck, ear, lobe),
        relief: jawline,
        raised: [smoothUnion(0.02 * w, ear, lobe)],
        // The piercing, low in the lobe: a hook's wire goes through it, behind the lobe above it.
        anchor: piercing,
        hangs: true,
        inFront: { distance: (_, y) => piercing.y - y, axis: [1, 0], depth: 1.5 * pixelsPerMm },
        // Moving in, keep the ear itself in view above the earring.
        focus: { x: 0.44 * w, y: 0.44 * h },
        pixelsPerMm,
        // Its top (0.225 h above the focus) stays in the frame.
        maxZoom: 1.8,
        hollows: [scapha, fossa, concha, canal],
        hair: smoothUnion(0.08 * w, hairBack, hairTop),
        hairCrown: { x: 0.76 * w, y: 0.24 * h },
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
        inFront: { distance: forearm, axis: unit(0.82 * w, -0.12 * h), depth: 0.056 * w },
      };
    }
    case 'hand':
    default:
      return handShape(w, h);
  }
}

/** A finger of the hand below, in millimetres from the ring: where it leaves the hand, and its form. */
interface Finger {
  /** Across, at the web between it and its neighbours. */
  x: number;
  /** Down, of that web. */
  web: number;
  /** From the web to the tip. */
  length: number;
  /** Radius at the base and at the tip. */
  base: number;
  tip: number;
  /** Its lean to the right, in radians: the fingers fan out a little. */
  lean: number;
}

// A woman's right hand from the back: index, middle, ring and little finger (the thumb beyond the
// frame on the left). A ring finger is about 17 mm across and 68 mm from the web to the tip.
const FINGERS: Finger[] = [
  { x: -37, web: 15, length: 66, base: 8.6, tip: 6.9, lean: -0.1 },
  { x: -18.5, web: 10, length: 74, base: 9, tip: 7.2, lean: -0.03 },
  { x: 0, web: 10, length: 68, base: 8.5, tip: 6.8, lean: 0.03 },
  { x: 17.5, web: 18, length: 54, base: 7.6, tip: 6, lean: 0.11 },
];

/** The finger the ring is on, of FINGERS. */
const RING_FINGER = 2;

/**
 * A hand at its true proportions, drawn about the ring on the ring finger just above the web:
 * tapering fingers a little apart, knuckles and the fine creases over the finger joints, nails.
 */
function handShape(w: number, h: number): BodyShape {
  const ring = FINGERS[RING_FINGER]!;
  const anchor = { x: 0.5 * w, y: 0.66 * h };
  const pixelsPerMm = (0.084 * w) / 18;
  // A point `along` mm up a finger's axis from its web and `across` mm to the right of it.
  const on = (finger: Finger, along: number, across = 0): [number, number] => {
    const [sin, cos] = [Math.sin(finger.lean), Math.cos(finger.lean)];
    return [
      anchor.x + (finger.x + along * sin + across * cos) * pixelsPerMm,
      anchor.y + (finger.web - along * cos + across * sin) * pixelsPerMm,
    ];
  };
  const mm = (value: number) => value * pixelsPerMm;
  // A finger swells a little over its middle and last joints and narrows between them.
  const fingers = FINGERS.map((finger) => {
    const [from, to] = [-30, finger.length - finger.tip];
    const joint = (along: number, swell: number) => ({
      at: (along - from) / (to - from),
      swell: mm(swell),
      reach: 7 / (to - from),
    });
    return taper(...on(finger, from), ...on(finger, to), mm(finger.base), mm(finger.tip), [
      joint(0.36 * finger.length, 0.55),
      joint(0.7 * finger.length, 0.35),
    ]);
  });
  const backOfHand = polygon([
    // From the outer edges of the index and little fingers, widening down to the wrist.
    [anchor.x + mm(-42), anchor.y + mm(22)],
    [anchor.x + mm(21), anchor.y + mm(24)],
    [anchor.x + mm(36), anchor.y + mm(120)],
    [anchor.x + mm(-62), anchor.y + mm(120)],
  ]);
  const thumb = capsule(
    anchor.x + mm(-58),
    anchor.y + mm(55),
    anchor.x + mm(-80),
    anchor.y + mm(10),
    mm(11),
  );
  // Creases across a joint: soft lines bowed towards the tip, 1.3 mm apart, the middle ones longest.
  const creases = (finger: Finger, along: number, lengths: number[], depth: number) =>
    lengths.map((length, k) => {
      const at = along + (k - (lengths.length - 1) / 2) * 1.3;
      const half = 0.28 * length * (finger.base + finger.tip);
      return ridge(
        curve(on(finger, at, -half), on(finger, at + 1.8 * length, 0), on(finger, at, half)),
        -mm(depth),
        mm(0.6),
      );
    });
  const relief = sumOf(
    ...FINGERS.flatMap((finger) => [
      // The knuckle at the finger's root, its tendon running down the back of the hand.
      ridge([on(finger, -16)], mm(1), mm(7)),
      ridge([on(finger, -16), on(finger, -70)], mm(0.5), mm(2.5)),
      // The middle joint rounds the finger and folds its skin; the last joint, more faintly.
      ridge([on(finger, 0.36 * finger.length)], mm(0.7), mm(4)),
      ...creases(finger, 0.36 * finger.length, [0.6, 1, 0.8], 0.1),
      ...creases(finger, 0.7 * finger.length, [0.7, 0.5], 0.06),
    ]),
  );
  // A nail covers the last 12 mm or so of the finger's back, short of its tip: a rounded oblong.
  const nails = FINGERS.map((finger) =>
    roundedBox(
      on(finger, finger.length - 7.2),
      finger.lean,
      mm(0.68 * finger.tip),
      mm(6),
      mm(0.55 * finger.tip),
    ),
  );
  return {
    distance: smoothUnion(mm(4), backOfHand, thumb, ...fingers),
    relief,
    nails: unionOf(...nails),
    inFront: {
      distance: fingers[RING_FINGER]!,
      axis: unit(Math.sin(ring.lean), -Math.cos(ring.lean)),
      depth: mm(0.35 * ring.base),
    },
    anchor,
    pixelsPerMm,
  };
}
