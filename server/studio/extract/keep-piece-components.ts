// Which connected parts of a foreground mask belong to the piece: the big ones and those near
// them (a chain's far links, an earring's twin), not the specks and stray marks around.
import { borderPixelIndices } from '../analysis/background-model';
import { connectedComponents, maskOfComponents } from '../imaging/labelling';
import type { Mask } from '../imaging/mask';

export interface KeepOptions {
  /** Parts smaller than this share of the largest part are dropped... */
  minShareOfLargest: number;
  /** ...unless they are at least this share of the whole image. */
  minShareOfImage: number;
  /**
   * A part cut by the frame is kept only when at least this share of the largest part: in a scene,
   * a small detailed thing at the edge is hair or a prop, not the piece.
   */
  minShareAtBorder?: number;
  /**
   * ...and when at most this share of it lies in the border band: a piece leaving the picture is
   * cut across (a chain, a band), scenery runs along the frame (a lock of hair, a strap).
   */
  maxShareInBorderBand?: number;
}

export function keepPieceComponents(mask: Mask, options: KeepOptions): Mask {
  const { labels, items } = connectedComponents(mask, 8);
  const largest = items.reduce((max, item) => Math.max(max, item.area), 0);
  const minArea = Math.min(
    largest * options.minShareOfLargest,
    mask.width * mask.height * options.minShareOfImage,
  );
  const inBand = new Float64Array(items.length + 1);
  if (options.maxShareInBorderBand !== undefined) {
    for (const index of borderPixelIndices(mask.width, mask.height)) inBand[labels[index]!]!++;
  }
  const keep = new Uint8Array(items.length + 1);
  const minAtBorder = largest * (options.minShareAtBorder ?? 0);
  const maxInBand = options.maxShareInBorderBand ?? 1;
  for (const item of items) {
    const large = item.area >= Math.max(minArea, 4);
    const cutAcross = item.area === largest || inBand[item.label]! <= maxInBand * item.area;
    keep[item.label] =
      large && (!item.touchesBorder || (item.area >= minAtBorder && cutAcross)) ? 1 : 0;
  }
  return maskOfComponents({ labels }, keep, mask.width, mask.height);
}
