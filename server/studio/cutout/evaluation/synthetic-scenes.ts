// The synthetic cut-out set: jewellery pieces with exactly known alpha, composited (straight alpha
// "over") onto the grounds jewellery is photographed on, with what real photos add: a cast shadow,
// a mirror reflection on a glossy ground, ground blur, a colour cast, noise and JPEG compression.
// The truth is the piece's own alpha, never its shadow, reflection, the hand or the props.
//
// Deterministic: scene `index` of `seed` is the same image at every run, whatever the count, so
// the set is made on demand and never committed. Even indices are the tuning half, odd the
// held-out half; both halves see every ground (scenes come in pairs on one ground kind).
import sharp from 'sharp';
import { blurCanvas, blurMap, type Canvas, type Rgb } from '../../render/canvas';
import { GROUND_KINDS, type GroundKind, makeGround } from './synthetic-grounds';
import { ALL_PIECE_KINDS, PIECE_KINDS, type PieceKind, drawPiece } from './synthetic-pieces';
import { METAL_NAMES, PieceLayer, Random, metalLook, randomStudio } from './synthetic-draw';

export { GROUND_KINDS, type GroundKind } from './synthetic-grounds';
export { ALL_PIECE_KINDS, PAIR_PIECE_KINDS, PIECE_KINDS, type PieceKind } from './synthetic-pieces';

/** The long side of the full evaluation's images. */
export const FULL_LONG_SIDE = 1024;

export type Split = 'tune' | 'held-out';

export interface SyntheticScene {
  index: number;
  name: string;
  /** The ground kind: the results are summarised per kind. */
  kind: GroundKind;
  piece: PieceKind;
  split: Split;
  /** The piece's metal (one of METAL_NAMES): the truth for the analysis' metal. */
  metal: string;
  /** The stones and pearls set in it ('diamond', 'pale diamond', 'sapphire', 'pearl'...). */
  stones: string[];
  /** What was drawn and done to it, in a few words. */
  detail: string;
  effects: string[];
  width: number;
  height: number;
  /** RGB, 3 bytes per pixel. */
  rgb: Uint8Array;
  /** The piece's alpha, 0-255. */
  truth: Uint8Array;
}

export function splitOf(index: number): Split {
  return index % 2 === 0 ? 'tune' : 'held-out';
}

/**
 * Which ground and piece scene `index` shows. Scenes come in pairs on one ground (one tuning,
 * one held out), walking through the grounds; the pieces step by 7 of 10 so every piece meets
 * every ground over 120 scenes. Scene 0 is a pale-stone solitaire on a white sweep.
 */
export function sceneRecipe(index: number): { kind: GroundKind; piece: PieceKind } {
  const pair = Math.floor(index / 2);
  const kind = GROUND_KINDS[pair % GROUND_KINDS.length]!;
  const piece = PIECE_KINDS[(pair * 7 + (index % 2) * 5) % PIECE_KINDS.length]!;
  return { kind, piece };
}

export type SceneRecipe = ReturnType<typeof sceneRecipe>;

/**
 * The type evaluation's scenes: every piece the generator draws (the pairs too), one tuning and
 * one held-out scene per piece in turn, each pair of scenes on two different grounds.
 */
export function typeSceneRecipe(index: number): SceneRecipe {
  const pair = Math.floor(index / 2);
  const piece = ALL_PIECE_KINDS[pair % ALL_PIECE_KINDS.length]!;
  const kind = GROUND_KINDS[(pair * 5 + (index % 2) * 7) % GROUND_KINDS.length]!;
  return { kind, piece };
}

