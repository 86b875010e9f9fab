// npx tsx scripts/make-corpus-truth.ts [name ...] [--overlays <dir>]
//
// Rebuilds the hand-checked ground-truth masks in server/studio/cutout/evaluation/corpus-truth/
// from the corpus photos (CORPUS_DIR). Deliberately independent
// of the studio's own cutout/extract code: each photo has a hand-written spec below - a rectangle
// around the piece, "definitely piece" / "definitely background" strokes chosen by eye, colour
// rules for thin parts (chains, wires) inside hand-drawn corridors, and final hand corrections.
// The steps run in the order listed; opencv grabCut runs on the seeded image at <= 512 px and is
// re-solved at full size in a band around its edge. All coordinates are in the pixels of the
// saved mask (the photo, auto-oriented, long side <= 1024). With --overlays, also writes each
// photo with the mask edge in red, for checking by eye.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { corpusDir } from '../server/studio/corpus-labels';
import { openCv, type OpenCv } from '../server/studio/imaging/opencv';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(REPO_ROOT, 'server/studio/cutout/evaluation/corpus-truth');
const MAX_SIDE = 1024;
const COARSE_SIDE = 512;

type Pt = [number, number];
/** A filled polygon, a polyline of width w, or a filled circle. */
type Shape = { poly: Pt[] } | { line: Pt[]; w: number } | { circle: Pt; r: number };

/** One pixel as the colour rules see it: sRGB 0-255 and CIE Lab. */
interface Px {
  r: number;
  g: number;
  b: number;
  L: number;
  A: number;
  B: number;
  /** Chroma, sqrt(A^2 + B^2). */
  C: number;
  /** L minus the mean L over the surrounding 15 x 15 px: local contrast, for thin dark/light lines. */
  Ld: number;
  x: number;
  y: number;
}

type Step =
  /** Seeded grabCut inside rect; fg/bg are hard seeds, pfg/pbg probable ones. */
  | {
      grabCut: [number, number, number, number];
      fg?: Shape[];
      bg?: Shape[];
      pfg?: Shape[];
      pbg?: Shape[];
      /** Width in px of the band re-solved at full size (default 6, 0 = skip). */
      band?: number;
      /**
       * Seed from the mask so far instead of a blank start: its erosion by `erode` px is piece,
       * beyond its dilation by `dilate` px is background, the rest is left to grabCut.
       */
      fromMask?: { erode: number; dilate: number };
    }
  /** Inside `where`, pixels passing `test` become piece (add), or the mask becomes the test (set). */
  | { rule: (p: Px) => boolean; where: Shape[]; mode: 'add' | 'set' }
  /** Hand corrections. */
  | { fg: Shape[] }
  | { bg: Shape[] }
  /** Drop piece components smaller than minArea px; fill background holes smaller than maxHole. */
  | { clean: { minArea?: number; maxHole?: number } }
  /** Morphological close (fills gaps narrower than ~2r) or open (removes parts thinner than ~2r). */
  | { close: number; where?: Shape[] }
  | { open: number; where?: Shape[] }
  /** Median filter of the mask (window 2r+1), to smooth a ragged edge. */
  | { smooth: number; where?: Shape[] };

interface Spec {
  steps: Step[];
}

// ---------------------------------------------------------------------------------------------
// Per-photo specs (coordinates in saved-mask pixels).

function box(x0: number, y0: number, x1: number, y1: number): Shape {
  return {
    poly: [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ],
  };
}

