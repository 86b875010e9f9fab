// Model shot: the piece worn in a drawn, elegant body context chosen by its type (a hand for a
// ring, a neckline, an ear, a wrist), in one of three skin tones, at true scale: the body part's
// real width fixes millimetres per pixel, and the piece's typical real size fixes its scale.
import {
  MODEL_SHOT_BODY_CONTEXT,
  MODEL_SHOT_SCENES,
  type JewelryType,
} from '../../../src/api/catalogue';
import { bodyShape } from './body-shapes';
import { addGrain, compositeLayer, createCanvas, hexToRgb, mix, type Rgb } from './canvas';
import { placementFidelity } from './fidelity';
import { pieceLayer } from './piece-layer';
import { placeAt } from './placement';
import type { SceneInput, SceneOutput } from './scene-render';
import { castShadow } from './shadows';
import { lifestyleSize } from './lifestyle';

/** Typical real size of the piece's long side, in millimetres, by type. */
export const TYPICAL_PIECE_MM: Record<JewelryType, number> = {
  ring: 22,
  necklace: 150,
  earring: 40,
  bracelet: 70,
  watch: 90,
};

/** The piece's long side is at least this share of the frame's width (see the zoom below). */
const MIN_PIECE_SHARE = 0.3;

export interface ModelShotInput extends SceneInput {
  jewelryType: JewelryType;
}

export async function renderModelShot(input: ModelShotInput): Promise<SceneOutput> {
  const { cutout, metal, sceneKey, longSide, jewelryType } = input;
  const { width, height } = lifestyleSize(longSide);
  const scene =
    MODEL_SHOT_SCENES.find((candidate) => candidate.key === sceneKey) ?? MODEL_SHOT_SCENES[0];
  const light = hexToRgb(scene.swatch[0]);
  const shadow = hexToRgb(scene.swatch[1]);
  const body = bodyShape(MODEL_SHOT_BODY_CONTEXT[jewelryType], width, height);
  // A small piece at true scale is a few pixels wide: the camera moves in on the body instead,
  // so body and piece grow together and the scale stays true.
  const trueLongSide = TYPICAL_PIECE_MM[jewelryType] * body.pixelsPerMm;
  const zoom = Math.max(1, (MIN_PIECE_SHARE * width) / trueLongSide);
  const { x: ax, y: ay } = body.anchor;
  const bodyDistance = (x: number, y: number) =>
    body.distance(ax + (x - ax) / zoom, ay + (y - ay) / zoom) * zoom;
  const canvas = createCanvas(width, height);
  const backdrop: Rgb = mix([236, 230, 222], shadow, 0.12);
  const soft = 0.006 * width;
  const roundness = 0.12 * width;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const u = x / width;
      const v = y / height;
      const back = mix(
        backdrop,
        mix(backdrop, [120, 112, 104], 0.5),
        Math.hypot(u - 0.4, v - 0.3) * 0.8,
      );
      const d = bodyDistance(x, y);
      const coverage = Math.min(1, Math.max(0, 0.5 - d / soft));
      let colour: Rgb = back;
      if (coverage > 0) {
        // Rounded form: lit towards the middle, turning to the shade tone at the edges, with the
        // key light from the upper left.
        const depth = Math.min(1, Math.max(0, -d / roundness));
        const form = Math.sqrt(depth);
        const key = 0.5 + 0.5 * (1 - u * 0.6 - v * 0.4);
        const skin = mix(shadow, light, 0.25 + 0.75 * form * key);
        colour = mix(back, skin, coverage);
      }
      canvas.rgb[i] = colour[0];
      canvas.rgb[i + 1] = colour[1];
      canvas.rgb[i + 2] = colour[2];
    }
  }
  addGrain(canvas, 1.5, 9);

  const longSidePx = trueLongSide * zoom;
  // True scale, unless that would not fit the frame (never crop the piece).
  const fitScale = Math.min((0.92 * width) / cutout.width, (0.92 * height) / cutout.height);
  const scale = Math.min(longSidePx / Math.max(cutout.width, cutout.height), fitScale);
  const centre = {
    x: Math.min(
      width - (cutout.width * scale) / 2 - 0.04 * width,
      Math.max((cutout.width * scale) / 2 + 0.04 * width, body.anchor.x),
    ),
    y: Math.min(
      height - (cutout.height * scale) / 2 - 0.04 * height,
      Math.max((cutout.height * scale) / 2 + 0.04 * height, body.anchor.y),
    ),
  };
  const placement = placeAt(cutout.width, cutout.height, scale, centre.x, centre.y);
  const piece = await pieceLayer(cutout, placement, metal);
  await castShadow(canvas, piece, {
    offsetX: 0.006 * width,
    offsetY: 0.01 * width,
    squash: 1,
    sigma: 0.006 * width,
    strength: 0.35,
    tint: mix(shadow, [40, 25, 20], 0.5),
  });
  compositeLayer(canvas, piece);
  return { canvas, fidelity: placementFidelity(cutout.mask, placement, piece, width, height) };
}
