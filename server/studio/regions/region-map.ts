// The region map of a sketch: the closed regions of its line art (small pencil gaps closed), each
// labelled metal, stone, open or wire with the cue that decided it. It is computed from the stored
// cut-out's alpha (the line art), on a copy of the piece no longer than ANALYSIS_SIDE, and kept as
// a label grid (0: a drawn line) with each region's kind, area, box and outline in cut-out pixels.
import { boxWhere } from '../imaging/mask';
import { openCv, type OpenCv } from '../imaging/opencv';
import { bridgeGaps } from './bridge-gaps';

export const REGION_KINDS = ['metal', 'stone', 'open', 'wire'] as const;
export type RegionKind = (typeof REGION_KINDS)[number];

/** A stone's drawn outline, as a gem is cut. */
export type StoneCut = 'round' | 'oval' | 'emerald' | 'pear' | 'marquise' | 'cushion';

export interface Region {
  /** 1, 2, …: stable for a given cut-out (the map is computed the same way every time). */
  id: number;
  kind: RegionKind;
  /** Which cue decided the kind (or that the designer set it). */
  cue: string;
  /** In cut-out pixels. */
  area: number;
  box: { x: number; y: number; width: number; height: number };
  /** Outer outline in cut-out pixels (a simplified polygon). */
  outline: [number, number][];
  /** A stone's cut, from its outline. */
  cut?: StoneCut;
  /** A stone's colour, as the designer set it (CSS hex). */
  colour?: string;
  /**
   * Filled in with ink (dense hatching or shading): its ink is the designer's tone, not lines.
   * A measurement of the drawing, so it stays when the designer sets another kind.
   */
  filledIn?: boolean;
}

export interface RegionMap {
  /** The label grid: analysis pixels, each a region id or 0 for a drawn line. */
  width: number;
  height: number;
  labels: Uint16Array;
  /** Grid pixel (gx, gy) is cut-out pixel (x + gx / scale, y + gy / scale). */
  origin: { x: number; y: number };
  scale: number;
  /** The drawn line's width, in grid pixels. */
  strokeWidth: number;
  regions: Region[];
}

/** The cue of a surface filled in with ink (dense hatching or shading) rather than outlined. */
export const FILLED_IN_CUE = 'filled in: dense hatching or shading';

/** Long side of the analysis copy of the piece. */
export const ANALYSIS_SIDE = 640;
/** Alpha from which a pixel is ink. */
const INK_LEVEL = 96;
/** Pencil gaps up to this share of the piece are closed. */
const GAP_SHARE = 0.03;
/** Two line ends facing each other across a gap up to this share of the piece are joined. */
const BRIDGE_SHARE = 0.15;
/** The narrow scale's closing, which keeps thin bands open. */
const FINE_GAP_SHARE = 0.008;
/** A cell narrower than this share of the piece (inscribed radius) is part of a drawn texture. */
const TEXTURE_RADIUS_SHARE = 0.03;
/** Enclosed cells of at least this share of the piece's area are holes, smaller ones stones. */
const HOLE_SHARE = 0.1;
/** A closed shape on its own of at least this share of the piece's area is a surface. */
const SURFACE_SHARE = 0.08;
/** A texture whose cells are elongated along one direction this consistently is hatching. */
const HATCH_ALIGNMENT = 0.6;
/** A narrow cell filling under this share of its convex hull is curved: a band, not a facet. */
const BAND_SOLIDITY = 0.85;
/** No cut of stone is longer than this over its width (a long baguette is about 4). */
const STONE_MAX_ASPECT = 6;
/** A group this much longer than wide, on the outside, is a chain of links. */
const CHAIN_ASPECT = 3;
/**
 * A shape whose neighbours are each at least this share the outside and a hole runs between them:
 * a piece of the band (measured 0.34-0.45 each; a stone on a ring's top: under 0.12 the hole).
 */
const BAND_PIECE_SIDE = 0.2;
/**
 * Shapes round a stone that line this share of its outline, and meet one another only at the
 * stone, are its bezel split where the stone touches it (facets meet one another along lines).
 */
const SPLIT_BEZEL_COVER = 0.75;
/** ...and meet one another over at most this share of their area (beyond the stone's reach). */
const SPLIT_BEZEL_CONTACT = 0.05;

interface Cell {
  label: number;
  area: number;
  x: number;
  y: number;
  width: number;
  height: number;
  inradius: number;
  touchesBorder: boolean;
  /** Filled in with ink (dense hatching or shading) rather than enclosed by lines. */
  solid?: boolean;
}

/** The region map of a sketch cut-out's alpha (`width` × `height`). */
export async function regionMapOf(
  alpha: Uint8Array,
  width: number,
  height: number,
): Promise<RegionMap> {
  const cv = await openCv();
  const frame = pieceFrame(alpha, width, height);
  const mats: { delete(): void }[] = [];
  const mat = <T>(m: T): T => {
    mats.push(m as { delete(): void });
    return m;
  };
  try {
    const source = mat(new cv.Mat(frame.height, frame.width, cv.CV_8UC1));
    for (let y = 0; y < frame.height; y++) {
      const row = (frame.y + y) * width + frame.x;
      source.data.set(alpha.subarray(row, row + frame.width), y * frame.width);
    }
    const w = Math.max(1, Math.round(frame.width * frame.scale));
    const h = Math.max(1, Math.round(frame.height * frame.scale));
    const small = mat(new cv.Mat());
    cv.resize(source, small, new cv.Size(w, h), 0, 0, cv.INTER_AREA);
    const ink = mat(new cv.Mat());
    cv.threshold(small, ink, INK_LEVEL - 1, 255, cv.THRESH_BINARY);
    const size = inkSize(ink.data as Uint8Array, w, h);
    const strokeWidth = strokeWidthOf(cv, ink, mat);

    // Cells at two scales: the wide closing bridges pencil gaps, the narrow one keeps the thin
    // bands (a bezel, a bail) the wide one fills in.
    const gap = odd(Math.max(5, Math.round(size * GAP_SHARE)));
    // Breaks wider than the closings below: two line ends facing each other are joined (and an
    // end within a closing's reach of the line it heads for is carried on to it).
    bridgeGaps(ink.data as Uint8Array, w, h, {
      maxGap: Math.round(size * BRIDGE_SHARE),
      teeGap: gap,
      strokeWidth,
    });
    const fine = odd(Math.max(3, Math.round(size * FINE_GAP_SHARE)));
    const wide = cellsAt(cv, ink, gap, mat);
    const narrow = cellsAt(cv, ink, fine, mat);
    const merged = mergeScales(wide.labels, wide.count, narrow.labels, narrow.count);
    const free = mat(new cv.Mat(h, w, cv.CV_8UC1, new cv.Scalar(0)));
    const freeData = free.data as Uint8Array;
    for (let i = 0; i < merged.length; i++) if (merged[i]) freeData[i] = 255;
    const inside = mat(new cv.Mat());
    cv.distanceTransform(free, inside, cv.DIST_L2, 3);
    const cells = cellsOf(merged, inside.data32F as Float32Array, w, h);
    const nextLabel = wide.count + narrow.count + 1;
    cells.push(...solidAreas(cv, wide.closed, merged, nextLabel, strokeWidth, gap, mat));
    const cellLabels = { data32S: merged };
    const grid = new Grid(w, h, cellLabels.data32S as Int32Array, ink.data as Uint8Array);
    const labelled = classify(cv, grid, cells, { size, strokeWidth, gap }, mat);
    const regions = describe(cv, grid, labelled, frame, mat);
    return {
      width: w,
      height: h,
      labels: grid.labels,
      origin: { x: frame.x, y: frame.y },
      scale: frame.scale,
      strokeWidth,
      regions,
    };
  } finally {
    for (const m of mats) m.delete();
  }
}

