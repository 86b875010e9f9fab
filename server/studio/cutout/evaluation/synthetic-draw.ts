// Drawing primitives for the synthetic cut-out set: a piece layer whose alpha is known exactly
// (every shape's anti-aliased coverage, combined with "over"), signed distances for the shapes
// jewellery is made of, wires along curves, polished-metal shading under a randomised studio,
// faceted stones and pearls. Nothing here reads an image: all of it is code, so it may ship.
import { mix, smoothstep, type Rgb } from '../../render/canvas';
import { metalFor } from '../../render/metal';
import { hash01 } from '../../render/noise';
import { normalise, type Vec3 } from '../../render/vec3';

/** A small deterministic random source (mulberry32). */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  range(low: number, high: number): number {
    return low + (high - low) * this.next();
  }

  /** An integer from `low` to `high`, both included. */
  int(low: number, high: number): number {
    return low + Math.floor(this.next() * (high - low + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** A standard normal sample (Box-Muller). */
  normal(): number {
    const u = Math.max(1e-12, this.next());
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }
}

export const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

/** Writes a colour to `out`. */
function put(out: number[], c: Rgb, scale = 1): void {
  out[0] = c[0] * scale;
  out[1] = c[1] * scale;
  out[2] = c[2] * scale;
}

/**
 * The piece: coverage (0-1) and premultiplied colour per pixel. Shapes are painted "over" what is
 * already there, so the alpha is exactly the union of every shape's anti-aliased coverage.
 */
export class PieceLayer {
  readonly alpha: Float32Array;
  readonly premultiplied: Float32Array;
  /** Names of the stones and pearls painted on it: the truth for the analysis' stones. */
  readonly stones = new Set<string>();
  private readonly scratch = [0, 0, 0];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.alpha = new Float32Array(width * height);
    this.premultiplied = new Float32Array(width * height * 3);
  }

  /**
   * Paints one shape over the pixels of a box. `shader(px, py, out)` gets a pixel centre, returns
   * the shape's coverage there (0-1) and writes its straight colour to `out`.
   */
  paint(box: Bounds, shader: (px: number, py: number, out: number[]) => number, opacity = 1): void {
    const x0 = Math.max(0, Math.floor(box.x0));
    const y0 = Math.max(0, Math.floor(box.y0));
    const x1 = Math.min(this.width, Math.ceil(box.x1));
    const y1 = Math.min(this.height, Math.ceil(box.y1));
    const out = this.scratch;
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        let c = shader(x + 0.5, y + 0.5, out);
        if (!(c > 0)) continue;
        c = Math.min(1, c) * opacity;
        const i = y * this.width + x;
        const keep = 1 - c;
        this.alpha[i] = c + this.alpha[i]! * keep;
        const p = i * 3;
        this.premultiplied[p] = out[0]! * c + this.premultiplied[p]! * keep;
        this.premultiplied[p + 1] = out[1]! * c + this.premultiplied[p + 1]! * keep;
        this.premultiplied[p + 2] = out[2]! * c + this.premultiplied[p + 2]! * keep;
      }
    }
  }
}

export interface Bounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export const around = (x: number, y: number, rx: number, ry = rx): Bounds => ({
  x0: x - rx - 2,
  y0: y - ry - 2,
  x1: x + rx + 2,
  y1: y + ry + 2,
});

// ---------------------------------------------------------------------------------------------
// Signed distances (negative inside), in pixels.

export type Sdf = (x: number, y: number) => number;

export function sdCircle(cx: number, cy: number, r: number): Sdf {
  return (x, y) => Math.hypot(x - cx, y - cy) - r;
}

/**
 * A signed distance given in a shape's own frame: (u, v) from its centre (cx, cy), along its axes
 * turned by `angle`.
 */
function turned(cx: number, cy: number, angle: number, sd: (u: number, v: number) => number): Sdf {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return (x, y) => {
    const dx = x - cx;
    const dy = y - cy;
    return sd(dx * c + dy * s, -dx * s + dy * c);
  };
}

