// The pieces of the synthetic cut-out set, drawn procedurally so their alpha is exact: rings (from
// the top, at three-quarters with a see-through hole, a solitaire with a pale stone), pairs of studs
// and drops, a pendant on a thin chain, a tennis bracelet, a link bracelet with open links, a
// bangle and a watch. Sizes are shares of the frame's short side; wires that should stay thin
// (chains, ear wires, second hands) are set in pixels of a 1024-px long side.
import { valueNoise } from '../../render/noise';
import type { Rgb } from '../../render/canvas';
import {
  type CurvePoint,
  type MetalLook,
  type Random,
  type StoneLook,
  type Studio,
  PEARLS,
  type PieceLayer,
  STONES,
  TubeField,
  alongCurve,
  around,
  clamp01,
  coverage,
  ellipsePoints,
  metalShape,
  paintBrilliant,
  paintPavilion,
  paintPearl,
  paintTube,
  sdCircle,
  sdEllipse,
  sdHeart,
  sdRoundBox,
  sdTeardrop,
  shadeMetal,
  smoothCurve,
} from './synthetic-draw';

export const PIECE_KINDS = [
  'solitaire',
  'ring-top',
  'ring-3/4',
  'studs',
  'drops',
  'pendant',
  'tennis',
  'links',
  'bangle',
  'watch',
] as const;

/**
 * Pairs of pieces that are not earrings, and hoop earrings, for the type evaluation (not in the
 * cut-out set, whose scenes walk PIECE_KINDS): two pendants on chains, two hoops, two chain
 * bracelets, each pair side by side.
 */
export const PAIR_PIECE_KINDS = ['necklaces', 'hoops', 'bracelets'] as const;

/** Every piece the generator draws: the cut-out set's, then the pairs. */
export const ALL_PIECE_KINDS = [...PIECE_KINDS, ...PAIR_PIECE_KINDS] as const;
export type PieceKind = (typeof ALL_PIECE_KINDS)[number];

export interface PieceContext {
  layer: PieceLayer;
  rng: Random;
  studio: Studio;
  look: MetalLook;
  width: number;
  height: number;
  /** The frame's short side. */
  short: number;
  /** Pixels per pixel of a 1024-px long side: chains keep their real thinness at any size. */
  fine: number;
  seed: number;
}

/** Draws a piece of `kind`; returns a few words on what was drawn, for the table. */
export function drawPiece(kind: PieceKind, ctx: PieceContext): string {
  switch (kind) {
    case 'solitaire':
      return solitaire(ctx);
    case 'ring-top':
      return ringFromTop(ctx);
    case 'ring-3/4':
      return ringThreeQuarter(ctx);
    case 'studs':
      return studs(ctx);
    case 'drops':
      return drops(ctx);
    case 'pendant':
      return pendant(ctx);
    case 'tennis':
      return tennis(ctx);
    case 'links':
      return links(ctx);
    case 'bangle':
      return bangle(ctx);
    case 'watch':
      return watch(ctx);
    case 'necklaces':
      return necklacePair(ctx);
    case 'hoops':
      return hoopPair(ctx);
    case 'bracelets':
      return chainBraceletPair(ctx);
  }
}

function tube(
  ctx: PieceContext,
  points: CurvePoint[],
  closed: boolean,
  radius: number | ((t: number) => number),
  flatness = 1,
  shade?: (nx: number, ny: number, nz: number, t: number, out: number[]) => void,
  look = ctx.look,
): void {
  const radiusAt = typeof radius === 'number' ? () => radius : radius;
  let reach = 0;
  for (const p of points) reach = Math.max(reach, radiusAt(p.t));
  const field = new TubeField(points, closed, reach + 1, ctx.width, ctx.height);
  paintTube(ctx.layer, field, {
    radius: radiusAt,
    flatness,
    look,
    studio: ctx.studio,
    ...(shade ? { shade } : {}),
  });
}

function metalBlob(
  ctx: PieceContext,
  sdf: (x: number, y: number) => number,
  cx: number,
  cy: number,
  extent: number,
  bevel: number,
  dome = 0,
  look = ctx.look,
): void {
  ctx.layer.paint(around(cx, cy, extent), metalShape(sdf, look, ctx.studio, bevel, { dome }));
}

function pickStone(ctx: PieceContext, paleShare: number): StoneLook {
  if (ctx.rng.chance(paleShare)) return ctx.rng.chance(0.6) ? STONES.paleDiamond! : STONES.diamond!;
  return ctx.rng.pick([
    STONES.sapphire!,
    STONES.ruby!,
    STONES.emerald!,
    STONES.amethyst!,
    STONES.topaz!,
  ]);
}

function centre(ctx: PieceContext, jitter = 0.05): { cx: number; cy: number } {
  return {
    cx: ctx.width / 2 + ctx.rng.range(-jitter, jitter) * ctx.short,
    cy: ctx.height / 2 + ctx.rng.range(-jitter, jitter) * ctx.short,
  };
}