// ---------------------------------------------------------------------------------------------
// Geometry of the piece

interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
  scale: number;
}

/** The piece's box with a margin (so the outside surrounds it), and the analysis scale. */
function pieceFrame(alpha: Uint8Array, width: number, height: number): Frame {
  const box = boxWhere(width, height, (i) => alpha[i]! >= INK_LEVEL);
  if (!box)
    return {
      x: 0,
      y: 0,
      width,
      height,
      scale: Math.min(1, ANALYSIS_SIDE / Math.max(width, height)),
    };
  const margin = Math.round(Math.max(box.width - 1, box.height - 1) * 0.04) + 4;
  const x = Math.max(0, box.x - margin);
  const y = Math.max(0, box.y - margin);
  const frameWidth = Math.min(width, box.x + box.width + margin) - x;
  const frameHeight = Math.min(height, box.y + box.height + margin) - y;
  const scale = Math.min(1, ANALYSIS_SIDE / Math.max(frameWidth, frameHeight));
  return { x, y, width: frameWidth, height: frameHeight, scale };
}

function inkSize(ink: Uint8Array, width: number, height: number): number {
  const box = boxWhere(width, height, (i) => ink[i] !== 0);
  return box ? Math.max(8, box.width, box.height) : 8;
}

/**
 * A stroke's width: on average a stroke pixel lies a quarter of the width from its edge. Measured
 * on the strokes only: ink whose nearest ridge of the distance transform is more than twice the
 * commonest ridge height is a filled area (dense pencil shading), which would otherwise pass for
 * one stroke tens of pixels wide.
 */
function strokeWidthOf(cv: OpenCv, ink: OpenCv, mat: <T>(m: T) => T): number {
  const distance = mat(new cv.Mat());
  cv.distanceTransform(ink, distance, cv.DIST_L2, 3);
  const values = distance.data32F as Float32Array;
  const typical = commonestRidge(cv, distance, mat);
  const reach = odd(2 * Math.ceil(typical) + 1);
  const nearestRidge = mat(new cv.Mat());
  cv.dilate(
    distance,
    nearestRidge,
    mat(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(reach, reach))),
  );
  const ridge = nearestRidge.data32F as Float32Array;
  let sum = 0;
  let n = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v <= 0 || ridge[i]! > 2 * typical) continue;
    sum += v;
    n++;
  }
  return n === 0 ? 1 : Math.max(1, (4 * sum) / n - 1);
}

/** The commonest height (in half pixels) of the distance transform's ridges: a stroke's half width. */
function commonestRidge(cv: OpenCv, distance: OpenCv, mat: <T>(m: T) => T): number {
  const around = mat(new cv.Mat());
  cv.dilate(distance, around, mat(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(3, 3))));
  const d = distance.data32F as Float32Array;
  const a = around.data32F as Float32Array;
  const counts = new Map<number, number>();
  for (let i = 0; i < d.length; i++) {
    if (d[i]! <= 0 || d[i]! < a[i]!) continue;
    const bin = Math.round(d[i]! * 2);
    counts.set(bin, (counts.get(bin) ?? 0) + 1);
  }
  let best = 2;
  let most = 0;
  for (const [bin, count] of counts) {
    if (count > most || (count === most && bin < best)) [best, most] = [bin, count];
  }
  return best / 2;
}

/**
 * Areas filled in with ink (hatching dense enough to close up, shading): what survives opening the
 * closed line art with a disc wider than a line. Added as cells labelled from `count` on.
 */
function solidAreas(
  cv: OpenCv,
  closed: OpenCv,
  cellLabels: Int32Array,
  count: number,
  strokeWidth: number,
  gap: number,
  mat: <T>(m: T) => T,
): Cell[] {
  const d = odd(Math.ceil(2 * strokeWidth + gap) + 2);
  const opened = mat(new cv.Mat());
  cv.morphologyEx(
    closed,
    opened,
    cv.MORPH_OPEN,
    mat(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(d, d))),
  );
  const labels = mat(new cv.Mat());
  const stats = mat(new cv.Mat());
  const centroids = mat(new cv.Mat());
  const n = cv.connectedComponentsWithStats(opened, labels, stats, centroids, 8, cv.CV_32S);
  const s = stats.data32S as Int32Array;
  const l = labels.data32S as Int32Array;
  const cells: Cell[] = [];
  const labelOf = new Int32Array(n);
  for (let c = 1; c < n; c++) {
    const area = s[c * 5 + 4]!;
    if (area < 4 * d * d) continue;
    labelOf[c] = count + cells.length;
    cells.push({
      label: labelOf[c]!,
      area,
      x: s[c * 5]!,
      y: s[c * 5 + 1]!,
      width: s[c * 5 + 2]!,
      height: s[c * 5 + 3]!,
      inradius: d / 2,
      touchesBorder: false,
      solid: true,
    });
  }
  for (let i = 0; i < l.length; i++)
    if (labelOf[l[i]!] && !cellLabels[i]) cellLabels[i] = labelOf[l[i]!]!;
  return cells;
}

const odd = (n: number) => (n % 2 === 0 ? n + 1 : n);

/** The line art closed with a disc of `diameter`, and the cells (4-connected) between its lines. */
function cellsAt(cv: OpenCv, ink: OpenCv, diameter: number, mat: <T>(m: T) => T) {
  const closed = mat(new cv.Mat());
  const kernel = mat(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(diameter, diameter)));
  cv.morphologyEx(ink, closed, cv.MORPH_CLOSE, kernel);
  const free = mat(new cv.Mat());
  cv.bitwise_not(closed, free);
  const labels = mat(new cv.Mat());
  const count = cv.connectedComponents(free, labels, 4, cv.CV_32S) as number;
  return { closed, labels: labels.data32S as Int32Array, count };
}