const SPECS: Record<string, Spec> = {
  // Pure white (255) studio background: anything visibly darker is piece; the watch has no
  // see-through openings, so enclosed highlights are filled.
  photo_watch_01: {
    steps: [
      { rule: (p) => Math.min(p.r, p.g, p.b) < 236, where: [box(150, 0, 650, 800)], mode: 'set' },
      { clean: { minArea: 200, maxHole: 20000 } },
    ],
  },
  // Near-white (254) background, JPEG noise at the edges.
  photo_watch_03: {
    steps: [
      { rule: (p) => Math.min(p.r, p.g, p.b) < 232, where: [box(60, 0, 430, 474)], mode: 'set' },
      { clean: { minArea: 200, maxHole: 20000 } },
    ],
  },
  // Light grey background. Rose gold is chromatic (C > 9); the pave diamonds and their dark
  // outlines are darker than the background. The soft shadow under the lower shank is dark but
  // grey, so below the shank's lower edge only chroma counts.
  photo_ring_01: {
    steps: [
      { rule: (p) => p.C > 9 || p.L < 82, where: [box(250, 100, 840, 870)], mode: 'set' },
      {
        rule: (p) => p.C > 10,
        where: [
          {
            poly: [
              [330, 845],
              [400, 822],
              [450, 806],
              [500, 786],
              [550, 750],
              [600, 698],
              [650, 643],
              [700, 588],
              [740, 540],
              [780, 560],
              [780, 880],
              [330, 880],
            ],
          },
        ],
        mode: 'set',
      },
      { clean: { minArea: 300, maxHole: 4000 } },
      { smooth: 2, where: [box(330, 540, 790, 880)] },
    ],
  },
  // Near-black matte surface: metal and stones are brighter, or warm where the rose gold is
  // dim. The dark inside of the band is background.
  photo_ring_03: {
    steps: [
      {
        rule: (p) => p.L > 17 || (p.C > 8 && p.L > 8),
        where: [box(270, 170, 750, 440)],
        mode: 'set',
      },
      // Shadowed inner face of the band at the right end; seam under the halo.
      {
        fg: [
          {
            poly: [
              [695, 238],
              [708, 238],
              [712, 255],
              [706, 266],
              [695, 262],
              [700, 250],
            ],
          },
          box(428, 395, 470, 404),
        ],
      },
      { clean: { minArea: 150, maxHole: 300 } },
    ],
  },
  // White paper with a warm grey shadow to the lower right; the pale outer face of the cone is
  // close to the shadow in colour, so it is seeded generously and the shadow is marked as such.
  photo_brooch_01: {
    steps: [
      {
        grabCut: [340, 50, 850, 475],
        fg: [
          { circle: [550, 260], r: 175 },
          {
            poly: [
              [740, 160],
              [800, 175],
              [815, 215],
              [790, 262],
              [755, 300],
              [725, 335],
              [700, 368],
              [680, 392],
              [640, 300],
            ],
          },
          {
            line: [
              [372, 402],
              [420, 385],
            ],
            w: 12,
          },
        ],
        bg: [
          {
            poly: [
              [850, 240],
              [805, 290],
              [772, 330],
              [745, 368],
              [722, 400],
              [700, 428],
              [672, 452],
              [640, 470],
              [640, 560],
              [950, 560],
              [950, 240],
            ],
          },
          {
            poly: [
              [350, 440],
              [420, 470],
              [520, 478],
              [640, 475],
              [640, 560],
              [340, 560],
            ],
          },
          {
            line: [
              [805, 110],
              [860, 150],
            ],
            w: 10,
          },
        ],
      },
      // The folded lip at the top right, pale against the paper.
      {
        fg: [
          {
            poly: [
              [738, 104],
              [760, 113],
              [780, 124],
              [800, 138],
              [806, 147],
              [800, 152],
              [780, 150],
              [760, 142],
              [740, 128],
            ],
          },
        ],
      },
      { clean: { minArea: 100, maxHole: 40 } },
    ],
  },
  // Pink backdrop (Lab hue near red, b* < 12): gold is yellower or darker, the pave is whiter.
  // Pink backdrop (Lab hue near red, b* < 12): gold is yellower or darker, the pave is whiter.
  // The back half is out of focus; its edge is taken at the middle of the blur. Warm light
  // reflected onto the backdrop under the front links is lighter than the links' edge, so the
  // lower band uses a stricter rule, as do the link openings.
  photo_bracelet_01: {
    steps: [
      {
        rule: (p) => p.B > 19 || p.L < 66 || p.A < 6,
        where: [box(115, 235, 880, 510)],
        mode: 'set',
      },
      { close: 3 },
      { clean: { minArea: 150, maxHole: 200 } },
      {
        grabCut: [115, 235, 880, 510],
        fromMask: { erode: 6, dilate: 8 },
        bg: [
          // Openings of the front links, showing the backdrop.
          { circle: [300, 432], r: 7 },
          { circle: [425, 442], r: 7 },
          { circle: [578, 447], r: 7 },
          { circle: [707, 435], r: 5 },
        ],
      },
      {
        rule: (p) => p.L < 72 || p.A < 6 || p.B > 24,
        where: [
          {
            poly: [
              [140, 428],
              [200, 453],
              [250, 463],
              [300, 468],
              [360, 476],
              [420, 480],
              [480, 476],
              [540, 480],
              [600, 473],
              [650, 466],
              [700, 458],
              [750, 443],
              [800, 433],
              [860, 418],
              [880, 418],
              [880, 520],
              [120, 520],
            ],
          },
          { circle: [300, 432], r: 16 },
          { circle: [425, 442], r: 18 },
          { circle: [580, 450], r: 20 },
          { circle: [707, 435], r: 12 },
        ],
        mode: 'set',
      },
      { close: 2 },
      { clean: { minArea: 150, maxHole: 150 } },
    ],
  },
  // Black fabric: silver chain, quartz chips and charms are all much brighter. Link openings stay
  // open (no closing); stray fabric fibres are dropped by size.
  photo_bracelet_03: {
    steps: [
      { rule: (p) => p.L > 30, where: [box(60, 225, 640, 740)], mode: 'set' },
      { clean: { minArea: 40, maxHole: 4 } },
    ],
  },
  // Light grey backdrop; the display rod is not piece. Below the rod the bronze leaves and ear
  // wires are darker or warmer than the backdrop. Where each ear wire passes in front of the rod
  // it is drawn by hand (measured at 6x), with the small ball at its tip.
  photo_earring_02: {
    steps: [
      {
        rule: (p) => p.L < 84 || p.C > 6,
        where: [box(275, 204, 497, 500), box(483, 200, 720, 490)],
        mode: 'set',
      },
      { clean: { minArea: 300, maxHole: 800 } },
      {
        fg: [
          {
            line: [
              [376, 122],
              [379, 165],
              [381, 206],
            ],
            w: 8,
          },
          { circle: [373.5, 117], r: 4.5 },
          {
            line: [
              [564, 122],
              [568, 168],
              [572, 203],
            ],
            w: 9,
          },
          { circle: [561, 114], r: 5 },
        ],
      },
    ],
  },
  // Thin gold chain and wire pendant on a grey linen bust (not piece). Linen is neutral to cool
  // (Lab b* <= 3), the gold warm; the wires' dark shadows are warm too but dark. Each strand was traced by taking, every 15 rows, the warmest
  // column near a hand-placed guide line (checked by eye at 4x); the rule is applied only within
  // 10 px of those lines and in a box around the pendant. The chain passes behind the bust's
  // neck at the top.
  photo_necklace_03: {
    steps: [
      {
        rule: (p) => p.B > 3.5 && p.L > 30,
        where: [
          {
            line: [
              [248, 132],
              [246, 145],
              [246, 160],
              [246, 175],
              [247, 190],
              [249, 205],
              [251, 220],
              [254, 235],
              [256, 250],
              [259, 265],
              [263, 280],
              [266, 295],
              [270, 310],
              [274, 325],
              [277, 340],
              [281, 355],
              [283, 370],
              [288, 385],
              [291, 400],
              [295, 415],
              [300, 430],
              [304, 445],
              [308, 460],
              [310, 475],
              [313, 490],
              [317, 505],
              [319, 520],
              [324, 535],
              [327, 550],
              [329, 565],
              [333, 580],
              [336, 595],
              [339, 610],
              [343, 625],
              [347, 635],
            ],
            w: 10,
          },
          {
            line: [
              [509, 127],
              [508, 140],
              [508, 155],
              [505, 170],
              [505, 185],
              [500, 200],
              [496, 215],
              [492, 230],
              [490, 245],
              [486, 260],
              [481, 275],
              [474, 290],
              [472, 305],
              [468, 320],
              [463, 335],
              [459, 350],
              [454, 365],
              [451, 380],
              [445, 395],
              [441, 410],
              [436, 425],
              [431, 440],
              [426, 455],
              [422, 470],
              [417, 485],
              [410, 500],
              [408, 515],
              [401, 530],
              [396, 545],
              [392, 560],
              [387, 575],
              [381, 590],
              [374, 605],
              [372, 620],
              [368, 635],
            ],
            w: 10,
          },
          box(305, 625, 400, 765),
        ],
        mode: 'set',
      },
      { clean: { minArea: 12 } },
      // Top of the right strand, in the bust's shadow: visible by eye, too dim for the rule.
      {
        fg: [
          {
            line: [
              [508, 140],
              [508, 155],
              [505, 170],
              [505, 185],
              [501, 198],
            ],
            w: 2.5,
          },
        ],
      },
    ],
  },
  // Ring held between fingertips (fingers are not piece); blurred background. Seeded grabCut:
  // stones and the visible parts of the band are piece, the skin around them is background.
  photo_ring_05: {
    steps: [
      {
        grabCut: [398, 198, 700, 375],
        fg: [
          { circle: [530, 285], r: 40 },
          {
            line: [
              [462, 303],
              [495, 300],
            ],
            w: 8,
          },
          {
            line: [
              [588, 255],
              [622, 275],
            ],
            w: 8,
          },
          {
            line: [
              [602, 286],
              [640, 279],
              [684, 270],
            ],
            w: 5,
          },
          {
            line: [
              [408, 331],
              [442, 314],
            ],
            w: 2,
          },
          {
            line: [
              [575, 250],
              [599, 234],
            ],
            w: 6,
          },
          { circle: [458, 270], r: 4 },
          {
            line: [
              [525, 352],
              [560, 352],
            ],
            w: 8,
          },
        ],
        bg: [
          { circle: [430, 250], r: 32 },
          { circle: [640, 222], r: 22 },
          { circle: [625, 345], r: 28 },
          { circle: [690, 322], r: 18 },
          { circle: [465, 362], r: 14 },
          { circle: [410, 355], r: 12 },
        ],
      },
    ],
  },
  // Worn on the neck: skin and hair are not piece. Silver, grey pearls and the pale stones are
  // all far less yellow than skin (Lab b* < 7.5 against 11-16), so the rule is applied within
  // hand-drawn corridors along the necklace, the side chain and the drop.
  photo_necklace_01: {
    steps: [
      {
        rule: (p) => p.B < 8 && (p.L > 35 || p.y > 110),
        where: [
          {
            line: [
              [152, 0],
              [160, 60],
              [175, 120],
              [190, 165],
              [225, 210],
              [265, 255],
              [320, 295],
              [385, 335],
              [470, 370],
              [575, 340],
              [625, 300],
              [655, 255],
              [685, 200],
              [700, 150],
              [695, 100],
              [688, 75],
            ],
            w: 64,
          },
          {
            line: [
              [525, 380],
              [530, 460],
              [540, 530],
              [548, 610],
            ],
            w: 18,
          },
          { circle: [548, 645], r: 32 },
          {
            line: [
              [525, 385],
              [540, 420],
              [575, 440],
              [608, 438],
            ],
            w: 16,
          },
          {
            line: [
              [600, 335],
              [607, 380],
              [610, 430],
            ],
            w: 14,
          },
        ],
        mode: 'set',
      },
      { clean: { minArea: 30, maxHole: 200 } },
      {
        grabCut: [120, 0, 740, 690],
        fromMask: { erode: 1, dilate: 12 },
        band: 4,
        fg: [
          // Skin-coloured stone in its bezel, upper left (outline judged by eye at 5x).
          {
            poly: [
              [167, 155],
              [176, 146],
              [195, 143],
              [212, 150],
              [220, 163],
              [218, 177],
              [204, 186],
              [185, 184],
              [171, 175],
            ],
          },
        ],
      },
      // grabCut drops the thin chains, whose colour is lost to chroma subsampling; along them the
      // chain is found by local contrast instead (darker or lighter than the skin around).
      {
        rule: (p) => Math.abs(p.Ld) > 6,
        where: [
          {
            line: [
              [525, 380],
              [530, 460],
              [540, 530],
              [548, 610],
            ],
            w: 18,
          },
          {
            line: [
              [525, 385],
              [540, 420],
              [575, 440],
              [608, 438],
            ],
            w: 16,
          },
          {
            line: [
              [600, 335],
              [607, 380],
              [610, 430],
            ],
            w: 14,
          },
        ],
        mode: 'add',
      },
      { close: 1, where: [box(505, 330, 630, 640)] },
      // Right end, where the necklace meets the shadowed side of the neck: the grey shadow strip
      // left of the pearls is not piece; the top link, bright against the shadow, is.
      { bg: [box(674, 98, 685, 128), box(674, 152, 687, 192)] },
      {
        fg: [
          {
            line: [
              [683, 79],
              [683, 100],
            ],
            w: 4,
          },
        ],
      },
      { clean: { minArea: 30, maxHole: 200 } },
    ],
  },
  photo_earring_05: {
    steps: [
      {
        grabCut: [15, 220, 1005, 705],
        fg: [
          { circle: [260, 470], r: 190 },
          { circle: [765, 465], r: 190 },
        ],
        bg: [
          {
            poly: [
              [0, 730],
              [1024, 730],
              [1024, 1024],
              [0, 1024],
            ],
          },
        ],
      },
    ],
  },
};