/** Replaces each point's t by the arc length to it. */
function byArcLength(points: CurvePoint[]): CurvePoint[] {
  let length = 0;
  return points.map((p, i) => {
    if (i > 0) length += Math.hypot(p.x - points[i - 1]!.x, p.y - points[i - 1]!.y);
    return { x: p.x, y: p.y, t: length };
  });
}

// ---------------------------------------------------------------------------------------------

function solitaire(ctx: PieceContext): string {
  const { rng, short, layer } = ctx;
  const R = rng.range(0.19, 0.26) * short;
  const k = rng.range(0.55, 0.95);
  const stoneR = R * rng.range(0.36, 0.5);
  const squash = rng.range(0.3, 0.45);
  const extent = 2 * R * k + stoneR * 1.2;
  const { cx, cy: mid } = centre(ctx);
  const cy = mid + extent / 2 - R * k;
  const rb = R * rng.range(0.08, 0.12);
  // The shank tapers towards the head, as cathedral shoulders do.
  tube(
    ctx,
    ellipsePoints(cx, cy, R, R * k),
    true,
    (t) => rb * (0.6 + 0.4 * (0.5 + 0.5 * Math.sin(t))),
    1.6,
  );
  const top = cy - R * k;
  const girdleY = top - stoneR * 0.55;
  const stone = pickStone(ctx, 0.8);
  const prongR = rb * 0.32;
  const prong = (dx: number, reach: number) => {
    const points = smoothCurve([
      { x: cx + dx * 1.15, y: top + rb * 0.3 },
      { x: cx + dx * 1.05, y: girdleY + stoneR * 0.2 },
      { x: cx + dx, y: girdleY - stoneR * squash * reach },
    ]);
    tube(ctx, points, false, prongR);
    const end = points[points.length - 1]!;
    metalBlob(ctx, sdCircle(end.x, end.y, prongR * 1.3), end.x, end.y, prongR * 1.3, prongR, 1);
  };
  prong(-stoneR * 0.45, 0.85);
  prong(stoneR * 0.45, 0.85);
  paintPavilion(layer, cx, girdleY, stoneR, stoneR * 0.95, stone, ctx.seed);
  paintBrilliant(layer, cx, girdleY, stoneR, stone, ctx.seed, squash);
  prong(-stoneR * 0.78, 0.35);
  prong(stoneR * 0.78, 0.35);
  return stone.name;
}

function ringFromTop(ctx: PieceContext): string {
  const { rng, short, layer } = ctx;
  const R = rng.range(0.2, 0.3) * short;
  const rb = R * rng.range(0.1, 0.2);
  const { cx, cy } = centre(ctx);
  tube(ctx, ellipsePoints(cx, cy, R, R), true, rb, rng.range(1.5, 3));
  const head = rng.pick(['plain', 'stone', 'pave'] as const);
  if (head === 'stone') {
    const stone = pickStone(ctx, 0.5);
    const sr = rb * rng.range(1.2, 1.9);
    tube(ctx, ellipsePoints(cx, cy - R, sr * 1.08, sr * 1.08), true, sr * 0.16);
    paintBrilliant(layer, cx, cy - R, sr, stone, ctx.seed);
    return `${head} ${stone.name}`;
  }
  if (head === 'pave') {
    const sr = rb * 0.42;
    const step = (2.3 * sr) / R;
    for (let t = Math.PI * 1.05; t < Math.PI * 1.95; t += step) {
      paintBrilliant(
        layer,
        cx + R * Math.cos(t),
        cy + R * Math.sin(t),
        sr,
        STONES.diamond!,
        ctx.seed + Math.round(t * 100),
      );
    }
  }
  return head;
}

function ringThreeQuarter(ctx: PieceContext): string {
  const { rng, short, layer } = ctx;
  const R = rng.range(0.26, 0.38) * short;
  const k = rng.range(0.3, 0.6);
  const rb = R * rng.range(0.05, 0.09);
  const { cx, cy } = centre(ctx);
  // The front of the band shows its outer face: wider, and hanging below the rim's ellipse.
  const front = (t: number) => Math.max(0, Math.sin(t));
  const points = ellipsePoints(cx, cy, R, R * k).map((p) => ({
    ...p,
    y: p.y + rb * 0.9 * front(p.t),
  }));
  tube(ctx, points, true, (t) => rb * (1 + 0.9 * front(t)), 2);
  if (rng.chance(0.4)) {
    const sr = rb * 0.8;
    const step = (2.2 * sr) / R;
    for (let t = Math.PI * 0.3; t < Math.PI * 0.7; t += step) {
      paintBrilliant(
        layer,
        cx + R * Math.cos(t),
        cy + R * k * Math.sin(t) + rb * 0.9 * front(t),
        sr,
        STONES.diamond!,
        ctx.seed + Math.round(t * 100),
        0.7,
      );
    }
    return 'channel set';
  }
  return 'plain band';
}