/**
 * The wide scale's cells, and the narrow scale's cells the wide closing filled in (thin bands):
 * labels 1…wideCount, then wideCount + the narrow label.
 */
function mergeScales(
  wide: Int32Array,
  wideCount: number,
  narrow: Int32Array,
  narrowCount: number,
): Int32Array {
  const merged = Int32Array.from(wide);
  const area = new Int32Array(narrowCount);
  const overlap = new Int32Array(narrowCount);
  for (let i = 0; i < narrow.length; i++) {
    const l = narrow[i]!;
    if (!l) continue;
    area[l]!++;
    if (wide[i]) overlap[l]!++;
  }
  for (let i = 0; i < narrow.length; i++) {
    const l = narrow[i]!;
    if (l && !wide[i] && overlap[l]! < 0.25 * area[l]!) merged[i] = wideCount + l;
  }
  return merged;
}

function cellsOf(labels: Int32Array, inside: Float32Array, width: number, height: number): Cell[] {
  const byLabel = new Map<number, Cell & { x1: number; y1: number }>();
  for (let i = 0; i < labels.length; i++) {
    const l = labels[i]!;
    if (!l) continue;
    const x = i % width;
    const y = (i - x) / width;
    let cell = byLabel.get(l);
    if (!cell) {
      cell = {
        label: l,
        area: 0,
        x,
        y,
        width: 1,
        height: 1,
        x1: x,
        y1: y,
        inradius: 0,
        touchesBorder: false,
      };
      byLabel.set(l, cell);
    }
    cell.area++;
    if (x < cell.x) cell.x = x;
    if (x > cell.x1) cell.x1 = x;
    if (y > cell.y1) cell.y1 = y;
    if (inside[i]! > cell.inradius) cell.inradius = inside[i]!;
  }
  return [...byLabel.values()].map(({ x1, y1, ...cell }) => ({
    ...cell,
    width: x1 - cell.x + 1,
    height: y1 - cell.y + 1,
    touchesBorder: cell.x === 0 || cell.y === 0 || x1 === width - 1 || y1 === height - 1,
  }));
}

// ---------------------------------------------------------------------------------------------
// Labelling

/** The cells of the closed line art, and the label grid the regions are written into. */
class Grid {
  readonly labels: Uint16Array;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly cells: Int32Array,
    readonly ink: Uint8Array,
  ) {
    this.labels = new Uint16Array(width * height);
  }
}

type Labelled = Pick<Region, 'id' | 'kind' | 'cue' | 'cut' | 'filledIn'>;

interface Scale {
  size: number;
  strokeWidth: number;
  gap: number;
}

/** A cell, a texture (cells one drawn line apart) or a solid: one region to decide. */
interface Unit {
  cells: Cell[];
  area: number;
  boxArea: number;
  texture?: { kind: RegionKind; cue: string };
  solid?: boolean;
}

