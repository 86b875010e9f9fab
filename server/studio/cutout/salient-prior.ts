// The salient-object prior: U²-Net small (u2netp, Apache-2.0, shipped in ./model) run on CPU with
// onnxruntime-node. It sees the image at 320×320 and answers, per pixel, how likely it is to be
// the object the photo is about. It separates a piece from fabric, wood or skin far better than
// colour rules, but blurs what is finer than a few of its pixels, so its answer is a prior for the
// full-resolution refinement, never the cut-out itself.
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
}

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

export async function salientPrior(image: RgbImage): Promise<SalientPrior> {
  const side = PRIOR_SIDE;
  const small = await sharp(image.rgb, {
    raw: { width: image.width, height: image.height, channels: 3 },
  })
    .resize(side, side, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
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
