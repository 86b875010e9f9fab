// The grounds of the synthetic cut-out set: what jewellery is photographed on, from a white sweep
// to a busy table. Each is drawn from a seed; the engine's procedural linen, oak and marble are
// reused, sampled through a random window so no two scenes show the same stretch of them.
import {
  blurCanvas,
  blurMap,
  createCanvas,
  mix,
  paint,
  type Canvas,
  type Rgb,
} from '../../render/canvas';
import { fbm, valueNoise } from '../../render/noise';
import { surfaceFor } from '../../render/surfaces';
import { hash01 } from '../../render/noise';
import { type Random, clamp01, sdEllipse, sdRoundBox } from './synthetic-draw';

export const GROUND_KINDS = [
  'white seamless',
  'grey gradient',
  'black velvet',
  'blue satin',
  'red satin',
  'linen',
  'wood',
  'marble',
  'skin',
  'leaves',
  'busy',
  'glossy',
] as const;
export type GroundKind = (typeof GROUND_KINDS)[number];

export interface Ground {
  canvas: Canvas;
  /** A few words on the variant drawn. */
  note: string;
  /** A glossy ground mirrors the piece below it. */
  mirror: boolean;
}

export async function makeGround(
  kind: GroundKind,
  width: number,
  height: number,
  rng: Random,
): Promise<Ground> {
  const canvas = createCanvas(width, height);
  const aspect = height / width;
  const seed = rng.int(1, 1_000_000);
  let note = '';
  let mirror = false;
  switch (kind) {
    case 'white seamless': {
      const base = rng.range(238, 252);
      const tint: Rgb = [rng.range(-4, 3), rng.range(-3, 3), rng.range(-3, 5)];
      const fall = rng.range(6, 22);
      paint(canvas, (u, v) => {
        const tone = base - fall * v * v - 10 * (u - 0.5) ** 2;
        return [tone + tint[0], tone + tint[1], tone + tint[2]];
      });
      break;
    }
    case 'grey gradient': {
      const light = rng.range(150, 225);
      const dark = light - rng.range(40, 100);
      const radial = rng.chance(0.5);
      const warm = rng.range(-6, 6);
      const fx = rng.range(0.3, 0.7);
      const fy = rng.range(0.2, 0.6);
      paint(canvas, (u, v) => {
        const t = radial ? clamp01(Math.hypot(u - fx, (v - fy) * aspect) * 1.4) : v;
        const tone = light + (dark - light) * t;
        return [tone + warm, tone, tone - warm];
      });
      note = radial ? 'radial' : 'linear';
      break;
    }
    case 'black velvet': {
      const base = rng.pick<Rgb>([
        [22, 22, 24],
        [14, 18, 38],
        [38, 12, 18],
        [18, 28, 20],
      ]);
      const pile = rng.range(0.15, 0.35);
      const folds = rng.range(2, 5);
      paint(canvas, (u, v) => {
        const x = Math.floor(u * width);
        const y = Math.floor(v * height);
        const grain = hash01(x + y * 7919, seed) - 0.5;
        const sheen = Math.pow(
          Math.max(
            0,
            Math.sin((u * folds + v * aspect * 1.3) * 6.28 + 3 * fbm(u * 2, v * 2, 3, seed)),
          ),
          4,
        );
        const tone =
          1 +
          pile * 2 * grain +
          0.4 * (fbm(u * 6, v * 6 * aspect, 3, seed + 1) - 0.5) +
          0.8 * sheen;
        return [base[0] * tone, base[1] * tone, base[2] * tone];
      });
      break;
    }
    case 'blue satin':
    case 'red satin': {
      const base =
        kind === 'blue satin'
          ? rng.pick<Rgb>([
              [30, 60, 150],
              [20, 40, 115],
              [70, 110, 185],
            ])
          : rng.pick<Rgb>([
              [150, 20, 36],
              [115, 12, 30],
              [185, 45, 62],
            ]);
      // Draped satin: two systems of broad folds bent by a slow warp, with a narrow sheen on
      // each crest and deep troughs between, never a regular ripple.
      const frequency = rng.range(1.2, 2.6);
      const angle = rng.range(0, Math.PI);
      const ca = Math.cos(angle);
      const sa = Math.sin(angle);
      const second = rng.range(0.5, 1.2);
      const warp = rng.range(1.5, 3);
      paint(canvas, (u, v) => {
        const y = v * aspect;
        const along = u * ca + y * sa;
        const across = -u * sa + y * ca;
        const bend = warp * (fbm(u * 1.2, y * 1.2, 3, seed) - 0.5) * 2;
        const fold =
          0.7 * Math.sin(along * frequency * 6.28 + bend + 1.2 * Math.sin(across * 3.1)) +
          0.3 * Math.sin((along * 0.6 + across) * second * 6.28 + bend * 0.7);
        const crest = Math.pow(Math.max(0, fold), 6);
        const light = 0.55 + 0.28 * fold + 0.3 * crest;
        const lit: Rgb = [base[0] * light, base[1] * light, base[2] * light];
        return mix(lit, [255, 255, 255], 0.22 * crest);
      });
      note = 'folds';
      break;
    }
    case 'linen':
    case 'wood':
    case 'marble': {
      const scene = kind === 'linen' ? 'linen' : kind === 'wood' ? 'oak' : 'veined_marble';
      const zoom = rng.range(1.3, 2);
      const ox = rng.range(0, 1 - 1 / zoom);
      const oy = rng.range(0, 1 - 1 / zoom);
      const turn = rng.chance(0.5);
      const surface = turn
        ? surfaceFor(scene, 1 / aspect, Math.round(height * zoom))
        : surfaceFor(scene, aspect, Math.round(width * zoom));
      const tone =
        kind === 'linen'
          ? rng.pick<Rgb>([
              [1, 1, 1],
              [0.9, 0.92, 0.95],
              [1.05, 1.04, 1.02],
              [0.75, 0.75, 0.78],
            ])
          : kind === 'wood'
            ? rng.pick<Rgb>([
                [1, 1, 1],
                [1.25, 1.2, 1.1],
                [0.7, 0.68, 0.66],
              ])
            : ([1, 1, 1] as Rgb);
      paint(canvas, (u, v) => {
        const c = turn
          ? surface(oy + v / zoom, ox + u / zoom)
          : surface(ox + u / zoom, oy + v / zoom);
        return [c[0] * tone[0], c[1] * tone[1], c[2] * tone[2]];
      });
      note = turn ? 'turned' : '';
      break;
    }
    case 'skin':
      note = await drawHand(canvas, rng, seed);
      break;
    case 'leaves':
      note = await drawLeaves(canvas, rng, seed);
      break;
    case 'busy':
      note = await drawBusy(canvas, rng);
      break;
    case 'glossy': {
      const black = rng.chance(0.55);
      const horizon = rng.range(0.05, 0.3);
      paint(canvas, (u, v) => {
        const glow = Math.exp(-(((v - horizon) / 0.12) ** 2));
        const tone = black
          ? 12 + 30 * (1 - v) + 35 * glow - 10 * (u - 0.5) ** 2
          : 236 + 14 * glow - 22 * v - 10 * (u - 0.5) ** 2;
        return [tone, tone, tone + (black ? 3 : 2)];
      });
      note = black ? 'black acrylic' : 'white acrylic';
      mirror = true;
      break;
    }
  }
  return { canvas, note, mirror };
}

