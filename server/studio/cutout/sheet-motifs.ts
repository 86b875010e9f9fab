// A designer's sheet often draws several motifs side by side (a series of bird pendants, views of a
// ring); the design is one of them. This finds such a sheet (at least three separate motifs, each
// a fair share of the drawing, holding nearly all of it) and chooses the one the designer circled,
// or else the largest; the others stay candidates the designer can pick instead. A piece whose
// parts are a few big ones among many small (a chain's links) is not a sheet, nor is one whose
// strokes overlap its other parts (a broken outline's arcs, a head drawn apart on its band).
import { enclosedBackground } from '../analysis/subject-mask';
import { type ComponentInfo, connectedComponents } from '../imaging/labelling';
import { type Box, createMask, type Mask, maskDataWhere, unionMask } from '../imaging/mask';
import { dilate } from '../imaging/morphology';

/** A motif is a part (its holes filled) of at least this share of the whole... */
const MOTIF_SHARE = 0.08;
/** ...a sheet has at least this many... */
const MIN_MOTIFS = 3;
/** ...and together they hold at least this share of it. */
const SHEET_SHARE = 0.85;

/**
 * A stroke (a part covering at most OPEN_STROKE of its box: an arc of a broken outline, a chain's
 * line) whose box overlaps another part's by SAME_DESIGN_OVERLAP of the smaller box is part of the
 * same design. Drawn shapes of a sheet (a bird, a ring view) cover more of their boxes (34-82 %
 * on the corpus's sheets), and may overlap one another's boxes when packed close.
 */
const SAME_DESIGN_OVERLAP = 0.25;
const OPEN_STROKE = 0.2;

/** A coarse copy of the mask, at most this many cells on its long side, is judged first. */
const JUDGED_SIDE = 400;

export interface MotifCandidate {
  /** Where the motif is, in the mask's pixels. */
  box: Box;
  /** Its pixels, its holes included. */
  area: number;
}

export interface SheetMotifs {
  /** The motifs the designer can choose from, the chosen one first. */
  candidates: MotifCandidate[];
  /** The chosen motif's pixels (and a pixel of soft edge round them). */
  chosen: Mask;
}

/** The motifs of a sheet and the one chosen by default; null when the drawing is one design. */
export function sheetMotifs(mask: Mask): SheetMotifs | null {
  const { width, height } = mask;
  // A coarse copy rules out most drawings cheaply; only a sheet is looked at pixel by pixel. (On
  // the coarse copy, motifs a few cells apart count as one: a sheet drawn that close is one.)
  const cell = Math.max(1, Math.ceil(Math.max(width, height) / JUDGED_SIDE));
  if (cell > 1 && !motifsOf(pooled(mask, cell))) return null;
  const sheet = motifsOf(mask);
  if (!sheet) return null;
  const circled = circledMotif(mask, sheet);
  const [largest, ...others] = sheet.motifs as [Motif, ...Motif[]];
  const candidate = ({ box, area }: Motif): MotifCandidate => ({ box, area });
  if (circled) {
    const held = { box: circled.box, area: countSet(circled.labels, 1) };
    // The circle itself is a mark, not a design.
    return {
      candidates: [held, ...others.map(candidate)],
      chosen: maskOf(circled.labels, new Set([1]), mask),
    };
  }
  return {
    candidates: sheet.motifs.map(candidate),
    chosen: maskOf(sheet.labels, largest.parts, mask),
  };
}

function maskOf(labels: Int32Array, parts: ReadonlySet<number>, like: Mask): Mask {
  const data = maskDataWhere(labels.length, (i) => parts.has(labels[i]!));
  return { width: like.width, height: like.height, data };
}

function countSet(labels: Int32Array, label: number): number {
  let count = 0;
  for (const value of labels) if (value === label) count++;
  return count;
}

/** The sheet's largest motif is a circle drawn round one of the series when it is this much larger... */
const CIRCLE_SIZE = 2;
/** ...its line covers at most this share of its box (mostly paper inside)... */
const CIRCLE_INK = 0.3;
/** ...and what it holds is within this factor of the next motif's size: one of the series. */
const CIRCLED_LIKE = 2.5;

/**
 * The motif the designer circled: the sheet's largest "motif" is a thin loop drawn round one of the
 * series, far larger than the rest and mostly paper, not touching what it holds. Null otherwise.
 * Its labels mark the held parts (and their soft edge) 1.
 */
