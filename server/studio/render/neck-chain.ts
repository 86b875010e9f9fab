// A necklace worn is carried round the neck. A piece photographed or drawn on its own ends in the
// air (a neck wire's two ends, a pendant with no chain at all), so a model shot would show it stuck
// to the chest. From where the piece ends, a fine chain in the piece's own colour runs up over the
// collarbones to the sides of the neck and passes out of sight behind it. The piece itself is not
// touched: the chain is drawn on the body, under it.
import { luma, type Canvas, type Layer, type Rgb } from './canvas';

export interface Point {
  x: number;
  y: number;
}

export interface NeckChainParams {
  /**
   * A necklace hangs from its two ends (its sides' highest points) when both are within this
   * share of its height from its top...
   */
  endsWithin: number;
  /** ...and its middle sags at least as low as they are, within this share of its height. */
  sagTolerance: number;
  /** Columns (share of the width) at each side looked at for an end. */
  endColumns: number;
  /** A pendant hangs from its highest points: those within this share of its height of the top. */
  crestTolerance: number;
  /** Alpha from which a pixel of the placed piece is the piece (its outline, half covered). */
  solidAlpha: number;
  /** Alpha from which a pixel's colour is the piece's own, not mixed with the backdrop's. */
  opaqueAlpha: number;
  /** A chain 1 mm thick, its links 1.6 mm long: a fine trace chain as worn with a pendant. */
  chainMm: number;
  linkMm: number;
  /** Smallest radius and link length in pixels: thinner than this, the chain breaks up. */
  minRadius: number;
  minLink: number;
  /** A chain is at least this share of the lightness of the piece's lit metal. */
  chainLightness: number;
  /** The piece's lit metal: this percentile of its opaque pixels' luma. */
  litPercentile: number;
  /** The chain's colour is read within this share of the piece's long side of where it hangs. */
  colourReach: number;
  /** The chain's shadow on the skin: offset (mm) away from the key light, width, strength. */
  shadowOffsetMm: Point;
  shadowWidth: number;
  shadowStrength: number;
  /** Its lighting: the base, the links' glint in turn, and the side facing the key light. */
  lit: { base: number; glint: number; facing: number };
}

export const NECK_CHAIN: NeckChainParams = {
  endsWithin: 0.5,
  sagTolerance: 0.03,
  endColumns: 0.03,
  crestTolerance: 0.01,
  solidAlpha: 128,
  opaqueAlpha: 200,
  chainMm: 1,
  linkMm: 1.6,
  minRadius: 0.6,
  minLink: 2,
  chainLightness: 0.6,
  litPercentile: 0.9,
  colourReach: 0.04,
  shadowOffsetMm: { x: 0.5, y: 0.9 },
  shadowWidth: 1.5,
  shadowStrength: 0.3,
  lit: { base: 0.65, glint: 0.3, facing: 0.25 },
};

/**
 * Where the placed piece hangs from, in canvas pixels: a necklace's two ends, or else a pendant's
 * highest point (the one nearest its middle when several are as high).
 */
export function hangingPoints(layer: Layer, params: NeckChainParams = NECK_CHAIN): Point[] {
  const { width, height, rgba } = layer;
  const top = new Int32Array(width).fill(-1);
  for (let x = 0; x < width; x++)
    for (let y = 0; y < height; y++)
      if (rgba[(y * width + x) * 4 + 3]! >= params.solidAlpha) {
        top[x] = y;
        break;
      }
  const columns = [...top.keys()].filter((x) => top[x]! >= 0);
  if (columns.length === 0) return [];
  const [first, last] = [columns[0]!, columns[columns.length - 1]!];
  const span = Math.max(1, Math.round(params.endColumns * (last - first + 1)));
  const highest = (from: number, to: number) => {
    let best = -1;
    for (let x = from; x <= to; x++)
      if (top[x]! >= 0 && (best < 0 || top[x]! < top[best]!)) best = x;
    return best;
  };
  const peak = Math.min(...columns.map((x) => top[x]!));
  const rows = Math.max(...columns.map((x) => lowest(layer, x, params.solidAlpha))) - peak + 1;
  const [left, right] = [highest(first, first + span), highest(last - span, last)];
  const at = (x: number): Point => ({ x: layer.left + x + 0.5, y: layer.top + top[x]! + 0.5 });
  const middle = (first + last) / 2;
  // The middle column's top (-1 when the middle is a gap between parts: it sags).
  const sag = top[Math.round(middle)]!;
  const ends = [top[left]!, top[right]!];
  const hanging =
    Math.max(...ends) - peak <= params.endsWithin * rows &&
    (sag < 0 || sag >= Math.max(...ends) - params.sagTolerance * rows);
  if (hanging) return [at(left), at(right)];
  const crest = columns
    .filter((x) => top[x]! - peak <= params.crestTolerance * rows)
    .sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle))[0]!;
  return [at(crest)];
}