const SKIN: Rgb[] = [
  [234, 196, 172],
  [214, 160, 124],
  [176, 120, 86],
  [112, 72, 50],
];

/** Fingers (and sometimes the palm) entering the frame from one edge, over a plain backdrop. */
async function drawHand(canvas: Canvas, rng: Random, seed: number): Promise<string> {
  const { width, height } = canvas;
  const short = Math.min(width, height);
  const backdrop = rng.pick<Rgb>([
    [240, 238, 234],
    [206, 206, 210],
    [226, 212, 192],
    [52, 52, 58],
  ]);
  paint(canvas, (_u, v) => [backdrop[0] - 10 * v, backdrop[1] - 10 * v, backdrop[2] - 10 * v]);
  const skin = rng.pick(SKIN);
  const edge = rng.int(0, 3);
  const count = rng.int(1, 4);
  const fingerR = rng.range(0.05, 0.08) * short;
  const angle = [Math.PI / 2, -Math.PI / 2, 0, Math.PI][edge]! + rng.range(-0.35, 0.35);
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  // Start outside the frame on the chosen edge and reach inwards.
  const start = [
    { x: width * rng.range(0.25, 0.75), y: -fingerR * 2 },
    { x: width * rng.range(0.25, 0.75), y: height + fingerR * 2 },
    { x: -fingerR * 2, y: height * rng.range(0.25, 0.75) },
    { x: width + fingerR * 2, y: height * rng.range(0.25, 0.75) },
  ][edge]!;
  const fingers = Array.from({ length: count }, (_, i) => {
    const offset = (i - (count - 1) / 2) * fingerR * 2.1;
    const length = short * rng.range(0.3, 0.6);
    const ax = start.x - dy * offset;
    const ay = start.y + dx * offset;
    return {
      ax,
      ay,
      bx: ax + dx * length,
      by: ay + dy * length,
      r: fingerR * rng.range(0.85, 1.05),
      length,
    };
  });
  const palm = rng.chance(0.4);
  const palmSdf = sdEllipse(
    start.x,
    start.y,
    fingerR * (count + 1.5),
    fingerR * 3,
    angle + Math.PI / 2,
  );
  const coverMap = new Float32Array(width * height);
  const colour = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      let best = Infinity;
      let across = 0;
      let along = 0;
      let finger = -1;
      fingers.forEach((f, i) => {
        const ex = f.bx - f.ax;
        const ey = f.by - f.ay;
        const t = Math.max(
          0,
          Math.min(1, ((px - f.ax) * ex + (py - f.ay) * ey) / (f.length * f.length)),
        );
        const d = Math.hypot(px - f.ax - t * ex, py - f.ay - t * ey) - f.r;
        if (d < best) {
          best = d;
          across = (d + f.r) / f.r;
          along = t * f.length;
          finger = i;
        }
      });
      if (palm) {
        const d = palmSdf(px, py);
        if (d < best) {
          best = d;
          across = clamp01(1 + d / (fingerR * 2));
          along = 0;
          finger = -1;
        }
      }
      const c = clamp01(0.5 - best);
      if (c <= 0) continue;
      const i = y * width + x;
      coverMap[i] = c;
      const round = Math.sqrt(Math.max(0, 1 - Math.min(1, across) ** 2));
      // Lit from above-left: the side of a finger turned away falls into shade.
      const turned =
        finger >= 0
          ? ((px - fingers[finger]!.ax) * -dy + (py - fingers[finger]!.ay) * dx) / fingerR
          : 0;
      let tone = 0.5 + 0.45 * round + 0.1 * Math.max(-1, Math.min(1, turned)) * round;
      // Knuckle creases and the nail at the tip.
      const f = finger >= 0 ? fingers[finger]! : null;
      let nail = 0;
      if (f) {
        const fromTip = f.length - along;
        for (const crease of [0.32, 0.58]) {
          const off = Math.abs(fromTip - f.length * crease);
          if (off < 2.5 && across < 0.85) tone *= 0.9 + 0.04 * off;
        }
        if (fromTip < f.r * 1.1 && across < 0.62)
          nail = 0.35 * clamp01((f.r * 1.1 - fromTip) / 3) * clamp01((0.62 - across) * 8);
      }
      const grain = 1 + 0.04 * (valueNoise(px * 0.35, py * 0.35, seed) - 0.5);
      const flush = (1 - round) * 0.1;
      const lit = tone * grain;
      colour[i * 3] = skin[0] * lit * (1 + flush) * (1 - nail) + 240 * lit * nail;
      colour[i * 3 + 1] = skin[1] * lit * (1 - flush) * (1 - nail) + 206 * lit * nail;
      colour[i * 3 + 2] = skin[2] * lit * (1 - flush) * (1 - nail) + 198 * lit * nail;
    }
  }
  // The hand's soft shadow on the backdrop, then the hand.
  const shadow = await blurMap(coverMap, width, height, short * 0.02);
  const off = Math.round(short * 0.015);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const under = x >= off && y >= off ? shadow[(y - off) * width + x - off]! : 0;
      const s = 1 - 0.35 * under;
      const c = coverMap[i]!;
      for (let k = 0; k < 3; k++) {
        canvas.rgb[i * 3 + k] = canvas.rgb[i * 3 + k]! * s * (1 - c) + colour[i * 3 + k]! * c;
      }
    }
  }
  return `${count} finger${count > 1 ? 's' : ''}${palm ? ' and palm' : ''}`;
}