function circledMotif(
  mask: Mask,
  sheet: { labels: Int32Array; motifs: Motif[] },
): { labels: Int32Array; box: Box } | null {
  const [largest, next] = sheet.motifs as [Motif, Motif];
  if (largest.area < CIRCLE_SIZE * next.area) return null;
  // The largest motif's own lines (its holes were filled to find it), their fragments joined.
  const ink = createMask(mask.width, mask.height);
  for (let i = 0; i < ink.data.length; i++)
    ink.data[i] = mask.data[i]! && largest.parts.has(sheet.labels[i]!) ? 1 : 0;
  const { labels, items } = connectedComponents(dilate(ink, 1), 8);
  const byBox = [...items].sort((a, b) => boxArea(b.box) - boxArea(a.box));
  const [loop, ...held] = byBox;
  if (!loop || held.length === 0 || loop.area > CIRCLE_INK * boxArea(loop.box)) return null;
  const box = unionBox(held.map((item) => item.box));
  const size = boxArea(box) / boxArea(next.box);
  if (size > CIRCLED_LIKE || size < 1 / CIRCLED_LIKE) return null;
  const chosen = new Int32Array(labels.length);
  for (const item of held)
    for (let y = item.box.y; y < item.box.y + item.box.height; y++)
      for (let x = item.box.x; x < item.box.x + item.box.width; x++) {
        const i = y * mask.width + x;
        if (labels[i] === item.label) chosen[i] = 1;
      }
  return { labels: chosen, box };
}

const boxArea = (box: Box) => box.width * box.height;

function unionBox(boxes: Box[]): Box {
  const x = Math.min(...boxes.map((box) => box.x));
  const y = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** One design of a sheet: the parts (component labels) drawn together, their box and pixels. */
interface Motif {
  parts: Set<number>;
  box: Box;
  area: number;
}

/** The motifs of a sheet drawn in `mask`, largest first, and the parts' labels; null if no sheet. */
function motifsOf(mask: Mask): { labels: Int32Array; motifs: Motif[] } | null {
  const { holes } = enclosedBackground(mask);
  const solid = unionMask(mask, holes);
  // One pixel wider, so each motif keeps its soft edge.
  const { labels, items } = connectedComponents(dilate(solid, 1), 8);
  const total = items.reduce((sum, item) => sum + item.area, 0);
  const motifs = designsOf(items)
    .filter((motif) => motif.area >= MOTIF_SHARE * total)
    .sort((a, b) => b.area - a.area);
  const held = motifs.reduce((sum, motif) => sum + motif.area, 0);
  return motifs.length >= MIN_MOTIFS && held >= SHEET_SHARE * total ? { labels, motifs } : null;
}

/** Parts grouped into designs: a stroke and a part whose boxes overlap are drawn together. */
function designsOf(items: ComponentInfo[]): Motif[] {
  const root = items.map((_, i) => i);
  const find = (i: number): number => (root[i] === i ? i : (root[i] = find(root[i]!)));
  for (let i = 0; i < items.length; i++)
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i]!.box;
      const b = items[j]!.box;
      const stroke = [items[i]!, items[j]!].some(
        (item) => item.area <= OPEN_STROKE * boxArea(item.box),
      );
      const shared = overlapArea(a, b);
      if (stroke && shared > 0 && shared >= SAME_DESIGN_OVERLAP * Math.min(boxArea(a), boxArea(b)))
        root[find(i)] = find(j);
    }
  const groups = new Map<number, ComponentInfo[]>();
  items.forEach((item, i) => {
    const group = groups.get(find(i));
    if (group) group.push(item);
    else groups.set(find(i), [item]);
  });
  return [...groups.values()].map((parts) => ({
    parts: new Set(parts.map((part) => part.label)),
    box: unionBox(parts.map((part) => part.box)),
    area: parts.reduce((sum, part) => sum + part.area, 0),
  }));
}

function overlapArea(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/** A mask of `cell` x `cell` cells, each set when any of its pixels is. */
function pooled(mask: Mask, cell: number): Mask {
  if (cell === 1) return mask;
  const width = Math.ceil(mask.width / cell);
  const height = Math.ceil(mask.height / cell);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < mask.height; y++)
    for (let x = 0; x < mask.width; x++)
      if (mask.data[y * mask.width + x])
        data[Math.floor(y / cell) * width + Math.floor(x / cell)] = 1;
  return { width, height, data };
}