/** An ellipse (semi-axes a, b) turned by `angle`; the usual first-order distance estimate. */
export function sdEllipse(cx: number, cy: number, a: number, b: number, angle = 0): Sdf {
  return turned(cx, cy, angle, (du, dv) => {
    const u = du / a;
    const v = dv / b;
    const k0 = Math.hypot(u, v);
    const k1 = Math.hypot(u / a, v / b);
    if (k1 === 0) return -Math.min(a, b);
    return (k0 * (k0 - 1)) / k1;
  });
}

/** A rectangle with rounded corners, half sizes hx, hy, corner radius r, turned by `angle`. */
export function sdRoundBox(
  cx: number,
  cy: number,
  hx: number,
  hy: number,
  r: number,
  angle = 0,
): Sdf {
  return turned(cx, cy, angle, (du, dv) => {
    const u = Math.abs(du) - hx + r;
    const v = Math.abs(dv) - hy + r;
    return Math.hypot(Math.max(u, 0), Math.max(v, 0)) + Math.min(Math.max(u, v), 0) - r;
  });
}

/**
 * A drop: a round end of radius `r1` at (cx, cy) narrowing to radius `r2` a distance `h` away in
 * the direction `angle` (0 = up the image).
 */
export function sdTeardrop(
  cx: number,
  cy: number,
  r1: number,
  r2: number,
  h: number,
  angle = 0,
): Sdf {
  const b = (r1 - r2) / h;
  const a = Math.sqrt(1 - b * b);
  return turned(cx, cy, angle, (u, v) => {
    // px across, py along the drop's axis towards its point.
    const px = Math.abs(u);
    const py = -v;
    const k = -px * b + py * a; // dot((px,py), (-b,a))
    if (k < 0) return Math.hypot(px, py) - r1;
    if (k > a * h) return Math.hypot(px, py - h) - r2;
    return px * a + py * b - r1;
  });
}

/** A heart whose tip is at (cx, cy) and whose lobes reach `size` above it. */
export function sdHeart(cx: number, cy: number, size: number): Sdf {
  return (x, y) => {
    const px = Math.abs(x - cx) / size;
    const py = (cy - y) / size;
    let d: number;
    if (py + px > 1) {
      d = Math.hypot(px - 0.25, py - 0.75) - Math.SQRT2 / 4;
    } else {
      const m = 0.5 * Math.max(px + py, 0);
      d =
        Math.sqrt(Math.min(px * px + (py - 1) * (py - 1), (px - m) ** 2 + (py - m) ** 2)) *
        Math.sign(px - py);
    }
    return d * size;
  };
}

/** Coverage of a pixel whose centre lies `sd` pixels from an outline (negative inside). */
export function coverage(sd: number): number {
  return clamp01(0.5 - sd);
}

// ---------------------------------------------------------------------------------------------
// The studio a polished piece reflects, and how a metal shows it.

interface StudioLight {
  dir: Vec3;
  inner: number;
  outer: number;
  power: number;
}

export interface Studio {
  /** Direction towards the key light (image y runs down, z towards the camera). */
  key: Vec3;
  half: Vec3;
  shininess: number;
  /** Tone of what is seen straight back towards the camera. */
  front: number;
  lights: StudioLight[];
  darks: StudioLight[];
  /** The ground's colour, which grazing reflections pick up, and how much. */
  floor: Rgb;
  floorMix: number;
}

export function randomStudio(rng: Random, floor: Rgb): Studio {
  const side = rng.chance(0.5) ? -1 : 1;
  const key = normalise([side * rng.range(0.2, 0.7), -rng.range(0.3, 0.8), rng.range(0.5, 0.9)]);
  const half = normalise([key[0], key[1], key[2] + 1]);
  const light = (dir: Vec3, size: number, power: number): StudioLight => ({
    dir: normalise(dir),
    inner: Math.cos(size * 0.55),
    outer: Math.cos(size),
    power,
  });
  const lights = [
    light([key[0] * 1.2, key[1] * 1.2, 0.6], rng.range(0.35, 0.7), rng.range(0.35, 0.6)),
    light(
      [-side * rng.range(0.4, 0.9), rng.range(-0.6, 0.3), rng.range(0.1, 0.6)],
      rng.range(0.3, 0.6),
      rng.range(0.15, 0.35),
    ),
  ];
  const darks = [
    light(
      [rng.range(-0.8, 0.8), rng.range(-0.3, 0.8), rng.range(0.2, 0.9)],
      rng.range(0.25, 0.6),
      rng.range(0.45, 0.8),
    ),
    light(
      [rng.range(-0.3, 0.3), rng.range(-0.3, 0.3), 1],
      rng.range(0.15, 0.3),
      rng.range(0.2, 0.5),
    ),
  ];
  return {
    key,
    half,
    shininess: rng.range(40, 120),
    front: rng.range(0.35, 0.7),
    lights,
    darks,
    floor,
    floorMix: rng.range(0.25, 0.6),
  };
}