// ---------------------------------------------------------------------------------------------

interface Photo {
  w: number;
  h: number;
  rgb: Uint8Array;
  lab: Float32Array;
  /** Local mean of L (15 x 15 box). */
  meanL: Float32Array;
}

function boxMean(values: Float32Array, stride: number, w: number, h: number, r: number) {
  const sum = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    for (let x = 0; x < w; x++) {
      row += values[(y * w + x) * stride]!;
      sum[(y + 1) * (w + 1) + x + 1] = sum[y * (w + 1) + x + 1]! + row;
    }
  }
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(h, y + r + 1);
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(w, x + r + 1);
      const s =
        sum[y1 * (w + 1) + x1]! -
        sum[y0 * (w + 1) + x1]! -
        sum[y1 * (w + 1) + x0]! +
        sum[y0 * (w + 1) + x0]!;
      out[y * w + x] = s / ((x1 - x0) * (y1 - y0));
    }
  }
  return out;
}

function srgbToLinear(v: number): number {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function toLab(rgb: Uint8Array, n: number): Float32Array {
  const lin = new Float32Array(256).map((_, i) => srgbToLinear(i));
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const lab = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) {
    const r = lin[rgb[i * 3]!]!;
    const g = lin[rgb[i * 3 + 1]!]!;
    const b = lin[rgb[i * 3 + 2]!]!;
    const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    const fy = f(y);
    lab[i * 3] = 116 * fy - 16;
    lab[i * 3 + 1] = 500 * (f(x) - fy);
    lab[i * 3 + 2] = 200 * (fy - f(z));
  }
  return lab;
}

