// A hand holding the piece, a neck wearing it: the prior finds them salient too. Smooth skin that
// comes in from the frame is never the piece (a rose-gold or coral piece of skin colour lies within
// the picture, and a piece leaving it is cut by the frame across, not in from a side as a hand is).
import { connectedComponents, type Mask } from '../analysis/binary-mask';
import { skinSurfaces } from '../extract/skin-in-frame';
import { rasterFromRgb } from './rgb-image';
import type { RgbImage } from './salient-prior';

/** `piece` without the smooth skin regions that touch the frame. */
export function dropSkinInFrame(piece: Mask, image: RgbImage): Mask {
  const skin = skinSurfaces(rasterFromRgb(image));
  const { labels, items } = connectedComponents(skin, 8);
  const entering = new Set(items.filter((i) => i.touchesBorder).map((i) => i.label));
  if (entering.size === 0) return piece;
  const data = Uint8Array.from(piece.data, (v, i) => (entering.has(labels[i]!) ? 0 : v));
  return { width: piece.width, height: piece.height, data };
}