function lightAmount(light: StudioLight, r0: number, r1: number, r2: number): number {
  const d = light.dir[0] * r0 + light.dir[1] * r1 + light.dir[2] * r2;
  return smoothstep(light.outer, light.inner, d);
}

export interface MetalLook {
  deep: Rgb;
  body: Rgb;
  highlight: Rgb;
  bodyTone: number;
}

/** A metal by name (yellow gold, rose gold, white gold, silver, platinum) as a tone ramp. */
export function metalLook(name: string): MetalLook {
  const metal = metalFor(name);
  const peak = Math.max(...metal.albedo);
  const deepen = (c: number) => 0.22 * c * Math.sqrt(c / peak);
  const hue = Math.max(...metal.albedo) - Math.min(...metal.albedo);
  return {
    deep: [deepen(metal.albedo[0]), deepen(metal.albedo[1]), deepen(metal.albedo[2])],
    body: metal.albedo,
    highlight: metal.highlight,
    bodyTone: hue < 24 ? 0.7 : 0.55,
  };
}

export const METAL_NAMES = [
  'yellow gold',
  'rose gold',
  'white gold',
  'silver',
  'platinum',
] as const;

const WHITE: Rgb = [255, 255, 255];

/**
 * The colour of polished metal whose surface normal is (nx, ny, nz): it shows the studio mirrored
 * about that normal, plus the key light's sharp highlight; rays that graze off pick up the ground.
 */
export function shadeMetal(
  look: MetalLook,
  studio: Studio,
  nx: number,
  ny: number,
  nz: number,
  out: number[],
  brightness = 1,
): void {
  const r0 = 2 * nz * nx;
  const r1 = 2 * nz * ny;
  const r2 = 2 * nz * nz - 1;
  let tone = studio.front + 0.3 * Math.max(-1, Math.min(1, -r1)) * (0.5 + 0.5 * r2);
  for (const light of studio.lights) tone += light.power * lightAmount(light, r0, r1, r2);
  for (const dark of studio.darks) tone *= 1 - dark.power * lightAmount(dark, r0, r1, r2);
  const specular = Math.pow(
    Math.max(0, nx * studio.half[0] + ny * studio.half[1] + nz * studio.half[2]),
    studio.shininess,
  );
  tone = tone * brightness + 0.9 * specular;
  let colour: Rgb;
  if (tone < look.bodyTone) {
    colour = mix(look.deep, look.body, smoothstep(0, 1, Math.max(0, tone) / look.bodyTone));
  } else if (tone <= 1) {
    colour = mix(look.body, look.highlight, (tone - look.bodyTone) / (1 - look.bodyTone));
  } else {
    colour = mix(look.highlight, WHITE, Math.min(1, (tone - 1) * 2));
  }
  // Grazing rays run off towards the ground the piece lies on and show its colour.
  const graze = smoothstep(0.1, -0.6, r2) * studio.floorMix;
  if (graze > 0) colour = mix(colour, studio.floor, graze);
  put(out, colour);
}