function studs(ctx: PieceContext): string {
  const { rng, short, layer } = ctx;
  const r = rng.range(0.05, 0.09) * short;
  const spread = rng.range(0.16, 0.27) * short;
  const style = rng.pick(['prong', 'pearl', 'halo', 'flower', 'ball'] as const);
  const stone = pickStone(ctx, 0.6);
  const pearl = rng.pick(PEARLS);
  const { cx, cy } = centre(ctx);
  for (const side of [-1, 1]) {
    const x = cx + side * spread + rng.range(-0.02, 0.02) * short;
    const y = cy + rng.range(-0.04, 0.04) * short;
    const seed = ctx.seed + side;
    switch (style) {
      case 'prong': {
        const count = rng.chance(0.5) ? 4 : 6;
        metalBlob(ctx, sdCircle(x, y, r * 1.05), x, y, r * 1.05, r * 0.2);
        paintBrilliant(layer, x, y, r, stone, seed);
        const spin = rng.range(0, Math.PI);
        for (let i = 0; i < count; i++) {
          const a = spin + (2 * Math.PI * i) / count;
          const px = x + r * 0.95 * Math.cos(a);
          const py = y + r * 0.95 * Math.sin(a);
          metalBlob(ctx, sdCircle(px, py, r * 0.17), px, py, r * 0.17, r * 0.15, 1);
        }
        break;
      }
      case 'pearl':
        paintPearl(layer, x, y, r, pearl, ctx.studio);
        break;
      case 'halo': {
        metalBlob(ctx, sdCircle(x, y, r * 1.55), x, y, r * 1.55, r * 0.3, 0.5);
        const small = r * 0.2;
        for (let i = 0; i < 14; i++) {
          const a = (2 * Math.PI * i) / 14;
          paintBrilliant(
            layer,
            x + r * 1.27 * Math.cos(a),
            y + r * 1.27 * Math.sin(a),
            small,
            STONES.diamond!,
            seed + i * 7,
          );
        }
        paintBrilliant(layer, x, y, r * 0.9, stone, seed);
        break;
      }
      case 'flower': {
        const spin = rng.range(0, Math.PI);
        const petals = rng.int(5, 6);
        for (let i = 0; i < petals; i++) {
          const a = spin + (2 * Math.PI * i) / petals;
          const px = x + r * 0.6 * Math.cos(a);
          const py = y + r * 0.6 * Math.sin(a);
          metalBlob(ctx, sdEllipse(px, py, r * 0.62, r * 0.36, a), px, py, r * 0.65, r * 0.3, 1);
        }
        paintBrilliant(layer, x, y, r * 0.36, stone, seed);
        break;
      }
      case 'ball':
        metalBlob(ctx, sdCircle(x, y, r * 0.8), x, y, r * 0.8, r * 0.8, 1);
        break;
    }
  }
  return `${style}${style === 'prong' || style === 'halo' ? ` ${stone.name}` : ''}`;
}

function drops(ctx: PieceContext): string {
  const { rng, short, layer, fine } = ctx;
  const wire = fine * rng.range(0.6, 1.4);
  const hookH = rng.range(0.1, 0.16) * short;
  const dropL = rng.range(0.2, 0.34) * short;
  const spread = rng.range(0.15, 0.24) * short;
  const style = rng.pick(['teardrop', 'pearl', 'stone', 'hoop', 'bar'] as const);
  const stone = pickStone(ctx, 0.5);
  const pearl = rng.pick(PEARLS);
  const { cx, cy } = centre(ctx, 0.03);
  const top = cy - (hookH + dropL) / 2;
  for (const side of [-1, 1]) {
    const x = cx + side * spread + rng.range(-0.01, 0.01) * short;
    const attach = top + hookH + rng.range(-0.01, 0.01) * short;
    const rh = hookH * 0.28;
    // The ear wire: up from the drop, over the top, and its tail down behind.
    tube(
      ctx,
      smoothCurve([
        { x, y: attach },
        { x, y: attach - hookH * 0.55 },
        { x: x - side * rh * 0.25, y: attach - hookH * 0.55 - rh * 0.85 },
        { x: x - side * rh, y: attach - hookH * 0.55 - rh * 1.2 },
        { x: x - side * rh * 1.8, y: attach - hookH * 0.55 - rh * 0.7 },
        { x: x - side * rh * 2, y: attach - hookH * 0.2 },
        { x: x - side * rh * 2.1, y: attach + hookH * 0.15 },
      ]),
      false,
      wire,
    );
    const ring = Math.max(2.5 * fine, 0.012 * short);
    tube(ctx, ellipsePoints(x, attach + ring, ring, ring), true, wire * 1.2);
    const y0 = attach + ring * 1.8;
    switch (style) {
      case 'teardrop': {
        const r1 = dropL * 0.3;
        const sdf = sdTeardrop(x, y0 + dropL - r1, r1, dropL * 0.07, dropL - r1 - dropL * 0.07);
        metalBlob(ctx, sdf, x, y0 + dropL / 2, dropL / 2 + 2, r1 * 0.7, 1);
        break;
      }
      case 'pearl': {
        const r = dropL * 0.3;
        metalBlob(ctx, sdCircle(x, y0 + r * 0.2, r * 0.35), x, y0 + r * 0.2, r * 0.35, r * 0.2, 1);
        paintPearl(layer, x, y0 + r * 1.1, r, pearl, ctx.studio);
        break;
      }
      case 'stone': {
        const r = dropL * 0.3;
        metalBlob(ctx, sdCircle(x, y0 + r, r * 1.12), x, y0 + r, r * 1.12, r * 0.15);
        paintBrilliant(layer, x, y0 + r, r, stone, ctx.seed + side);
        break;
      }
      case 'hoop': {
        const r = dropL * 0.45;
        tube(ctx, ellipsePoints(x, y0 + r, r, r), true, 0.018 * short);
        break;
      }
      case 'bar': {
        const hx = 0.018 * short;
        metalBlob(
          ctx,
          sdRoundBox(x, y0 + dropL / 2, hx, dropL / 2, hx * 0.8),
          x,
          y0 + dropL / 2,
          dropL / 2,
          hx,
          1,
        );
        break;
      }
    }
  }
  return `${style}${style === 'stone' ? ` ${stone.name}` : ''}, wire ${(2 * wire).toFixed(1)} px`;
}

