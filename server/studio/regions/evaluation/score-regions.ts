// Scores a region map against a synthetic sketch's truth: each drawn region (the outside aside)
// is right when the kind the map gives most of its pixels is its own kind.
import { segmentPiece } from '../../cutout/segment-piece';
import { distanceToUnset } from '../../imaging/distance';
import { maskDataWhere } from '../../imaging/mask';
import { regionMapOf, type RegionKind, type RegionMap } from '../region-map';
import type { SyntheticSketch } from './synthetic-sketches';

/** Drawn regions smaller than this (pixels of the drawing) are not scored. */
const MIN_TRUTH_PIXELS = 40;
/** A drawn region is whole when one region of the map holds this share of its mapped pixels. */
const WHOLE_SHARE = 0.85;
/** Cut-out ink farther than this (pixels) from the drawn piece is stray: notes, marks. */
const STRAY_REACH = 6;
/** A drawing keeps stray ink when the cut-out holds more than this many such pixels. */
export const STRAY_PIXELS = 20;

export interface SketchScore {
  name: string;
  /** Drawn regions scored, and how many got their kind. */
  scored: number;
  correct: number;
  /** Each wrong region: its part, its kind, what the map said. */
  mistakes: string[];
  /**
   * Per drawn kind: regions scored, right, and whole (right, with at least WHOLE_SHARE of its
   * mapped pixels in one region of the map: a faceted stone is one stone, not several gems).
   */
  byKind: Record<RegionKind, { scored: number; correct: number; whole: number }>;
  /**
   * Pixels of the drawn regions (the outside aside): per drawn kind, how many the map gives each
   * kind (or leaves on a line). A surface's pixels the map leaves on a line are not counted.
   */
  pixels: Record<RegionKind, Record<RegionKind | 'line', number>>;
  /**
   * Drawn stones, each whole, whose region of the map also holds another drawn stone: two stones
   * side by side mapped as one gem. Counted as right and whole above, so reported on its own.
   */
  mergedStones: number;
  /** Pixels of the cut-out farther than STRAY_REACH from the drawn piece (notes, marks kept). */
  strayInk: number;
  seconds: number;
}

const KINDS: RegionKind[] = ['metal', 'stone', 'open', 'wire'];

/** An empty confusion table of pixels, drawn kind by mapped kind. */
export function emptyPixelTable(): SketchScore['pixels'] {
  const row = () => ({ metal: 0, stone: 0, open: 0, wire: 0, line: 0 });
  return { metal: row(), stone: row(), open: row(), wire: row() };
}

/** IoU per kind from a pixel table: pixels both call k over pixels either calls k. */
export function kindIoU(pixels: SketchScore['pixels']): Record<RegionKind, number | null> {
  const out = {} as Record<RegionKind, number | null>;
  for (const kind of KINDS) {
    const both = pixels[kind][kind];
    let truth = 0;
    for (const n of Object.values(pixels[kind])) truth += n;
    let mapped = 0;
    for (const drawn of KINDS) mapped += pixels[drawn][kind];
    const union = truth + mapped - both;
    out[kind] = union > 0 ? both / union : null;
  }
  return out;
}

/** The kind the map gives the drawing's pixel (x, y), or null on a drawn line. */
export function kindAt(map: RegionMap, x: number, y: number): RegionKind | null {
  const gx = Math.floor((x - map.origin.x) * map.scale);
  const gy = Math.floor((y - map.origin.y) * map.scale);
  if (gx < 0 || gy < 0 || gx >= map.width || gy >= map.height) return 'open';
  const label = map.labels[gy * map.width + gx]!;
  if (label === 0) return null;
  return map.regions.find((region) => region.id === label)?.kind ?? null;
}

export async function scoreSketch(
  sketch: SyntheticSketch,
): Promise<SketchScore & { map: RegionMap }> {
  const started = performance.now();
  const { width, height } = sketch.image;
  const { alpha } = await segmentPiece(sketch.image, 'sketch');
  const map = await regionMapOf(alpha, width, height);
  const seconds = (performance.now() - started) / 1000;
  // Distance from each pixel off the piece to the piece (its outlines and regions).
  const offPiece = maskDataWhere(sketch.truth.length, (i) => sketch.truth[i] === 0);
  const fromPiece = distanceToUnset({ width, height, data: offPiece });
  let strayInk = 0;
  for (let i = 0; i < alpha.length; i++) {
    if (alpha[i]! >= 128 && fromPiece[i]! > STRAY_REACH) strayInk++;
  }
  const kindById = new Map(map.regions.map((region) => [region.id, region.kind]));
  const votes = sketch.regions.map(() => new Map<RegionKind | 'line', number>());
  const byLabel = sketch.regions.map(() => new Map<number, number>());
  const sizes = new Int32Array(sketch.regions.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const truth = sketch.truth[y * width + x]!;
      if (truth < 0) continue;
      sizes[truth]!++;
      const gx = Math.floor((x - map.origin.x) * map.scale);
      const gy = Math.floor((y - map.origin.y) * map.scale);
      const inside = gx >= 0 && gy >= 0 && gx < map.width && gy < map.height;
      const label = inside ? map.labels[gy * map.width + gx]! : -1;
      const kind: RegionKind | 'line' =
        label < 0 ? 'open' : label === 0 ? 'line' : kindById.get(label)!;
      const tally = votes[truth]!;
      tally.set(kind, (tally.get(kind) ?? 0) + 1);
      if (label > 0) byLabel[truth]!.set(label, (byLabel[truth]!.get(label) ?? 0) + 1);
    }
  }
  let scored = 0;
  let correct = 0;
  const mistakes: string[] = [];
  const byKind = {} as SketchScore['byKind'];
  for (const kind of KINDS) byKind[kind] = { scored: 0, correct: 0, whole: 0 };
  const pixels = emptyPixelTable();
  // The map region holding each whole drawn stone.
  const stoneRegions: number[] = [];
  sketch.regions.forEach((region, id) => {
    if (id === 0 || sizes[id]! < MIN_TRUTH_PIXELS) return;
    const tally = votes[id]!;
    for (const [kind, n] of tally) {
      if (kind !== 'line' || region.kind === 'wire') pixels[region.kind][kind] += n;
    }
    // A wire is its drawn line; a surface is judged by its pixels the map gives a region.
    if (region.kind !== 'wire') tally.delete('line');
    let best: RegionKind | 'line' = 'line';
    let bestVotes = -1;
    for (const [kind, n] of tally) {
      if (n > bestVotes) {
        best = kind;
        bestVotes = n;
      }
    }
    scored++;
    byKind[region.kind].scored++;
    if (best === region.kind) {
      correct++;
      byKind[region.kind].correct++;
      let mapped = 0;
      let largest = 0;
      let largestLabel = 0;
      for (const [label, n] of byLabel[id]!) {
        mapped += n;
        if (n > largest) [largest, largestLabel] = [n, label];
      }
      if (largest >= WHOLE_SHARE * mapped) {
        byKind[region.kind].whole++;
        if (region.kind === 'stone') stoneRegions.push(largestLabel);
      } else mistakes.push(`${region.part} (${region.kind}) in pieces`);
    } else mistakes.push(`${region.part} (${region.kind}) → ${best}`);
  });
  const mergedStones = stoneRegions.filter(
    (label) => stoneRegions.indexOf(label) !== stoneRegions.lastIndexOf(label),
  ).length;
  return {
    name: sketch.name,
    scored,
    correct,
    mistakes,
    byKind,
    pixels,
    mergedStones,
    strayInk,
    seconds,
    map,
  };
}