const LEAF_GREENS: Rgb[] = [
  [60, 110, 40],
  [92, 140, 52],
  [40, 92, 46],
  [120, 152, 62],
  [48, 80, 32],
  [30, 70, 50],
];

/** A busy bed of overlapping leaves, each with a midrib and side veins, lit from one side. */
async function drawLeaves(canvas: Canvas, rng: Random, seed: number): Promise<string> {
  const { width, height } = canvas;
  const short = Math.min(width, height);
  const soil = rng.pick<Rgb>([
    [28, 40, 22],
    [44, 36, 26],
    [18, 30, 24],
  ]);
  paint(canvas, (u, v) => {
    const t = 0.7 + 0.6 * fbm(u * 4, v * 4, 3, seed);
    return [soil[0] * t, soil[1] * t, soil[2] * t];
  });
  const count = rng.int(28, 48);
  for (let n = 0; n < count; n++) {
    const cx = rng.range(-0.1, 1.1) * width;
    const cy = rng.range(-0.1, 1.1) * height;
    const halfLength = rng.range(0.07, 0.22) * short;
    const halfWidth = halfLength * rng.range(0.28, 0.5);
    const angle = rng.range(0, Math.PI * 2);
    const green = rng.pick(LEAF_GREENS);
    const light = rng.range(0.65, 1.25);
    const r = (halfLength * halfLength + halfWidth * halfWidth) / (2 * halfWidth);
    const d = r - halfWidth;
    const c = Math.cos(angle);
    const s = Math.sin(angle);
    const veinGap = halfLength * rng.range(0.15, 0.25);
    const x0 = Math.max(0, Math.floor(cx - halfLength - 2));
    const x1 = Math.min(width, Math.ceil(cx + halfLength + 2));
    const y0 = Math.max(0, Math.floor(cy - halfLength - 2));
    const y1 = Math.min(height, Math.ceil(cy + halfLength + 2));
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const dx = x + 0.5 - cx;
        const dy = y + 0.5 - cy;
        const lx = dx * c + dy * s; // across the leaf
        const ly = -dx * s + dy * c; // along it
        // A vesica: two circles' overlap, pointed at both ends.
        const ax = Math.abs(lx);
        const ay = Math.abs(ly);
        const b = Math.sqrt(r * r - d * d);
        const sd = (ay - b) * d > ax * b ? Math.hypot(ax, ay - b) : Math.hypot(ax + d, ay) - r;
        const cov = clamp01(0.5 - sd);
        if (cov <= 0) continue;
        const side = lx / halfWidth;
        let tone = light * (0.85 + 0.25 * side * (s > 0 ? 1 : -1));
        if (ax < Math.max(0.8, halfWidth * 0.04)) tone *= 1.35;
        const vein = ((ly + ax * 1.3) / veinGap) % 1;
        if (Math.abs(vein - 0.5) < 0.04) tone *= 1.15;
        const i = (y * width + x) * 3;
        for (let k = 0; k < 3; k++)
          canvas.rgb[i + k] = canvas.rgb[i + k]! * (1 - cov) + green[k]! * tone * cov;
      }
    }
  }
  const blurred = rng.chance(0.5);
  if (blurred) {
    const soft = await blurCanvas(canvas, Math.max(0.8, short * 0.002));
    canvas.rgb.set(soft.rgb);
  }
  return `${count} leaves`;
}

