// The designer's corrections of a cut-out: keep and remove strokes are constraints, not paint.
// Each stroke sets (keep) or clears (remove) the pixels under it, and also the pixels connected to
// them that look like them, so one rough stroke over a leaf removes the whole leaf and stops where
// the gold begins. A photo's corrected mask then goes through the same matting as the automatic
// cut-out (its outline snaps to the image's own edges), and the pixels under the strokes are hard
// constraints after it. A sketch's cut-out is its line art: a remove stroke takes the marks it
// touches whole when they lie within reach (a note, a stray line; the drawing itself only under
// the brush), a keep stroke brings back the drawn parts it touches, and paper never becomes ink.
//
// Everything is linear in the number of pixels per stroke and deterministic: the same image, base
// and strokes always give the same cut-out.
import { matteFrom } from './refine';
import type { RgbImage } from './salient-prior';
import { connectedComponents } from '../imaging/labelling';

export type StrokeMode = 'keep' | 'remove';

/** One brush stroke, in the pixels of the image it corrects. */
export interface CutoutStroke {
  mode: StrokeMode;
  /**
   * A click on a part (one point): remove takes the whole connected part of the cut-out nearest
   * the point within the radius; keep brings back the whole part of the automatic cut-out (a
   * sketch: of its line art) there, else grows like a keep dab. Nothing else is painted.
   */
  part?: boolean | undefined;
  /** Brush radius in pixels. */
  radius: number;
  /** The brush's path: [x, y] pairs (one pair: a dab). */
  points: ReadonlyArray<readonly [number, number]>;
}

export interface StrokeRefineInput {
  /** The image at the cut-out's size. */
  image: RgbImage;
  /** Its working copy (`workingCopy(image)`): where photo strokes are grown and matted. */
  small: RgbImage;
  /** The cut-out the strokes correct (0-255 at the image's size): the automatic one. */
  base: Uint8Array;
  style: 'photo' | 'sketch';
  /** A sketch's full line art (0-255), what a keep stroke may restore; the base when omitted. */
  lineArt?: Uint8Array;
  /** In the image's pixels, applied in order (a later stroke wins where they cross). */
  strokes: readonly CutoutStroke[];
}

/** A stroke grows over connected pixels at most this share of the image's long side away. */
export const GROW_REACH = 0.25;
/** Colour distance (RGB) always accepted as "looks like the stroke"... */
const COLOUR_FLOOR = 24;
/** ...or this many times the typical distance of the stroke's own pixels from their median... */
const COLOUR_SPREAD = 2.5;
/** ...but never more than this. */
const COLOUR_CAP = 90;
/** Around what a photo's strokes changed, the new matte replaces the base (working pixels). */
const CHANGE_BAND = 2;
/** Sketch keep strokes: ink is this many luma levels below the paper under the brush... */
const INK_CONTRAST = 18;
/** ...and reaches full alpha over this many more. */
const INK_RAMP = 50;

/** The corrected cut-out: alpha 0-255 at the image's size. */
export function refineWithStrokes(input: StrokeRefineInput): Uint8Array {
  if (input.strokes.length === 0) return input.base.slice();
  return input.style === 'sketch' ? refineSketch(input) : refinePhoto(input);
}

