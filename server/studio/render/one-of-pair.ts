// A pair of earrings photographed side by side is worn one to an ear: a profile shows one. This
// finds the pair in a cut-out (two separate parts of about the same size, side by side, holding
// nearly all of it; or two such halves touching at a tip, as drops hung close do) and lifts out
// the left one with its own pixels, untouched.
import { cropToGroup, type Cutout } from '../extract/cutout';
import { boundingBox, type Mask, maskArea, maskDataWhere } from '../imaging/mask';
import { type ComponentInfo, connectedComponents } from '../imaging/labelling';
import { growFromSeeds } from '../imaging/grow';
import { dilate, erode } from '../imaging/morphology';

/** Parts nearer than this share of the long side are one earring (a stud and its halo). */
const JOIN_SHARE = 0.01;
/** The two parts hold at least this share of the silhouette... */
const PAIR_SHARE = 0.95;
/** ...and the smaller is at least this share of the larger, in area and in height. */
const LIKENESS = 0.5;
/** Erosions (share of the long side) tried to part two halves joined by a tip or thin bridge. */
const BRIDGE_SHARES = [0.005, 0.01];

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
  if (!first) return cutout;
  if (!second) return touchingPair(cutout) ?? cutout;
  const total = area.reduce((sum, value) => sum + value, 0);
  const [left, right] = first.box.x < second.box.x ? [first, second] : [second, first];
  const sideBySide = left.box.x + left.box.width <= right.box.x;
  if (!sideBySide || !alike(left, right) || first.area + second.area < PAIR_SHARE * total)
    return cutout;
  return cropToGroup(cutout, groups.labels, left.label, left.box);
}

function alike(a: ComponentInfo, b: ComponentInfo): boolean {
  return (
    Math.min(a.area, b.area) >= LIKENESS * Math.max(a.area, b.area) &&
    Math.min(a.box.height, b.box.height) >= LIKENESS * Math.max(a.box.height, b.box.height)
  );
}

/**
 * The left earring of a pair whose two halves touch at a tip or a thin bridge: eroded, the part
 * falls into two alike parts side by side; every pixel then goes to the nearer of the two, through
 * the piece. Null when it is not such a pair.
 */
function touchingPair(cutout: Cutout): Cutout | null {
  const { width, height, mask } = cutout;
  for (const share of BRIDGE_SHARES) {
    const eroded = erode(mask, Math.max(1, Math.round(share * Math.max(width, height))));
    const seeds = connectedComponents(eroded);
    const [first, second] = [...seeds.items].sort((a, b) => b.area - a.area);
    if (!first || !second) continue;
    if (first.area + second.area < PAIR_SHARE * maskArea(eroded)) continue;
    const centre = (item: ComponentInfo) => item.box.x + item.box.width / 2;
    const [left, right] = centre(first) < centre(second) ? [first, second] : [second, first];
    const sideBySide = centre(left) < right.box.x && centre(right) > left.box.x + left.box.width;
    if (!sideBySide || !alike(left, right)) continue;
    const labels = growWithin(mask, seeds.labels, [left.label, right.label]);
    const data = maskDataWhere(labels.length, (i) => labels[i] === left.label);
    const box = boundingBox({ width, height, data });
    return box && cropToGroup(cutout, labels, left.label, box);
  }
  return null;
}

/**
 * Labels every set pixel of `mask` with the nearest (4-connected, through the mask) of the seeds
 * in `labels` whose label is in `keep`: a breadth-first growth from all of them at once.
 */
function growWithin(mask: Mask, labels: Int32Array, keep: number[]): Int32Array {
  const origin = growFromSeeds(
    mask.width,
    mask.height,
    (i) => keep.includes(labels[i]!),
    (j) => mask.data[j] !== 0,
  );
  return origin.map((from) => (from ? labels[from - 1]! : 0));
}