/** Groups cells into regions, decides each one's kind, and writes the label grid. */
function classify(
  cv: OpenCv,
  grid: Grid,
  cells: Cell[],
  scale: Scale,
  mat: <T>(m: T) => T,
): Labelled[] {
  const { labels } = grid;
  const minArea = Math.max(4, scale.strokeWidth * scale.strokeWidth * 1.5);
  const textureRadius = Math.max(scale.strokeWidth * 1.5, scale.size * TEXTURE_RADIUS_SHARE);
  const out: Labelled[] = [];
  const newRegion = (kind: RegionKind, cue: string): Labelled => {
    const region = { id: out.length + 1, kind, cue };
    out.push(region);
    return region;
  };

  // The outside: every cell that reaches the frame's edge.
  const outside = newRegion('open', 'outside the drawing');
  const kept = cells.filter((cell) => cell.area >= minArea);
  const enclosed = kept.filter((cell) => !cell.touchesBorder);
  const unitOfCell = new Map<number, number>();
  for (const cell of kept) if (cell.touchesBorder) unitOfCell.set(cell.label, -1);

  // Drawn textures: narrow cells side by side (hatching, facets, the links of a chain).
  const units: Unit[] = [];
  const addUnit = (unit: Omit<Unit, 'area' | 'boxArea'>) => {
    for (const cell of unit.cells) unitOfCell.set(cell.label, units.length);
    units.push({
      ...unit,
      area: unit.cells.reduce((sum, cell) => sum + cell.area, 0),
      boxArea: unionBoxArea(unit.cells),
    });
  };
  // A thin band round or along something (a bezel, a bail) is a shape of its own, not a texture's
  // cell.
  const narrow = enclosed.filter(
    (cell) =>
      !cell.solid && cell.inradius < textureRadius && !bandRoundSomething(cv, grid, cell, mat),
  );
  const groups = textureGroups(cv, grid, narrow, scale, mat);
  for (const members of groups.values()) {
    if (members.length < 3) for (const cell of members) addUnit({ cells: [cell] });
    else {
      const texture = textureKind(cv, grid, members, mat);
      // A round shape among hatching (a stone set in a hatched band) is a shape of its own.
      const own =
        texture.kind === 'metal' ? members.filter((cell) => isRound(cv, grid, cell, mat)) : [];
      addUnit({ cells: members.filter((cell) => !own.includes(cell)), texture });
      for (const cell of own) addUnit({ cells: [cell] });
    }
  }
  const grouped = new Set(narrow);
  for (const cell of enclosed)
    if (!grouped.has(cell)) addUnit({ cells: [cell], solid: !!cell.solid });

  // Each unit's parent: the larger unit beyond most of its outline (-1: the outside).
  const neighbours = units.map((unit) => neighbourVotes(grid, unit.cells, unitOfCell, scale));
  const parentOf = units.map((unit, u) => {
    let best = -1;
    let bestVotes = 0;
    for (const [other, votes] of neighbours[u]!) {
      if (other === u || (other >= 0 && units[other]!.boxArea <= unit.boxArea)) continue;
      if (votes > bestVotes) {
        best = other;
        bestVotes = votes;
      }
    }
    return best;
  });
  const hasChildren = units.map((_, u) => parentOf.includes(u));
  // Whether what a unit holds is pieces of a band round it: every shape it holds sits on its rim
  // (reaches the outside or the unit's own parent), and some reach the outside, as the pieces of
  // a band set with stones round a bangle's inside do. A stone in a bezel reaches neither.
  const ringedByBandPieces = (u: number) => {
    const held = units.flatMap((_, c) => (parentOf[c] === u ? [c] : []));
    const parent = parentOf[u]!;
    return (
      held.some((c) => neighbours[c]!.has(-1)) &&
      held.every((c) => neighbours[c]!.has(-1) || (parent >= 0 && neighbours[c]!.has(parent)))
    );
  };
  const pieceArea = enclosed.reduce((sum, cell) => sum + cell.area, 0) + inkArea(grid);
  const smallTopLevel = units.filter(
    (unit, u) =>
      parentOf[u] === -1 &&
      !hasChildren[u] &&
      !unit.texture &&
      unit.area < SURFACE_SHARE * pieceArea,
  ).length;
  // A chain: only loops side by side, none holding anything, in a long row.
  const topLevel = units.filter((_, u) => parentOf[u] === -1);
  const chain =
    topLevel.length >= 3 &&
    topLevel.every((unit) => !unit.solid && !hasChildren[units.indexOf(unit)]) &&
    rowAspect(
      cv,
      grid,
      topLevel.flatMap((unit) => unit.cells),
      mat,
    ) >= CHAIN_ASPECT;

  // Decided from the largest down, so a unit's parent and larger neighbours are known first.
  const regionOfUnit = new Int32Array(units.length);
  const kindOfUnit = (u: number): RegionKind => (u < 0 ? 'open' : out[regionOfUnit[u]! - 1]!.kind);
  const order = units.map((_, u) => u).sort((a, b) => units[b]!.boxArea - units[a]!.boxArea);
  const metalBeside = (u: number) =>
    [...neighbours[u]!.keys()].some(
      (other) =>
        other >= 0 &&
        other !== u &&
        parentOf[other] !== u &&
        regionOfUnit[other] &&
        kindOfUnit(other) === 'metal',
    );
  // Holes whose shapes all sit on their rim: those shapes belong to the band round the hole.
  const rimHoles = new Set<number>();
  for (const u of order) {
    const unit = units[u]!;
    const parent = rimHoles.has(parentOf[u]!) ? parentOf[parentOf[u]!]! : parentOf[u]!;
    const parentKind = kindOfUnit(parent);
    const nextToMetal = [...neighbours[u]!.keys()].some(
      (other) => other >= 0 && regionOfUnit[other] && kindOfUnit(other) === 'metal',
    );
    let region: Labelled;
    if (unit.texture) {
      if (unit.texture.kind === 'open') {
        // A chain's links: each link's inside is open; their strokes become wire below.
        for (const cell of unit.cells) {
          const link = newRegion('open', unit.texture.cue);
          for (const i of cellPixels(grid, cell)) labels[i] = link.id;
        }
        regionOfUnit[u] = out.length;
        continue;
      }
      region = newRegion(unit.texture.kind, unit.texture.cue);
    } else if (chain && parent === -1) {
      region = newRegion('open', 'a link of a chain: loops in a long row');
    } else if (unit.solid) {
      region = newRegion('metal', FILLED_IN_CUE);
      region.filledIn = true;
    } else if (parentKind === 'stone') {
      // The table or a facet of a stone is that stone.
      region = out[regionOfUnit[parent]! - 1]!;
    } else if (
      parentKind === 'metal' &&
      hasChildren[u] &&
      unit.area >= HOLE_SHARE * pieceArea &&
      !neighbours[u]!.has(-1) &&
      ringedByBandPieces(u)
    ) {
      region = newRegion('open', 'a large closed shape the band goes round in pieces: a hole');
      rimHoles.add(u);
    } else if (hasChildren[u]) {
      region = newRegion('metal', 'a surface holding other shapes');
    } else if (parent === -1) {
      if (unit.area >= SURFACE_SHARE * pieceArea) {
        region = newRegion('metal', 'a surface inside the outline');
      } else if (nextToMetal) {
        const cut = stoneCut(cv, grid, unit.cells, mat);
        region = newRegion('stone', `a small ${cut} outline set on the metal`);
        region.cut = cut;
      } else if (smallTopLevel >= 3) {
        region = newRegion('open', 'one of several small loops: a chain’s link');
      } else {
        region = newRegion('metal', 'a surface inside the outline');
      }
    } else if (parentKind === 'metal') {
      const loop =
        parent >= 0 &&
        parentOf[parent] === -1 &&
        units[parent]!.area < 3 * unit.area &&
        !metalBeside(parent);
      if (unit.area >= HOLE_SHARE * pieceArea) {
        region = newRegion('open', 'a large closed shape in the metal: a hole');
      } else if (loop && !unit.texture) {
        region = newRegion('open', 'the hole of a loop on its own (a bail or jump ring)');
      } else if (rowAspect(cv, grid, unit.cells, mat) > STONE_MAX_ASPECT) {
        region = newRegion('metal', 'a strip far longer than any cut of stone: part of the metal');
      } else {
        const cut = stoneCut(cv, grid, unit.cells, mat);
        region = newRegion('stone', `a small ${cut} outline inside metal`);
        region.cut = cut;
      }
    } else {
      region = newRegion('metal', 'a surface inside a hole');
    }
    regionOfUnit[u] = region.id;
    for (const cell of unit.cells) for (const i of cellPixels(grid, cell)) labels[i] = region.id;
    if (unit.texture) fillTextureLines(cv, grid, unit.cells, region.id, scale, mat);
  }
  for (const cell of kept) {
    if (cell.touchesBorder) for (const i of cellPixels(grid, cell)) labels[i] = outside.id;
  }
  mergeFacets(cv, grid, out, outside.id, scale, HOLE_SHARE * pieceArea, mat);
  for (const region of out) {
    if (region.kind === 'stone' && !region.cut)
      region.cut = stoneCut(cv, grid, null, mat, region.id);
  }

  // Wire: drawn lines with no metal or stone beside them (a chain, a prong, a hook).
  markWire(cv, grid, out, scale, newRegion, mat);
  return out;
}

/**
 * Facets drawn inside one stone's outline: stones one drawn line apart, with any smaller region
 * their outline encloses (a table taken for a hole or a surface), become one stone when their
 * union is one convex-ish shape smaller than a hole (its cut then comes from the union's outline).
 * A cluster that is not convex (stones in a row along a band) stays apart. A "stone" that is a
 * piece of a band cut off between stones becomes metal first, and is merged into none.
 */
