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

/** A point as shares of the frame: across (of its width) and down (of its height). */
type Share = readonly [number, number];

/** A ridge (positive height) or hollow (negative) on the body's surface, in shares of the width. */
interface Relief {
  height: number;
  width: number;
}

/**
 * The neckline, in shares of the frame (radii and relief: of its width). A neck rising from
 * shoulders that slope away on either side, the collarbones running out from the notch at the base
 * of the throat, the tendons of the neck coming down to it, the jaw over it at the top.
 */
const NECKLINE = {
  neck: { from: [0.5, -0.1] as Share, to: [0.5, 0.36] as Share, radius: 0.125 },
  /** Where the neck meets the left shoulder; the shoulder line below runs from its mirror image. */
  shoulderStart: [0.37, 0.4] as Share,
  /** The right shoulder's slope, rounding over into the arm at the frame's edge (mirrored left). */
  shoulderLine: [
    [0.63, 0.4],
    [0.84, 0.45],
    [0.98, 0.505],
    [1.08, 0.58],
    [1.14, 0.7],
    [1.16, 1.3],
  ] as Share[],
  /** How softly the neck blends into the shoulders. */
  blend: 0.12,
  /** Bowing down from the notch, then rising to the shoulder: across from the midline, down. */
  collarbone: {
    path: [
      [0.03, 0.462],
      [0.16, 0.5],
      [0.36, 0.435],
    ] as Share[],
    height: 0.008,
    width: 0.02,
  },
  tendon: {
    path: [
      [0.1, 0.02],
      [0.075, 0.3],
      [0.03, 0.45],
    ] as Share[],
    height: 0.006,
    width: 0.03,
  },
  /** The notch at the base of the throat. */
  notch: { at: [0.5, 0.458] as Share, height: -0.012, width: 0.035 },
  /** The hollows over the collarbones. */
  hollows: {
    at: [
      [0.34, 0.43],
      [0.66, 0.43],
    ] as Share[],
    height: -0.008,
    width: 0.05,
  },
  /** The faint line of the breastbone. */
  sternum: { from: [0.5, 0.53] as Share, to: [0.5, 0.95] as Share, height: -0.003, width: 0.035 },
  /** A squarish superellipse (its top beyond the frame): the jaw narrowing to a broad chin. */
  chin: { centre: [0.5, -0.12] as Share, radii: [0.23, 0.232] as Share, squareness: 2.3 },
  anchor: [0.5, 0.6] as Share,
  /** A neck is about 110 mm across, drawn 0.26 of the frame wide. */
  neckWidth: { share: 0.26, mm: 110 },
  /** Moving in on a pendant, keep the base of the neck in view, where its chain goes. */
  maxZoom: 2,
  /** Low on the neck, where it widens into the shoulders. */
  chainBehindNeck: [0.5, 0.37] as Share,
};

/** An ellipse: centre and radii as shares of the frame. */
interface EllipseShare {
  centre: Share;
  radii: Share;
}

/**
 * A head in profile, facing left, close in, in shares of the frame: the cheek filling the frame
 * before the ear, the jaw running from below the ear to the chin beyond the frame, the neck set
 * back under it, hair swept back behind a sculpted ear: its rim (helix), the bowl inside it
 * (concha) and a soft lobe where the earring hangs.
 */
