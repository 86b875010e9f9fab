// Shape of the piece's outline, as a few numbers a jeweller would recognise: how elongated and
// solid it is, whether it comes as a matching pair, runs out of the frame like a strap, or
// encloses a large opening like a bangle or a ring seen from above.
import { enclosedBackground } from './subject-mask';
import { close } from '../imaging/morphology';
import { type ComponentInfo, connectedComponents } from '../imaging/labelling';
import { distanceToUnset } from '../imaging/distance';
import { type Box, type Mask, maskArea, trimmedBoundingBox, unionMask } from '../imaging/mask';

export interface ShapeFeatures {
  /** Box width / height of the outline. */
  aspect: number;
  /** Long side / short side of the box (1 = square). */
  elongation: number;
  /** Outline area / box area: 1 is a solid block, low is open work, chains, wire. */
  fill: number;
  /** Share (0-1) of the image the box covers. */
  boxCoverage: number;
  /** Share of each image edge covered by the outline: a strap or chain leaving the frame. */
  edgeContact: { top: number; bottom: number; left: number; right: number };
  /** Two similar outlines side by side (a pair of earrings), with props spanning the frame removed. */
  pairSimilarity: number;
  /** Mirror symmetry of the outline about its box's long axis, 0-1 (intersection over union). */
  symmetry: number;
  /** Median stroke thickness (px) of the piece, relative to the box's long side. */
  relativeThickness: number;
  /** Largest enclosed background region as a share of the outline area. */
  largestHoleShare: number;
  /** Widest cross-section in the middle third over the median in the outer thirds (long axis). */
  middleBulge: number;
  /** Outlines that make up at least 5% of the total outline area. */
  significantParts: number;
  /**
   * The two parts of the likeliest pair (the one pairSimilarity scores), each measured on its own
   * mask: what each part is, as a jeweller would look at one earring alone. Empty when there is
   * no second part.
   */
  pairParts: PartShape[];
  /**
   * Measured along the outline's own long axis (its second moments), so a tilted piece reads as
   * an upright one; see AxisProfile.
   */
  axis: AxisProfile;
  /** The piece's centre line (ridge of its distance transform): see CentreLine. */
  centreLine: CentreLine;
  /** Enclosed openings of at least 1% of the outline's area (a chain's links, a ring's hole). */
  holeCount: number;
  /** The largest opening's box diagonal over the outline's: 0 without one. */
  largestHoleSpan: number;
}

/** The outline's width along its own long axis (second moments of its pixels). */
export interface AxisProfile {
  /** Length along the long axis over the width across it (2nd-98th percentiles), 1 or more. */
  elongation: number;
  /**
   * Widest cross-section in the middle (35-65% of the length) over the median width of the two
   * outer stretches (8-30% and 70-92%): a watch case between its straps, a pendant on its chain.
   */
  middleOverEnds: number;
  /**
   * How even each outer stretch is (its 10th over its 90th percentile width), the less even of
   * the two: about 1 for straps, lower for an oval whose width runs down to its tips.
   */
  endsEvenness: number;
}

/** The centre line of the piece: where its strokes are, and how thick along their length. */
export interface CentreLine {
  /** Share of the centre line's length where the stroke is thinner than 2% of the long side. */
  thinShare: number;
  /** The thickest point's width over the centre line's median width: a pendant on a chain. */
  thickOverMedian: number;
  /**
   * The piece's long side over its thickest point's width: how far a chain reaches beyond what
   * it carries (a necklace's chain is many pendants long, an earring's hook one or two drops).
   */
  reach: number;
}

/** The shape of one part of a pair, measured on that part's mask alone (as in ShapeFeatures). */
export type PartShape = Pick<
  ShapeFeatures,
  | 'aspect'
  | 'elongation'
  | 'fill'
  | 'relativeThickness'
  | 'largestHoleShare'
  | 'middleBulge'
  | 'centreLine'
>;

/** Rows the piece covers almost entirely are props (a display rod, a table edge). */
const PROP_SPAN = 0.9;
/** Rows next to such a band still covered this much are the band's tilted or blurred edge. */
const PROP_EDGE = 0.2;

/** A half that encloses this share of itself is a loop of its own (one of two touching). */
const LOOP_OPENING = 0.1;

/** Beyond this share of the frame (and solid), the "piece" is really the whole scene. */
const UNSEPARATED_COVERAGE = 0.95;