function mixSeed(seed: number, index: number): number {
  let h = Math.imul(seed ^ 0x5bd1e995, 0x27d4eb2d) + Math.imul(index + 1, 0x165667b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

const ASPECTS = [1, 4 / 3, 3 / 4, 3 / 2, 2 / 3] as const;

const CASTS: { name: string; gain: Rgb }[] = [
  { name: 'warm cast', gain: [1.05, 1, 0.88] },
  { name: 'cool cast', gain: [0.93, 0.99, 1.06] },
  { name: 'green cast', gain: [0.98, 1.02, 0.97] },
  { name: 'magenta cast', gain: [1.03, 0.95, 1.03] },
];

export async function syntheticScene(
  seed: number,
  index: number,
  longSide = FULL_LONG_SIDE,
  /** Which ground and piece (the cut-out set's by default; typeSceneRecipe for the types). */
  recipe: SceneRecipe = sceneRecipe(index),
): Promise<SyntheticScene> {
  const rng = new Random(mixSeed(seed, index));
  const { kind, piece } = recipe;
  const aspect = rng.pick(ASPECTS);
  const width = aspect >= 1 ? longSide : Math.round(longSide * aspect);
  const height = aspect >= 1 ? Math.round(longSide / aspect) : longSide;
  const short = Math.min(width, height);
  const fine = longSide / FULL_LONG_SIDE;
  const effects: string[] = [];

  // The ground, blurred when the lens's depth of field leaves it soft.
  const ground = await makeGround(kind, width, height, rng);
  let canvas = ground.canvas;
  if (rng.chance(0.3)) {
    const sigma = rng.range(1.5, 5) * fine;
    canvas = await blurCanvas(canvas, sigma);
    effects.push(`ground blur ${sigma.toFixed(1)}`);
  }

  // The piece, lit by a studio whose grazing reflections pick up the ground's colour.
  const metal = rng.pick([...METAL_NAMES, 'yellow gold', 'yellow gold']);
  const studio = randomStudio(rng, meanColour(canvas));
  const layer = new PieceLayer(width, height);
  const drawn = drawPiece(piece, {
    layer,
    rng,
    studio,
    look: metalLook(metal),
    width,
    height,
    short,
    fine,
    seed: rng.int(1, 1_000_000),
  });
  const truth = new Uint8Array(width * height);
  for (let i = 0; i < truth.length; i++) truth[i] = Math.round(layer.alpha[i]! * 255);

  if (ground.mirror) {
    await addMirror(canvas, layer, truth, rng);
    effects.push('mirror reflection');
  }
  if (rng.chance(0.5)) {
    await castShadow(canvas, truth, rng, short);
    effects.push('cast shadow');
  }

  // The piece over the ground with the very alpha the truth records.
  const rgb = canvas.rgb;
  for (let i = 0; i < truth.length; i++) {
    const a = truth[i]! / 255;
    if (a === 0) continue;
    const coverage = layer.alpha[i]!;
    for (let c = 0; c < 3; c++) {
      const straight = layer.premultiplied[i * 3 + c]! / coverage;
      rgb[i * 3 + c] = straight * a + rgb[i * 3 + c]! * (1 - a);
    }
  }

  if (rng.chance(0.3)) {
    const cast = rng.pick(CASTS);
    for (let i = 0; i < truth.length; i++) {
      for (let c = 0; c < 3; c++) rgb[i * 3 + c] = rgb[i * 3 + c]! * cast.gain[c]!;
    }
    effects.push(cast.name);
  }
  if (rng.chance(0.4)) {
    const sigma = rng.range(1.5, 5);
    for (let i = 0; i < truth.length; i++) {
      const luma = rng.normal() * sigma;
      for (let c = 0; c < 3; c++)
        rgb[i * 3 + c] = rgb[i * 3 + c]! + luma + rng.normal() * sigma * 0.4;
    }
    effects.push(`noise ${sigma.toFixed(1)}`);
  }
  let bytes = new Uint8Array(rgb.length);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.min(255, Math.max(0, Math.round(rgb[i]!)));
  if (rng.chance(0.5)) {
    const jpeg = await sharp(bytes, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 80 })
      .toBuffer();
    bytes = new Uint8Array(await sharp(jpeg).removeAlpha().raw().toBuffer());
    effects.push('jpeg 80');
  }

  const name = `${String(index).padStart(3, '0')}-${piece.replace('/', '')}-${kind.replace(/ /g, '-')}`;
  const detail = [metal, drawn, ground.note].filter(Boolean).join(', ');
  return {
    index,
    name,
    kind,
    piece,
    split: splitOf(index),
    metal,
    stones: [...layer.stones],
    detail,
    effects,
    width,
    height,
    rgb: bytes,
    truth,
  };
}

export interface SceneSetOptions {
  seed: number;
  count: number;
  longSide?: number;
  /** First index (default 0). */
  start?: number;
}

/** Scenes `start` to `start + count - 1` of `seed`, made one at a time. */
export async function* syntheticScenes(options: SceneSetOptions): AsyncGenerator<SyntheticScene> {
  const start = options.start ?? 0;
  for (let i = start; i < start + options.count; i++) {
    yield await syntheticScene(options.seed, i, options.longSide ?? FULL_LONG_SIDE);
  }
}

function meanColour(canvas: Canvas): Rgb {
  const sum = [0, 0, 0];
  const n = canvas.width * canvas.height;
  for (let i = 0; i < n; i++) {
    sum[0]! += canvas.rgb[i * 3]!;
    sum[1]! += canvas.rgb[i * 3 + 1]!;
    sum[2]! += canvas.rgb[i * 3 + 2]!;
  }
  return [sum[0]! / n, sum[1]! / n, sum[2]! / n];
}

/** A soft, offset, darkened copy of the piece's alpha on the ground (not part of the truth). */
async function castShadow(
  canvas: Canvas,
  truth: Uint8Array,
  rng: Random,
  short: number,
): Promise<void> {
  const { width, height } = canvas;
  const angle = rng.range(0, Math.PI * 2);
  const distance = rng.range(0.005, 0.03) * short;
  const ox = Math.round(Math.cos(angle) * distance);
  const oy = Math.round(Math.abs(Math.sin(angle)) * distance);
  const map = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const sy = y - oy;
    if (sy < 0 || sy >= height) continue;
    for (let x = 0; x < width; x++) {
      const sx = x - ox;
      if (sx < 0 || sx >= width) continue;
      map[y * width + x] = truth[sy * width + sx]! / 255;
    }
  }
  const soft = await blurMap(map, width, height, rng.range(0.004, 0.025) * short);
  const strength = rng.range(0.25, 0.6);
  for (let i = 0; i < soft.length; i++) {
    const s = 1 - strength * soft[i]!;
    for (let c = 0; c < 3; c++) canvas.rgb[i * 3 + c] = canvas.rgb[i * 3 + c]! * s;
  }
}