/** A shader for a metal shape with a rounded (bevelled) edge `bevel` pixels wide. */
export function metalShape(
  sdf: Sdf,
  look: MetalLook,
  studio: Studio,
  bevel: number,
  options: { dome?: number; bump?: (x: number, y: number) => number } = {},
): (px: number, py: number, out: number[]) => number {
  const dome = options.dome ?? 0;
  return (px, py, out) => {
    const sd = sdf(px, py);
    const c = coverage(sd);
    if (c <= 0) return 0;
    const gx = sdf(px + 0.5, py) - sdf(px - 0.5, py);
    const gy = sdf(px, py + 0.5) - sdf(px, py - 0.5);
    const g = Math.hypot(gx, gy) || 1;
    const depth = clamp01(-sd / bevel);
    // Bevel: steep at the outline, flat inside; a dome keeps some slope all the way in.
    let s = Math.pow(1 - depth, 1.6) * 0.97 + dome * (1 - depth) * 0.3;
    if (options.bump) s += options.bump(px, py);
    s = Math.max(-0.97, Math.min(0.97, s));
    let nx = (gx / g) * s;
    let ny = (gy / g) * s;
    if (dome > 0) {
      // A dome also leans every point inside away from the middle a little.
      nx += dome * 0.15 * (gx / g) * depth;
      ny += dome * 0.15 * (gy / g) * depth;
    }
    const nz = Math.sqrt(Math.max(0.02, 1 - nx * nx - ny * ny));
    shadeMetal(look, studio, nx, ny, nz, out);
    return c;
  };
}

// ---------------------------------------------------------------------------------------------
// Wires along curves: tubes. A distance field to a polyline is built segment by segment, each
// touching only the pixels near it, so a long chain costs what its own area costs.

export interface CurvePoint {
  x: number;
  y: number;
  /** The curve's parameter at this point (any monotone measure: arc length, angle...). */
  t: number;
}

export class TubeField {
  readonly x0: number;
  readonly y0: number;
  readonly w: number;
  readonly h: number;
  readonly dist: Float32Array;
  readonly ox: Float32Array;
  readonly oy: Float32Array;
  readonly t: Float32Array;

  constructor(
    points: CurvePoint[],
    closed: boolean,
    reach: number,
    frameW: number,
    frameH: number,
  ) {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const p of points) {
      minX = Math.min(minX, p.x);
      minY = Math.min(minY, p.y);
      maxX = Math.max(maxX, p.x);
      maxY = Math.max(maxY, p.y);
    }
    this.x0 = Math.max(0, Math.floor(minX - reach - 2));
    this.y0 = Math.max(0, Math.floor(minY - reach - 2));
    const x1 = Math.min(frameW, Math.ceil(maxX + reach + 2));
    const y1 = Math.min(frameH, Math.ceil(maxY + reach + 2));
    this.w = Math.max(0, x1 - this.x0);
    this.h = Math.max(0, y1 - this.y0);
    const n = this.w * this.h;
    this.dist = new Float32Array(n).fill(Infinity);
    this.ox = new Float32Array(n);
    this.oy = new Float32Array(n);
    this.t = new Float32Array(n);
    const count = closed ? points.length : points.length - 1;
    for (let i = 0; i < count; i++) {
      const a = points[i]!;
      const b = points[(i + 1) % points.length]!;
      this.segment(a, b, reach);
    }
  }

  private segment(a: CurvePoint, b: CurvePoint, reach: number): void {
    const sx0 = Math.max(this.x0, Math.floor(Math.min(a.x, b.x) - reach - 1));
    const sy0 = Math.max(this.y0, Math.floor(Math.min(a.y, b.y) - reach - 1));
    const sx1 = Math.min(this.x0 + this.w, Math.ceil(Math.max(a.x, b.x) + reach + 1));
    const sy1 = Math.min(this.y0 + this.h, Math.ceil(Math.max(a.y, b.y) + reach + 1));
    const ex = b.x - a.x;
    const ey = b.y - a.y;
    const len2 = ex * ex + ey * ey || 1e-9;
    for (let y = sy0; y < sy1; y++) {
      for (let x = sx0; x < sx1; x++) {
        const px = x + 0.5 - a.x;
        const py = y + 0.5 - a.y;
        const f = Math.max(0, Math.min(1, (px * ex + py * ey) / len2));
        const dx = px - f * ex;
        const dy = py - f * ey;
        const d = Math.hypot(dx, dy);
        const i = (y - this.y0) * this.w + (x - this.x0);
        if (d < this.dist[i]!) {
          this.dist[i] = d;
          this.ox[i] = dx;
          this.oy[i] = dy;
          this.t[i] = a.t + f * (b.t - a.t);
        }
      }
    }
  }
}

export interface TubeOptions {
  /** Radius in pixels at curve parameter t. */
  radius: (t: number) => number;
  /** 1 = a round wire; larger flattens its crown into a band. */
  flatness?: number;
  /** Colour at a point given its normal; defaults to the metal. */
  shade?: (nx: number, ny: number, nz: number, t: number, out: number[]) => void;
  look?: MetalLook;
  studio?: Studio;
}