function refinePhoto({ image, small, base, strokes }: StrokeRefineInput): Uint8Array {
  const { width, height } = image;
  const sw = small.width;
  const sh = small.height;
  const scaleX = sw / width;
  const scaleY = sh / height;
  // The working pixels' full-size counterparts (the pixel under each one's centre), both ways.
  const columns = Int32Array.from({ length: width }, (_, x) =>
    Math.min(sw - 1, Math.floor((x + 0.5) * scaleX)),
  );
  const rows = Int32Array.from({ length: height }, (_, y) =>
    Math.min(sh - 1, Math.floor((y + 0.5) * scaleY)),
  );
  const piece = new Uint8Array(sw * sh);
  for (let y = 0; y < sh; y++) {
    const from = Math.min(height - 1, Math.floor((y + 0.5) / scaleY)) * width;
    for (let x = 0; x < sw; x++) {
      const fx = Math.min(width - 1, Math.floor((x + 0.5) / scaleX));
      piece[y * sw + x] = base[from + fx]! >= 128 ? 1 : 0;
    }
  }
  const before = piece.slice();
  const work = new Workspace(sw * sh);
  const reach = Math.max(1, Math.round(GROW_REACH * Math.max(sw, sh)));

  const baseBinary = before;
  /** Working pixels a part click took away (1) or brought back (2), for the hard constraints. */
  const parts = new Uint8Array(sw * sh);
  strokes.forEach((stroke) => {
    if (stroke.part) {
      const done = photoPart(stroke, piece, baseBinary, parts, sw, sh, scaleX, scaleY, work);
      if (done) return;
    }
    const ahead = piece.slice();
    const stamp = work.nextStamp();
    const under = strokePixels(stroke, scaleX, scaleY, sw, sh, work.marks, stamp);
    const target = stroke.mode === 'remove' ? 1 : 0;
    const seeds = under.filter((i) => piece[i] === target);
    if (seeds.length > 0) {
      const accept = photoAcceptance(stroke, seeds, small, piece, target, reach, scaleX, scaleY);
      if (accept) {
        const grown = flood(seeds, (i) => piece[i] === target && accept(i), sw, sh, reach, work);
        for (let k = 0; k < grown.end; k++) piece[work.queue[k]!] = 1 - target;
      }
    }
    for (let k = 0; k < under.length; k++) piece[under.at(k)] = 1 - target;
    if (stroke.mode === 'remove' && seeds.length > 0) dropCutOffParts(piece, ahead, sw, sh);
  });

  const alpha = base.slice();
  const band = changeBand(piece, before, sw, sh);
  if (band) {
    const matte = matteFrom(image, small, Float32Array.from(piece));
    // Only the rows and columns the band reaches (the rest keeps the base).
    const top = Math.max(0, Math.floor(band.top / scaleY) - 1);
    const bottom = Math.min(height - 1, Math.ceil((band.bottom + 1) / scaleY));
    const left = Math.max(0, Math.floor(band.left / scaleX) - 1);
    const right = Math.min(width - 1, Math.ceil((band.right + 1) / scaleX));
    for (let y = top; y <= bottom; y++) {
      const row = rows[y]! * sw;
      for (let x = left; x <= right; x++) {
        if (band.mask[row + columns[x]!]) alpha[y * width + x] = matte[y * width + x]!;
      }
    }
  }
  // A part taken away goes wholly (with the rim the matte might leave beside it); a part brought
  // back is the automatic cut-out's own there.
  for (let y = 0; strokes.some((stroke) => stroke.part) && y < height; y++) {
    const row = rows[y]! * sw;
    for (let x = 0; x < width; x++) {
      const w = row + columns[x]!;
      if (piece[w]) {
        if (parts[w] === 2)
          alpha[y * width + x] = Math.max(alpha[y * width + x]!, base[y * width + x]!);
      } else if (parts[w] === 1 || nextToRemovedPart(parts, piece, w, sw, sh)) {
        alpha[y * width + x] = 0;
      }
    }
  }
  // What the brush covered is what the designer said, whatever the matting made of its edges.
  for (const stroke of strokes) {
    if (stroke.part) continue;
    const value = stroke.mode === 'keep' ? 255 : 0;
    strokeSpans(stroke, 1, 1, width, height, (y, x0, x1) =>
      alpha.fill(value, y * width + x0, y * width + x1 + 1),
    );
  }
  return alpha;
}

/**
 * A photo's part click on the working mask: remove clears the connected part (8-neighbours) of
 * the cut-out nearest the point within the brush; keep adds the part of the automatic cut-out
 * there that is not in the cut-out now. Marks `parts` (1 taken, 2 brought back). False when there
 * is no such part (a keep click then grows like a keep dab).
 */