function lowest({ width, height, rgba }: Layer, x: number, solidAlpha: number): number {
  for (let y = height - 1; y >= 0; y--) if (rgba[(y * width + x) * 4 + 3]! >= solidAlpha) return y;
  return 0;
}

export interface NeckChainOptions {
  /** Where a chain round the neck passes behind it, left and right, in canvas pixels. */
  sides: [Point, Point];
  /** Canvas pixels per millimetre as seen. */
  pixelsPerMm: number;
  /** How much of each canvas pixel is body (0-1): the chain is hidden off it, behind the neck. */
  onBody: (index: number) => number;
  /** Shadow colour on the skin. */
  shadow: Rgb;
  /**
   * The chain's metal when it is known (a sketch rendered as metal): its body colour. Otherwise
   * (a photo) the chain takes the colour of the piece where it hangs from.
   */
  metal?: Rgb;
}

/** Draws the chain from the piece's hanging points to the sides of the neck, under the piece. */
export function drawNeckChain(
  canvas: Canvas,
  piece: Layer,
  options: NeckChainOptions,
  params: NeckChainParams = NECK_CHAIN,
): void {
  const [first, second] = hangingPoints(piece, params);
  if (!first) return;
  const colour =
    options.metal ?? litAsThePiece(solidNear(piece, first, params).colour, piece, params);
  const [left, right] = options.sides;
  // One strand to each side: from the nearer end, or both from a pendant's one point.
  const strands: [Point, Point][] = [
    [first, left],
    [second ?? first, right],
  ];
  const { pixelsPerMm } = options;
  const radius = Math.max(params.minRadius, (params.chainMm * pixelsPerMm) / 2);
  const link = Math.max(params.minLink, params.linkMm * pixelsPerMm);
  const offset = {
    x: params.shadowOffsetMm.x * pixelsPerMm,
    y: params.shadowOffsetMm.y * pixelsPerMm,
  };
  const { lit } = params;
  for (const [from, to] of strands) {
    const path = drape(from, to, headingAt(piece, from, to, params));
    // Its shadow on the skin first, offset away from the key light.
    const shadowPath = path.map(({ x, y }) => ({ x: x + offset.x, y: y + offset.y }));
    stroke(canvas, shadowPath, radius * params.shadowWidth, options, (_, cover, pixel) =>
      mixInto(canvas, pixel, options.shadow, params.shadowStrength * cover),
    );
    stroke(canvas, path, radius, options, (along, cover, pixel, across) => {
      // Links catch the light in turn; the side facing the key light is brighter.
      const glint = 0.5 + 0.5 * Math.cos((2 * Math.PI * along) / link);
      const light = lit.base + lit.glint * glint + lit.facing * Math.max(0, -across);
      mixInto(canvas, pixel, scaled(colour, light), cover);
    });
  }
}

/**
 * The chain's path from the piece up to the neck: leaving the piece the way its own line runs at
 * that end (`heading`, a unit vector), draped, and rising to the neck's side.
 */
function drape(from: Point, to: Point, heading: Point): Point[] {
  const reach = Math.hypot(to.x - from.x, to.y - from.y);
  const c1 = { x: from.x + heading.x * 0.3 * reach, y: from.y + heading.y * 0.3 * reach };
  const c2 = { x: to.x + 0.1 * (from.x - to.x), y: to.y + 0.4 * (from.y - to.y) };
  const steps = Math.max(2, Math.ceil(reach * 4));
  return Array.from({ length: steps + 1 }, (_, k) => {
    const t = k / steps;
    const u = 1 - t;
    const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
    return {
      x: a * from.x + b * c1.x + c * c2.x + d * to.x,
      y: a * from.y + b * c1.y + c * c2.y + d * to.y,
    };
  });
}

/**
 * The way the piece's line runs out at `end`: from the middle of its solid pixels near the end to
 * the end. Towards `fallback` when the end is a lone point (a pendant's crest).
 */
function headingAt(layer: Layer, end: Point, fallback: Point, params: NeckChainParams): Point {
  const unit = (x: number, y: number) => {
    const length = Math.hypot(x, y) || 1;
    return { x: x / length, y: y / length };
  };
  const near = solidNear(layer, end, params);
  if (near.count < 3) return unit(fallback.x - end.x, fallback.y - end.y);
  const out = unit(end.x - near.x, end.y - near.y);
  // A crest's pixels lie below it: leaving upwards, it heads for the side it is strung to.
  if (out.y > -0.2 && Math.abs(out.x) < 0.3) return unit(fallback.x - end.x, fallback.y - end.y);
  return out;
}

/**
 * Visits the pixels within `radius` of the path with how far along it they are (pixels), their
 * coverage (anti-aliased, and hidden off the body), their index, and which side of the path they
 * lie on (-1 to 1, negative towards the upper left).
 */