/**
 * Whether the piece stands apart from its surroundings; when its outline is a solid block over
 * nearly the whole frame, the mask caught the scene (a model, a hand, a bust) instead.
 */
export function pieceIsSeparated(shape: ShapeFeatures): boolean {
  return !(shape.boxCoverage >= UNSEPARATED_COVERAGE && shape.fill >= 0.6);
}

/** Shape features of a piece mask (strokes or pixels of the piece, before bridging gaps). */
export function measureShape(mask: Mask, bridgeRadius: number): ShapeFeatures {
  const { width, height } = mask;
  const closed = close(mask, bridgeRadius);
  const distance = distanceToUnset(closed);
  const { holes, largestHole } = enclosedBackground(closed);
  const outline = unionMask(closed, holes);
  const outlineArea = maskArea(outline);
  const box = trimmedBoundingBox(outline, 0.002) ?? { x: 0, y: 0, width, height };
  const components = connectedComponents(outline, 8).items.filter(
    (item) => item.area >= 0.05 * outlineArea,
  );
  return {
    aspect: box.width / box.height,
    elongation: Math.max(box.width, box.height) / Math.min(box.width, box.height),
    fill: outlineArea / (box.width * box.height),
    boxCoverage: (box.width * box.height) / (width * height),
    edgeContact: edgeContact(outline),
    ...pairOf(withoutSpanningProps(closed)),
    symmetry: mirrorSymmetry(outline, box),
    relativeThickness: medianThickness(distance) / Math.max(box.width, box.height),
    largestHoleShare: outlineArea ? largestHole / outlineArea : 0,
    middleBulge: middleBulge(outline, box),
    significantParts: components.length,
    axis: axisProfile(outline),
    centreLine: centreLine(closed, Math.max(box.width, box.height), distance),
    ...openings(holes, outline, outlineArea),
  };
}

/** Thinner than this share of the piece's long side is a chain, a wire, an ear hook. */
const THIN_STROKE = 0.02;
/** Enclosed openings smaller than this share of the outline are gaps between stones, not holes. */
const MIN_HOLE = 0.01;

/** Second-moment long axis of the set pixels: centre and unit direction. */
function principalAxis(mask: Mask): { cx: number; cy: number; ux: number; uy: number } | null {
  const { width, height, data } = mask;
  let n = 0;
  let sx = 0;
  let sy = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!data[y * width + x]) continue;
      n++;
      sx += x;
      sy += y;
    }
  }
  if (n === 0) return null;
  const cx = sx / n;
  const cy = sy / n;
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!data[y * width + x]) continue;
      xx += (x - cx) ** 2;
      yy += (y - cy) ** 2;
      xy += (x - cx) * (y - cy);
    }
  }
  const angle = 0.5 * Math.atan2(2 * xy, xx - yy);
  return { cx, cy, ux: Math.cos(angle), uy: Math.sin(angle) };
}

function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(p * sorted.length)))]!;
}

/** The outline's width profile along its own long axis (see AxisProfile). */
export function axisProfile(outline: Mask): AxisProfile {
  const flat: AxisProfile = { elongation: 1, middleOverEnds: 1, endsEvenness: 1 };
  const axis = principalAxis(outline);
  if (!axis) return flat;
  const { width, height, data } = outline;
  const along: number[] = [];
  const across: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!data[y * width + x]) continue;
      const dx = x - axis.cx;
      const dy = y - axis.cy;
      along.push(dx * axis.ux + dy * axis.uy);
      across.push(-dx * axis.uy + dy * axis.ux);
    }
  }
  const sortedAlong = Float64Array.from(along).sort();
  const sortedAcross = Float64Array.from(across).sort();
  const from = percentile(sortedAlong, 0.02);
  const length = percentile(sortedAlong, 0.98) - from;
  const breadth = percentile(sortedAcross, 0.98) - percentile(sortedAcross, 0.02);
  if (length < 8 || breadth < 1) return flat;
  // Cross-section width per slice: pixels in the slice over the slice's length. Each pixel is
  // shared between its two nearest slices, so slices that hold two or three columns of pixels
  // by turns do not read as widths that jump by half.
  const slices = Math.max(8, Math.min(48, Math.round(length / 3)));
  const counts = new Float64Array(slices);
  for (const u of along) {
    const position = ((u - from) / length) * slices - 0.5;
    const below = Math.floor(position);
    const share = position - below;
    if (below >= 0 && below < slices) counts[below]! += 1 - share;
    if (below + 1 >= 0 && below + 1 < slices) counts[below + 1]! += share;
  }
  const widths = Array.from(counts, (count) => count / (length / slices));
  const stretch = (a: number, b: number) =>
    widths.slice(Math.floor(a * slices), Math.ceil(b * slices)).sort((p, q) => p - q);
  const first = stretch(0.08, 0.3);
  const last = stretch(0.7, 0.92);
  const middle = stretch(0.35, 0.65);
  const ends = [...first, ...last].sort((p, q) => p - q);
  const evenness = (part: number[]) =>
    percentile(part, 0.1) / Math.max(1e-6, percentile(part, 0.9));
  return {
    elongation: Math.max(1, length / breadth),
    middleOverEnds: (middle[middle.length - 1] ?? 0) / Math.max(1, percentile(ends, 0.5)),
    endsEvenness: Math.min(evenness(first), evenness(last)),
  };
}