function photoPart(
  stroke: CutoutStroke,
  piece: Uint8Array,
  base: Uint8Array,
  parts: Uint8Array,
  width: number,
  height: number,
  scaleX: number,
  scaleY: number,
  work: Workspace,
): boolean {
  const remove = stroke.mode === 'remove';
  const start = nearestPixel(stroke, scaleX, scaleY, width, height, (i) =>
    remove ? piece[i] === 1 : base[i] === 1 && piece[i] === 0,
  );
  if (start < 0) return remove;
  const seeds = new IndexList();
  seeds.push(start);
  const inside = remove ? (i: number) => piece[i] === 1 : (i: number) => base[i] === 1;
  const grown = flood(seeds, inside, width, height, width + height, work);
  for (let k = 0; k < grown.end; k++) {
    const i = work.queue[k]!;
    if (remove) {
      piece[i] = 0;
      parts[i] = 1;
    } else if (!piece[i]) {
      piece[i] = 1;
      parts[i] = 2;
    }
  }
  return true;
}

/** The pixel nearest a part click's point within its radius that `accept` takes; -1: none. */
function nearestPixel(
  stroke: CutoutStroke,
  scaleX: number,
  scaleY: number,
  width: number,
  height: number,
  accept: (i: number) => boolean,
): number {
  const [px, py] = stroke.points[0]!;
  const cx = px * scaleX;
  const cy = py * scaleY;
  let best = -1;
  let bestDistance = Infinity;
  strokeSpans(stroke, scaleX, scaleY, width, height, (y, x0, x1) => {
    for (let x = x0; x <= x1; x++) {
      const i = y * width + x;
      if (!accept(i)) continue;
      const distance = (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = i;
      }
    }
  });
  return best;
}

/** A background working pixel touching a part a click took away. */
function nextToRemovedPart(
  parts: Uint8Array,
  piece: Uint8Array,
  i: number,
  width: number,
  height: number,
): boolean {
  const x = i % width;
  const y = (i - x) / width;
  for (let dy = -1; dy <= 1; dy++) {
    const ny = y + dy;
    if (ny < 0 || ny >= height) continue;
    for (let dx = -1; dx <= 1; dx++) {
      const nx = x + dx;
      if (nx < 0 || nx >= width) continue;
      const n = ny * width + nx;
      if (parts[n] === 1 && !piece[n]) return true;
    }
  }
  return false;
}

/**
 * What a remove stroke cut off goes too: a leaf whose shading kept part of it from the stroke's
 * colour is left as islands beside the ring. Of the parts beside what the stroke cleared, the
 * largest stays, and so does any at least a quarter of its size that does not come in from the
 * frame (a necklace the stroke split).
 */
function dropCutOffParts(piece: Uint8Array, before: Uint8Array, width: number, height: number) {
  const { labels, items } = connectedComponents({ width, height, data: piece }, 8);
  const beside = new Set<number>();
  for (let i = 0; i < piece.length; i++) {
    if (!before[i] || piece[i]) continue;
    const x = i % width;
    const y = (i - x) / width;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const label = labels[ny * width + nx]!;
        if (label) beside.add(label);
      }
    }
  }
  if (beside.size < 2) return;
  const largest = Math.max(...[...beside].map((label) => items[label - 1]!.area));
  const drop = new Set(
    [...beside].filter((label) => {
      const { area, touchesBorder } = items[label - 1]!;
      // Scenery comes in from the frame (a leaf, a hand); a split piece lies within it.
      return area < largest && (area < largest / 4 || touchesBorder);
    }),
  );
  for (let i = 0; i < piece.length; i++) if (drop.has(labels[i]!)) piece[i] = 0;
}

/**
 * Which pixels a photo stroke grows over, besides being on the side it changes: those whose
 * colour is near the median colour of the stroke's own pixels (within a distance adapted to how
 * varied those are). A keep stroke also leaves out what looks like the background around it, so a
 * rough stroke that spills onto the backdrop does not bring the backdrop back. Null: no growth.
 */
