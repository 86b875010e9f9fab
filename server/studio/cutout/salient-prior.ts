// The salient-object prior: U²-Net small (u2netp, Apache-2.0, shipped in ./model) run on CPU with
// onnxruntime-node. It sees the image at 320×320 and answers, per pixel, how likely it is to be
// the object the photo is about. It separates a piece from fabric, wood or skin far better than
// colour rules, but blurs what is finer than a few of its pixels, so its answer is a prior for the
// full-resolution refinement, never the cut-out itself. A piece small in the frame gets a second,
// finer look at its own box.
import { fileURLToPath } from 'node:url';
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';

/** The model's input side. */
export const PRIOR_SIDE = 320;
const MODEL_PATH = fileURLToPath(new URL('./model/u2netp.onnx', import.meta.url));
/** ImageNet normalisation, as the model was trained. */
const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;

export interface RgbImage {
  width: number;
  height: number;
  /** RGB, 3 bytes per pixel (a transparent file's on white). */
  rgb: Uint8Array;
  /** A file's own transparency, when it has any (0-255 per pixel). */
  alpha?: Uint8Array;
}

/** The prior at the model's size: 0-1 per pixel, PRIOR_SIDE × PRIOR_SIDE, stretched like the input. */
export interface SalientPrior {
  side: number;
  /** The model's answer for the image. */
  probability: Float32Array;
  /**
   * IoU of its answers for the image and for its mirror image: a model sure of the object sees
   * the same one mirrored. Low agreement picks out many failed cut-outs (see the README).
   */
  agreement: number;
  /** A second look at the piece's own box, when the piece is small enough in the frame to gain. */
  zoom?: ZoomedPrior;
}

/** The model's answer for a crop of the image: the crop as shares of the frame, the map side × side. */
export interface ZoomedPrior {
  box: ShareBox;
  probability: Float32Array;
}

/** A box as shares (0-1) of the frame's width and height, right and bottom exclusive. */
export interface ShareBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The second look: at 320 px a piece that fills a fifth of the frame gets a fifth of the model's
 * pixels, so its wires and gaps blur. Run again on the piece's padded box, the model sees it two
 * to five times finer (docs/engine.md measures what it gained).
 */
export const ZOOM = {
  /** The box holds the prior's pixels at least this likely: generous, so no part is cut off. */
  boxProbability: 0.3,
  /** Padding each side, as a share of the box's long side: the model needs the ground around. */
  pad: 0.25,
  /** A padded box over this share of the frame gains too little detail to pay for the run. */
  maxFrameShare: 0.8,
  /**
   * The second look is kept only when it sees about the same object: its piece's area within
   * these ratios of the first's, in the box. Zoomed in on a worn necklace, the model takes the
   * neck; on a busy ground, a shape beside the piece.
   */
  areaRatio: { min: 0.5, max: 1.5 },
  /** A box narrower than this (pixels of the image) is left as it is. */
  minSide: 16,
};

let session: Promise<ort.InferenceSession> | null = null;

/** One session per process (or render thread), made on first use: loading takes about 60 ms. */
function modelSession(): Promise<ort.InferenceSession> {
  session ??= ort.InferenceSession.create(MODEL_PATH, {
    intraOpNumThreads: 2,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
  }).catch((error: unknown) => {
    session = null;
    throw error;
  });
  return session;
}

export async function salientPrior(
  image: RgbImage,
  zoom: typeof ZOOM | null = ZOOM,
): Promise<SalientPrior> {
  const first = await modelAnswers(await modelInput(image));
  const second = zoom ? await zoomedPrior(image, first.probability, zoom) : undefined;
  return second ? { ...first, zoom: second } : first;
}

/** `image` (or its `crop`, in pixels) stretched to the model's square input, RGB. */
function modelInput(
  image: RgbImage,
  crop?: { left: number; top: number; width: number; height: number },
): Promise<Buffer> {
  const input = sharp(image.rgb, {
    raw: { width: image.width, height: image.height, channels: 3 },
  });
  if (crop) input.extract(crop);
  return input.resize(PRIOR_SIDE, PRIOR_SIDE, { fit: 'fill', kernel: 'cubic' }).raw().toBuffer();
}

async function zoomedPrior(
  image: RgbImage,
  probability: Float32Array,
  params: typeof ZOOM,
): Promise<ZoomedPrior | undefined> {
  const side = PRIOR_SIDE;
  const found = squareBox(probability, side, params, image.width, image.height);
  if (!found) return undefined;
  const { left, top, right, bottom } = found;
  if ((right - left) * (bottom - top) > params.maxFrameShare * image.width * image.height) {
    return undefined;
  }
  if (Math.min(right - left, bottom - top) < params.minSide) return undefined;
  const crop = { left, top, width: right - left, height: bottom - top };
  const zoomed = await modelAnswers(await modelInput(image, crop), false);
  const box = {
    x0: left / image.width,
    y0: top / image.height,
    x1: right / image.width,
    y1: bottom / image.height,
  };
  const ratio = areaRatioInBox(probability, zoomed.probability, side, box);
  if (ratio < params.areaRatio.min || ratio > params.areaRatio.max) return undefined;
  return { box, probability: zoomed.probability };
}