function chainShade(ctx: PieceContext, width: number) {
  const period = Math.max(2.5, 2.8 * width);
  return (nx: number, ny: number, nz: number, t: number, out: number[]) => {
    const phase = t / period;
    const link = Math.floor(phase);
    // Each link turns a little the other way from its neighbour and darkens where they meet.
    const tilt = link % 2 === 0 ? 0.35 : -0.35;
    const seam = 0.55 + 0.45 * Math.abs(Math.sin(Math.PI * phase));
    const x = nx + tilt * nz * 0.6;
    const y = ny - tilt * nz * 0.4;
    const z = Math.sqrt(Math.max(0.05, 1 - x * x - y * y));
    shadeMetal(ctx.look, ctx.studio, x, y, z, out, seam);
  };
}

function pendant(ctx: PieceContext): string {
  const { rng, short, width, height, layer, fine } = ctx;
  const chainR = fine * rng.range(0.5, 1.5);
  const size = rng.range(0.09, 0.16) * short;
  const cx = width / 2 + rng.range(-0.05, 0.05) * short;
  const bailY = height * rng.range(0.52, 0.62);
  const spread = rng.range(0.18, 0.34) * width;
  const exits = rng.chance(0.55);
  const wobble = () => rng.range(-0.015, 0.015) * short;
  let chain: CurvePoint[];
  if (exits) {
    const side = (s: number) => [
      { x: cx + s * spread, y: -0.04 * height },
      { x: cx + s * spread * 0.82 + wobble(), y: bailY * 0.4 },
      { x: cx + s * spread * 0.4 + wobble(), y: bailY * 0.85 },
      { x: cx + s * size * 0.05, y: bailY },
    ];
    const left = side(-1);
    const right = side(1).reverse();
    chain = smoothCurve([...left, ...right.slice(1)]);
  } else {
    const topY = height * rng.range(0.07, 0.14);
    chain = smoothCurve([
      { x: cx, y: bailY },
      { x: cx - spread * 0.45 + wobble(), y: bailY - (bailY - topY) * 0.25 },
      { x: cx - spread + wobble(), y: (bailY + topY) / 2 },
      { x: cx - spread * 0.7 + wobble(), y: topY + (bailY - topY) * 0.1 },
      { x: cx + wobble(), y: topY },
      { x: cx + spread * 0.7 + wobble(), y: topY + (bailY - topY) * 0.1 },
      { x: cx + spread + wobble(), y: (bailY + topY) / 2 },
      { x: cx + spread * 0.45 + wobble(), y: bailY - (bailY - topY) * 0.25 },
      { x: cx, y: bailY },
    ]);
  }
  tube(ctx, chain, false, chainR, 1, chainShade(ctx, 2 * chainR));
  const shape = rng.pick(['disc', 'teardrop', 'heart', 'open circle', 'bar', 'stone'] as const);
  const withStone = rng.chance(0.4);
  const stone = pickStone(ctx, 0.5);
  const stoneAt = hangDrop(ctx, cx, bailY, size, shape, stone, ctx.seed);
  if (withStone && stoneAt)
    paintBrilliant(layer, stoneAt.x, stoneAt.y, stoneAt.r, stone, ctx.seed + 5);
  return `${shape}${shape === 'stone' || (withStone && stoneAt) ? ` ${stone.name}` : ''}, chain ${(2 * chainR).toFixed(1)} px${exits ? ', leaves the frame' : ''}`;
}

type DropShape = 'disc' | 'teardrop' | 'heart' | 'open circle' | 'bar' | 'stone';

/**
 * A pendant's bail at (cx, bailY), where the chain runs through it, and the drop of `shape` of
 * `size` hanging from it (a 'stone' set with `stone`, seeded by `stoneSeed`). Returns where an
 * accent stone would sit on the drop, or null when its shape leaves no place for one.
 */