function photoAcceptance(
  stroke: CutoutStroke,
  seeds: IndexList,
  small: RgbImage,
  piece: Uint8Array,
  target: number,
  reach: number,
  scaleX: number,
  scaleY: number,
): ((i: number) => boolean) | null {
  const { rgb } = small;
  let own = seeds;
  let background: Colour | null = null;
  if (stroke.mode === 'keep') {
    background = nearbyBackground(stroke, small, piece, reach, scaleX, scaleY);
    if (background) {
      const bg = background;
      own = seeds.filter((i) => colourDistance(rgb, i, bg) > COLOUR_FLOOR);
      if (own.length === 0) return null;
    }
  }
  const model = colourModel(rgb, own);
  const limit = model.threshold;
  const bg = background;
  return (i) => {
    if (piece[i] !== target) return false;
    const distance = colourDistance(rgb, i, model);
    if (distance > limit) return false;
    return bg === null || distance < colourDistance(rgb, i, bg);
  };
}

/** Median colour of the background (not piece) within reach of a stroke, sampled on a grid. */
function nearbyBackground(
  stroke: CutoutStroke,
  small: RgbImage,
  piece: Uint8Array,
  reach: number,
  scaleX: number,
  scaleY: number,
): Colour | null {
  const { width, height, rgb } = small;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [x, y] of stroke.points) {
    x0 = Math.min(x0, x * scaleX);
    x1 = Math.max(x1, x * scaleX);
    y0 = Math.min(y0, y * scaleY);
    y1 = Math.max(y1, y * scaleY);
  }
  const left = Math.max(0, Math.floor(x0 - reach));
  const right = Math.min(width - 1, Math.ceil(x1 + reach));
  const top = Math.max(0, Math.floor(y0 - reach));
  const bottom = Math.min(height - 1, Math.ceil(y1 + reach));
  const step = Math.max(
    1,
    Math.floor(Math.sqrt(((right - left + 1) * (bottom - top + 1)) / 65536)),
  );
  const histograms = new ChannelHistograms();
  for (let y = top; y <= bottom; y += step) {
    for (let x = left; x <= right; x += step) {
      const i = y * width + x;
      if (!piece[i]) histograms.add(rgb, i);
    }
  }
  return histograms.count > 0 ? histograms.median() : null;
}

function refineSketch({ image, base, lineArt, strokes }: StrokeRefineInput): Uint8Array {
  const { width, height, rgb } = image;
  const art = lineArt ?? base;
  const alpha = base.slice();
  const work = new Workspace(width * height);
  const reach = Math.max(1, Math.round(GROW_REACH * Math.max(width, height)));
  for (const stroke of strokes) {
    if (stroke.part) {
      // A click: the whole drawn part nearest the point, taken away or brought back.
      const remove = stroke.mode === 'remove';
      const start = nearestPixel(stroke, 1, 1, width, height, (i) =>
        remove ? alpha[i]! > 0 : art[i]! > alpha[i]!,
      );
      if (start < 0) continue;
      const seeds = new IndexList();
      seeds.push(start);
      const inside = remove ? (i: number) => alpha[i]! > 0 : (i: number) => art[i]! > 0;
      const grown = flood(seeds, inside, width, height, width + height, work);
      for (let k = 0; k < grown.end; k++) {
        const i = work.queue[k]!;
        alpha[i] = remove ? 0 : Math.max(alpha[i]!, art[i]!);
      }
      continue;
    }
    const stamp = work.nextStamp();
    const under = strokePixels(stroke, 1, 1, width, height, work.marks, stamp);
    if (stroke.mode === 'remove') {
      // A mark or a note the brush touches goes whole; the drawing itself (beyond reach) only
      // where the brush went.
      const touched = under.filter((i) => alpha[i]! > 0);
      for (const part of wholeParts(touched, (i) => alpha[i]! > 0, width, height, reach, work)) {
        for (const i of part) alpha[i] = 0;
      }
      for (let k = 0; k < under.length; k++) alpha[under.at(k)] = 0;
    } else {
      // A drawn part the brush touches comes back whole, however far it runs.
      const touched = under.filter((i) => art[i]! > alpha[i]!);
      const everywhere = width + height;
      for (const part of wholeParts(touched, (i) => art[i]! > 0, width, height, everywhere, work)) {
        for (const i of part) alpha[i] = Math.max(alpha[i]!, art[i]!);
      }
      // Under the brush, lines the line art missed (too faint) count too: what is darker than
      // the paper there.
      const paper = paperLuma(rgb, under);
      for (let k = 0; k < under.length; k++) {
        const i = under.at(k);
        const depth = paper - INK_CONTRAST - luma(rgb, i);
        const ink = Math.round(255 * Math.min(1, Math.max(0, depth / INK_RAMP)));
        alpha[i] = Math.max(alpha[i]!, art[i]!, ink);
      }
    }
  }
  return alpha;
}

