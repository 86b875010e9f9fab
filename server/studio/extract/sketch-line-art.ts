// A sketch reduced to clean line art: strokes are what is clearly darker than the paper around
// them (so paper grain and uneven phone lighting vanish), faint broad smudges fall under the
// contrast threshold, handwritten notes (rows of letter-sized marks), small isolated marks
// (specks, stray dots), guide lines (a figure drawn far lighter than the piece) and what runs
// along the page's edge (a printed border, the page's shaded curl) are dropped.
// Line weight survives as the strokes' width, in proportion to the piece, not to the page: a small
// drawing on a big sheet keeps its fine lines and open loops.
import type { Raster } from '../analysis/raster';
import { paperRadius } from '../analysis/subject-mask';
import { keepPieceComponents } from './keep-piece-components';
import { removeHandwrittenNotes } from './sketch-notes';
import { boundingBox, type Box, type Mask } from '../imaging/mask';
import { close, dilate } from '../imaging/morphology';
import { type ComponentInfo, connectedComponents } from '../imaging/labelling';
import { boxMean } from '../imaging/box-filter';

/** Luma levels below the local paper a pixel must be to count as ink. */
const INK_CONTRAST = 18;
/** Over this many further levels the ink's alpha ramps to full. */
const INK_RAMP = 50;

/** Pencil fragments this many pixels apart are one line. */
const FRAGMENT_GAP = 1;

/**
 * A line whose strongest strokes are lighter than this share of the firmest line's, and than
 * GUIDE_INK levels below the paper, is a guide line: drawn at the edge of what reads as ink. (A
 * chain sketched lightly beside a bold pendant is still drawn firmer than that.)
 */
const GUIDE_SHARE = 0.5;
const GUIDE_INK = 2.5 * INK_CONTRAST;

/** A line within this many pixels of a side of the page, over this share of it, runs along it. */
const FRAME_BAND = 3;
const FRAME_RUN = 0.2;

/** Highest alpha of an edge pixel next to a stroke. */
const EDGE_FEATHER = 0.35;

export function extractLineArt(raster: Raster): { alpha: Uint8Array } {
  const { width, height, luma } = raster;
  const paper = boxMean(luma, width, height, paperRadius(width, height));
  const depth = new Float32Array(luma.length);
  for (let i = 0; i < depth.length; i++) depth[i] = paper[i]! - luma[i]!;
  const strokes: Mask = { width, height, data: new Uint8Array(width * height) };
  for (let i = 0; i < strokes.data.length; i++) strokes.data[i] = depth[i]! > INK_CONTRAST ? 1 : 0;
  const clean = keepDrawnLines(strokes, depth);
  const box = boundingBox(clean);
  const size = box ? Math.max(box.width, box.height) : Math.max(width, height);
  // Metal has a minimum gauge: a hairline pencil stroke becomes a wire about 1/400 of the piece.
  // Pencil lines break and fray; small gaps are bridged so each line becomes one continuous wire.
  const joined = close(clean, Math.floor(size / 500));
  const kept = smoothOutline(dilate(joined, Math.floor(size / 800)), size);
  // The ramp reaches one pixel past the strokes, for an anti-aliased edge.
  const near = dilate(kept, 1);
  const alpha = new Uint8Array(width * height);
  for (let i = 0; i < alpha.length; i++) {
    if (!near.data[i]) continue;
    const t = Math.min(1, Math.max(0, (depth[i]! - INK_CONTRAST * 0.5) / INK_RAMP));
    // A stroke is solid (it becomes metal); its edge is only feathered, never widened.
    alpha[i] = kept.data[i] ? 255 : Math.round(EDGE_FEATHER * 255 * t);
  }
  return { alpha };
}

/**
 * The strokes of the drawing, without specks, stray marks and guide lines. A pencil line is a run
 * of fragments a pixel or two apart: they are judged together (as one line), and kept or dropped
 * together. A line drawn far lighter than the piece (the figure a necklace is sketched on, the
 * page's shaded edge) is a guide, not metal.
 */