async function loadPhoto(path: string): Promise<Photo> {
  const { data, info } = await sharp(path)
    .autoOrient()
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgb = new Uint8Array(data.buffer, data.byteOffset, data.length);
  const lab = toLab(rgb, info.width * info.height);
  const meanL = boxMean(lab, 3, info.width, info.height, 7);
  return { w: info.width, h: info.height, rgb, lab, meanL };
}

/** Sets out[y*w+x] = value wherever the shape (given in full-size px, drawn at `scale`) covers. */
function paint(out: Uint8Array, w: number, h: number, shape: Shape, value: number, scale = 1) {
  const S = (p: Pt): Pt => [p[0] * scale, p[1] * scale];
  let pts: Pt[];
  let pad: number;
  if ('poly' in shape) {
    pts = shape.poly.map(S);
    pad = 0;
  } else if ('line' in shape) {
    pts = shape.line.map(S);
    pad = (shape.w * scale) / 2;
  } else {
    pts = [S(shape.circle)];
    pad = shape.r * scale;
  }
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs) - pad));
  const x1 = Math.min(w - 1, Math.ceil(Math.max(...xs) + pad));
  const y0 = Math.max(0, Math.floor(Math.min(...ys) - pad));
  const y1 = Math.min(h - 1, Math.ceil(Math.max(...ys) + pad));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      let inside = false;
      if ('poly' in shape) {
        for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
          const [xi, yi] = pts[i]!;
          const [xj, yj] = pts[j]!;
          if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi)
            inside = !inside;
        }
      } else if ('line' in shape) {
        const r2 = Math.max(pad, 0.5) ** 2;
        for (let i = 0; i + 1 < pts.length && !inside; i++) {
          const [ax, ay] = pts[i]!;
          const [bx, by] = pts[i + 1]!;
          const dx = bx - ax;
          const dy = by - ay;
          const t = Math.max(
            0,
            Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)),
          );
          const ex = ax + t * dx - px;
          const ey = ay + t * dy - py;
          inside = ex * ex + ey * ey <= r2;
        }
      } else {
        const ex = pts[0]![0] - px;
        const ey = pts[0]![1] - py;
        inside = ex * ex + ey * ey <= pad * pad;
      }
      if (inside) out[y * w + x] = value;
    }
  }
}