/**
 * The ridge of the distance transform (pixels at least as far from the edge as their eight
 * neighbours) stands for the centre line; its distances are half the stroke's width there.
 */
export function centreLine(
  mask: Mask,
  longSide: number,
  distance: Float32Array = distanceToUnset(mask),
): CentreLine {
  const { width, height } = mask;
  const halfWidths: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = distance[y * width + x]!;
      if (d <= 0) continue;
      let ridge = true;
      for (let dy = -1; dy <= 1 && ridge; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          if (distance[ny * width + nx]! > d) {
            ridge = false;
            break;
          }
        }
      }
      if (ridge) halfWidths.push(d);
    }
  }
  if (halfWidths.length === 0) return { thinShare: 0, thickOverMedian: 1, reach: 1 };
  halfWidths.sort((a, b) => a - b);
  const thin = Math.max(1, (THIN_STROKE * longSide) / 2);
  let thinCount = 0;
  for (const d of halfWidths) if (d <= thin) thinCount++;
  const thickest = halfWidths[halfWidths.length - 1]!;
  return {
    thinShare: thinCount / halfWidths.length,
    thickOverMedian: thickest / percentile(halfWidths, 0.5),
    reach: longSide / (2 * thickest),
  };
}

/** The enclosed openings worth the name, and how far the largest spans across the piece. */
function openings(
  holes: Mask,
  outline: Mask,
  outlineArea: number,
): Pick<ShapeFeatures, 'holeCount' | 'largestHoleSpan'> {
  const { items } = connectedComponents(holes, 4);
  const real = items.filter((item) => item.area >= MIN_HOLE * outlineArea);
  if (real.length === 0) return { holeCount: 0, largestHoleSpan: 0 };
  const largest = real.reduce((a, b) => (b.area > a.area ? b : a));
  const whole = trimmedBoundingBox(outline, 0.002);
  const span = (box: Box) => Math.hypot(box.width, box.height);
  return { holeCount: real.length, largestHoleSpan: whole ? span(largest.box) / span(whole) : 0 };
}

function edgeContact(mask: Mask): ShapeFeatures['edgeContact'] {
  const { width, height, data } = mask;
  let top = 0;
  let bottom = 0;
  let left = 0;
  let right = 0;
  for (let x = 0; x < width; x++) {
    top += data[x]!;
    bottom += data[(height - 1) * width + x]!;
  }
  for (let y = 0; y < height; y++) {
    left += data[y * width]!;
    right += data[y * width + width - 1]!;
  }
  return { top: top / width, bottom: bottom / width, left: left / height, right: right / height };
}

/**
 * Clears the rows the mask covers almost edge to edge (a display rod, a table edge), and the
 * neighbouring rows that still belong to that band (a tilted rod), so what hangs from it remains.
 */
function withoutSpanningProps(mask: Mask): Mask {
  const { width, height } = mask;
  const coverage = new Float64Array(height);
  for (let y = 0; y < height; y++) {
    let covered = 0;
    for (let x = 0; x < width; x++) covered += mask.data[y * width + x]!;
    coverage[y] = covered / width;
  }
  const cleared = new Uint8Array(height);
  for (let y = 0; y < height; y++) {
    if (coverage[y]! < PROP_SPAN) continue;
    cleared[y] = 1;
    for (let up = y - 1; up >= 0 && !cleared[up] && coverage[up]! >= PROP_EDGE; up--)
      cleared[up] = 1;
    for (let down = y + 1; down < height && coverage[down]! >= PROP_EDGE; down++) cleared[down] = 1;
  }
  const data = mask.data.slice();
  for (let y = 0; y < height; y++) if (cleared[y]) data.fill(0, y * width, (y + 1) * width);
  return { width, height, data };
}

