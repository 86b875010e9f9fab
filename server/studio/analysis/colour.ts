// Colour measurements in plain HSV terms: saturation says "how coloured", hue says "which colour".

export interface Hsv {
  /** Degrees 0-360 (0 red, 60 yellow, 120 green, 240 blue); 0 for greys. */
  hue: number;
  /** 0-1: 0 is grey, 1 is a pure colour. */
  saturation: number;
  /** 0-1: the brightest channel. */
  value: number;
}

/** Below this brightest-channel value, saturation is noise (dark pixels have no reliable hue). */
const DARK_VALUE = 40;

export function pixelHsv(rgb: Uint8Array, index: number): Hsv {
  const r = rgb[index * 3]!;
  const g = rgb[index * 3 + 1]!;
  const b = rgb[index * 3 + 2]!;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  let hue = 0;
  if (chroma > 0) {
    if (max === r) hue = 60 * (((g - b) / chroma + 6) % 6);
    else if (max === g) hue = 60 * ((b - r) / chroma + 2);
    else hue = 60 * ((r - g) / chroma + 4);
  }
  return { hue, saturation: max > DARK_VALUE ? chroma / max : 0, value: max / 255 };
}

/** Mean HSV saturation over the image (or the pixels of `mask`); dark pixels count as grey. */
export function meanSaturation(rgb: Uint8Array, mask?: Uint8Array): number {
  const pixels = rgb.length / 3;
  let sum = 0;
  let count = 0;
  for (let i = 0; i < pixels; i++) {
    if (mask && !mask[i]) continue;
    sum += pixelHsv(rgb, i).saturation;
    count++;
  }
  return count ? sum / count : 0;
}

/** Whether two hues (degrees) are within `tolerance` degrees of each other around the circle. */
export function hueNear(hue: number, target: number, tolerance: number): boolean {
  const difference = Math.abs(hue - target) % 360;
  return Math.min(difference, 360 - difference) <= tolerance;
}