function mergeFacets(
  cv: OpenCv,
  grid: Grid,
  out: Labelled[],
  outsideId: number,
  scale: Scale,
  maxArea: number,
  mat: <T>(m: T) => T,
): void {
  const area = new Map<number, number>();
  for (const l of grid.labels) if (l) area.set(l, (area.get(l) ?? 0) + 1);
  // Specks (the inside of a prong's dot) join a stone only when its outline encloses them.
  const speck = 4 * scale.strokeWidth * scale.strokeWidth;
  const stones = out.filter(
    (region) => region.kind === 'stone' && (area.get(region.id) ?? 0) >= speck,
  );
  if (stones.length === 0) return;
  const index = new Map(stones.map((stone, k) => [stone.id, k]));
  const reach = odd(Math.ceil(scale.strokeWidth + scale.gap / 2) * 2 + 1);
  // Worked on the stones' box and a margin (stones are a small part of the piece).
  const box = boxWhere(grid.width, grid.height, (i) => index.has(grid.labels[i]!));
  if (!box) return;
  const margin = 2 * reach + 2;
  const x0 = Math.max(0, box.x - margin);
  const y0 = Math.max(0, box.y - margin);
  const width = Math.min(grid.width, box.x + box.width + margin) - x0;
  const height = Math.min(grid.height, box.y + box.height + margin) - y0;
  const labels = new Uint16Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = (y0 + y) * grid.width + x0;
    labels.set(grid.labels.subarray(row, row + width), y * width);
  }
  const kernel = mat(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(reach, reach)));
  const maskOf = (ids: Set<number>) => {
    const mask = mat(new cv.Mat(height, width, cv.CV_8UC1, new cv.Scalar(0)));
    const data = mask.data as Uint8Array;
    for (let i = 0; i < labels.length; i++) if (ids.has(labels[i]!)) data[i] = 255;
    return mask;
  };
  const near = (ids: Set<number>) => {
    const grown = mat(new cv.Mat());
    cv.dilate(maskOf(ids), grown, kernel);
    return grown.data as Uint8Array;
  };
  // One pass over what lies within a line of each stone: the stones one line apart are joined
  // into groups, and a piece of a band cut off between stones is found. That piece is no stone:
  // its outline runs along the outside on one side and a hole on the other (not a table taken for
  // one: a hole is larger than any stone). A stone drawn across a band or on its top meets one of
  // them only at a point.
  const parent = stones.map((_, s) => s);
  const root = (s: number): number => (parent[s] === s ? s : (parent[s] = root(parent[s]!)));
  const bandPieces = new Set<number>();
  for (const [s, stone] of stones.entries()) {
    const byStone = near(new Set([stone.id]));
    let outside = 0;
    let hole = 0;
    let rim = 0;
    for (let i = 0; i < labels.length; i++) {
      const l = labels[i]!;
      if (!byStone[i] || !l || l === stone.id) continue;
      rim++;
      const other = index.get(l);
      if (other !== undefined) parent[root(other)] = root(s);
      if (l === outsideId) outside++;
      else if (out[l - 1]?.kind === 'open' && (area.get(l) ?? 0) > maxArea) hole++;
    }
    if (Math.min(outside, hole) >= BAND_PIECE_SIDE * rim) {
      bandPieces.add(stone.id);
      stone.kind = 'metal';
      stone.cue = 'a piece of the band between stones: it runs between the outside and a hole';
      delete stone.cut;
    }
  }
  const groups = new Map<number, Labelled[]>();
  for (const [s, stone] of stones.entries()) {
    const members = groups.get(root(s)) ?? [];
    members.push(stone);
    groups.set(root(s), members);
  }
  /**
   * A stone that touches its bezel splits the bezel into shapes round it, each taken for a small
   * stone. They line the stone's outline and meet one another only at the points where the stone
   * meets the bezel; facets round a table meet one another along the lines between them. Such
   * shapes become one metal region.
   */
  const splitBezel = (members: Labelled[]): boolean => {
    if (members.length < 2) return false;
    const [stone, ...around] = [...members].sort(
      (a, b) => (area.get(b.id) ?? 0) - (area.get(a.id) ?? 0),
    );
    const stoneIds = new Set([stone!.id]);
    const byStone = near(stoneIds);
    const aroundNear = near(new Set(around.map((region) => region.id)));
    // The stone's rim: the drawn line just outside it, and how much of it the others line.
    let rim = 0;
    let lined = 0;
    for (let i = 0; i < labels.length; i++) {
      if (!byStone[i] || labels[i] === stone!.id) continue;
      rim++;
      if (aroundNear[i]) lined++;
    }
    if (rim === 0 || lined < SPLIT_BEZEL_COVER * rim) return false;
    let touching = 0;
    for (const [k, region] of around.entries()) {
      const own = near(new Set([region.id]));
      const others = new Set(around.filter((_, j) => j !== k).map((other) => other.id));
      for (let i = 0; i < labels.length; i++) {
        if (own[i] && others.has(labels[i]!) && !byStone[i]) touching++;
      }
    }
    // At a point where the stone meets the bezel (measured: under 0.5 % of their area; facets meet
    // along lines, 30-80 %).
    const aroundArea = around.reduce((sum, region) => sum + (area.get(region.id) ?? 0), 0);
    if (touching > SPLIT_BEZEL_CONTACT * aroundArea) return false;
    // One bezel, one region: the designer sets it with one click.
    const bezelId = around[0]!.id;
    const pieces = new Set(around.map((region) => region.id));
    for (let i = 0; i < labels.length; i++) if (pieces.has(labels[i]!)) labels[i] = bezelId;
    for (const region of around) {
      region.kind = 'metal';
      region.cue = 'a bezel round a stone, split where the stone touches it';
      delete region.cut;
    }
    return true;
  };
  for (const members of groups.values()) {
    if (splitBezel(members)) continue;
    const ids = new Set(members.filter((m) => !bandPieces.has(m.id)).map((stone) => stone.id));
    const closed = mat(new cv.Mat());
    cv.morphologyEx(maskOf(ids), closed, cv.MORPH_CLOSE, kernel);
    const contour = largestContour(cv, closed, mat);
    if (!contour) continue;
    // What the group's outline encloses: smaller regions inside it join the stone.
    const filled = mat(new cv.Mat(height, width, cv.CV_8UC1, new cv.Scalar(0)));
    const outline = mat(new cv.MatVector());
    outline.push_back(contour);
    cv.drawContours(filled, outline, 0, new cv.Scalar(255), -1);
    const inside = filled.data as Uint8Array;
    let unionArea = 0;
    for (const id of ids) unionArea += area.get(id) ?? 0;
    const enclosed = new Map<number, number>();
    for (let i = 0; i < labels.length; i++) {
      const l = labels[i]!;
      if (inside[i] && l && l !== outsideId && !ids.has(l))
        enclosed.set(l, (enclosed.get(l) ?? 0) + 1);
    }
    for (const [l, n] of enclosed) {
      const total = area.get(l) ?? 0;
      if (n >= 0.9 * total && total <= unionArea) ids.add(l);
    }
    // Facets along the girdle taken for something else: small regions beside the stone that keep
    // its outline convex, unless they go round it (a bezel).
    const grown = mat(new cv.Mat());
    cv.dilate(maskOf(ids), grown, kernel);
    const beside = new Set<number>();
    const grownData = grown.data as Uint8Array;
    for (let i = 0; i < labels.length; i++) {
      const l = labels[i]!;
      if (grownData[i] && l && l !== outsideId && !ids.has(l)) beside.add(l);
    }
    for (const l of beside) {
      const kind = out[l - 1]?.kind;
      if ((kind !== 'metal' && kind !== 'open') || (area.get(l) ?? 0) > 0.5 * unionArea) continue;
      const own = largestContour(cv, maskOf(new Set([l])), mat);
      if (!own || cv.contourArea(own) > 1.8 * (area.get(l) ?? 0)) continue;
      const trial = mat(new cv.Mat());
      cv.morphologyEx(maskOf(new Set([...ids, l])), trial, cv.MORPH_CLOSE, kernel);
      const shape = largestContour(cv, trial, mat);
      if (!shape) continue;
      const trialHull = mat(new cv.Mat());
      cv.convexHull(shape, trialHull, false, true);
      if (cv.contourArea(shape) / Math.max(1, cv.contourArea(trialHull)) >= 0.85) ids.add(l);
    }
    if (ids.size < 2) continue;
    let closedArea = 0;
    const closedData = closed.data as Uint8Array;
    for (const v of closedData) if (v) closedArea++;
    const outer = cv.contourArea(contour);
    const hull = mat(new cv.Mat());
    cv.convexHull(contour, hull, false, true);
    if (outer > maxArea || outer < 0.9 * Math.min(closedArea, unionArea)) continue;
    if (outer / Math.max(1, cv.contourArea(hull)) < 0.85) continue;
    const [first] = members;
    first!.cue = 'drawn with facets: facets inside one stone outline';
    delete first!.cut;
    for (let i = 0; i < labels.length; i++) {
      if (ids.has(labels[i]!) || (inside[i] && labels[i] === 0)) labels[i] = first!.id;
    }
  }
  for (let y = 0; y < height; y++) {
    grid.labels.set(labels.subarray(y * width, (y + 1) * width), (y0 + y) * grid.width + x0);
  }
}