/**
 * The connected parts (8-neighbours, through pixels `inside` accepts) of the touched pixels that
 * lie wholly within `reach` steps of where they were touched; a larger part is left out.
 */
function wholeParts(
  touched: IndexList,
  inside: (i: number) => boolean,
  width: number,
  height: number,
  reach: number,
  work: Workspace,
): number[][] {
  const parts: number[][] = [];
  // Each part floods under its own stamp; meeting an earlier part of this stroke means meeting
  // one that was cut short (a whole one would have taken this pixel), so this one is too large.
  const since = work.nextStamp();
  for (let k = 0; k < touched.length; k++) {
    const start = touched.at(k);
    if (work.visited[start]! > since) continue;
    const one = new IndexList();
    one.push(start);
    const part = flood(one, inside, width, height, reach, work, since);
    if (part.complete) parts.push(Array.from(work.queue.subarray(0, part.end)));
  }
  return parts;
}

/** The paper's luma under a brush: its brighter pixels (the 90th percentile). */
function paperLuma(rgb: Uint8Array, pixels: IndexList): number {
  const histogram = new Uint32Array(256);
  for (let k = 0; k < pixels.length; k++) histogram[Math.round(luma(rgb, pixels.at(k)))]!++;
  return percentile(histogram, pixels.length, 0.9);
}

function luma(rgb: Uint8Array, i: number): number {
  return 0.2126 * rgb[i * 3]! + 0.7152 * rgb[i * 3 + 1]! + 0.0722 * rgb[i * 3 + 2]!;
}

/**
 * The working pixels a photo's strokes changed, widened by CHANGE_BAND (square window), and the
 * box that holds them; null when nothing changed.
 */
function changeBand(piece: Uint8Array, before: Uint8Array, width: number, height: number) {
  const mask = new Uint8Array(width * height);
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (piece[i] === before[i]) continue;
      const x0 = Math.max(0, x - CHANGE_BAND);
      const x1 = Math.min(width - 1, x + CHANGE_BAND);
      const y0 = Math.max(0, y - CHANGE_BAND);
      const y1 = Math.min(height - 1, y + CHANGE_BAND);
      for (let yy = y0; yy <= y1; yy++) mask.fill(1, yy * width + x0, yy * width + x1 + 1);
      left = Math.min(left, x0);
      right = Math.max(right, x1);
      top = Math.min(top, y0);
      bottom = Math.max(bottom, y1);
    }
  }
  return right < 0 ? null : { mask, left, top, right, bottom };
}

// ---------------------------------------------------------------------------------------------
// Colour models

interface Colour {
  r: number;
  g: number;
  b: number;
}

interface ColourModel extends Colour {
  /** Largest distance from the median that still looks like the stroke. */
  threshold: number;
}

function colourDistance(rgb: Uint8Array, i: number, colour: Colour): number {
  const dr = rgb[i * 3]! - colour.r;
  const dg = rgb[i * 3 + 1]! - colour.g;
  const db = rgb[i * 3 + 2]! - colour.b;
  return Math.sqrt(dr * dr + dg * dg + db * db);
}