export function paintTube(layer: PieceLayer, field: TubeField, options: TubeOptions): void {
  const flatness = options.flatness ?? 1;
  const shade =
    options.shade ??
    ((nx: number, ny: number, nz: number, _t: number, out: number[]) =>
      shadeMetal(options.look!, options.studio!, nx, ny, nz, out));
  layer.paint(
    { x0: field.x0, y0: field.y0, x1: field.x0 + field.w, y1: field.y0 + field.h },
    (px, py, out) => {
      const i = (Math.floor(py) - field.y0) * field.w + (Math.floor(px) - field.x0);
      const d = field.dist[i]!;
      if (!Number.isFinite(d)) return 0;
      const t = field.t[i]!;
      const r = options.radius(t);
      const c = clamp01(r + 0.5 - d);
      if (c <= 0) return 0;
      let s = Math.min(1, d / Math.max(0.5, r));
      if (flatness !== 1) s = Math.pow(s, flatness);
      s *= 0.97;
      const ux = d > 1e-6 ? field.ox[i]! / d : 0;
      const uy = d > 1e-6 ? field.oy[i]! / d : 0;
      shade(ux * s, uy * s, Math.sqrt(1 - s * s), t, out);
      return c;
    },
  );
}

/** Points round an ellipse (semi-axes a, b, turned by `angle`); t is the angle from 0 to 2π. */
export function ellipsePoints(
  cx: number,
  cy: number,
  a: number,
  b: number,
  angle = 0,
  from = 0,
  to = 2 * Math.PI,
): CurvePoint[] {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const length = Math.abs(to - from) * Math.max(a, b);
  const n = Math.max(12, Math.ceil(length / 3));
  const points: CurvePoint[] = [];
  // A closed ellipse ends where it starts (t = 2π there), so t never jumps along a segment.
  for (let i = 0; i <= n; i++) {
    const t = from + ((to - from) * i) / n;
    const u = a * Math.cos(t);
    const v = b * Math.sin(t);
    points.push({ x: cx + u * c - v * s, y: cy + u * s + v * c, t });
  }
  return points;
}

/** A Catmull-Rom curve through control points, sampled about every `step` pixels; t = length. */
export function smoothCurve(controls: { x: number; y: number }[], step = 2): CurvePoint[] {
  const points: CurvePoint[] = [];
  let length = 0;
  let last: { x: number; y: number } | null = null;
  for (let i = 0; i < controls.length - 1; i++) {
    const p0 = controls[Math.max(0, i - 1)]!;
    const p1 = controls[i]!;
    const p2 = controls[i + 1]!;
    const p3 = controls[Math.min(controls.length - 1, i + 2)]!;
    const span = Math.hypot(p2.x - p1.x, p2.y - p1.y);
    const n = Math.max(2, Math.ceil(span / step));
    for (let k = i === 0 ? 0 : 1; k <= n; k++) {
      const u = k / n;
      const u2 = u * u;
      const u3 = u2 * u;
      const at = (a: number, b: number, c: number, d: number) =>
        0.5 *
        (2 * b + (-a + c) * u + (2 * a - 5 * b + 4 * c - d) * u2 + (-a + 3 * b - 3 * c + d) * u3);
      const x = at(p0.x, p1.x, p2.x, p3.x);
      const y = at(p0.y, p1.y, p2.y, p3.y);
      if (last) length += Math.hypot(x - last.x, y - last.y);
      points.push({ x, y, t: length });
      last = { x, y };
    }
  }
  return points;
}

/** The point and direction at arc length `s` along a curve sampled with t = arc length. */
export function alongCurve(
  points: CurvePoint[],
  s: number,
): { x: number; y: number; angle: number } {
  let i = 1;
  while (i < points.length - 1 && points[i]!.t < s) i++;
  const a = points[i - 1]!;
  const b = points[i]!;
  const f = b.t > a.t ? Math.max(0, Math.min(1, (s - a.t) / (b.t - a.t))) : 0;
  return {
    x: a.x + (b.x - a.x) * f,
    y: a.y + (b.y - a.y) * f,
    angle: Math.atan2(b.y - a.y, b.x - a.x),
  };
}