const EAR = {
  skull: { centre: [0.64, 0.3], radii: [0.36, 0.42] } as EllipseShare,
  /** The face's outline: corners above and before, then the jaw's angle and the chin. */
  face: [
    [-0.6, -0.3],
    [0.6, -0.3],
    [0.6, 0.5],
  ] as Share[],
  jawAngle: [0.47, 0.62] as Share,
  chin: [-0.6, 1] as Share,
  /** The neck leans forward, its throat running down from under the chin (radius: of width). */
  neck: { from: [0.6, 0.5] as Share, to: [0.2, 1.3] as Share, radius: 0.22 },
  /** The jaw's rim catches the light just above its edge; the neck under it is in shade. */
  jawRim: { below: -0.01, height: 0.005, width: 0.03 },
  jawShade: { below: 0.035, height: -0.02, width: 0.045 },
  ear: { centre: [0.42, 0.34], radii: [0.085, 0.125] } as EllipseShare,
  lobe: { centre: [0.415, 0.455], radii: [0.05, 0.04] } as EllipseShare,
  /** The groove inside the rim, from the front of its top over its back to above the lobe. */
  scapha: { fromAngle: -2.5, sweep: 3.3, points: 33, inset: 0.024, radius: 0.009 },
  fossa: { centre: [0.405, 0.268], radii: [0.016, 0.009] } as EllipseShare,
  /** The flap in front of the canal, biting into the bowl. */
  tragus: { centre: [0.382, 0.385], radii: [0.016, 0.026] } as EllipseShare,
  concha: { centre: [0.425, 0.365], radii: [0.042, 0.058] } as EllipseShare,
  canal: { centre: [0.398, 0.378], radii: [0.016, 0.022] } as EllipseShare,
  hairBack: { centre: [0.76, 0.24], radii: [0.34, 0.36] } as EllipseShare,
  hairTop: { centre: [0.45, 0], radii: [0.6, 0.2] } as EllipseShare,
  /** How softly the head's parts, the ear's, and the hair's blend (of the width). */
  blend: { head: 0.03, ear: 0.02, hair: 0.08 },
  /** An ear is about 60 mm tall, drawn 0.29 of the frame high. */
  earHeight: { share: 0.29, mm: 60 },
  /** Low in the lobe: a hook's wire goes through it, behind the lobe above it. */
  piercing: [0.415, 0.465] as Share,
  /** How far in front of the lobe a hook's wire turns, in millimetres. */
  hookDepthMm: 1.5,
  /** Moving in, keep the ear itself in view above the earring. */
  focus: [0.44, 0.44] as Share,
  /** The ear's top (0.225 of the height above the focus) stays in the frame. */
  maxZoom: 1.8,
  hairCrown: [0.76, 0.24] as Share,
};

/**
 * The forearm and, at true scale, the back of the hand filling the right of the frame (the
 * fingers beyond it), widening from the wrist, the thumb tucked below; the wrist bone and the
 * tendons fanning to the knuckles stand out on it. Shares of the frame; radii of its width.
 */
const WRIST = {
  forearm: { from: [-0.2, 0.62] as Share, to: [0.62, 0.5] as Share, radius: 0.16 },
  hand: { from: [0.6, 0.5] as Share, to: [1.25, 0.4] as Share, radii: [0.16, 0.22] as Share },
  thumb: { from: [0.78, 0.57] as Share, to: [1.05, 0.7] as Share, radius: 0.065 },
  /** Tendons from the wrist (down from `from`, a step apart) to the knuckles (`to` heights). */
  tendons: { from: [0.76, 0.445] as Share, step: 0.015, toX: 1.05, to: [0.33, 0.38, 0.43, 0.48] },
  tendon: { height: 0.0025, width: 0.018 },
  wristBone: { at: [0.6, 0.405] as Share, height: 0.01, width: 0.03 },
  blend: 0.06,
  anchor: [0.5, 0.52] as Share,
  /** A wrist is about 55 mm across, drawn 0.32 of the frame wide. */
  wristWidth: { share: 0.32, mm: 55 },
  /** The strap passes behind beyond this far in from the forearm's outline (of the width). */
  strapDepth: 0.056,
};