function stroke(
  canvas: Canvas,
  path: Point[],
  radius: number,
  options: NeckChainOptions,
  visit: (along: number, cover: number, pixel: number, across: number) => void,
): void {
  const { width, height } = canvas;
  const best = new Map<number, { distance: number; along: number; across: number }>();
  let along = 0;
  for (let k = 0; k < path.length; k++) {
    const p = path[k]!;
    const q = path[Math.min(path.length - 1, k + 1)]!;
    const r = path[Math.max(0, k - 1)]!;
    if (k > 0) along += Math.hypot(p.x - r.x, p.y - r.y);
    // The path's normal here, pointing down and to the right or left.
    const [tx, ty] = [q.x - r.x, q.y - r.y];
    const norm = Math.hypot(tx, ty) || 1;
    const [nx, ny] = [-ty / norm, tx / norm];
    for (let y = Math.floor(p.y - radius - 1); y <= Math.ceil(p.y + radius + 1); y++) {
      if (y < 0 || y >= height) continue;
      for (let x = Math.floor(p.x - radius - 1); x <= Math.ceil(p.x + radius + 1); x++) {
        if (x < 0 || x >= width) continue;
        const [dx, dy] = [x + 0.5 - p.x, y + 0.5 - p.y];
        const distance = Math.sqrt(dx * dx + dy * dy);
        if (distance > radius + 0.5) continue;
        const pixel = y * width + x;
        const seen = best.get(pixel);
        if (seen && seen.distance <= distance) continue;
        const side = (dx * nx + dy * ny) / radius;
        best.set(pixel, { distance, along, across: ny < 0 ? side : -side });
      }
    }
  }
  for (const [pixel, { distance, along: at, across }] of best) {
    const cover = Math.min(1, Math.max(0, radius + 0.5 - distance)) * options.onBody(pixel);
    if (cover > 0) visit(at, cover, pixel, Math.max(-1, Math.min(1, across)));
  }
}

/**
 * The piece's solid pixels near a point (canvas pixels): how many, their middle, and their colour
 * (the lit half of them: the metal, not the shade in its crevices).
 */
function solidNear(
  layer: Layer,
  point: Point,
  params: NeckChainParams,
): Point & { count: number; colour: Rgb } {
  const reach = Math.max(3, params.colourReach * Math.max(layer.width, layer.height));
  const colours: Rgb[] = [];
  let [sx, sy] = [0, 0];
  const [cx, cy] = [point.x - layer.left, point.y - layer.top];
  for (let y = Math.floor(cy - reach); y <= cy + reach; y++)
    for (let x = Math.floor(cx - reach); x <= cx + reach; x++) {
      if (x < 0 || y < 0 || x >= layer.width || y >= layer.height) continue;
      const i = (y * layer.width + x) * 4;
      if (layer.rgba[i + 3]! < params.opaqueAlpha) continue;
      colours.push([layer.rgba[i]!, layer.rgba[i + 1]!, layer.rgba[i + 2]!]);
      [sx, sy] = [sx + x + 0.5, sy + y + 0.5];
    }
  const count = colours.length;
  const n = Math.max(1, count);
  const lit = colours.sort((a, b) => luma(b) - luma(a)).slice(0, Math.max(1, count >> 1));
  const colour: Rgb = [0, 1, 2].map(
    (c) => lit.reduce((sum, rgb) => sum + (rgb[c] ?? 0), 0) / lit.length,
  ) as unknown as Rgb;
  return { count, x: layer.left + sx / n, y: layer.top + sy / n, colour };
}

/**
 * `colour` at least `chainLightness` of the lightness of the piece's lit metal (`litPercentile`
 * of its luma): a fine wire's pixels near the end are mostly its shaded edges, and a chain of many
 * links catches the light all along, so it would otherwise read as a dark cord.
 */
function litAsThePiece(colour: Rgb, piece: Layer, params: NeckChainParams): Rgb {
  const lumas: number[] = [];
  const { rgba } = piece;
  for (let i = 0; i < rgba.length; i += 4)
    if (rgba[i + 3]! >= params.opaqueAlpha)
      lumas.push(luma([rgba[i]!, rgba[i + 1]!, rgba[i + 2]!]));
  if (lumas.length === 0) return colour;
  const lit = lumas.sort((a, b) => a - b)[Math.floor(params.litPercentile * (lumas.length - 1))]!;
  const own = Math.max(1, luma(colour));
  const least = params.chainLightness * lit;
  return own >= least ? colour : scaled(colour, least / own);
}

function scaled(colour: Rgb, factor: number): Rgb {
  return [
    Math.min(255, colour[0] * factor),
    Math.min(255, colour[1] * factor),
    Math.min(255, colour[2] * factor),
  ];
}

function mixInto(canvas: Canvas, pixel: number, colour: Rgb, amount: number): void {
  const { rgb } = canvas;
  for (let c = 0; c < 3; c++)
    rgb[pixel * 3 + c] = rgb[pixel * 3 + c]! + (colour[c]! - rgb[pixel * 3 + c]!) * amount;
}