// ---------------------------------------------------------------------------------------------
// Stones and pearls.

export interface StoneLook {
  name: string;
  /** Colour of the stone's mid facets. */
  base: Rgb;
  /** Colour of the facets that reflect the dark of the studio. */
  dark: Rgb;
  /** Share of facets that flash white; of those that are dark. */
  white: number;
  darkShare: number;
  /** Share of flashes that show a spectral colour (fire). */
  fire: number;
}

export const STONES: Record<string, StoneLook> = {
  diamond: {
    name: 'diamond',
    base: [222, 226, 232],
    dark: [92, 96, 104],
    white: 0.3,
    darkShare: 0.2,
    fire: 0.25,
  },
  paleDiamond: {
    name: 'pale diamond',
    base: [236, 238, 242],
    dark: [150, 154, 162],
    white: 0.45,
    darkShare: 0.12,
    fire: 0.15,
  },
  sapphire: {
    name: 'sapphire',
    base: [38, 64, 168],
    dark: [12, 18, 60],
    white: 0.12,
    darkShare: 0.3,
    fire: 0,
  },
  ruby: {
    name: 'ruby',
    base: [178, 22, 52],
    dark: [60, 6, 18],
    white: 0.12,
    darkShare: 0.3,
    fire: 0,
  },
  emerald: {
    name: 'emerald',
    base: [24, 140, 88],
    dark: [6, 50, 30],
    white: 0.1,
    darkShare: 0.3,
    fire: 0,
  },
  amethyst: {
    name: 'amethyst',
    base: [140, 80, 180],
    dark: [50, 20, 70],
    white: 0.12,
    darkShare: 0.25,
    fire: 0,
  },
  topaz: {
    name: 'topaz',
    base: [120, 190, 225],
    dark: [40, 80, 110],
    white: 0.2,
    darkShare: 0.2,
    fire: 0,
  },
};

/**
 * Which facet of a round brilliant's crown, seen from above, a point (ρ in radius units, θ) lies
 * on: the octagonal table, eight star triangles on its edges, eight kites reaching from its
 * corners to the girdle, and sixteen upper-girdle triangles between the kites.
 */
function brilliantFacet(rho: number, theta: number): number {
  const turn = (((theta / (2 * Math.PI)) % 1) + 1) % 1;
  const k8 = turn * 8;
  const i8 = Math.floor(k8);
  const f8 = k8 - i8;
  // 0 in the middle of a table edge, 1 at its corners.
  const corner = Math.abs(f8 - 0.5) * 2;
  const octagon = (rho * Math.cos((f8 - 0.5) * (Math.PI / 4))) / Math.cos(Math.PI / 8);
  if (octagon < 0.5) return 0;
  if (rho < 0.52 + 0.25 * (1 - corner)) return 1 + i8;
  if (rho < 1 - 0.25 * (1 - corner)) return 10 + (Math.round(k8) % 8);
  return 20 + (Math.floor(turn * 16) % 16);
}

function facetColour(look: StoneLook, facet: number, seed: number, out: number[]): void {
  const h = hash01(facet, seed);
  const g = hash01(facet + 101, seed);
  if (facet === 0) {
    // The table: a large window, mid to bright, showing the pavilion's pattern faintly.
    put(out, mix(look.base, WHITE, 0.15 + 0.4 * g), 0.85 + 0.1 * h);
    return;
  }
  if (h < look.darkShare) {
    put(out, mix(look.dark, look.base, g * 0.4));
  } else if (h < look.darkShare + look.white) {
    if (facet >= 20 && hash01(facet + 7, seed) < look.fire * 2) {
      const hue = g * 6;
      const spectral: Rgb = [
        255 * clamp01(Math.abs(hue - 3) - 1),
        255 * clamp01(2 - Math.abs(hue - 2)),
        255 * clamp01(2 - Math.abs(hue - 4)),
      ];
      put(out, mix(WHITE, spectral, 0.3));
    } else {
      put(out, mix(look.base, WHITE, 0.7 + 0.3 * g));
    }
  } else {
    put(out, look.base, 0.7 + 0.35 * g);
  }
}

/**
 * A round brilliant seen from above (squash 1) or tilted (squash < 1, the outline an ellipse),
 * centre (cx, cy), radius r, turned by `angle`.
 */
