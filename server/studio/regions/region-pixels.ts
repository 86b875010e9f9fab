// The region map read at the cut-out's pixels: which region each pixel of a `width` x `height`
// copy of the cut-out (`scale` times its size) belongs to, and the stones among them.
import type { Rgb } from '../render/canvas';
import type { RegionMap, StoneCut } from './region-map';

/** Diamond white when a stone has no colour of its own. */
export const DEFAULT_STONE: Rgb = [226, 234, 244];

/** The region id under each pixel (0: a drawn line or outside the map). */
export function regionIdsAt(map: RegionMap, width: number, height: number, scale: number) {
  const ids = new Uint16Array(width * height);
  for (let y = 0; y < height; y++) {
    const gy = Math.floor((y / scale - map.origin.y) * map.scale);
    if (gy < 0 || gy >= map.height) continue;
    for (let x = 0; x < width; x++) {
      const gx = Math.floor((x / scale - map.origin.x) * map.scale);
      if (gx < 0 || gx >= map.width) continue;
      ids[y * width + x] = map.labels[gy * map.width + gx]!;
    }
  }
  return ids;
}

/** A stone's colour: the designer's, or diamond white. */
export function stoneColour(colour: string | undefined | null): Rgb {
  if (!colour) return DEFAULT_STONE;
  const v = Number.parseInt(colour.replace('#', ''), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** An emerald cut is cut in steps parallel to its sides; the other outlines as brilliants. */
export function isStepCut(cut: StoneCut | undefined): boolean {
  return cut === 'emerald';
}

export interface StonePlane {
  /** Per pixel of the cut-out: 0, or the number (1-255) of the stone there. */
  plane: Uint8Array;
  /** Colour of stone number k at index k - 1. */
  colours: Rgb[];
  /** Whether stone number k (index k - 1) is step cut (an emerald cut). */
  stepCut?: boolean[];
}

/** The stones of the map at the cut-out's own pixels (`width` x `height`), numbered from 1. */
export function stonePlane(map: RegionMap, width: number, height: number): StonePlane {
  const numberOf = new Map<number, number>();
  const colours: Rgb[] = [];
  const stepCut: boolean[] = [];
  for (const region of map.regions) {
    if (region.kind !== 'stone' || colours.length === 255) continue;
    colours.push(stoneColour(region.colour));
    stepCut.push(isStepCut(region.cut));
    numberOf.set(region.id, colours.length);
  }
  const ids = regionIdsAt(map, width, height, 1);
  const plane = new Uint8Array(width * height);
  for (let i = 0; i < plane.length; i++) plane[i] = numberOf.get(ids[i]!) ?? 0;
  return { plane, colours, stepCut };
}