function* cellPixels(grid: Grid, cell: Cell): Generator<number> {
  for (let y = cell.y; y < cell.y + cell.height; y++) {
    for (let x = cell.x; x < cell.x + cell.width; x++) {
      const i = y * grid.width + x;
      if (grid.cells[i] === cell.label) yield i;
    }
  }
}

/** A round closed shape (circularity 4πA/P² of a disc is 1, of a triangle 0.6). */
function isRound(cv: OpenCv, grid: Grid, cell: Cell, mat: <T>(m: T) => T): boolean {
  const contour = largestContour(cv, cellMask(cv, grid, [cell], mat), mat);
  if (!contour) return false;
  const perimeter = cv.arcLength(contour, true);
  return perimeter > 0 && (4 * Math.PI * cv.contourArea(contour)) / (perimeter * perimeter) > 0.75;
}

/**
 * Whether a cell is a band round or along something: its outline encloses far more than the cell
 * (a ring), or its convex hull does (a crescent, such as half of a bezel split by its stone).
 * Facets, hatching's strips and a chain's links are near convex.
 */
function bandRoundSomething(cv: OpenCv, grid: Grid, cell: Cell, mat: <T>(m: T) => T): boolean {
  const contour = largestContour(cv, cellMask(cv, grid, [cell], mat), mat);
  if (contour === null) return false;
  if (cv.contourArea(contour) > 1.8 * cell.area) return true;
  const hull = mat(new cv.Mat());
  cv.convexHull(contour, hull, false, true);
  return cv.contourArea(hull) * BAND_SOLIDITY > cell.area;
}

/** Long side over short side of the rotated box round some cells. */
function rowAspect(cv: OpenCv, grid: Grid, cells: Cell[], mat: <T>(m: T) => T): number {
  const coordinates: number[] = [];
  for (const cell of cells) {
    for (const i of cellPixels(grid, cell)) {
      if (i % 3 !== 0) continue;
      coordinates.push(i % grid.width, Math.floor(i / grid.width));
    }
  }
  if (coordinates.length < 10) return 0;
  const points = mat(cv.matFromArray(coordinates.length / 2, 1, cv.CV_32SC2, coordinates));
  const rect = cv.minAreaRect(points);
  return (
    Math.max(rect.size.width, rect.size.height) /
    Math.max(1, Math.min(rect.size.width, rect.size.height))
  );
}

function inkArea(grid: Grid): number {
  let n = 0;
  for (const v of grid.ink) if (v) n++;
  return n;
}

function unionBoxArea(cells: Cell[]): number {
  const x0 = Math.min(...cells.map((c) => c.x));
  const y0 = Math.min(...cells.map((c) => c.y));
  const x1 = Math.max(...cells.map((c) => c.x + c.width));
  const y1 = Math.max(...cells.map((c) => c.y + c.height));
  return (x1 - x0) * (y1 - y0);
}

/** A mask (0/255) of the given cells' pixels. */
function cellMask(cv: OpenCv, grid: Grid, cells: Iterable<Cell>, mat: <T>(m: T) => T): OpenCv {
  const mask = mat(new cv.Mat(grid.height, grid.width, cv.CV_8UC1, new cv.Scalar(0)));
  const data = mask.data as Uint8Array;
  for (const cell of cells) for (const i of cellPixels(grid, cell)) data[i] = 255;
  return mask;
}

/** Narrow cells one drawn line apart, grouped: one texture each. */
function textureGroups(
  cv: OpenCv,
  grid: Grid,
  narrow: Cell[],
  scale: Scale,
  mat: <T>(m: T) => T,
): Map<number, Cell[]> {
  const groups = new Map<number, Cell[]>();
  if (narrow.length === 0) return groups;
  const mask = cellMask(cv, grid, narrow, mat);
  const reach = odd(Math.ceil(scale.strokeWidth + scale.gap / 2) * 2 + 1);
  const grown = mat(new cv.Mat());
  cv.dilate(
    mask,
    grown,
    mat(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(reach, reach))),
  );
  const components = mat(new cv.Mat());
  cv.connectedComponents(grown, components, 8, cv.CV_32S);
  const component = components.data32S as Int32Array;
  const firstPixel = new Map<number, number>();
  for (let i = 0; i < grid.cells.length; i++) {
    const l = grid.cells[i]!;
    if (!firstPixel.has(l)) firstPixel.set(l, i);
  }
  for (const cell of narrow) {
    const group = component[firstPixel.get(cell.label)!]!;
    const members = groups.get(group) ?? [];
    members.push(cell);
    groups.set(group, members);
  }
  return groups;
}