function hangDrop(
  ctx: PieceContext,
  cx: number,
  bailY: number,
  size: number,
  shape: DropShape,
  stone: StoneLook,
  stoneSeed: number,
): { x: number; y: number; r: number } | null {
  const bailA = size * 0.1;
  const bailB = size * 0.17;
  tube(
    ctx,
    ellipsePoints(cx, bailY + bailB * 0.6, bailA, bailB),
    true,
    Math.max(ctx.fine, size * 0.035),
  );
  const y0 = bailY + bailB * 1.5;
  switch (shape) {
    case 'disc':
      metalBlob(ctx, sdCircle(cx, y0 + size, size), cx, y0 + size, size, size * 0.4, 0.6);
      return { x: cx, y: y0 + size, r: size * 0.3 };
    case 'teardrop': {
      const r1 = size * 0.75;
      metalBlob(
        ctx,
        sdTeardrop(cx, y0 + size * 2 - r1, r1, size * 0.15, size * 2 - r1 - size * 0.15),
        cx,
        y0 + size,
        size * 1.1,
        r1 * 0.6,
        1,
      );
      return { x: cx, y: y0 + size * 2 - r1, r: r1 * 0.4 };
    }
    case 'heart':
      metalBlob(
        ctx,
        sdHeart(cx, y0 + size * 1.7, size * 1.5),
        cx,
        y0 + size,
        size * 1.1,
        size * 0.35,
        0.8,
      );
      return { x: cx, y: y0 + size * 0.75, r: size * 0.22 };
    case 'open circle':
      tube(ctx, ellipsePoints(cx, y0 + size, size * 0.8, size * 0.8), true, size * 0.2, 1.3);
      return null;
    case 'bar':
      metalBlob(
        ctx,
        sdRoundBox(cx, y0 + size * 1.1, size * 0.2, size * 1.1, size * 0.15),
        cx,
        y0 + size * 1.1,
        size * 1.2,
        size * 0.18,
        1,
      );
      return null;
    case 'stone':
      metalBlob(
        ctx,
        sdCircle(cx, y0 + size * 0.75, size * 0.82),
        cx,
        y0 + size * 0.75,
        size * 0.82,
        size * 0.15,
      );
      paintBrilliant(ctx.layer, cx, y0 + size * 0.75, size * 0.72, stone, stoneSeed);
      return null;
  }
}

/** A bracelet's path: a closed loop lying on the ground, or an open arc across it. */
function braceletPath(ctx: PieceContext): { points: CurvePoint[]; closed: boolean } {
  const { rng, short, width, height } = ctx;
  const { cx, cy } = centre(ctx, 0.04);
  if (rng.chance(0.5)) {
    const a = rng.range(0.3, 0.38) * short;
    const b = a * rng.range(0.55, 1);
    return { points: byArcLength(ellipsePoints(cx, cy, a, b, rng.range(-0.3, 0.3))), closed: true };
  }
  const span = rng.range(0.32, 0.4) * width;
  const bow = rng.range(-0.22, 0.22) * height;
  const points = smoothCurve([
    { x: cx - span, y: cy + bow * 0.5 + rng.range(-0.05, 0.05) * short },
    { x: cx - span * 0.45, y: cy - bow * 0.4 },
    { x: cx + span * 0.1, y: cy - bow * 0.6 },
    { x: cx + span * 0.6, y: cy },
    { x: cx + span, y: cy + bow * 0.7 },
  ]);
  return { points, closed: false };
}

function tennis(ctx: PieceContext): string {
  const { rng, short, layer } = ctx;
  const { points, closed } = braceletPath(ctx);
  const pitch = rng.range(0.035, 0.05) * short;
  const total = points[points.length - 1]!.t;
  const count = Math.floor(total / pitch);
  const stone = pickStone(ctx, 0.7);
  const alternate = rng.chance(0.3) ? pickStone(ctx, 0) : stone;
  const half = pitch * 0.46;
  const at = Array.from({ length: count }, (_, i) =>
    alongCurve(points, (i + 0.5) * (total / count)),
  );
  for (let i = 0; i < at.length; i++) {
    const p = at[i]!;
    metalBlob(
      ctx,
      sdRoundBox(p.x, p.y, half, half, pitch * 0.16, p.angle),
      p.x,
      p.y,
      pitch,
      pitch * 0.14,
    );
    const next = closed ? at[(i + 1) % at.length] : at[i + 1];
    if (next) {
      // The hinge between two settings.
      const hx = (p.x + next.x) / 2;
      const hy = (p.y + next.y) / 2;
      const angle = Math.atan2(next.y - p.y, next.x - p.x);
      metalBlob(
        ctx,
        sdRoundBox(hx, hy, pitch * 0.3, pitch * 0.22, pitch * 0.08, angle),
        hx,
        hy,
        pitch,
        pitch * 0.1,
      );
    }
  }
  if (!closed) {
    const end = at[at.length - 1]!;
    metalBlob(
      ctx,
      sdRoundBox(end.x, end.y, half * 1.5, half * 1.1, pitch * 0.2, end.angle),
      end.x,
      end.y,
      pitch * 1.5,
      pitch * 0.2,
    );
  }
  for (let i = 0; i < at.length - (closed ? 0 : 1); i++) {
    const p = at[i]!;
    paintBrilliant(
      layer,
      p.x,
      p.y,
      pitch * 0.36,
      i % 2 === 0 ? stone : alternate,
      ctx.seed + i * 13,
      1,
      p.angle,
    );
  }
  return `${closed ? 'loop' : 'arc'}, ${stone.name}${alternate !== stone ? `/${alternate.name}` : ''}`;
}

