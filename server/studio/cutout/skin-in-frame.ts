// A hand holding the piece, a neck wearing it: the prior finds them salient too. Smooth skin that
// comes in from the frame is never the piece (a rose-gold or coral piece of skin colour lies within
// the picture, and a piece leaving it is cut by the frame across, not in from a side as a hand is).
import type { Raster } from '../analysis/raster';
import { rasterFromRgb } from './rgb-image';
import type { RgbImage } from './salient-prior';
import { connectedComponents, maskOfComponents } from '../imaging/labelling';
import { type Mask, maskDataWhere } from '../imaging/mask';
import { planeDeviation } from '../imaging/local-deviation';

/** `piece` without the smooth skin regions that touch the frame. */
export function dropSkinInFrame(piece: Mask, image: RgbImage): Mask {
  const skin = skinSurfaces(rasterFromRgb(image));
  const { labels, items } = connectedComponents(skin, 8);
  const entering = new Set(items.filter((i) => i.touchesBorder).map((i) => i.label));
  if (entering.size === 0) return piece;
  const data = maskDataWhere(
    labels.length,
    (i) => piece.data[i] !== 0 && !entering.has(labels[i]!),
  );
  return { width: piece.width, height: piece.height, data };
}

/** A smooth skin-coloured region larger than this share of the image is skin (a finger, a neck). */
const MIN_SKIN_SHARE = 0.005;
/** A luma standard deviation (5x5) under this is smooth. */
const SMOOTH_DEVIATION = 8;

/** Large smooth regions of skin colour (the usual RGB skin rule): fingers, hands, necks. */
export function skinSurfaces(raster: Raster): Mask {
  const { width, height, rgb, luma } = raster;
  const count = width * height;
  const deviation = planeDeviation(luma, width, height);
  const smoothSkin: Mask = { width, height, data: new Uint8Array(count) };
  for (let i = 0; i < count; i++) {
    const r = rgb[i * 3]!;
    const g = rgb[i * 3 + 1]!;
    const b = rgb[i * 3 + 2]!;
    const spread = Math.max(r, g, b) - Math.min(r, g, b);
    const skinColour = r > 95 && g > 40 && b > 20 && spread > 15 && r - g > 15 && r > b;
    smoothSkin.data[i] = skinColour && deviation[i]! < SMOOTH_DEVIATION ? 1 : 0;
  }
  const components = connectedComponents(smoothSkin, 8);
  const keep = new Uint8Array(components.items.length + 1);
  for (const item of components.items)
    keep[item.label] = item.area > MIN_SKIN_SHARE * count ? 1 : 0;
  return maskOfComponents(components, keep, width, height);
}