/** The median colour of the pixels and how far they typically lie from it (robust to outliers). */
function colourModel(rgb: Uint8Array, pixels: IndexList): ColourModel {
  const histograms = new ChannelHistograms();
  for (let k = 0; k < pixels.length; k++) histograms.add(rgb, pixels.at(k));
  const median = histograms.median();
  const distances = new Uint32Array(443);
  for (let k = 0; k < pixels.length; k++) {
    distances[Math.round(colourDistance(rgb, pixels.at(k), median))]!++;
  }
  const spread = percentile(distances, pixels.length, 0.5);
  const threshold = Math.min(COLOUR_CAP, Math.max(COLOUR_FLOOR, COLOUR_SPREAD * spread));
  return { ...median, threshold };
}

class ChannelHistograms {
  readonly r = new Uint32Array(256);
  readonly g = new Uint32Array(256);
  readonly b = new Uint32Array(256);
  count = 0;

  add(rgb: Uint8Array, i: number): void {
    this.r[rgb[i * 3]!]!++;
    this.g[rgb[i * 3 + 1]!]!++;
    this.b[rgb[i * 3 + 2]!]!++;
    this.count++;
  }

  median(): Colour {
    return {
      r: percentile(this.r, this.count, 0.5),
      g: percentile(this.g, this.count, 0.5),
      b: percentile(this.b, this.count, 0.5),
    };
  }
}

function percentile(histogram: Uint32Array, count: number, share: number): number {
  const cut = share * count;
  let seen = 0;
  for (let value = 0; value < histogram.length; value++) {
    seen += histogram[value]!;
    if (seen > cut) return value;
  }
  return histogram.length - 1;
}

// ---------------------------------------------------------------------------------------------
// Pixels, lists and flooding

/** Reusable per-pixel buffers; stamps avoid clearing them between strokes. */
class Workspace {
  readonly marks: Int32Array;
  readonly visited: Int32Array;
  readonly queue: Int32Array;
  private stamp = 0;

  constructor(size: number) {
    this.marks = new Int32Array(size);
    this.visited = new Int32Array(size);
    this.queue = new Int32Array(size);
  }

  nextStamp(): number {
    return ++this.stamp;
  }
}

/** A growable list of pixel indices. */
class IndexList {
  private items = new Int32Array(1024);
  length = 0;

  push(i: number): void {
    if (this.length === this.items.length) {
      const larger = new Int32Array(this.items.length * 2);
      larger.set(this.items);
      this.items = larger;
    }
    this.items[this.length++] = i;
  }

  at(k: number): number {
    return this.items[k]!;
  }

  filter(keep: (i: number) => boolean): IndexList {
    const out = new IndexList();
    for (let k = 0; k < this.length; k++) if (keep(this.items[k]!)) out.push(this.items[k]!);
    return out;
  }
}

/**
 * Breadth-first flood from the seeds over 8-connected pixels `inside` accepts, at most `reach`
 * steps out. The pixels reached (seeds first) are work.queue[0, end); `complete` is false when
 * an accepted pixel lay just beyond reach, or (with `since`) was reached by a flood stamped after
 * `since`.
 */
function flood(
  seeds: IndexList,
  inside: (i: number) => boolean,
  width: number,
  height: number,
  reach: number,
  work: Workspace,
  since?: number,
): { end: number; complete: boolean } {
  const { queue, visited } = work;
  const stamp = work.nextStamp();
  let end = 0;
  for (let k = 0; k < seeds.length; k++) {
    const i = seeds.at(k);
    if (visited[i] === stamp) continue;
    visited[i] = stamp;
    queue[end++] = i;
  }
  let head = 0;
  let complete = true;
  for (let step = 0; head < end; step++) {
    const layerEnd = end;
    for (; head < layerEnd; head++) {
      const i = queue[head]!;
      const x = i % width;
      const y = (i - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if ((dx === 0 && dy === 0) || nx < 0 || nx >= width) continue;
          const n = ny * width + nx;
          if (visited[n] === stamp || !inside(n)) continue;
          if (step >= reach || (since !== undefined && visited[n]! > since)) {
            complete = false;
            continue;
          }
          visited[n] = stamp;
          queue[end++] = n;
        }
      }
    }
  }
  return { end, complete };
}