function links(ctx: PieceContext): string {
  const { rng, short } = ctx;
  const { points, closed } = braceletPath(ctx);
  const pitch = rng.range(0.055, 0.085) * short;
  const step = pitch * 0.88;
  const total = points[points.length - 1]!.t;
  const count = Math.floor(total / step);
  const wire = pitch * rng.range(0.09, 0.13);
  const at = Array.from({ length: count }, (_, i) =>
    alongCurve(points, (i + 0.5) * (total / count)),
  );
  // Links seen edge-on first, the open links lying flat over them.
  for (const parity of [1, 0]) {
    for (let i = parity; i < at.length; i += 2) {
      const p = at[i]!;
      const minor = parity === 0 ? pitch * 0.4 : pitch * 0.1;
      tube(ctx, ellipsePoints(p.x, p.y, pitch * 0.62, minor, p.angle), true, wire, 1.2);
    }
  }
  return `${closed ? 'loop' : 'arc'}, ${count} links`;
}

function bangle(ctx: PieceContext): string {
  const { rng, short } = ctx;
  const { cx, cy } = centre(ctx);
  const hammered = rng.chance(0.35);
  const draw = (x: number, y: number, look: MetalLook) => {
    const R = rng.range(0.27, 0.36) * short;
    const k = rng.range(0.35, 1);
    const rb = rng.range(0.025, 0.055) * short;
    const seed = rng.int(0, 1000);
    const shade = hammered
      ? (nx: number, ny: number, nz: number, t: number, out: number[]) => {
          const dent = valueNoise(t * 40, nx * 3, seed) - 0.5;
          shadeMetal(look, ctx.studio, nx + dent * 0.5, ny - dent * 0.3, nz, out);
        }
      : undefined;
    tube(
      ctx,
      ellipsePoints(x, y, R, R * k, rng.range(-0.3, 0.3)),
      true,
      rb,
      rng.pick([1, 1.8, 3]),
      shade,
      look,
    );
  };
  const stacked = rng.chance(0.3);
  if (stacked) draw(cx - 0.06 * short, cy - 0.04 * short, ctx.look);
  draw(cx, cy, ctx.look);
  return `${stacked ? 'two' : 'one'}${hammered ? ', hammered' : ''}`;
}

const LEATHER: Rgb[] = [
  [96, 58, 34],
  [30, 28, 28],
  [170, 120, 70],
  [34, 42, 70],
];
const DIALS: Rgb[] = [
  [240, 238, 232],
  [24, 26, 30],
  [26, 48, 96],
  [214, 196, 160],
  [30, 80, 60],
];