/** The piece mirrored about its lowest point onto a glossy ground, fading with distance. */
async function addMirror(
  canvas: Canvas,
  layer: PieceLayer,
  truth: Uint8Array,
  rng: Random,
): Promise<void> {
  const { width, height } = canvas;
  let bottom = -1;
  for (let y = height - 1; y >= 0 && bottom < 0; y--) {
    for (let x = 0; x < width; x++) {
      if (truth[y * width + x]! >= 128) {
        bottom = y;
        break;
      }
    }
  }
  if (bottom < 0) return;
  const opacity = rng.range(0.25, 0.5);
  const fade = rng.range(0.15, 0.35) * height;
  const gap = Math.round(rng.range(0, 0.004) * height);
  const colour = new Float32Array(width * height * 3);
  const alpha = new Float32Array(width * height);
  for (let y = bottom + 1 + gap; y < height; y++) {
    const source = 2 * bottom + 1 + gap - y;
    if (source < 0) break;
    const strength = opacity * Math.pow(Math.max(0, 1 - (y - bottom) / fade), 2);
    if (strength <= 0) break;
    for (let x = 0; x < width; x++) {
      const s = source * width + x;
      const a = layer.alpha[s]!;
      if (a <= 0) continue;
      const i = y * width + x;
      alpha[i] = a * strength;
      for (let c = 0; c < 3; c++) colour[i * 3 + c] = layer.premultiplied[s * 3 + c]! * strength;
    }
  }
  const sigma = rng.range(0.6, 2);
  const softAlpha = await blurMap(alpha, width, height, sigma);
  const softColour = await blurCanvas({ width, height, rgb: colour }, sigma);
  for (let i = 0; i < alpha.length; i++) {
    const a = softAlpha[i]!;
    if (a <= 0) continue;
    for (let c = 0; c < 3; c++) {
      canvas.rgb[i * 3 + c] = canvas.rgb[i * 3 + c]! * (1 - a) + softColour.rgb[i * 3 + c]!;
    }
  }
}