export function paintBrilliant(
  layer: PieceLayer,
  cx: number,
  cy: number,
  r: number,
  look: StoneLook,
  seed: number,
  squash = 1,
  angle = 0,
): void {
  layer.stones.add(look.name);
  const sdf = sdEllipse(cx, cy, r, r * squash, angle);
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const spin = hash01(seed, 3) * Math.PI;
  layer.paint(around(cx, cy, r), (px, py, out) => {
    const cov = coverage(sdf(px, py));
    if (cov <= 0) return 0;
    const dx = px - cx;
    const dy = py - cy;
    const u = (dx * c + dy * s) / r;
    const v = (-dx * s + dy * c) / (r * squash);
    const rho = Math.hypot(u, v);
    const facet = brilliantFacet(rho, Math.atan2(v, u) + spin);
    facetColour(look, facet, seed, out);
    // Within a facet the light still slides a little; the girdle is a thin dark line.
    const slide = 1 + 0.12 * (u * Math.cos(facet * 2.3 + seed) + v * Math.sin(facet * 1.7 + seed));
    const girdle = rho > 0.96 ? 0.8 : 1;
    out[0] = Math.min(255, out[0]! * slide * girdle);
    out[1] = Math.min(255, out[1]! * slide * girdle);
    out[2] = Math.min(255, out[2]! * slide * girdle);
    return cov;
  });
}

/** The lower half of a stone seen from the side: a faceted cone from the girdle to its point. */
export function paintPavilion(
  layer: PieceLayer,
  cx: number,
  girdleY: number,
  r: number,
  depth: number,
  look: StoneLook,
  seed: number,
): void {
  layer.paint(
    { x0: cx - r - 2, y0: girdleY - 2, x1: cx + r + 2, y1: girdleY + depth + 2 },
    (px, py, out) => {
      const down = (py - girdleY) / depth;
      if (down < -0.1 || down > 1.05) return 0;
      const half = r * (1 - down);
      const cov =
        clamp01(half + 0.5 - Math.abs(px - cx)) *
        clamp01(1.05 - down) *
        clamp01(down * depth + 0.5);
      if (cov <= 0) return 0;
      const across = half > 0.5 ? (px - cx) / half : 0;
      const facet =
        60 + Math.floor((Math.asin(Math.max(-1, Math.min(1, across))) / Math.PI + 0.5) * 8);
      facetColour(look, facet, seed, out);
      const fade = 0.8 + 0.2 * down;
      out[0] = out[0]! * fade;
      out[1] = out[1]! * fade;
      out[2] = out[2]! * fade;
      return cov;
    },
  );
}

export interface PearlLook {
  base: Rgb;
  overtone: Rgb;
}

export const PEARLS: PearlLook[] = [
  { base: [238, 230, 216], overtone: [245, 215, 220] },
  { base: [242, 238, 232], overtone: [220, 235, 230] },
  { base: [200, 196, 196], overtone: [215, 205, 225] },
  { base: [70, 74, 82], overtone: [110, 140, 120] },
];

export function paintPearl(
  layer: PieceLayer,
  cx: number,
  cy: number,
  r: number,
  look: PearlLook,
  studio: Studio,
): void {
  layer.stones.add('pearl');
  layer.paint(around(cx, cy, r), (px, py, out) => {
    const d = Math.hypot(px - cx, py - cy);
    const cov = clamp01(r + 0.5 - d);
    if (cov <= 0) return 0;
    const nx = (px - cx) / r;
    const ny = (py - cy) / r;
    const nz = Math.sqrt(Math.max(0, 1 - nx * nx - ny * ny));
    const diffuse = Math.max(0, nx * studio.key[0] + ny * studio.key[1] + nz * studio.key[2]);
    const spec = Math.pow(
      Math.max(0, nx * studio.half[0] + ny * studio.half[1] + nz * studio.half[2]),
      30,
    );
    const rim = 1 - nz;
    const body = mix(look.base, look.overtone, rim * 0.8);
    const light = 0.45 + 0.6 * diffuse;
    const colour = mix([body[0] * light, body[1] * light, body[2] * light], WHITE, 0.8 * spec);
    put(out, colour);
    return cov;
  });
}