function watch(ctx: PieceContext): string {
  const { rng, short, layer, fine, look } = ctx;
  const Rc = rng.range(0.12, 0.17) * short;
  const angle = rng.range(-0.35, 0.35);
  const { cx, cy } = centre(ctx, 0.04);
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  // Local frame: lx across the watch, ly along its straps (down the image when angle = 0).
  const world = (lx: number, ly: number) => ({ x: cx + lx * c - ly * s, y: cy + lx * s + ly * c });
  const local = (x: number, y: number) => ({
    lx: (x - cx) * c + (y - cy) * s,
    ly: -(x - cx) * s + (y - cy) * c,
  });
  const half = Rc * 0.62;
  const strapLength = Rc * rng.range(2, 3.2);
  const metalStrap = rng.chance(0.35);
  const leather = rng.pick(LEATHER);
  const grain = rng.int(0, 1000);
  for (const dir of [-1, 1]) {
    const mid = world(0, dir * strapLength * 0.5);
    const box = sdRoundBox(
      mid.x,
      mid.y,
      half * (dir > 0 ? 0.95 : 1),
      strapLength * 0.5,
      half * 0.5,
      angle,
    );
    if (metalStrap) {
      metalBlob(ctx, box, mid.x, mid.y, strapLength, half * 0.2, 0, {
        ...look,
        body: look.deep,
        bodyTone: 0.9,
      });
      const row = Rc * 0.26;
      for (let ly = Rc * 0.9; ly < strapLength - row * 0.5; ly += row) {
        for (const [lx, hx] of [
          [-half * 0.68, half * 0.3],
          [0, half * 0.34],
          [half * 0.68, half * 0.3],
        ] as const) {
          const p = world(lx, dir * (ly + row / 2));
          metalBlob(
            ctx,
            sdRoundBox(p.x, p.y, hx, row * 0.44, row * 0.15, angle),
            p.x,
            p.y,
            row,
            row * 0.25,
            0.6,
          );
        }
      }
    } else {
      layer.paint(around(mid.x, mid.y, strapLength, strapLength), (px, py, out) => {
        const cov = coverage(box(px, py));
        if (cov <= 0) return 0;
        const { lx, ly } = local(px, py);
        const across = Math.min(1, Math.abs(lx) / half);
        const bend = 0.72 + 0.28 * Math.sqrt(1 - across * across);
        const grainTone = 0.93 + 0.12 * valueNoise(px * 0.6, py * 0.6, grain);
        const inset = Math.abs(Math.abs(lx) - half * 0.8);
        const stitch = inset < 0.9 * fine && Math.floor(Math.abs(ly) / (5 * fine)) % 2 === 0;
        const hole =
          dir > 0 &&
          Math.abs(lx) < half * 0.12 &&
          [0.55, 0.68, 0.81].some((f) => Math.abs(ly - strapLength * f) < half * 0.12);
        const tone = bend * grainTone * (hole ? 0.35 : 1);
        if (stitch) {
          out[0] = Math.min(255, leather[0] * 1.6 + 40);
          out[1] = Math.min(255, leather[1] * 1.6 + 35);
          out[2] = Math.min(255, leather[2] * 1.6 + 30);
        } else {
          out[0] = leather[0] * tone;
          out[1] = leather[1] * tone;
          out[2] = leather[2] * tone;
        }
        return cov;
      });
    }
    for (const side of [-1, 1]) {
      const p = world(side * half * 0.85, dir * Rc * 0.95);
      metalBlob(
        ctx,
        sdRoundBox(p.x, p.y, Rc * 0.12, Rc * 0.28, Rc * 0.08, angle),
        p.x,
        p.y,
        Rc * 0.4,
        Rc * 0.08,
        0.5,
      );
    }
  }
  const crown = world(Rc * 1.02, 0);
  metalBlob(
    ctx,
    sdRoundBox(crown.x, crown.y, Rc * 0.12, Rc * 0.14, Rc * 0.04, angle),
    crown.x,
    crown.y,
    Rc * 0.2,
    Rc * 0.05,
  );
  metalBlob(ctx, sdCircle(cx, cy, Rc), cx, cy, Rc, Rc * 0.25, 0.5);
  tube(ctx, ellipsePoints(cx, cy, Rc * 0.88, Rc * 0.88), true, Rc * 0.07, 1.2);
  const dial = rng.pick(DIALS);
  const dialR = Rc * 0.79;
  const light = dial[0] + dial[1] > 300;
  const mark: Rgb = light ? [40, 40, 44] : [230, 230, 232];
  const hands = [
    { a: rng.range(0, 2 * Math.PI), length: 0.45, width: 0.05 },
    { a: rng.range(0, 2 * Math.PI), length: 0.66, width: 0.035 },
  ];
  const second = rng.range(0, 2 * Math.PI);
  const glare = rng.range(-1, 1);
  layer.paint(around(cx, cy, dialR), (px, py, out) => {
    const cov = clamp01(dialR + 0.5 - Math.hypot(px - cx, py - cy));
    if (cov <= 0) return 0;
    const { lx, ly } = local(px, py);
    const r = Math.hypot(lx, ly) / dialR;
    const theta = Math.atan2(ly, lx);
    const sunburst = 0.9 + 0.1 * Math.cos(2 * theta + 1) * r;
    let colour: Rgb = [dial[0] * sunburst, dial[1] * sunburst, dial[2] * sunburst];
    // Hour marks, the hands and the seconds hand, then the glass's glare over them.
    const hour = Math.round((theta / (2 * Math.PI)) * 12);
    const toMark = theta - (hour * 2 * Math.PI) / 12;
    if (r > 0.74 && r < 0.92 && Math.abs(toMark * r * dialR) < Math.max(0.8 * fine, Rc * 0.025))
      colour = mark;
    for (const hand of hands) {
      const along = lx * Math.cos(hand.a) + ly * Math.sin(hand.a);
      const off = -lx * Math.sin(hand.a) + ly * Math.cos(hand.a);
      if (along > -0.1 * dialR && along < hand.length * Rc && Math.abs(off) < hand.width * Rc)
        colour = mark;
    }
    const along = lx * Math.cos(second) + ly * Math.sin(second);
    const off = -lx * Math.sin(second) + ly * Math.cos(second);
    if (along > -0.15 * dialR && along < 0.9 * dialR && Math.abs(off) < 0.6 * fine)
      colour = [200, 30, 30];
    if (r < 0.06) colour = mark;
    const band = Math.exp(-(((lx + ly * glare) / dialR - 0.3) ** 2) * 12) * 0.25;
    out[0] = colour[0] + (255 - colour[0]) * band;
    out[1] = colour[1] + (255 - colour[1]) * band;
    out[2] = colour[2] + (255 - colour[2]) * band;
    return cov;
  });
  return `${metalStrap ? 'metal bracelet' : 'leather strap'}, ${light ? 'light' : 'dark'} dial`;
}

// ---------------------------------------------------------------------------------------------
// Pairs for the type evaluation: each side is drawn with the same choices, a little jittered, as
// two of one design photographed side by side.

const PAIR_SIDES = [-1, 1] as const;

