// A pair of earrings photographed side by side is worn one to an ear: a profile shows one. This
// finds the pair in a cut-out (two separate parts of about the same size, side by side, holding
// nearly all of it) and lifts out the left one with its own pixels, untouched.
import { connectedComponents, dilate, type Mask } from '../analysis/binary-mask';
import type { Cutout } from '../extract/cutout';

/** Parts nearer than this share of the long side are one earring (a stud and its halo). */
const JOIN_SHARE = 0.01;
/** The two parts hold at least this share of the silhouette... */
const PAIR_SHARE = 0.95;
/** ...and the smaller is at least this share of the larger, in area and in height. */
const LIKENESS = 0.5;

/** The left earring of a pair, cropped to itself; `cutout` as it is when it is not a pair. */
export function oneOfPair(cutout: Cutout): Cutout {
  const { width, height, mask } = cutout;
  const join = Math.max(1, Math.round(JOIN_SHARE * Math.max(width, height)));
  const groups = connectedComponents(dilate(mask, join));
  // Each group's share of the silhouette itself (not of its dilation).
  const area = new Float64Array(groups.items.length + 1);
  for (let i = 0; i < mask.data.length; i++) if (mask.data[i]) area[groups.labels[i]!]!++;
  const [first, second] = groups.items
    .map((item) => ({ ...item, area: area[item.label]! }))
    .sort((a, b) => b.area - a.area);
  if (!first || !second) return cutout;
  const total = area.reduce((sum, value) => sum + value, 0);
  const [left, right] = first.box.x < second.box.x ? [first, second] : [second, first];
  const sideBySide = left.box.x + left.box.width <= right.box.x;
  const alike =
    second.area >= LIKENESS * first.area &&
    Math.min(left.box.height, right.box.height) >=
      LIKENESS * Math.max(left.box.height, right.box.height);
  if (!sideBySide || !alike || first.area + second.area < PAIR_SHARE * total) return cutout;
  return cropToGroup(cutout, groups.labels, left.label, left.box);
}

function cropToGroup(
  cutout: Cutout,
  labels: Int32Array,
  label: number,
  box: { x: number; y: number; width: number; height: number },
): Cutout {
  const rgba = new Uint8Array(box.width * box.height * 4);
  const data = new Uint8Array(box.width * box.height);
  for (let y = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++) {
      const from = (box.y + y) * cutout.width + box.x + x;
      if (labels[from] !== label) continue;
      const to = y * box.width + x;
      rgba.set(cutout.rgba.subarray(from * 4, from * 4 + 4), to * 4);
      data[to] = cutout.mask.data[from]!;
    }
  }
  const mask: Mask = { width: box.width, height: box.height, data };
  return { ...cutout, width: box.width, height: box.height, rgba, mask };
}