/**
 * The box of the prior's piece in the image's pixels, padded and widened towards a square (the
 * model was trained on squares), clipped to the frame. Null when the prior found nothing.
 */
function squareBox(
  probability: Float32Array,
  side: number,
  params: typeof ZOOM,
  width: number,
  height: number,
): { left: number; top: number; right: number; bottom: number } | null {
  let x0 = side;
  let y0 = side;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (probability[y * side + x]! < params.boxProbability) continue;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  }
  if (x1 < 0) return null;
  let left = (x0 / side) * width;
  let right = ((x1 + 1) / side) * width;
  let top = (y0 / side) * height;
  let bottom = ((y1 + 1) / side) * height;
  const pad = params.pad * Math.max(right - left, bottom - top);
  const long = Math.max(right - left, bottom - top) + 2 * pad;
  const widen = (from: number, to: number) => (long - (to - from)) / 2;
  const dx = widen(left, right);
  const dy = widen(top, bottom);
  left -= dx;
  right += dx;
  top -= dy;
  bottom += dy;
  return {
    left: Math.max(0, Math.floor(left)),
    top: Math.max(0, Math.floor(top)),
    right: Math.min(width, Math.ceil(right)),
    bottom: Math.min(height, Math.ceil(bottom)),
  };
}

/** The zoomed answer's piece area over the first answer's, both read on the zoom's grid. */
function areaRatioInBox(
  first: Float32Array,
  zoomed: Float32Array,
  side: number,
  box: ShareBox,
): number {
  let firstArea = 0;
  let zoomedArea = 0;
  for (let y = 0; y < side; y++) {
    const fy = box.y0 + ((y + 0.5) / side) * (box.y1 - box.y0);
    const row = Math.min(side - 1, Math.floor(fy * side)) * side;
    for (let x = 0; x < side; x++) {
      const fx = box.x0 + ((x + 0.5) / side) * (box.x1 - box.x0);
      if (first[row + Math.min(side - 1, Math.floor(fx * side))]! >= 0.5) firstArea++;
      if (zoomed[y * side + x]! >= 0.5) zoomedArea++;
    }
  }
  return firstArea === 0 ? Infinity : zoomedArea / firstArea;
}

/** The model's answer for a square input, and (`mirrored`) how far it agrees with its mirror image. */
async function modelAnswers(
  small: Buffer,
  mirrored = true,
): Promise<{ side: number; probability: Float32Array; agreement: number }> {
  const side = PRIOR_SIDE;
  const plane = side * side;
  // The image and its mirror image: the model should see the same object in both.
  const input = new Float32Array(2 * 3 * plane);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const i = y * side + x;
      const mirrored = y * side + (side - 1 - x);
      for (let c = 0; c < 3; c++) {
        const value = (small[i * 3 + c]! / 255 - MEAN[c]!) / STD[c]!;
        input[c * plane + i] = value;
        input[(3 + c) * plane + mirrored] = value;
      }
    }
  }
  const model = await modelSession();
  // The model takes one image at a time (its batch size is fixed at 1).
  const run = async (from: number) => {
    const outputs = await model.run({
      [model.inputNames[0]!]: new ort.Tensor('float32', input.slice(from, from + 3 * plane), [
        1,
        3,
        side,
        side,
      ]),
    });
    // The first output is the fused map (d0), already through a sigmoid.
    const fused = normalised(outputs[model.outputNames[0]!]!.data as Float32Array);
    for (const tensor of Object.values(outputs)) tensor.dispose();
    return fused;
  };
  const direct = await run(0);
  if (!mirrored) return { side, probability: direct, agreement: 1 };
  const mirror = await run(3 * plane);
  let both = 0;
  let either = 0;
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const a = direct[y * side + x]!;
      const b = mirror[y * side + (side - 1 - x)]!;
      if (a >= 0.5 && b >= 0.5) both++;
      if (a >= 0.5 || b >= 0.5) either++;
    }
  }
  // The mean of the two answers measured no better than the direct one: only the agreement is kept.
  return { side, probability: direct, agreement: either === 0 ? 0 : both / either };
}

/**
 * U²-Net's maps are min-max normalised in its reference inference, so a faint object still spans
 * 0-1; a map with no object at all stays flat and low.
 */
function normalised(map: Float32Array): Float32Array {
  let min = Infinity;
  let max = -Infinity;
  for (const v of map) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const range = max - min;
  if (range <= 0.2) return Float32Array.from(map);
  return map.map((v) => (v - min) / range);
}
