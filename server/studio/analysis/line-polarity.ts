// Sketches are dark strokes on light paper; photos of metal have as many bright glints as dark
// creases. Comparing the two kinds of thin line is the strongest single sketch/photo cue. A dark
// line in gold's colour is a photographed chain's edge on a light ground, not a stroke.
// Only isolated lines count: where thin lines pack a neighbourhood (pencil hatching, a weave, wood
// grain), the paper or ground between them is as much a "light line" as a glint, so the ratio
// there says nothing about the medium.
import { boxMean } from '../imaging/box-filter';
import type { Mask } from '../imaging/mask';
import { pixelHsv } from './colour';
import { MATERIAL } from './material';

export interface LinePolarity {
  /** Summed depth (luma levels) of isolated pixels darker than both neighbours along some direction. */
  darkLineDepth: number;
  /** Summed height of isolated pixels brighter than both neighbours along some direction. */
  lightLineHeight: number;
  /** darkLineDepth / lightLineHeight: about 1 for photos, 2 or more for line drawings. */
  polarity: number;
  /** (darkLineDepth + lightLineHeight) per pixel: how much thin-line evidence there is at all. */
  lineContrast: number;
  /** Share of the image's pixels that are thin lines packed as texture (left out above). */
  textureShare: number;
  /** Where thin lines pack the neighbourhood: drawn tone or a textured ground, not a surface. */
  texture: Mask;
}

export interface LinePolarityParams {
  /** Below this many luma levels a thin line is texture or noise, not a stroke or a glint. */
  minLineContrast: number;
  /** Radius of the neighbourhood a line's packing is measured in (analysis scale). */
  textureRadius: number;
  /** A line whose neighbourhood is at least this share thin lines is texture, not a line. */
  textureDensity: number;
}

export const LINE_POLARITY: LinePolarityParams = {
  minLineContrast: 16,
  textureRadius: 3,
  textureDensity: 0.5,
};

const DIRECTIONS: ReadonlyArray<readonly [number, number]> = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
];

/**
 * For every pixel, how much darker (or brighter) it is than both neighbours along its best
 * direction (a 1-3 px line at the analysis scale); sums the dark and light line contrasts of the
 * lines that are not packed into texture.
 */
export function measureLinePolarity(
  luma: Float32Array,
  width: number,
  height: number,
  params: LinePolarityParams = LINE_POLARITY,
  /** The image's colours: a dark line in gold's colour is not counted as a stroke. */
  rgb?: Uint8Array,
): LinePolarity {
  // Signed contrast per pixel: positive for a dark line, negative for a light one.
  const contrast = new Float32Array(width * height);
  const isLine = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const value = luma[i]!;
      let darker = 0;
      let lighter = 0;
      for (const [dx, dy] of DIRECTIONS) {
        const offset = dy * width + dx;
        const a = luma[i - offset]!;
        const b = luma[i + offset]!;
        darker = Math.max(darker, Math.min(a, b) - value);
        lighter = Math.max(lighter, value - Math.max(a, b));
      }
      if (darker > params.minLineContrast && darker >= lighter) contrast[i] = darker;
      else if (lighter > params.minLineContrast) contrast[i] = -lighter;
      if (contrast[i]) isLine[i] = 1;
    }
  }
  const packing = boxMean(isLine, width, height, params.textureRadius);
  const texture = new Uint8Array(width * height);
  let darkLineDepth = 0;
  let lightLineHeight = 0;
  let textureLines = 0;
  for (let i = 0; i < contrast.length; i++) {
    texture[i] = Number(packing[i]! >= params.textureDensity);
    const value = contrast[i]!;
    if (!value) continue;
    if (texture[i]) textureLines++;
    else if (value > 0) {
      if (!rgb || !metalColoured(rgb, i)) darkLineDepth += value;
    } else lightLineHeight -= value;
  }
  return {
    darkLineDepth,
    lightLineHeight,
    // Both near zero (a blank page, a flat colour) says nothing either way: ratio 1.
    polarity: (darkLineDepth + 1000) / (lightLineHeight + 1000),
    lineContrast: (darkLineDepth + lightLineHeight) / Math.max(1, width * height),
    textureShare: textureLines / Math.max(1, width * height),
    texture: { width, height, data: texture },
  };
}

/**
 * Gold's colour (a yellow or rose hue, as saturated as the material's yellow gold): a thin gold
 * chain's dark edge on white, never a pencil or ink stroke, which are grey, black or blue.
 */
function metalColoured(rgb: Uint8Array, i: number): boolean {
  const { hue, saturation } = pixelHsv(rgb, i);
  return (
    saturation >= MATERIAL.yellowSaturation &&
    (hue <= MATERIAL.yellowHues[1] || hue >= MATERIAL.roseFromHue)
  );
}