/** A busy multi-coloured table: out-of-focus shapes behind, a few sharper ones on top. */
async function drawBusy(canvas: Canvas, rng: Random): Promise<string> {
  const { width, height } = canvas;
  const short = Math.min(width, height);
  const colourOf = (): Rgb => {
    const hue = rng.range(0, 6);
    const sat = rng.range(0.3, 0.9);
    const val = rng.range(60, 240);
    const f = (n: number) => {
      const k = (n + hue) % 6;
      return val * (1 - sat * Math.max(0, Math.min(k, 4 - k, 1)));
    };
    return [f(5), f(3), f(1)];
  };
  const back = colourOf();
  paint(canvas, (_u, v) => [
    back[0] * (0.8 + 0.3 * v),
    back[1] * (0.8 + 0.3 * v),
    back[2] * (0.8 + 0.3 * v),
  ]);
  const shapes = (count: number) => {
    for (let n = 0; n < count; n++) {
      const cx = rng.range(0, width);
      const cy = rng.range(0, height);
      const size = rng.range(0.03, 0.25) * short;
      const colour = colourOf();
      const sdf = rng.chance(0.5)
        ? sdEllipse(cx, cy, size, size * rng.range(0.4, 1), rng.range(0, Math.PI))
        : sdRoundBox(cx, cy, size, size * rng.range(0.1, 1), size * 0.1, rng.range(0, Math.PI));
      const x0 = Math.max(0, Math.floor(cx - size - 2));
      const x1 = Math.min(width, Math.ceil(cx + size + 2));
      const y0 = Math.max(0, Math.floor(cy - size - 2));
      const y1 = Math.min(height, Math.ceil(cy + size + 2));
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const cov = clamp01(0.5 - sdf(x + 0.5, y + 0.5));
          if (cov <= 0) continue;
          const i = (y * width + x) * 3;
          const shade = 0.85 + 0.15 * ((y - cy) / size);
          for (let k = 0; k < 3; k++)
            canvas.rgb[i + k] = canvas.rgb[i + k]! * (1 - cov) + colour[k]! * shade * cov;
        }
      }
    }
  };
  shapes(rng.int(30, 50));
  const soft = await blurCanvas(canvas, rng.range(0.008, 0.025) * short);
  canvas.rgb.set(soft.rgb);
  const sharp = rng.int(6, 14);
  shapes(sharp);
  return `${sharp} sharp shapes`;
}