/** Hatching (cells elongated one way), a chain (a long row), facets (a compact cluster). */
function textureKind(
  cv: OpenCv,
  grid: Grid,
  cells: Cell[],
  mat: <T>(m: T) => T,
): { kind: RegionKind; cue: string } {
  // Orientation of each cell, doubled so that 0° and 180° agree; weighted by elongation × area.
  let sx = 0;
  let sy = 0;
  let total = 0;
  let elongated = 0;
  for (const cell of cells) {
    const mask = cellMask(cv, grid, [cell], mat);
    const contour = largestContour(cv, mask, mat);
    if (!contour) continue;
    const rect = cv.minAreaRect(contour);
    const long = Math.max(rect.size.width, rect.size.height);
    const short = Math.max(1, Math.min(rect.size.width, rect.size.height));
    const angle =
      ((rect.size.width >= rect.size.height ? rect.angle : rect.angle + 90) * Math.PI) / 90;
    const weight = cell.area * Math.min(4, long / short - 1);
    sx += Math.cos(angle) * weight;
    sy += Math.sin(angle) * weight;
    total += cell.area;
    if (long / short >= 2.5) elongated += cell.area;
  }
  const alignment = total > 0 ? Math.hypot(sx, sy) / (3 * total) : 0;
  if (elongated >= 0.5 * total && alignment >= HATCH_ALIGNMENT) {
    return { kind: 'metal', cue: 'hatched: parallel lines fill it' };
  }
  const union = cellMask(cv, grid, cells, mat);
  const closedUnion = mat(new cv.Mat());
  const k = odd(Math.max(3, Math.round(Math.sqrt(total / cells.length) / 2)));
  cv.morphologyEx(
    union,
    closedUnion,
    cv.MORPH_CLOSE,
    mat(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(k * 2 + 1, k * 2 + 1))),
  );
  const contour = largestContour(cv, closedUnion, mat);
  if (contour) {
    const rect = cv.minAreaRect(contour);
    const long = Math.max(rect.size.width, rect.size.height);
    const short = Math.max(1, Math.min(rect.size.width, rect.size.height));
    if (long / short >= CHAIN_ASPECT)
      return { kind: 'open', cue: 'a long row of small loops: a chain’s links' };
    const hull = mat(new cv.Mat());
    cv.convexHull(contour, hull, false, true);
    const solidity = cv.contourArea(contour) / Math.max(1, cv.contourArea(hull));
    if (solidity >= 0.85)
      return { kind: 'stone', cue: 'drawn with facets: a compact cluster of small facets' };
  }
  return { kind: 'metal', cue: 'a surface with drawn detail' };
}

function largestContour(cv: OpenCv, mask: OpenCv, mat: <T>(m: T) => T): OpenCv | null {
  const contours = mat(new cv.MatVector());
  const hierarchy = mat(new cv.Mat());
  cv.findContours(mask, contours, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_SIMPLE);
  let best: OpenCv | null = null;
  let bestArea = -1;
  for (let i = 0; i < contours.size(); i++) {
    const c = mat(contours.get(i));
    const area = cv.contourArea(c);
    if (area > bestArea) {
      bestArea = area;
      best = c;
    }
  }
  return best;
}

/** Units met by rays from a unit's outline outwards (across one drawn line), with their counts. */
function neighbourVotes(
  grid: Grid,
  members: Cell[],
  unitOfCell: Map<number, number>,
  scale: Scale,
): Map<number, number> {
  const reach = Math.ceil(scale.strokeWidth + scale.gap) + 2;
  const votes = new Map<number, number>();
  const { width, height, cells } = grid;
  const own = new Set(members.map((cell) => cell.label));
  const meet = (x: number, y: number, dx: number, dy: number) => {
    for (let step = 1; step <= reach; step++) {
      const px = x + dx * step;
      const py = y + dy * step;
      if (px < 0 || py < 0 || px >= width || py >= height) return;
      const l = cells[py * width + px]!;
      if (own.has(l)) return;
      if (l === 0) continue;
      const unit = unitOfCell.get(l);
      if (unit !== undefined) votes.set(unit, (votes.get(unit) ?? 0) + 1);
      return;
    }
  };
  for (const cell of members) {
    for (const i of cellPixels(grid, cell)) {
      const x = i % width;
      const y = (i - x) / width;
      if (x + 1 < width && !own.has(cells[i + 1]!)) meet(x, y, 1, 0);
      if (x > 0 && !own.has(cells[i - 1]!)) meet(x, y, -1, 0);
      if (y + 1 < height && !own.has(cells[i + width]!)) meet(x, y, 0, 1);
      if (y > 0 && !own.has(cells[i - width]!)) meet(x, y, 0, -1);
    }
  }
  return votes;
}

/** The drawn lines among a texture's cells belong to the texture's region. */
function fillTextureLines(
  cv: OpenCv,
  grid: Grid,
  cells: Cell[],
  id: number,
  scale: Scale,
  mat: <T>(m: T) => T,
): void {
  const mask = cellMask(cv, grid, cells, mat);
  const k = odd(Math.ceil(scale.strokeWidth + scale.gap) * 2 + 1);
  const closed = mat(new cv.Mat());
  cv.morphologyEx(
    mask,
    closed,
    cv.MORPH_CLOSE,
    mat(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(k, k))),
  );
  const data = closed.data as Uint8Array;
  for (let i = 0; i < data.length; i++) if (data[i] && grid.labels[i] === 0) grid.labels[i] = id;
}