/** The pixels under a stroke (scaled), each once, marked with `stamp` in `marks`. */
function strokePixels(
  stroke: CutoutStroke,
  scaleX: number,
  scaleY: number,
  width: number,
  height: number,
  marks: Int32Array,
  stamp: number,
): IndexList {
  const list = new IndexList();
  strokeSpans(stroke, scaleX, scaleY, width, height, (y, x0, x1) => {
    for (let i = y * width + x0; i <= y * width + x1; i++) {
      if (marks[i] === stamp) continue;
      marks[i] = stamp;
      list.push(i);
    }
  });
  return list;
}

/**
 * Calls `span(y, x0, x1)` (x1 included, clipped to the image) for each row of pixels whose centre
 * lies within the brush radius of the stroke's path, segment by segment (runs may overlap). A
 * radius below one pixel still covers the pixel under each point.
 */
export function strokeSpans(
  stroke: CutoutStroke,
  scaleX: number,
  scaleY: number,
  width: number,
  height: number,
  span: (y: number, x0: number, x1: number) => void,
): void {
  const radius = Math.max(0.75, (stroke.radius * (scaleX + scaleY)) / 2);
  const points = stroke.points.map(([x, y]) => [x * scaleX, y * scaleY] as const);
  if (points.length === 1) points.push(points[0]!);
  for (let k = 0; k + 1 < points.length; k++) {
    const [ax, ay] = points[k]!;
    const [bx, by] = points[k + 1]!;
    const top = Math.max(0, Math.ceil(Math.min(ay, by) - radius - 0.5));
    const bottom = Math.min(height - 1, Math.floor(Math.max(ay, by) + radius - 0.5));
    for (let y = top; y <= bottom; y++) {
      const row = capsuleRow(ax, ay, bx, by, radius, y + 0.5);
      if (!row) continue;
      const x0 = Math.max(0, Math.ceil(row[0] - 0.5));
      const x1 = Math.min(width - 1, Math.floor(row[1] - 0.5));
      if (x0 <= x1) span(y, x0, x1);
    }
  }
}

/**
 * Where the horizontal line at `cy` crosses the capsule of radius r round segment AB: the union
 * of the two end discs and the band between them, which is convex, so one interval (or null).
 */
function capsuleRow(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  r: number,
  cy: number,
): [number, number] | null {
  let low = Infinity;
  let high = -Infinity;
  const take = (x: number) => {
    low = Math.min(low, x);
    high = Math.max(high, x);
  };
  for (const [px, py] of [
    [ax, ay],
    [bx, by],
  ] as const) {
    const dy = cy - py;
    if (Math.abs(dy) > r) continue;
    const half = Math.sqrt(r * r - dy * dy);
    take(px - half);
    take(px + half);
  }
  const length = Math.hypot(bx - ax, by - ay);
  if (length > 1e-9) {
    // The band: A + t(B - A) + s n, t in [0, 1], s in [-r, r]; its edges crossed by the line.
    const ux = (bx - ax) / length;
    const uy = (by - ay) / length;
    const nx = -uy;
    const ny = ux;
    for (const t of [0, 1]) {
      if (Math.abs(ny) < 1e-12) continue;
      const s = (cy - ay - t * length * uy) / ny;
      if (Math.abs(s) <= r) take(ax + t * length * ux + s * nx);
    }
    for (const s of [-r, r]) {
      if (Math.abs(uy) < 1e-12) continue;
      const t = (cy - ay - s * ny) / (length * uy);
      if (t >= 0 && t <= 1) take(ax + t * length * ux + s * nx);
    }
  }
  return low <= high ? [low, high] : null;
}