function keepDrawnLines(strokes: Mask, depth: Float32Array): Mask {
  const grouped = dilate(strokes, FRAGMENT_GAP);
  removeHandwrittenNotes(grouped);
  const lines = keepPieceComponents(grouped, {
    minShareOfLargest: 0.02,
    minShareOfImage: 0.0004,
    // A scrap cut by the page's edge is a mark on the page (its curl, a neighbour's drawing).
    minShareAtBorder: 0.1,
  });
  const { labels, items } = connectedComponents(lines, 8);
  const inks: number[][] = items.map(() => []);
  for (let i = 0; i < labels.length; i++) {
    if (labels[i] && strokes.data[i]) inks[labels[i]! - 1]!.push(depth[i]!);
  }
  // How dark each line's strongest strokes are (its 90th percentile of depth)...
  const strength = inks.map(
    (ink) => ink.sort((a, b) => a - b)[Math.floor(0.9 * (ink.length - 1))] ?? 0,
  );
  // ...against the darkest line's (the piece is drawn firmest).
  const firmest = Math.max(0, ...strength);
  const alongFrame = linesAlongFrame(labels, items.length, strokes.width, strokes.height);
  const keep = new Uint8Array(items.length + 1);
  for (const item of items) {
    const ink = strength[item.label - 1]!;
    keep[item.label] = ink >= GUIDE_SHARE * firmest || ink >= GUIDE_INK ? 1 : 0;
  }
  // Fragments of the decoration, within its box, go with it; unless that is all there is.
  const decoration = items.filter((item) => alongFrame[item.label]).map((item) => item.box);
  const isDecoration = (item: ComponentInfo) =>
    alongFrame[item.label] === 1 || decoration.some((box) => holdsCentre(box, item.box));
  if (items.some((item) => keep[item.label] && !isDecoration(item))) {
    for (const item of items) if (isDecoration(item)) keep[item.label] = 0;
  }
  const data = new Uint8Array(strokes.data.length);
  for (let i = 0; i < data.length; i++) data[i] = strokes.data[i]! & keep[labels[i]!]!;
  return { ...strokes, data };
}

/**
 * Which lines run along the page's edge rather than being cut across by it: those within
 * FRAME_BAND pixels of one side over at least FRAME_RUN of its length. A piece drawn off the page
 * leaves it at a point or two (a chain, a band); a page's decoration bleeding off it (a catalogue
 * page's illustrated border) or its shaded curl follows the edge. Indexed by label.
 */
function linesAlongFrame(
  labels: Int32Array,
  count: number,
  width: number,
  height: number,
): Uint8Array {
  const along = new Uint8Array(count + 1);
  const band = Math.min(FRAME_BAND, Math.floor(Math.min(width, height) / 2));
  const sides = [
    { length: width, at: (p: number, d: number) => d * width + p },
    { length: width, at: (p: number, d: number) => (height - 1 - d) * width + p },
    { length: height, at: (p: number, d: number) => p * width + d },
    { length: height, at: (p: number, d: number) => p * width + width - 1 - d },
  ];
  const run = new Int32Array(count + 1);
  for (const { length, at } of sides) {
    run.fill(0);
    for (let p = 0; p < length; p++) {
      // Each line counts once per position along the side, however deep in the band it lies.
      const seen = new Set<number>();
      for (let d = 0; d < band; d++) seen.add(labels[at(p, d)]!);
      for (const label of seen) if (label) run[label]!++;
    }
    for (let label = 1; label <= count; label++) {
      if (run[label]! >= FRAME_RUN * length) along[label] = 1;
    }
  }
  return along;
}

function holdsCentre(outer: Box, inner: Box): boolean {
  const x = inner.x + inner.width / 2;
  const y = inner.y + inner.height / 2;
  return x >= outer.x && x < outer.x + outer.width && y >= outer.y && y < outer.y + outer.height;
}

// A box-filtered mask thresholded at half: frayed pencil edges become clean wire outlines.
function smoothOutline(mask: Mask, size: number): Mask {
  const { width, height } = mask;
  const radius = Math.floor(size / 600);
  if (radius < 1) return mask;
  const mean = boxMean(Float32Array.from(mask.data), width, height, radius);
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = mean[i]! >= 0.5 ? 1 : 0;
  return { width, height, data };
}
