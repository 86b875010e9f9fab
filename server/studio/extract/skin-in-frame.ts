// Skin in a photo: fingers holding a ring, a neck wearing a necklace. Large smooth regions of skin
// colour are never the piece; one entering the frame in front of a plain backdrop makes the photo a
// scene (see scene-cutout.ts).
import { borderPixelIndices } from '../analysis/background-model';
import { connectedComponents, maskOfComponents, type Mask } from '../analysis/binary-mask';
import type { Raster } from '../analysis/raster';
import { localMean } from '../analysis/subject-mask';

/** A skin region entering the frame larger than this share of the image is a hand or a neck. */
const MIN_SKIN_IN_FRAME = 0.03;
/** Border share the backdrop's foreground must cover before skin is looked for. */
const MIN_FOREGROUND_AT_BORDER = 0.05;

/** A smooth skin-coloured region larger than this share of the image is skin (a finger, a neck). */
const MIN_SKIN_SHARE = 0.005;
/** A luma standard deviation (3x3 ... 5x5) under this is smooth. */
const SMOOTH_DEVIATION = 8;

/**
 * Whether a hand or a neck enters the frame in front of an otherwise plain backdrop: a large
 * smooth skin-coloured region, touching the border, that the backdrop model took for the piece
 * (a pink backdrop is skin-coloured too, but it is the backdrop).
 */
export function skinEntersFrame(raster: Raster, foreground: Mask): boolean {
  const { width, height } = raster;
  const border = borderPixelIndices(width, height);
  let atBorder = 0;
  for (const index of border) atBorder += foreground.data[index]!;
  if (atBorder < MIN_FOREGROUND_AT_BORDER * border.length) return false;
  const skin = skinSurfaces(raster);
  const { labels, items } = connectedComponents(skin, 8);
  const inForeground = new Float64Array(items.length + 1);
  for (let i = 0; i < labels.length; i++)
    if (labels[i]) inForeground[labels[i]!]! += foreground.data[i]!;
  return items.some(
    (item) =>
      item.touchesBorder &&
      item.area > MIN_SKIN_IN_FRAME * width * height &&
      inForeground[item.label]! > 0.5 * item.area,
  );
}

/** Large smooth regions of skin colour (the usual RGB skin rule): fingers, hands, necks. */
export function skinSurfaces(raster: Raster): Mask {
  const { width, height, rgb, luma } = raster;
  const count = width * height;
  const mean = localMean(luma, width, height, 2);
  const squares = localMean(
    luma.map((value) => value * value),
    width,
    height,
    2,
  );
  const smoothSkin: Mask = { width, height, data: new Uint8Array(count) };
  for (let i = 0; i < count; i++) {
    const r = rgb[i * 3]!;
    const g = rgb[i * 3 + 1]!;
    const b = rgb[i * 3 + 2]!;
    const spread = Math.max(r, g, b) - Math.min(r, g, b);
    const skinColour = r > 95 && g > 40 && b > 20 && spread > 15 && r - g > 15 && r > b;
    const deviation = Math.sqrt(Math.max(0, squares[i]! - mean[i]! * mean[i]!));
    smoothSkin.data[i] = skinColour && deviation < SMOOTH_DEVIATION ? 1 : 0;
  }
  const components = connectedComponents(smoothSkin, 8);
  const keep = new Uint8Array(components.items.length + 1);
  for (const item of components.items)
    keep[item.label] = item.area > MIN_SKIN_SHARE * count ? 1 : 0;
  return maskOfComponents(components, keep, width, height);
}