export function bodyShape(context: BodyContext, width: number, height: number): BodyShape {
  const w = width;
  const h = height;
  const at = ([x, y]: Share): [number, number] => [x * w, y * h];
  const ellipseOf = ({ centre, radii }: EllipseShare) =>
    ellipse(centre[0] * w, centre[1] * h, radii[0] * w, radii[1] * h);
  const bump = (points: Share[], { height, width }: Relief) =>
    ridge(points.map(at), height * w, width * w);
  switch (context) {
    case 'neckline': {
      const g = NECKLINE;
      const neck = capsule(...at(g.neck.from), ...at(g.neck.to), g.neck.radius * w);
      const shoulders = polygon([
        at(g.shoulderStart),
        ...g.shoulderLine.map(at),
        ...[...g.shoulderLine].reverse().map(([x, y]): [number, number] => [(1 - x) * w, y * h]),
      ]);
      const mirrored = (path: Share[], side: number) => {
        const [a, b, c] = path as [Share, Share, Share];
        return curve(a as [number, number], b as [number, number], c as [number, number]).map(
          ([dx, y]): [number, number] => [(0.5 + side * dx) * w, y * h],
        );
      };
      const relief = sumOf(
        ridge(mirrored(g.collarbone.path, -1), g.collarbone.height * w, g.collarbone.width * w),
        ridge(mirrored(g.collarbone.path, 1), g.collarbone.height * w, g.collarbone.width * w),
        ridge(mirrored(g.tendon.path, -1), g.tendon.height * w, g.tendon.width * w),
        ridge(mirrored(g.tendon.path, 1), g.tendon.height * w, g.tendon.width * w),
        bump([g.notch.at], g.notch),
        bump([g.hollows.at[0]!], g.hollows),
        bump([g.hollows.at[1]!], g.hollows),
        bump([g.sternum.from, g.sternum.to], g.sternum),
      );
      const { centre, radii, squareness } = g.chin;
      const chin = superellipse(
        centre[0] * w,
        centre[1] * h,
        radii[0] * w,
        radii[1] * h,
        squareness,
      );
      const [ax, ay] = at(g.anchor);
      const [cx, cy] = at(g.chainBehindNeck);
      return {
        distance: unionOf(smoothUnion(g.blend * w, neck, shoulders), chin),
        raised: [chin],
        relief,
        anchor: { x: ax, y: ay },
        pixelsPerMm: (g.neckWidth.share * w) / g.neckWidth.mm,
        maxZoom: g.maxZoom,
        chainBehindNeck: { x: cx, y: cy },
      };
    }
    case 'ear': {
      const g = EAR;
      const skull = ellipseOf(g.skull);
      const jawAngle = at(g.jawAngle);
      const chin = at(g.chin);
      const face = polygon([...g.face.map(at), jawAngle, chin]);
      const neck = capsule(...at(g.neck.from), ...at(g.neck.to), g.neck.radius * w);
      // The jaw's edge over the neck, a little above and below it.
      const along = (offset: number): [number, number][] => [
        [jawAngle[0], jawAngle[1] + offset],
        [chin[0], chin[1] + offset],
      ];
      const jawline = sumOf(
        ridge(along(g.jawRim.below * h), g.jawRim.height * w, g.jawRim.width * w),
        ridge(along(g.jawShade.below * h), g.jawShade.height * w, g.jawShade.width * w),
      );
      const ear = ellipseOf(g.ear);
      const lobe = ellipseOf(g.lobe);
      // The fold (antihelix) between the groove and the bowl is the skin left between them.
      const rimAt = (angle: number, inset: number): [number, number] => [
        g.ear.centre[0] * w + Math.cos(angle) * (g.ear.radii[0] * w - inset),
        g.ear.centre[1] * h + Math.sin(angle) * (g.ear.radii[1] * h - inset),
      ];
      const { fromAngle, sweep, points, inset, radius } = g.scapha;
      const scapha = groove(
        Array.from({ length: points }, (_, k) =>
          rimAt(fromAngle + (sweep * k) / (points - 1), inset * w),
        ),
        radius * w,
      );
      const fossa = ellipseOf(g.fossa);
      const tragus = ellipseOf(g.tragus);
      const concha = cut(ellipseOf(g.concha), tragus);
      const canal = cut(ellipseOf(g.canal), tragus);
      const pixelsPerMm = (g.earHeight.share * h) / g.earHeight.mm;
      const [px, py] = at(g.piercing);
      const piercing = { x: px, y: py };
      const [fx, fy] = at(g.focus);
      const [hx, hy] = at(g.hairCrown);
      return {
        distance: smoothUnion(g.blend.head * w, face, skull, neck, ear, lobe),
        relief: jawline,
        raised: [smoothUnion(g.blend.ear * w, ear, lobe)],
        anchor: piercing,
        hangs: true,
        inFront: {
          distance: (_, y) => piercing.y - y,
          axis: [1, 0],
          depth: g.hookDepthMm * pixelsPerMm,
        },
        focus: { x: fx, y: fy },
        pixelsPerMm,
        maxZoom: g.maxZoom,
        hollows: [scapha, fossa, concha, canal],
        hair: smoothUnion(g.blend.hair * w, ellipseOf(g.hairBack), ellipseOf(g.hairTop)),
        hairCrown: { x: hx, y: hy },
      };
    }
    case 'wrist': {
      const g = WRIST;
      const forearm = capsule(...at(g.forearm.from), ...at(g.forearm.to), g.forearm.radius * w);
      const hand = taper(
        ...at(g.hand.from),
        ...at(g.hand.to),
        g.hand.radii[0] * w,
        g.hand.radii[1] * w,
      );
      const thumb = capsule(...at(g.thumb.from), ...at(g.thumb.to), g.thumb.radius * w);
      const tendons = g.tendons.to.map((y, k) =>
        bump(
          [
            [g.tendons.from[0], g.tendons.from[1] + g.tendons.step * k],
            [g.tendons.toX, y],
          ],
          g.tendon,
        ),
      );
      const [ax, ay] = at(g.anchor);
      const [fx, fy] = g.forearm.from;
      const [tx, ty] = g.forearm.to;
      return {
        distance: smoothUnion(g.blend * w, forearm, hand, thumb),
        relief: sumOf(bump([g.wristBone.at], g.wristBone), ...tendons),
        anchor: { x: ax, y: ay },
        pixelsPerMm: (g.wristWidth.share * w) / g.wristWidth.mm,
        inFront: {
          distance: forearm,
          axis: unit((tx - fx) * w, (ty - fy) * h),
          depth: g.strapDepth * w,
        },
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
 * The rest of the hand, in millimetres from the ring (across, down) unless said otherwise; the
 * ring sits on the ring finger just above the web.
 */
const HAND = {
  /** Where the ring is, in shares of the frame. */
  anchor: [0.5, 0.66] as Share,
  /** A ring finger (about 18 mm across at the ring) is drawn 0.084 of the frame wide. */
  ringFinger: { share: 0.084, mm: 18 },
  /** Where a finger starts, behind its web (its knuckle is under the skin there). */
  fingerRoot: -30,
  /** The joints: where a finger swells (at a share of its length, by mm, over 7 mm). */
  joints: [
    { at: 0.36, swell: 0.55 },
    { at: 0.7, swell: 0.35 },
  ],
  jointReach: 7,
  /** From the outer edges of the index and little fingers, widening down to the wrist. */
  backOfHand: [
    [-42, 22],
    [21, 24],
    [36, 120],
    [-62, 120],
  ] as [number, number][],
  thumb: { from: [-58, 55] as [number, number], to: [-80, 10] as [number, number], radius: 11 },
  /** How softly the fingers, thumb and back of the hand blend. */
  blend: 4,
  /** The knuckle at a finger's root, and its tendon running down the back of the hand. */
  knuckle: { along: -16, height: 1, width: 7 },
  tendon: { to: -70, height: 0.5, width: 2.5 },
  /** The middle joint rounds the finger. */
  middleJoint: { height: 0.7, width: 4 },
  /** Creases over a joint: lengths (middle ones longest) and depth; 1.3 mm apart, 0.6 mm soft. */
  creases: [
    { lengths: [0.6, 1, 0.8], depth: 0.1 },
    { lengths: [0.7, 0.5], depth: 0.06 },
  ],
  creaseSpacing: 1.3,
  creaseWidth: 0.6,
  /** A nail covers the last 12 mm or so of the finger's back, short of its tip. */
  nail: { fromTip: 7.2, halfLength: 6, halfWidth: 0.68, corner: 0.55 },
  /** How far in from the finger's outline the shank turns behind (of the finger's base radius). */
  shankDepth: 0.35,
};

/**
 * A hand at its true proportions, drawn about the ring on the ring finger just above the web:
 * tapering fingers a little apart, knuckles and the fine creases over the finger joints, nails.
 */
function handShape(w: number, h: number): BodyShape {
  const g = HAND;
  const ring = FINGERS[RING_FINGER]!;
  const anchor = { x: g.anchor[0] * w, y: g.anchor[1] * h };
  const pixelsPerMm = (g.ringFinger.share * w) / g.ringFinger.mm;
  // A point `along` mm up a finger's axis from its web and `across` mm to the right of it.
  const on = (finger: Finger, along: number, across = 0): [number, number] => {
    const [sin, cos] = [Math.sin(finger.lean), Math.cos(finger.lean)];
    return [
      anchor.x + (finger.x + along * sin + across * cos) * pixelsPerMm,
      anchor.y + (finger.web - along * cos + across * sin) * pixelsPerMm,
    ];
  };
  const mm = (value: number) => value * pixelsPerMm;
  const atMm = ([x, y]: [number, number]): [number, number] => [anchor.x + mm(x), anchor.y + mm(y)];
  // A finger swells a little over its middle and last joints and narrows between them.
  const fingers = FINGERS.map((finger) => {
    const [from, to] = [g.fingerRoot, finger.length - finger.tip];
    const joint = (along: number, swell: number) => ({
      at: (along - from) / (to - from),
      swell: mm(swell),
      reach: g.jointReach / (to - from),
    });
    return taper(
      ...on(finger, from),
      ...on(finger, to),
      mm(finger.base),
      mm(finger.tip),
      g.joints.map(({ at, swell }) => joint(at * finger.length, swell)),
    );
  });
  const backOfHand = polygon(g.backOfHand.map(atMm));
  const thumb = capsule(...atMm(g.thumb.from), ...atMm(g.thumb.to), mm(g.thumb.radius));
  // Creases across a joint: soft lines bowed towards the tip.
  const creases = (finger: Finger, along: number, lengths: number[], depth: number) =>
    lengths.map((length, k) => {
      const at = along + (k - (lengths.length - 1) / 2) * g.creaseSpacing;
      const half = 0.28 * length * (finger.base + finger.tip);
      return ridge(
        curve(on(finger, at, -half), on(finger, at + 1.8 * length, 0), on(finger, at, half)),
        -mm(depth),
        mm(g.creaseWidth),
      );
    });
  const relief = sumOf(
    ...FINGERS.flatMap((finger) => [
      ridge([on(finger, g.knuckle.along)], mm(g.knuckle.height), mm(g.knuckle.width)),
      ridge(
        [on(finger, g.knuckle.along), on(finger, g.tendon.to)],
        mm(g.tendon.height),
        mm(g.tendon.width),
      ),
      ridge(
        [on(finger, g.joints[0]!.at * finger.length)],
        mm(g.middleJoint.height),
        mm(g.middleJoint.width),
      ),
      ...g.creases.flatMap(({ lengths, depth }, k) =>
        creases(finger, g.joints[k]!.at * finger.length, lengths, depth),
      ),
    ]),
  );
  const nails = FINGERS.map((finger) =>
    roundedBox(
      on(finger, finger.length - g.nail.fromTip),
      finger.lean,
      mm(g.nail.halfWidth * finger.tip),
      mm(g.nail.halfLength),
      mm(g.nail.corner * finger.tip),
    ),
  );
  return {
    distance: smoothUnion(mm(g.blend), backOfHand, thumb, ...fingers),
    relief,
    nails: unionOf(...nails),
    inFront: {
      distance: fingers[RING_FINGER]!,
      axis: unit(Math.sin(ring.lean), -Math.cos(ring.lean)),
      depth: mm(g.shankDepth * ring.base),
    },
    anchor,
    pixelsPerMm,
  };
}
