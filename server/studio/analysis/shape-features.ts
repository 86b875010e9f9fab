// Shape of the piece's outline, as a few numbers a jeweller would recognise: how elongated and
// solid it is, whether it comes as a matching pair, runs out of the frame like a strap, or
// encloses a large opening like a bangle or a ring seen from above.
import { enclosedBackground } from './subject-mask';
import { close } from '../imaging/morphology';
import { type ComponentInfo, connectedComponents } from '../imaging/labelling';
import { distanceToUnset } from '../imaging/distance';
import { type Box, type Mask, maskArea, trimmedBoundingBox } from '../imaging/mask';

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
}

/** The shape of one part of a pair, measured on that part's mask alone (as in ShapeFeatures). */
export type PartShape = Pick<
  ShapeFeatures,
  'aspect' | 'elongation' | 'fill' | 'relativeThickness' | 'largestHoleShare' | 'middleBulge'
>;

/** Rows the piece covers almost entirely are props (a display rod, a table edge). */
const PROP_SPAN = 0.9;
/** Rows next to such a band still covered this much are the band's tilted or blurred edge. */
const PROP_EDGE = 0.2;

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
  const { holes, largestHole } = enclosedBackground(closed);
  const outline: Mask = {
    width,
    height,
    data: closed.data.map((value, index) => value | holes.data[index]!),
  };
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
    relativeThickness: medianThickness(closed) / Math.max(box.width, box.height),
    largestHoleShare: outlineArea ? largestHole / outlineArea : 0,
    middleBulge: middleBulge(outline, box),
    significantParts: components.length,
  };
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
  if (halves) candidates.push(halves);
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
  const { holes, largestHole } = enclosedBackground(own);
  const outline: Mask = { width: w, height: h, data: data.map((v, i) => v | holes.data[i]!) };
  const outlineArea = maskArea(outline);
  const inner: Box = { x: 1, y: 1, width: box.width, height: box.height };
  return {
    aspect: box.width / box.height,
    elongation: Math.max(box.width, box.height) / Math.min(box.width, box.height),
    fill: outlineArea / (box.width * box.height),
    relativeThickness: medianThickness(own) / Math.max(box.width, box.height),
    largestHoleShare: outlineArea ? largestHole / outlineArea : 0,
    middleBulge: middleBulge(outline, inner),
  };
}

/**
 * Splits one component into left and right parts at the column with the least coverage in the
 * middle 30-70% of its width, when that column is nearly empty (under 25% of the fuller side's
 * peak): two touching items rather than one piece.
 */
function splitAtMiddleGap(
  labels: Int32Array,
  width: number,
  part: ComponentInfo,
): [Part, Part] | null {
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
  return sides[0]!.area && sides[1]!.area ? [sides[0]!, sides[1]!] : null;
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

function medianThickness(mask: Mask): number {
  const distance = distanceToUnset(mask);
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
