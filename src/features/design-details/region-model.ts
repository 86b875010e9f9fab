// The region tool's rules: what each kind is called and drawn as, which regions are shown, and a
// stone's colour from the design's gemstones field.
import type { CutoutRegion, RegionKind } from '../../api/asset';

export const REGION_KIND_LABELS: Record<RegionKind, string> = {
  metal: 'Metal',
  stone: 'Stone',
  open: 'Open',
  wire: 'Wire',
};

export const REGION_KIND_ORDER: RegionKind[] = ['metal', 'stone', 'open', 'wire'];

/** Region 1 of every map is the outside of the drawing: not a part of the piece to set. */
export const OUTSIDE_REGION_ID = 1;

/** The regions the tool shows, largest first (so a smaller one lies on top and takes the click). */
export function shownRegions(regions: CutoutRegion[]): CutoutRegion[] {
  return regions
    .filter((region) => region.id !== OUTSIDE_REGION_ID && region.outline.length >= 3)
    .sort((a, b) => b.area - a.area);
}

/** Gem names (as designers write them in the gemstones field) and the colour each is drawn in. */
const GEM_COLOURS: [RegExp, string][] = [
  // A colour word first: a pink sapphire is pink.
  [/morganite|pink|kunzite/i, '#f2a7b8'],
  [/sapphire|tanzanite|lapis/i, '#2455c3'],
  [/ruby|garnet|rhodolite/i, '#b3122e'],
  [/emerald|jade|tsavorite/i, '#13875a'],
  [/peridot/i, '#8fbf2a'],
  [/amethyst/i, '#8a4fbf'],
  [/aquamarine|topaz|blue zircon/i, '#6cc3e0'],
  [/citrine|yellow/i, '#e8b923'],
  [/onyx|black/i, '#1d1d22'],
  [/opal|pearl|moonstone/i, '#eee8dc'],
  [/diamond|zirconia|moissanite|white|clear/i, '#e6edf5'],
];

export const DEFAULT_STONE_COLOUR = '#e6edf5';

/** The colour of the first gem named in `gemstones` that the studio knows; a diamond's otherwise. */
export function stoneColourFor(gemstones: string | null | undefined): {
  colour: string;
  gem: string | null;
} {
  const text = gemstones?.trim() ?? '';
  for (const [pattern, colour] of GEM_COLOURS) {
    const match = pattern.exec(text);
    if (match) return { colour, gem: match[0].toLowerCase() };
  }
  return { colour: DEFAULT_STONE_COLOUR, gem: null };
}

/** How a region is drawn over the cut-out. */
export function regionFill(region: CutoutRegion, stoneColour: string): string {
  switch (region.kind) {
    case 'metal':
      return 'rgba(212, 172, 60, 0.55)';
    case 'stone':
      return `${region.colour ?? stoneColour}cc`;
    case 'wire':
      return 'rgba(196, 64, 64, 0.6)';
    case 'open':
      return 'rgba(255, 255, 255, 0.01)';
  }
}

export function regionLabel(region: CutoutRegion): string {
  return `Region ${region.id}: ${REGION_KIND_LABELS[region.kind].toLowerCase()}`;
}

/** The part of the cut-out the regions take up, with a margin: what the tool shows. */
export function regionsFrame(
  regions: CutoutRegion[],
  size: { width: number; height: number },
): { x: number; y: number; width: number; height: number } {
  if (regions.length === 0) return { x: 0, y: 0, ...size };
  const x0 = Math.min(...regions.map((r) => r.box.x));
  const y0 = Math.min(...regions.map((r) => r.box.y));
  const x1 = Math.max(...regions.map((r) => r.box.x + r.box.width));
  const y1 = Math.max(...regions.map((r) => r.box.y + r.box.height));
  const margin = Math.round(Math.max(x1 - x0, y1 - y0) * 0.08) + 4;
  const x = Math.max(0, x0 - margin);
  const y = Math.max(0, y0 - margin);
  return {
    x,
    y,
    width: Math.min(size.width, x1 + margin) - x,
    height: Math.min(size.height, y1 + margin) - y,
  };
}

/** SVG points of an outline. */
export function outlinePoints(outline: [number, number][]): string {
  return outline.map(([x, y]) => `${x},${y}`).join(' ');
}