/** A stone's cut from its outline: polygon corners, the fitted ellipse, symmetry. */
function stoneCut(
  cv: OpenCv,
  grid: Grid,
  cells: Cell[] | null,
  mat: <T>(m: T) => T,
  id?: number,
): StoneCut {
  let mask: OpenCv;
  if (cells) {
    mask = cellMask(cv, grid, cells, mat);
  } else {
    mask = mat(new cv.Mat(grid.height, grid.width, cv.CV_8UC1, new cv.Scalar(0)));
    const data = mask.data as Uint8Array;
    for (let i = 0; i < data.length; i++) if (grid.labels[i] === id) data[i] = 255;
  }
  const contour = largestContour(cv, mask, mat);
  if (!contour || contour.rows < 5) return 'round';
  const area = cv.contourArea(contour);
  const perimeter = cv.arcLength(contour, true);
  const approx = mat(new cv.Mat());
  cv.approxPolyDP(contour, approx, 0.04 * perimeter, true);
  const corners = approx.rows;
  const ellipse = cv.fitEllipse(contour);
  const a = Math.max(ellipse.size.width, ellipse.size.height) / 2;
  const b = Math.max(1, Math.min(ellipse.size.width, ellipse.size.height) / 2);
  const fill = area / (Math.PI * a * b);
  const rect = cv.minAreaRect(contour);
  const rectFill = area / Math.max(1, rect.size.width * rect.size.height);
  if (corners === 4 && rectFill > 0.9) return 'emerald';
  if (rectFill > 0.84 && fill > 1.02) return 'cushion';
  if (fill < 0.9 && a / b > 1.4) return asymmetric(contour, ellipse) ? 'pear' : 'marquise';
  if (a / b > 1.15) return asymmetric(contour, ellipse) ? 'pear' : 'oval';
  return 'round';
}

/** One end of the outline's long axis fuller than the other (a pear, not an oval). */
function asymmetric(
  contour: OpenCv,
  ellipse: {
    center: { x: number; y: number };
    angle: number;
    size: { width: number; height: number };
  },
): boolean {
  const points = contour.data32S as Int32Array;
  const angle =
    ((ellipse.angle + (ellipse.size.width >= ellipse.size.height ? 0 : 90)) * Math.PI) / 180;
  const ux = Math.cos(angle);
  const uy = Math.sin(angle);
  let plus = 0;
  let minus = 0;
  for (let i = 0; i < points.length; i += 2) {
    const dx = points[i]! - ellipse.center.x;
    const dy = points[i + 1]! - ellipse.center.y;
    const along = dx * ux + dy * uy;
    const across = Math.abs(-dx * uy + dy * ux);
    if (along > 0) plus = Math.max(plus, across * along);
    else minus = Math.max(minus, across * -along);
  }
  return Math.max(plus, minus) > 1.5 * Math.max(1, Math.min(plus, minus));
}

/** Drawn lines far from any metal or stone: wire, one region per connected line. */
function markWire(
  cv: OpenCv,
  grid: Grid,
  regions: Labelled[],
  scale: Scale,
  newRegion: (kind: RegionKind, cue: string) => Labelled,
  mat: <T>(m: T) => T,
): void {
  const { width, height, labels, ink } = grid;
  const notSurface = mat(new cv.Mat(height, width, cv.CV_8UC1, new cv.Scalar(255)));
  const data = notSurface.data as Uint8Array;
  for (let i = 0; i < labels.length; i++) {
    const l = labels[i]!;
    if (l && (regions[l - 1]!.kind === 'metal' || regions[l - 1]!.kind === 'stone')) data[i] = 0;
  }
  const distance = mat(new cv.Mat());
  cv.distanceTransform(notSurface, distance, cv.DIST_L2, 3);
  const far = scale.strokeWidth + scale.gap / 2 + 1;
  const wire = mat(new cv.Mat(height, width, cv.CV_8UC1, new cv.Scalar(0)));
  const wireData = wire.data as Uint8Array;
  const d = distance.data32F as Float32Array;
  for (let i = 0; i < wireData.length; i++)
    if (ink[i] && labels[i] === 0 && d[i]! > far) wireData[i] = 255;
  const components = mat(new cv.Mat());
  const stats = mat(new cv.Mat());
  const centroids = mat(new cv.Mat());
  const n = cv.connectedComponentsWithStats(wire, components, stats, centroids, 8, cv.CV_32S);
  const minArea = scale.strokeWidth * scale.size * 0.04;
  const idOf = new Int32Array(n);
  const s = stats.data32S as Int32Array;
  for (let c = 1; c < n; c++) {
    if (s[c * 5 + 4]! >= minArea)
      idOf[c] = newRegion('wire', 'a drawn line with no surface on either side').id;
  }
  const comp = components.data32S as Int32Array;
  for (let i = 0; i < comp.length; i++) if (idOf[comp[i]!]) labels[i] = idOf[comp[i]!]!;
}

// ---------------------------------------------------------------------------------------------
// Describing the regions in cut-out pixels

function describe(
  cv: OpenCv,
  grid: Grid,
  labelled: Labelled[],
  frame: Frame,
  mat: <T>(m: T) => T,
): Region[] {
  const { width, height, labels } = grid;
  const n = labelled.length;
  const area = new Float64Array(n + 1);
  const box = Array.from({ length: n + 1 }, () => ({ x0: width, y0: height, x1: -1, y1: -1 }));
  for (let i = 0; i < labels.length; i++) {
    const l = labels[i]!;
    if (!l) continue;
    area[l]!++;
    const x = i % width;
    const y = (i - x) / width;
    const b = box[l]!;
    if (x < b.x0) b.x0 = x;
    if (x > b.x1) b.x1 = x;
    if (y < b.y0) b.y0 = y;
    if (y > b.y1) b.y1 = y;
  }
  const toX = (gx: number) => Math.round(frame.x + gx / frame.scale);
  const toY = (gy: number) => Math.round(frame.y + gy / frame.scale);
  const regions: Region[] = [];
  for (const region of labelled) {
    const b = box[region.id]!;
    if (b.x1 < 0) continue;
    const mask = mat(new cv.Mat(height, width, cv.CV_8UC1, new cv.Scalar(0)));
    const data = mask.data as Uint8Array;
    for (let y = b.y0; y <= b.y1; y++) {
      for (let x = b.x0; x <= b.x1; x++)
        if (labels[y * width + x] === region.id) data[y * width + x] = 255;
    }
    const contour = largestContour(cv, mask, mat);
    const outline: [number, number][] = [];
    if (contour) {
      const approx = mat(new cv.Mat());
      cv.approxPolyDP(contour, approx, 1, true);
      const points = approx.data32S as Int32Array;
      for (let i = 0; i < points.length; i += 2)
        outline.push([toX(points[i]!), toY(points[i + 1]!)]);
    }
    const x = toX(b.x0);
    const y = toY(b.y0);
    regions.push({
      id: region.id,
      kind: region.kind,
      cue: region.cue,
      area: Math.round(area[region.id]! / (frame.scale * frame.scale)),
      box: { x, y, width: Math.max(1, toX(b.x1 + 1) - x), height: Math.max(1, toY(b.y1 + 1) - y) },
      outline,
      ...(region.cut ? { cut: region.cut } : {}),
      ...(region.filledIn ? { filledIn: true } : {}),
    });
  }
  return regions;
}
