// The region map stored with a cut-out version: `<cut-out key without .png>.regions.json` beside
// the version's PNG (a version's key never changes, so neither does its map). The map is made the
// first time it is asked for, and again with the designer's kinds when they set them (a new
// cut-out version, see correct-cutout.ts).
import { deflateSync, inflateSync } from 'node:zlib';
import type { Storage } from '../../storage/storage';
import { alphaOfPng } from '../cutout/editable-cutout';
import { regionMapOf, type Region, type RegionKind, type RegionMap } from './region-map';

/** The designer's kind for a region (and a stone's colour). */
export interface RegionChoice {
  id: number;
  kind: RegionKind;
  colour?: string | undefined;
}

export const DESIGNER_CUE = 'set by the designer';

export function regionsKeyOf(cutoutKey: string): string {
  return `${cutoutKey.replace(/\.png$/, '')}.regions.json`;
}

interface StoredMap extends Omit<RegionMap, 'labels'> {
  format: 1;
  /** The label grid: little-endian 16-bit ids, deflated, base64. */
  labels: string;
}

export function encodeRegionMap(map: RegionMap): Buffer {
  const labels = Buffer.from(map.labels.buffer, map.labels.byteOffset, map.labels.byteLength);
  const stored: StoredMap = { ...map, format: 1, labels: deflateSync(labels).toString('base64') };
  return Buffer.from(JSON.stringify(stored));
}

export function decodeRegionMap(bytes: Uint8Array): RegionMap {
  const stored = JSON.parse(Buffer.from(bytes).toString('utf8')) as StoredMap;
  const raw = inflateSync(Buffer.from(stored.labels, 'base64'));
  const labels = new Uint16Array(raw.byteLength / 2);
  for (let i = 0; i < labels.length; i++) labels[i] = raw.readUInt16LE(i * 2);
  const { format: _format, ...rest } = stored;
  return { ...rest, labels };
}

/** The map of the cut-out PNG `png` (a sketch's line art in its alpha). */
export async function regionMapOfCutout(png: Uint8Array): Promise<RegionMap> {
  const { alpha, width, height } = await alphaOfPng(png);
  return regionMapOf(alpha, width, height);
}

/**
 * The map stored with the cut-out under `cutoutKey`, made and stored now if it is not yet; null
 * when the cut-out itself is missing.
 */
export async function storedRegionMap(
  storage: Storage,
  cutoutKey: string,
): Promise<RegionMap | null> {
  const key = regionsKeyOf(cutoutKey);
  const stored = await storage.get(key);
  if (stored) return decodeRegionMap(stored.body);
  const cutout = await storage.get(cutoutKey);
  if (!cutout) return null;
  const map = await regionMapOfCutout(cutout.body);
  await storage.put(key, encodeRegionMap(map), 'application/json');
  return map;
}

/**
 * The map with the designer's choices: each chosen region takes its kind (and a stone its
 * colour). Returns the index of a choice naming no region, or the new map.
 */
export function withChoices(
  map: RegionMap,
  choices: RegionChoice[],
): { map: RegionMap } | { unknown: number } {
  const byId = new Map<number, Region>(map.regions.map((region) => [region.id, region]));
  const unknown = choices.findIndex((choice) => !byId.has(choice.id));
  if (unknown >= 0) return { unknown };
  const chosen = new Map(choices.map((choice) => [choice.id, choice]));
  const regions = map.regions.map((region) => {
    const choice = chosen.get(region.id);
    if (!choice) return region;
    const { colour: _colour, ...rest } = region;
    return {
      ...rest,
      kind: choice.kind,
      cue: DESIGNER_CUE,
      ...(choice.kind === 'stone' && choice.colour ? { colour: choice.colour } : {}),
    };
  });
  return { map: { ...map, regions } };
}

/** A new region takes the designer's kind of the old region covering more than this of it. */
export const CARRY_OVERLAP = 0.5;

/**
 * The designer's choices of `before` carried to `after` (the map of a corrected cut-out of the
 * same image): each region of `after` whose largest overlap with a region of `before` covers more
 * than CARRY_OVERLAP of its area takes that region's kind (and a stone's colour), when the
 * designer set it. The grids may frame the piece differently: they meet in cut-out pixels.
 */
export function carriedChoices(before: RegionMap, after: RegionMap): RegionChoice[] {
  const chosen = new Map(
    before.regions.filter((region) => region.cue === DESIGNER_CUE).map((r) => [r.id, r]),
  );
  if (chosen.size === 0) return [];
  // Per region of `after`: its area on the grid and its overlap with each chosen old region.
  const areas = new Map<number, number>();
  const overlaps = new Map<number, Map<number, number>>();
  for (let gy = 0; gy < after.height; gy++) {
    const y = after.origin.y + (gy + 0.5) / after.scale;
    const by = Math.floor((y - before.origin.y) * before.scale);
    for (let gx = 0; gx < after.width; gx++) {
      const id = after.labels[gy * after.width + gx]!;
      if (id === 0) continue;
      areas.set(id, (areas.get(id) ?? 0) + 1);
      const x = after.origin.x + (gx + 0.5) / after.scale;
      const bx = Math.floor((x - before.origin.x) * before.scale);
      if (bx < 0 || by < 0 || bx >= before.width || by >= before.height) continue;
      const old = before.labels[by * before.width + bx]!;
      if (!chosen.has(old)) continue;
      let counts = overlaps.get(id);
      if (!counts) overlaps.set(id, (counts = new Map()));
      counts.set(old, (counts.get(old) ?? 0) + 1);
    }
  }
  const choices: RegionChoice[] = [];
  for (const region of after.regions) {
    const counts = overlaps.get(region.id);
    if (!counts) continue;
    const [oldId, shared] = [...counts].reduce((a, b) => (b[1] > a[1] ? b : a));
    if (shared <= CARRY_OVERLAP * areas.get(region.id)!) continue;
    const old = chosen.get(oldId)!;
    choices.push({
      id: region.id,
      kind: old.kind,
      ...(old.kind === 'stone' && old.colour ? { colour: old.colour } : {}),
    });
  }
  return choices;
}