function necklacePair(ctx: PieceContext): string {
  const { rng, short, width, height, fine } = ctx;
  const chainR = fine * rng.range(0.6, 2.2);
  const size = rng.range(0.05, 0.09) * short;
  const half = rng.range(0.2, 0.25) * width;
  const loopW = half * rng.range(0.55, 0.8);
  const topY = height * rng.range(0.06, 0.16);
  const bailY = height * rng.range(0.62, 0.78);
  const drape = rng.pick(['U', 'V'] as const);
  const shape = rng.pick(['disc', 'teardrop', 'heart', 'stone', 'bar'] as const);
  const stone = pickStone(ctx, 0.5);
  const cx0 = width / 2 + rng.range(-0.03, 0.03) * short;
  for (const side of PAIR_SIDES) {
    const cx = cx0 + side * half + rng.range(-0.015, 0.015) * short;
    const y = bailY + rng.range(-0.02, 0.02) * height;
    const top = topY + rng.range(-0.02, 0.02) * height;
    const w = loopW * rng.range(0.93, 1.07);
    const wobble = () => rng.range(-0.01, 0.01) * short;
    const low = drape === 'U' ? 0.75 : 0.5;
    // A closed chain laid out in a U or a V, the pendant's bail at its lowest point.
    const chain = smoothCurve([
      { x: cx, y },
      { x: cx - w * (1 - low) * 0.9 + wobble(), y: y - (y - top) * 0.2 },
      { x: cx - w * 0.95 + wobble(), y: top + (y - top) * (drape === 'U' ? 0.45 : 0.3) },
      { x: cx - w * 0.6 + wobble(), y: top + wobble() },
      { x: cx + wobble(), y: top - (y - top) * 0.04 },
      { x: cx + w * 0.6 + wobble(), y: top + wobble() },
      { x: cx + w * 0.95 + wobble(), y: top + (y - top) * (drape === 'U' ? 0.45 : 0.3) },
      { x: cx + w * (1 - low) * 0.9 + wobble(), y: y - (y - top) * 0.2 },
      { x: cx, y },
    ]);
    tube(ctx, chain, false, chainR, 1, chainShade(ctx, 2 * chainR));
    hangDrop(ctx, cx, y, size, shape, stone, ctx.seed + side);
  }
  return `${drape} drape, ${shape}${shape === 'stone' ? ` ${stone.name}` : ''}, chain ${(2 * chainR).toFixed(1)} px`;
}

function hoopPair(ctx: PieceContext): string {
  const { rng, short, fine } = ctx;
  const R = rng.range(0.08, 0.17) * short;
  // From a fine wire hoop to a chunky one: the tube's radius against the hoop's.
  const rb = Math.max(1.2 * fine, R * rng.range(0.04, 0.16));
  const k = rng.range(0.8, 1);
  const spread = Math.max(R * 1.25, rng.range(0.16, 0.26) * short);
  const flat = rng.pick([1, 1.6, 2.5]);
  const post = rng.chance(0.5);
  const { cx, cy } = centre(ctx, 0.03);
  for (const side of PAIR_SIDES) {
    const x = cx + side * spread + rng.range(-0.01, 0.01) * short;
    const y = cy + rng.range(-0.02, 0.02) * short;
    const r = R * rng.range(0.97, 1.03);
    tube(ctx, ellipsePoints(x, y, r * k, r, rng.range(-0.1, 0.1)), true, rb, flat);
    if (post) {
      // The hinged catch at the top, where the post goes through the ear.
      const py = y - r;
      metalBlob(ctx, sdRoundBox(x, py, rb * 0.9, rb * 1.6, rb * 0.4), x, py, rb * 2, rb * 0.5, 0.5);
    }
  }
  return `hoops ${(R / short).toFixed(2)}, tube ${(rb / R).toFixed(2)} of the radius${post ? ', catch' : ''}`;
}

function chainBraceletPair(ctx: PieceContext): string {
  const { rng, short, fine } = ctx;
  const a = rng.range(0.13, 0.2) * short;
  const b = a * rng.range(0.6, 1);
  const chainR = fine * rng.range(0.8, 2.5);
  const spread = Math.max(a * 1.15, rng.range(0.18, 0.27) * short);
  const charm = rng.chance(0.5);
  const { cx, cy } = centre(ctx, 0.03);
  for (const side of PAIR_SIDES) {
    const x = cx + side * spread + rng.range(-0.015, 0.015) * short;
    const y = cy + rng.range(-0.03, 0.03) * short;
    const turn = rng.range(-0.3, 0.3);
    const loop = byArcLength(ellipsePoints(x, y, b, a * rng.range(0.95, 1.05), turn + Math.PI / 2));
    tube(ctx, loop, true, chainR, 1, chainShade(ctx, 2 * chainR));
    // The clasp where the chain closes, and a charm hanging inside the loop.
    const clasp = alongCurve(loop, 0);
    metalBlob(
      ctx,
      sdEllipse(clasp.x, clasp.y, chainR * 3.5, chainR * 2.2, clasp.angle),
      clasp.x,
      clasp.y,
      chainR * 4,
      chainR,
      1,
    );
    if (charm) {
      const at = alongCurve(loop, loop[loop.length - 1]!.t / 2);
      const r = a * 0.12;
      metalBlob(ctx, sdCircle(at.x, at.y, r), at.x, at.y, r, r * 0.4, 0.6);
    }
  }
  return `chain ${(2 * chainR).toFixed(1)} px${charm ? ', charm' : ''}`;
}