/**
 * 0-1: how much the piece looks like a pair: two parts of similar area and height, side by side,
 * together most of the piece; and those two parts' own shapes. Two items that touch (earrings hanging close) are split at the
 * deepest gap of the column profile near the middle. 0 when there is no second part.
 */
function pairOf(mask: Mask): Pick<ShapeFeatures, 'pairSimilarity' | 'pairParts'> {
  const { labels, items } = connectedComponents(mask, 8);
  items.sort((a, b) => b.area - a.area);
  const total = items.reduce((sum, item) => sum + item.area, 0);
  const [first, second] = items;
  if (!first || total === 0) return { pairSimilarity: 0, pairParts: [] };
  const candidates: Array<[Part, Part]> = [];
  const whole = (item: ComponentInfo): Part => ({
    area: item.area,
    box: item.box,
    label: item.label,
    columns: [item.box.x, item.box.x + item.box.width],
  });
  if (second) candidates.push([whole(first), whole(second)]);
  const halves = splitAtMiddleGap(labels, mask.width, first);
  // Cut across a loop, the halves are two open arcs of one bracelet or hoop; two loops that
  // touch each still enclose their own opening.
  const ownOpening = (part: Part) =>
    partShape(labels, mask.width, part).largestHoleShare >= LOOP_OPENING;
  if (halves && (!halves.acrossLoop || halves.parts.every(ownOpening))) {
    candidates.push(halves.parts);
  }
  let best = 0;
  let bestPair: [Part, Part] | null = null;
  for (const [a, b] of candidates) {
    const areaRatio = Math.min(a.area, b.area) / Math.max(a.area, b.area);
    const heightRatio = Math.min(a.box.height, b.box.height) / Math.max(a.box.height, b.box.height);
    const share = (a.area + b.area) / total;
    const centreDx = Math.abs(a.box.x + a.box.width / 2 - b.box.x - b.box.width / 2);
    const centreDy = Math.abs(a.box.y + a.box.height / 2 - b.box.y - b.box.height / 2);
    const sideBySide = centreDx > centreDy ? 1 : 0.5;
    const score = Math.min(areaRatio, heightRatio) * share * sideBySide;
    if (score > best) {
      best = score;
      bestPair = [a, b];
    }
  }
  return {
    pairSimilarity: best,
    pairParts: bestPair ? bestPair.map((part) => partShape(labels, mask.width, part)) : [],
  };
}

interface Part {
  area: number;
  box: Box;
  /** The component the part belongs to, and the columns [from, to) of it that are this part. */
  label: number;
  columns: [number, number];
}

/** A part's shape on its own mask (cropped to its pixels' box with a one-pixel border). */
function partShape(labels: Int32Array, width: number, part: Part): PartShape {
  const { label } = part;
  const x0 = Math.max(part.box.x, part.columns[0]);
  const x1 = Math.min(part.box.x + part.box.width, part.columns[1]);
  const y0 = part.box.y;
  const y1 = part.box.y + part.box.height;
  let minX = Infinity;
  let maxX = -Infinity;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (labels[y * width + x] !== label) continue;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
    }
  }
  const box: Box = { x: minX, y: y0, width: maxX - minX + 1, height: y1 - y0 };
  const w = box.width + 2;
  const h = box.height + 2;
  const data = new Uint8Array(w * h);
  for (let y = y0; y < y1; y++) {
    for (let x = minX; x <= maxX; x++) {
      if (labels[y * width + x] === label) data[(y - y0 + 1) * w + (x - minX + 1)] = 1;
    }
  }
  const own: Mask = { width: w, height: h, data };
  const ownDistance = distanceToUnset(own);
  const { holes, largestHole } = enclosedBackground(own);
  const outline = unionMask(own, holes);
  const outlineArea = maskArea(outline);
  const inner: Box = { x: 1, y: 1, width: box.width, height: box.height };
  return {
    aspect: box.width / box.height,
    elongation: Math.max(box.width, box.height) / Math.min(box.width, box.height),
    fill: outlineArea / (box.width * box.height),
    relativeThickness: medianThickness(ownDistance) / Math.max(box.width, box.height),
    largestHoleShare: outlineArea ? largestHole / outlineArea : 0,
    middleBulge: middleBulge(outline, inner),
    centreLine: centreLine(own, Math.max(box.width, box.height), ownDistance),
  };
}