function region(w: number, h: number, shapes: Shape[]): Uint8Array {
  const out = new Uint8Array(w * h);
  for (const shape of shapes) paint(out, w, h, shape, 1);
  return out;
}

function matFrom(cv: OpenCv, data: Uint8Array, w: number, h: number, channels: 1 | 3) {
  const mat = new cv.Mat(h, w, channels === 3 ? cv.CV_8UC3 : cv.CV_8UC1);
  mat.data.set(data);
  return mat;
}

function morph(
  cv: OpenCv,
  mask: Uint8Array,
  w: number,
  h: number,
  op: 'dilate' | 'erode',
  r: number,
) {
  if (r <= 0) return mask.slice();
  const src = matFrom(cv, mask, w, h, 1);
  const dst = new cv.Mat();
  const kernel = cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(2 * r + 1, 2 * r + 1));
  if (op === 'dilate') cv.dilate(src, dst, kernel);
  else cv.erode(src, dst, kernel);
  const out = new Uint8Array(dst.data);
  src.delete();
  dst.delete();
  kernel.delete();
  return out;
}

async function resizeMask(mask: Uint8Array, w: number, h: number, tw: number, th: number) {
  const data = await sharp(Buffer.from(mask.map((v) => (v ? 255 : 0))), {
    raw: { width: w, height: h, channels: 1 },
  })
    .resize(tw, th, { fit: 'fill', kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return Uint8Array.from(data, (v) => (v >= 128 ? 1 : 0));
}

async function runGrabCut(
  cv: OpenCv,
  photo: Photo,
  mask: Uint8Array,
  step: Extract<Step, { grabCut: unknown }>,
): Promise<void> {
  const { w, h } = photo;
  const [rx0, ry0, rx1, ry1] = step.grabCut.map(Math.round) as [number, number, number, number];
  // Work on the rectangle plus a margin of context, which is background.
  const m = 16;
  const cx0 = Math.max(0, rx0 - m);
  const cy0 = Math.max(0, ry0 - m);
  const cx1 = Math.min(w, rx1 + m);
  const cy1 = Math.min(h, ry1 + m);
  const cw = cx1 - cx0;
  const ch = cy1 - cy0;
  const crop = new Uint8Array(cw * ch * 3);
  for (let y = 0; y < ch; y++) {
    crop.set(photo.rgb.subarray(((y + cy0) * w + cx0) * 3, ((y + cy0) * w + cx1) * 3), y * cw * 3);
  }
  const shift = (s: Shape): Shape => {
    const t = (p: Pt): Pt => [p[0] - cx0, p[1] - cy0];
    if ('poly' in s) return { poly: s.poly.map(t) };
    if ('line' in s) return { line: s.line.map(t), w: s.w };
    return { circle: t(s.circle), r: s.r };
  };
  // Prior from the mask so far (full-size crop labels), when asked.
  let prior: Uint8Array | null = null;
  if (step.fromMask) {
    const inner = morph(cv, mask, w, h, 'erode', step.fromMask.erode);
    const outer = morph(cv, mask, w, h, 'dilate', step.fromMask.dilate);
    prior = new Uint8Array(cw * ch);
    for (let y = 0; y < ch; y++) {
      for (let x = 0; x < cw; x++) {
        const i = (y + cy0) * w + x + cx0;
        prior[y * cw + x] = inner[i]
          ? cv.GC_FGD
          : !outer[i]
            ? cv.GC_BGD
            : mask[i]
              ? cv.GC_PR_FGD
              : cv.GC_PR_BGD;
      }
    }
  }
  const seeds = (labels: Uint8Array, lw: number, lh: number, scale: number) => {
    for (const s of step.pbg ?? []) paint(labels, lw, lh, shift(s), cv.GC_PR_BGD, scale);
    for (const s of step.pfg ?? []) paint(labels, lw, lh, shift(s), cv.GC_PR_FGD, scale);
    for (const s of step.bg ?? []) paint(labels, lw, lh, shift(s), cv.GC_BGD, scale);
    for (const s of step.fg ?? []) paint(labels, lw, lh, shift(s), cv.GC_FGD, scale);
  };
  const solve = (rgb: Uint8Array, labels: Uint8Array, lw: number, lh: number, iters: number) => {
    const img = matFrom(cv, rgb, lw, lh, 3);
    const gcMask = matFrom(cv, labels, lw, lh, 1);
    const bgd = new cv.Mat();
    const fgd = new cv.Mat();
    cv.grabCut(img, gcMask, new cv.Rect(0, 0, 1, 1), bgd, fgd, iters, cv.GC_INIT_WITH_MASK);
    const out = Uint8Array.from(gcMask.data as Uint8Array, (v) =>
      v === cv.GC_FGD || v === cv.GC_PR_FGD ? 1 : 0,
    );
    for (const mat of [img, gcMask, bgd, fgd]) mat.delete();
    return out;
  };

  // Coarse pass.
  const scale = Math.min(1, COARSE_SIDE / Math.max(cw, ch));
  const sw = Math.max(1, Math.round(cw * scale));
  const sh = Math.max(1, Math.round(ch * scale));
  const small = await sharp(Buffer.from(crop), { raw: { width: cw, height: ch, channels: 3 } })
    .resize(sw, sh, { fit: 'fill' })
    .raw()
    .toBuffer();
  const labels = new Uint8Array(sw * sh).fill(cv.GC_BGD);
  paint(
    labels,
    sw,
    sh,
    shift({
      poly: [
        [rx0, ry0],
        [rx1, ry0],
        [rx1, ry1],
        [rx0, ry1],
      ],
    }),
    cv.GC_PR_BGD,
    scale,
  );
  if (prior) {
    const p = prior;
    for (let y = 0; y < sh; y++) {
      for (let x = 0; x < sw; x++) {
        const gx = x / scale + cx0;
        const gy = y / scale + cy0;
        if (gx < rx0 || gx >= rx1 || gy < ry0 || gy >= ry1) continue;
        labels[y * sw + x] =
          p[
            Math.min(ch - 1, Math.floor(y / scale)) * cw + Math.min(cw - 1, Math.floor(x / scale))
          ]!;
      }
    }
  }
  seeds(labels, sw, sh, scale);
  let coarse = solve(new Uint8Array(small), labels, sw, sh, 5);
  if (scale < 1) coarse = await resizeMask(coarse, sw, sh, cw, ch);

  // Full-size pass in a band around the coarse edge.
  let result = coarse;
  const band = step.band ?? 6;
  if (band > 0) {
    const inner = morph(cv, coarse, cw, ch, 'erode', band);
    const outer = morph(cv, coarse, cw, ch, 'dilate', band);
    const full = new Uint8Array(cw * ch);
    for (let i = 0; i < full.length; i++) {
      full[i] = inner[i]
        ? cv.GC_FGD
        : !outer[i]
          ? cv.GC_BGD
          : coarse[i]
            ? cv.GC_PR_FGD
            : cv.GC_PR_BGD;
    }
    // Outside the rectangle stays background.
    for (let y = 0; y < ch; y++) {
      for (let x = 0; x < cw; x++) {
        const gx = x + cx0;
        const gy = y + cy0;
        if (gx < rx0 || gx >= rx1 || gy < ry0 || gy >= ry1) full[y * cw + x] = cv.GC_BGD;
      }
    }
    if (prior) {
      for (let i = 0; i < full.length; i++) {
        if (prior[i] === cv.GC_FGD || prior[i] === cv.GC_BGD) full[i] = prior[i]!;
      }
    }
    seeds(full, cw, ch, 1);
    result = solve(crop, full, cw, ch, 3);
  }
  mask.fill(0);
  for (let y = 0; y < ch; y++) {
    for (let x = 0; x < cw; x++) mask[(y + cy0) * w + x + cx0] = result[y * cw + x]!;
  }
}

function clean(cv: OpenCv, mask: Uint8Array, w: number, h: number, minArea = 0, maxHole = 0) {
  const pass = (target: 0 | 1, limit: number) => {
    if (limit <= 0) return;
    const bin = matFrom(
      cv,
      mask.map((v) => (v === target ? 1 : 0)),
      w,
      h,
      1,
    );
    const labels = new cv.Mat();
    const stats = new cv.Mat();
    const centroids = new cv.Mat();
    const n = cv.connectedComponentsWithStats(bin, labels, stats, centroids, 8, cv.CV_32S);
    const small = new Set<number>();
    for (let i = 1; i < n; i++) {
      if (stats.intAt(i, cv.CC_STAT_AREA) < limit) small.add(i);
    }
    const lab = labels.data32S as Int32Array;
    for (let i = 0; i < mask.length; i++) if (small.has(lab[i]!)) mask[i] = target ? 0 : 1;
    for (const mat of [bin, labels, stats, centroids]) mat.delete();
  };
  pass(1, minArea);
  pass(0, maxHole);
}

async function makeMask(cv: OpenCv, photo: Photo, spec: Spec): Promise<Uint8Array> {
  const { w, h, rgb, lab, meanL } = photo;
  const mask = new Uint8Array(w * h);
  for (const step of spec.steps) {
    if ('grabCut' in step) {
      await runGrabCut(cv, photo, mask, step);
    } else if ('rule' in step) {
      const where = region(w, h, step.where);
      for (let i = 0; i < w * h; i++) {
        if (!where[i]) continue;
        const A = lab[i * 3 + 1]!;
        const B = lab[i * 3 + 2]!;
        const hit = step.rule({
          r: rgb[i * 3]!,
          g: rgb[i * 3 + 1]!,
          b: rgb[i * 3 + 2]!,
          L: lab[i * 3]!,
          A,
          B,
          C: Math.hypot(A, B),
          Ld: lab[i * 3]! - meanL[i]!,
          x: i % w,
          y: Math.floor(i / w),
        });
        if (hit) mask[i] = 1;
        else if (step.mode === 'set') mask[i] = 0;
      }
    } else if ('fg' in step) {
      for (const s of step.fg) paint(mask, w, h, s, 1);
    } else if ('bg' in step) {
      for (const s of step.bg) paint(mask, w, h, s, 0);
    } else if ('clean' in step) {
      clean(cv, mask, w, h, step.clean.minArea, step.clean.maxHole);
    } else {
      let out: Uint8Array;
      let where: Shape[] | undefined;
      if ('close' in step) {
        out = morph(cv, morph(cv, mask, w, h, 'dilate', step.close), w, h, 'erode', step.close);
        where = step.where;
      } else if ('open' in step) {
        out = morph(cv, morph(cv, mask, w, h, 'erode', step.open), w, h, 'dilate', step.open);
        where = step.where;
      } else {
        const src = matFrom(
          cv,
          mask.map((v) => v * 255),
          w,
          h,
          1,
        );
        const dst = new cv.Mat();
        cv.medianBlur(src, dst, 2 * step.smooth + 1);
        out = Uint8Array.from(dst.data as Uint8Array, (v) => (v >= 128 ? 1 : 0));
        src.delete();
        dst.delete();
        where = step.where;
      }
      const inside = where ? region(w, h, where) : null;
      for (let i = 0; i < mask.length; i++) if (!inside || inside[i]) mask[i] = out[i]!;
    }
  }
  return mask;
}

/** Binary mask to 8-bit with a slightly soft (anti-aliased) edge. */
async function soften(mask: Uint8Array, w: number, h: number): Promise<Buffer> {
  return sharp(Buffer.from(mask.map((v) => (v ? 255 : 0))), {
    raw: { width: w, height: h, channels: 1 },
  })
    .blur(0.5)
    .extractChannel(0)
    .raw()
    .toBuffer();
}

async function writeOverlay(photo: Photo, alpha: Buffer, path: string): Promise<void> {
  const { w, h } = photo;
  const out = Buffer.from(photo.rgb);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const on = alpha[i]! >= 128;
      let edge = false;
      if (on) {
        for (const [dx, dy] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ] as const) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < w && ny < h && alpha[ny * w + nx]! < 128) edge = true;
        }
      }
      if (edge) {
        out[i * 3] = 255;
        out[i * 3 + 1] = 0;
        out[i * 3 + 2] = 0;
      } else if (!on) {
        // Tint what is not piece slightly blue, so thin parts are easy to judge.
        out[i * 3] = Math.round(out[i * 3]! * 0.7);
        out[i * 3 + 1] = Math.round(out[i * 3 + 1]! * 0.75);
        out[i * 3 + 2] = Math.round(out[i * 3 + 2]! * 0.75 + 60);
      }
    }
  }
  await sharp(out, { raw: { width: w, height: h, channels: 3 } })
    .png()
    .toFile(path);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const overlayAt = args.indexOf('--overlays');
  const overlayDir = overlayAt >= 0 ? args[overlayAt + 1] : undefined;
  const names = args.filter(
    (a, i) => !a.startsWith('--') && (overlayAt < 0 || i !== overlayAt + 1),
  );
  const folder = corpusDir();
  const cv = await openCv();
  mkdirSync(OUT_DIR, { recursive: true });
  if (overlayDir) mkdirSync(overlayDir, { recursive: true });
  for (const [name, spec] of Object.entries(SPECS)) {
    if (names.length > 0 && !names.includes(name)) continue;
    const started = performance.now();
    const photo = await loadPhoto(join(folder, `${name}.jpg`));
    const mask = await makeMask(cv, photo, spec);
    const alpha = await soften(mask, photo.w, photo.h);
    await sharp(alpha, { raw: { width: photo.w, height: photo.h, channels: 1 } })
      .toColourspace('b-w')
      .png()
      .toFile(join(OUT_DIR, `${name}.png`));
    if (overlayDir) await writeOverlay(photo, alpha, join(overlayDir, `${name}.png`));
    const cover = mask.reduce((s, v) => s + v, 0) / mask.length;
    console.log(
      `${name}: ${photo.w}x${photo.h}, piece ${(cover * 100).toFixed(1)}%, ${Math.round(performance.now() - started)} ms`,
    );
  }
}

await main();
