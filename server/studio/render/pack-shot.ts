// Pack shot: the piece centred on a studio backdrop (white seamless, soft grey gradient, black
// velvet, champagne) with a contact shadow where it rests and a faint reflection below it.
import type { PACK_SHOT_SCENES } from '../../../src/api/catalogue';
import {
  addGrain,
  createCanvas,
  placePiece,
  mix,
  paint,
  smoothstep,
  type Canvas,
  type Rgb,
} from './canvas';
import { placementFidelity } from './fidelity';
import { fbm } from './noise';
import { pieceLayer } from './piece-layer';
import { fitInside } from './placement';
import type { SceneInput, SceneOutput } from './scene-render';
import { addReflection, castShadow } from './shadows';

export type PackShotScene = (typeof PACK_SHOT_SCENES)[number]['key'];

interface Backdrop {
  paint(canvas: Canvas): void;
  shadowTint: Rgb;
  shadowStrength: number;
  reflection: number;
}

const BACKDROPS: Record<PackShotScene, Backdrop> = {
  white_seamless: {
    // A seamless sweep: pure white above, a whisper of grey where the paper curves to the floor.
    paint: (canvas) =>
      paint(canvas, (_u, v) => mix([255, 255, 255], [236, 236, 236], smoothstep(0.55, 1, v))),
    shadowTint: [150, 150, 155],
    shadowStrength: 0.55,
    reflection: 0.16,
  },
  soft_grey_gradient: {
    paint: (canvas) =>
      paint(canvas, (u, v) => {
        const d = Math.hypot(u - 0.5, (v - 0.38) * 1.1);
        return mix([228, 228, 229], [146, 146, 148], smoothstep(0.05, 0.85, d));
      }),
    shadowTint: [70, 70, 74],
    shadowStrength: 0.5,
    reflection: 0.14,
  },
  black_velvet: {
    // Velvet: a pool of light in the middle and a fine, slightly streaked pile.
    paint: (canvas) => {
      const scale = canvas.width / 1024;
      paint(canvas, (u, v) => {
        const pool = 1 - smoothstep(0, 0.75, Math.hypot(u - 0.5, (v - 0.45) * 1.2));
        const pile = fbm((u * 900) / scale, (v * 300) / scale, 2, 7);
        const base = 6 + 22 * pool;
        const tone = base * (0.85 + 0.3 * pile);
        return [tone, tone * 0.97, tone * 1.05];
      });
    },
    shadowTint: [0, 0, 0],
    shadowStrength: 0.6,
    reflection: 0,
  },
  champagne: {
    paint: (canvas) =>
      paint(canvas, (u, v) => {
        const d = Math.hypot(u - 0.45, (v - 0.35) * 1.1);
        return mix([246, 234, 210], [203, 172, 118], smoothstep(0.1, 1.0, d));
      }),
    shadowTint: [120, 88, 50],
    shadowStrength: 0.5,
    reflection: 0.12,
  },
};

export function packShotBackdrop(sceneKey: string): Backdrop {
  return BACKDROPS[sceneKey as PackShotScene] ?? BACKDROPS.white_seamless;
}

export async function renderPackShot({
  cutout,
  metal,
  sceneKey,
  longSide,
}: SceneInput): Promise<SceneOutput> {
  const size = longSide;
  const canvas = createCanvas(size, size);
  const backdrop = packShotBackdrop(sceneKey);
  backdrop.paint(canvas);
  addGrain(canvas, 1.5);

  // The piece fills about 60% of the frame, a little above centre to leave room for its shadow.
  const placement = fitInside(cutout.width, cutout.height, {
    x: 0.2 * size,
    y: 0.14 * size,
    width: 0.6 * size,
    height: 0.56 * size,
  });
  const piece = await pieceLayer(cutout, placement, metal);
  const tint = backdrop.shadowTint;
  // A wide, faint ambient shadow, then a tight contact shadow right under the piece.
  await castShadow(canvas, piece, {
    offsetX: 0,
    offsetY: 0.012 * size,
    squash: 0.18,
    sigma: 0.03 * size,
    strength: backdrop.shadowStrength * 0.5,
    tint,
  });
  await castShadow(canvas, piece, {
    offsetX: 0,
    offsetY: 0.002 * size,
    squash: 0.04,
    sigma: 0.006 * size,
    strength: backdrop.shadowStrength,
    tint,
  });
  if (backdrop.reflection > 0) addReflection(canvas, piece, backdrop.reflection, 0.3);
  placePiece(canvas, piece);
  return {
    canvas,
    fidelity: placementFidelity(cutout, placement, piece, size, size),
    placed: { cutout, placement },
  };
}
