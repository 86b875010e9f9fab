// Where a piece can stand in a scene photograph: the flattest, quietest square region (least
// local contrast), preferring the lower part of the frame where tables and surfaces are, and not
// blown-out highlights. The light's direction is read from the picture's overall brightness
// slope: light travels from the bright side to the dark side, and a shadow falls the same way.
import sharp from 'sharp';
import type { Surface } from '../../../src/api/library';

/** The long side the search runs at: quiet regions are large, so detail does not matter. */
const WORK_SIDE = 160;
/** The region's side, as a share of the photograph's short side. */
const REGION_SHARE = 0.3;
/** A region busier than this (mean gradient, 0-255 scale) is no surface to set a piece on. */
export const MAX_QUIET_GRADIENT = 14;

interface GradientMap {
  data: Buffer;
  width: number;
  height: number;
  /** Photograph pixels per work pixel. */
  scale: number;
  /** Integral image of the gradient (clipped highlights count as busy). */
  integral: Float64Array;
}

async function gradientMap(photo: Buffer): Promise<GradientMap> {
  const { data, info } = await sharp(photo)
    .resize(WORK_SIDE, WORK_SIDE, { fit: 'inside' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const original = await sharp(photo).metadata();
  const scale = (original.width ?? width) / width;

  const gradient = new Float64Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const gx = data[i + 1]! - data[i - 1]!;
      const gy = data[i + width]! - data[i - width]!;
      // Clipped highlights are not a surface one can read: count them as busy.
      gradient[i] = Math.hypot(gx, gy) / 2 + (data[i]! >= 250 ? 30 : 0);
    }
  }
  return { data, width, height, scale, integral: integralImage(gradient, width, height) };
}

export async function findSurface(photo: Buffer): Promise<Surface | null> {
  const { data, width, height, scale, integral } = await gradientMap(photo);
  const side = Math.max(4, Math.round(Math.min(width, height) * REGION_SHARE));
  let best: { x: number; y: number; cost: number; busy: number } | null = null;
  const step = Math.max(1, Math.round(side / 8));
  for (let y = 1; y + side < height; y += step) {
    for (let x = 1; x + side < width; x += step) {
      const busy = boxSum(integral, width, x, y, side, side) / (side * side);
      // A surface is more likely low in the frame: up to a third cheaper at the bottom.
      const lowness = (y + side / 2) / height;
      const cost = busy * (1.3 - 0.6 * lowness);
      if (!best || cost < best.cost) best = { x, y, cost, busy };
    }
  }
  if (!best || best.busy > MAX_QUIET_GRADIENT) return null;
  // The light that falls on the surface itself, not across a backdrop that is darker for being
  // further away.
  const around = { x: best.x, y: best.y, width: side, height: side };
  return {
    x: Math.round(best.x * scale),
    y: Math.round(best.y * scale),
    width: Math.round(side * scale),
    height: Math.round(side * scale),
    light_angle_degrees: lightAngle(data, width, height, around),
  };
}

/**
 * The brightness plane L = a·x + b·y + c fitted by least squares; light travels down its slope.
 * Null when the picture is evenly lit (no slope worth a direction).
 */
export function lightAngle(
  grey: Uint8Array | Buffer,
  stride: number,
  rows: number,
  area = { x: 0, y: 0, width: stride, height: rows },
): number | null {
  const x0 = Math.round(area.x);
  const y0 = Math.round(area.y);
  const width = Math.round(area.width);
  const height = Math.round(area.height);
  if (width < 2 || height < 2) return null;
  let sxx = 0;
  let syy = 0;
  let sxl = 0;
  let syl = 0;
  let mean = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) mean += grey[(y0 + y) * stride + x0 + x]!;
  }
  mean /= width * height;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x - (width - 1) / 2;
      const dy = y - (height - 1) / 2;
      const l = grey[(y0 + y) * stride + x0 + x]! - mean;
      sxx += dx * dx;
      syy += dy * dy;
      sxl += dx * l;
      syl += dy * l;
    }
  }
  const a = sxl / sxx;
  const b = syl / syy;
  // Brightness change across the whole frame, in grey levels.
  const across = Math.hypot(a * width, b * height);
  if (across < 8) return null;
  return Math.round((Math.atan2(-b, -a) * 180) / Math.PI);
}

/**
 * How far the quiet surface around `surface` reaches, in the photograph's pixels: the square grown
 * a strip at a time on each side while the strip stays as quiet as a surface (mean gradient at
 * most MAX_QUIET_GRADIENT). A scene's scale is estimated from it (place-on-scene.ts).
 */
export async function quietExtent(
  photo: Buffer,
  surface: { x: number; y: number; width: number; height: number },
): Promise<{ x: number; y: number; width: number; height: number }> {
  const { width, height, scale, integral } = await gradientMap(photo);
  let x0 = Math.max(1, Math.floor(surface.x / scale));
  let y0 = Math.max(1, Math.floor(surface.y / scale));
  let x1 = Math.min(width - 1, Math.ceil((surface.x + surface.width) / scale));
  let y1 = Math.min(height - 1, Math.ceil((surface.y + surface.height) / scale));
  const strip = 2;
  const quiet = (x: number, y: number, w: number, h: number) =>
    w > 0 && h > 0 && boxSum(integral, width, x, y, w, h) / (w * h) <= MAX_QUIET_GRADIENT;
  for (let grown = true; grown;) {
    grown = false;
    if (x0 - strip >= 1 && quiet(x0 - strip, y0, strip, y1 - y0)) {
      x0 -= strip;
      grown = true;
    }
    if (x1 + strip <= width - 1 && quiet(x1, y0, strip, y1 - y0)) {
      x1 += strip;
      grown = true;
    }
    if (y0 - strip >= 1 && quiet(x0, y0 - strip, x1 - x0, strip)) {
      y0 -= strip;
      grown = true;
    }
    if (y1 + strip <= height - 1 && quiet(x0, y1, x1 - x0, strip)) {
      y1 += strip;
      grown = true;
    }
  }
  // The work image's one-pixel border is never measured: a surface reaching it reaches the edge.
  if (x0 <= 1) x0 = 0;
  if (y0 <= 1) y0 = 0;
  if (x1 >= width - 1) x1 = width;
  if (y1 >= height - 1) y1 = height;
  return {
    x: Math.round(x0 * scale),
    y: Math.round(y0 * scale),
    width: Math.round((x1 - x0) * scale),
    height: Math.round((y1 - y0) * scale),
  };
}

function integralImage(values: Float64Array, width: number, height: number): Float64Array {
  const sums = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += values[y * width + x]!;
      sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1]! + row;
    }
  }
  return sums;
}

function boxSum(sums: Float64Array, width: number, x: number, y: number, w: number, h: number) {
  const stride = width + 1;
  return (
    sums[(y + h) * stride + x + w]! -
    sums[y * stride + x + w]! -
    sums[(y + h) * stride + x]! +
    sums[y * stride + x]!
  );
}