/**
 * Splits one component into left and right parts at the column with the least coverage in the
 * middle 30-70% of its width, when that column is nearly empty (under 25% of the fuller side's
 * peak): two touching items rather than one piece; says whether that column crosses the part
 * more than once (a cut across a loop).
 */
function splitAtMiddleGap(
  labels: Int32Array,
  width: number,
  part: ComponentInfo,
): { parts: [Part, Part]; acrossLoop: boolean } | null {
  const { box, label } = part;
  const columns = new Float64Array(box.width);
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      if (labels[y * width + x] === label) columns[x - box.x]!++;
    }
  }
  const from = Math.floor(0.3 * box.width);
  const to = Math.ceil(0.7 * box.width);
  if (to - from < 2) return null;
  let gap = from;
  for (let x = from; x < to; x++) if (columns[x]! < columns[gap]!) gap = x;
  const leftPeak = Math.max(...columns.slice(0, gap));
  const rightPeak = Math.max(...columns.slice(gap + 1));
  if (columns[gap]! > 0.25 * Math.min(leftPeak, rightPeak)) return null;
  // A column that crosses the part more than once runs across a loop.
  let runs = 0;
  for (let y = box.y, inside = false; y < box.y + box.height; y++) {
    const set = labels[y * width + box.x + gap] === label;
    if (set && !inside) runs++;
    inside = set;
  }
  const sides = [0, 1].map((side) => {
    let area = 0;
    let minY = Infinity;
    let maxY = -Infinity;
    const x0 = side === 0 ? box.x : box.x + gap + 1;
    const x1 = side === 0 ? box.x + gap : box.x + box.width;
    for (let y = box.y; y < box.y + box.height; y++) {
      for (let x = x0; x < x1; x++) {
        if (labels[y * width + x] !== label) continue;
        area++;
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
    return {
      area,
      box: { x: x0, y: minY, width: x1 - x0, height: maxY - minY + 1 },
      label,
      columns: [x0, x1] as [number, number],
    };
  });
  return sides[0]!.area && sides[1]!.area
    ? { parts: [sides[0]!, sides[1]!], acrossLoop: runs > 1 }
    : null;
}

/** Intersection over union of the outline and its mirror image across the box's long axis. */
function mirrorSymmetry(mask: Mask, box: Box): number {
  const { width, data } = mask;
  const vertical = box.height >= box.width;
  let both = 0;
  let either = 0;
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      const mx = vertical ? 2 * box.x + box.width - 1 - x : x;
      const my = vertical ? y : 2 * box.y + box.height - 1 - y;
      const a = data[y * width + x]!;
      const b = data[my * width + mx]!;
      both += a & b;
      either += a | b;
    }
  }
  return either ? both / either : 0;
}

/** Twice the median distance to the edge over the set pixels (`distance` from distanceToUnset). */
function medianThickness(distance: Float32Array): number {
  const values: number[] = [];
  for (let i = 0; i < distance.length; i++) if (distance[i]! > 0) values.push(distance[i]!);
  if (values.length === 0) return 0;
  values.sort((a, b) => a - b);
  return 2 * values[Math.floor(values.length / 2)]!;
}

/**
 * Cross-section widths along the long axis of the box: the widest in the middle third over the
 * median of the outer thirds. A watch case between two straps or a pendant on a chain bulges.
 */
function middleBulge(mask: Mask, box: Box): number {
  const { width, data } = mask;
  const vertical = box.height >= box.width;
  const length = vertical ? box.height : box.width;
  const widths: number[] = [];
  for (let t = 0; t < length; t++) {
    let covered = 0;
    const across = vertical ? box.width : box.height;
    for (let s = 0; s < across; s++) {
      const x = vertical ? box.x + s : box.x + t;
      const y = vertical ? box.y + t : box.y + s;
      covered += data[y * width + x]!;
    }
    widths.push(covered);
  }
  const third = Math.floor(length / 3);
  if (third < 1) return 1;
  const middle = Math.max(...widths.slice(third, length - third));
  const outer = [...widths.slice(0, third), ...widths.slice(length - third)].sort((a, b) => a - b);
  const outerMedian = outer[Math.floor(outer.length / 2)] ?? 0;
  return middle / Math.max(1, outerMedian);
}
