// Lifestyle: the piece resting on a procedural surface (veined marble, silk, linen, oak), lit from
// the upper left, with a soft shadow falling to the lower right and a shallow depth of field that
// keeps the piece and the surface under it sharp while the far surface softens.
import sharp from 'sharp';
import {
  addGrain,
  blurCanvas,
  placePiece,
  createCanvas,
  paint,
  smoothstep,
  toBytes,
  type Canvas,
} from './canvas';
import { placementFidelity } from './fidelity';
import { pieceLayer } from './piece-layer';
import { fitInside } from './placement';
import type { SceneInput, SceneOutput } from './scene-render';
import { castShadow } from './shadows';
import { surfaceFor } from './surfaces';

/** Lifestyle visuals are 4:5 portraits, the format of shop listings and feeds. */
export const LIFESTYLE_ASPECT = { width: 4, height: 5 } as const;

export function lifestyleSize(longSide: number): { width: number; height: number } {
  const unit = Math.floor(longSide / LIFESTYLE_ASPECT.height);
  return { width: unit * LIFESTYLE_ASPECT.width, height: unit * LIFESTYLE_ASPECT.height };
}

export async function renderLifestyle({
  cutout,
  metal,
  sceneKey,
  longSide,
}: SceneInput): Promise<SceneOutput> {
  const { width, height } = lifestyleSize(longSide);
  const sharpSurface = await paintSurface(sceneKey, width, height);
  const canvas = await depthOfField(sharpSurface, 0.5);

  const placement = fitInside(cutout.width, cutout.height, {
    x: 0.22 * width,
    y: 0.5 * height - 0.3 * width,
    width: 0.56 * width,
    height: 0.6 * width,
  });
  const piece = await pieceLayer(cutout, placement, metal);
  const size = Math.min(width, height);
  await castShadow(canvas, piece, {
    offsetX: 0.018 * size,
    offsetY: 0.024 * size,
    squash: 1,
    sigma: 0.014 * size,
    strength: 0.42,
    tint: [60, 48, 40],
  });
  await castShadow(canvas, piece, {
    offsetX: 0.003 * size,
    offsetY: 0.004 * size,
    squash: 1,
    sigma: 0.004 * size,
    strength: 0.35,
    tint: [40, 32, 28],
  });
  placePiece(canvas, piece);
  addGrain(canvas, 1.5, 3);
  return {
    canvas,
    fidelity: placementFidelity(cutout, placement, piece, width, height),
    placed: { cutout, placement },
  };
}

/** Surfaces are painted at most this wide and enlarged: they are soft, and noise is costly. */
const SURFACE_MAX_WIDTH = 900;

async function paintSurface(sceneKey: string, width: number, height: number): Promise<Canvas> {
  const scale = Math.min(1, SURFACE_MAX_WIDTH / width);
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  const small = createCanvas(w, h);
  // Fine textures (threads, pores) are sized for the frame, not the pixel count, so a standard
  // and an HD visual show the same scene.
  const surface = surfaceFor(sceneKey, height / width, SURFACE_MAX_WIDTH);
  paint(small, (u, v) => {
    const [r, g, b] = surface(u, v);
    // Window light from the upper left, falling off across the frame, and a gentle vignette.
    const light = 1.06 - 0.22 * Math.hypot(u * 0.8, v * 0.9) - 0.12 * Math.hypot(u - 0.5, v - 0.5);
    return [r * light, g * light, b * light];
  });
  if (scale === 1) return small;
  const data = await sharp(toBytes(small), { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  return { width, height, rgb: Float32Array.from(data) };
}

// Sharp in a band around the focal row, blending into a blurred copy towards top and bottom.
async function depthOfField(canvas: Canvas, focusV: number): Promise<Canvas> {
  const blurred = await blurCanvas(canvas, Math.max(1, canvas.width * 0.006));
  const { width, height } = canvas;
  for (let y = 0; y < height; y++) {
    const distance = Math.abs((y + 0.5) / height - focusV);
    const weight = smoothstep(0.12, 0.42, distance);
    for (let x = 0; x < width * 3; x++) {
      const i = y * width * 3 + x;
      canvas.rgb[i] = canvas.rgb[i]! * (1 - weight) + blurred.rgb[i]! * weight;
    }
  }
  return canvas;
}
