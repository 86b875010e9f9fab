// A sketch made solid from its region map: metal regions become polished surfaces (a height from
// each pixel's distance to the region's outline, shaded by the engine's studio in the confirmed
// metal), the drawn lines on metal stay as crisp engraved lines, stones become faceted gems cut to
// their drawn outline (table, crown facets, flashes of dispersion, a darker seat where the metal
// holds them), wires round wire of the drawn gauge, and open regions stay empty. The result is an
// RGBA PNG the size of the cut-out, which renderers take like a photo's cut-out (its own pixels).
import sharp from 'sharp';
import { hash01 } from '../render/noise';
import { alphaOfPng } from '../cutout/editable-cutout';
import { openCv } from '../imaging/opencv';
import { shadeMetal, type Metal } from '../render/metal';
import { FILLED_IN_CUE, type RegionMap } from './region-map';
import { DEFAULT_STONE, isStepCut, regionIdsAt, stoneColour } from './region-pixels';
import { spectral, type Rgb } from '../render/canvas';

/** Long side the solid piece is drawn at (the cut-out's own when smaller). */
export const SOLID_SIDE = 1280;
/** A drawn line on metal: engraved this deep (of the surface's height) and darkened this much. */
const LINE_ENGRAVING = { depth: 0.25, darken: 0.55 };
/**
 * Ink in a surface the designer filled in (dense shading or hatching) is its tone, not lines: a
 * light patina, so that the surface stays smooth instead of pitted and dark.
 */
const TONE_ENGRAVING = { depth: 0.06, darken: 0.2 };

type Kind = 0 | 1 | 2 | 3; // none/open, metal, stone, wire

export async function solidPiecePng(
  cutoutPng: Uint8Array,
  map: RegionMap,
  metal: Metal,
): Promise<Buffer> {
  const { alpha: fullInk, width: fullWidth, height: fullHeight } = await alphaOfPng(cutoutPng);
  const scale = Math.min(1, SOLID_SIDE / Math.max(fullWidth, fullHeight));
  const width = Math.max(1, Math.round(fullWidth * scale));
  const height = Math.max(1, Math.round(fullHeight * scale));
  const ink =
    scale === 1
      ? fullInk
      : new Uint8Array(
          await sharp(fullInk, { raw: { width: fullWidth, height: fullHeight, channels: 1 } })
            .resize(width, height, { fit: 'fill' })
            .extractChannel(0) // one channel in, but sharp would hand back three
            .raw()
            .toBuffer(),
        );
  const n = width * height;
  const kinds = new Uint8Array(n) as Uint8Array & { [i: number]: Kind };
  const regionAt = regionIdsAt(map, width, height, scale);
  const regionById = new Map(map.regions.map((region) => [region.id, region]));
  for (let i = 0; i < n; i++) {
    const kind = regionById.get(regionAt[i]!)?.kind;
    kinds[i] = kind === 'metal' ? 1 : kind === 'stone' ? 2 : kind === 'wire' ? 3 : 0;
  }

  const cv = await openCv();
  const mats: { delete(): void }[] = [];
  try {
    const maskOf = (test: (i: number) => boolean) => {
      const m = new cv.Mat(height, width, cv.CV_8UC1, new cv.Scalar(0));
      mats.push(m);
      const d = m.data as Uint8Array;
      for (let i = 0; i < n; i++) if (test(i)) d[i] = 255;
      return m;
    };
    // The drawn outline of a surface belongs to it: ink within a line's width of metal or a stone.
    const surface = maskOf((i) => kinds[i] === 1 || kinds[i] === 2);
    const reach = Math.max(3, Math.round((map.strokeWidth / map.scale) * scale * 2 + 3));
    const grown = new cv.Mat();
    mats.push(grown);
    cv.dilate(
      surface,
      grown,
      cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(reach | 1, reach | 1)),
    );
    const near = grown.data as Uint8Array;
    const solid = new Uint8Array(n);
    const wireInk = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      if (kinds[i] === 1 || kinds[i] === 2) solid[i] = 255;
      else if (ink[i]! >= 96 && near[i]) solid[i] = 255;
      else if (
        kinds[i] === 3 ||
        (ink[i]! >= 96 && !near[i] && kinds[i] === 0 && regionAt[i] === 0)
      ) {
        wireInk[i] = ink[i]!;
      }
    }
    // Metal: a cushioned surface, its height rising with the distance from the outline.
    const solidMat = maskOf((i) => solid[i] === 255);
    const inside = new cv.Mat();
    mats.push(inside);
    cv.distanceTransform(solidMat, inside, cv.DIST_L2, 3);
    const depth = inside.data32F as Float32Array;
    const dome = Math.max(4, 0.04 * Math.max(width, height));
    // Maps stored before the flag carry the fact in their cue only.
    const filledIn = new Set(
      map.regions
        .filter((region) => region.filledIn ?? region.cue === FILLED_IN_CUE)
        .map((region) => region.id),
    );
    const engravingAt = (i: number) =>
      filledIn.has(regionAt[i]!) ? TONE_ENGRAVING : LINE_ENGRAVING;
    const heightField = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      if (!solid[i]) continue;
      const t = Math.min(1, depth[i]! / dome);
      const engraved = ink[i]! >= 96 && (kinds[i] === 1 || kinds[i] === 0);
      // The drawn lines on the surface are engraved into it.
      heightField[i] =
        Math.sqrt(1 - (1 - t) * (1 - t)) - (engraved ? engravingAt(i).depth * (ink[i]! / 255) : 0);
    }
    // Wire: a round section as wide as the drawn stroke.
    const wireMat = maskOf((i) => wireInk[i]! >= 96);
    const wireDepth = new cv.Mat();
    mats.push(wireDepth);
    cv.distanceTransform(wireMat, wireDepth, cv.DIST_L2, 3);
    const wd = wireDepth.data32F as Float32Array;
    const gauge = Math.max(1.5, ((map.strokeWidth / map.scale) * scale) / 2 + 0.5);
    for (let i = 0; i < n; i++) {
      if (!wireInk[i]) continue;
      const t = Math.min(1, wd[i]! / gauge);
      heightField[i] = 0.6 * Math.sqrt(1 - (1 - t) * (1 - t));
    }
    const coverage = new Uint8Array(n);
    for (let i = 0; i < n; i++) coverage[i] = solid[i] ? 255 : wireInk[i]!;
    const rgba = shadeMetal(coverage, heightField, width, height, metal, 3);

    // Lines on metal read as crisp engraving; stones are cut as gems, each from its own outline
    // (the distance inside the stone, not inside the metal around it).
    const stoneMat = maskOf((i) => kinds[i] === 2);
    const inStone = new cv.Mat();
    mats.push(inStone);
    cv.distanceTransform(stoneMat, inStone, cv.DIST_L2, 3);
    const stones = stoneGeometry(
      map,
      regionAt,
      kinds,
      width,
      height,
      inStone.data32F as Float32Array,
    );
    for (let i = 0; i < n; i++) {
      if (!coverage[i]) continue;
      const p = i * 4;
      if (kinds[i] === 2) {
        const colour = stones.colourOf(regionAt[i]!);
        const [r, g, b] = stones.shade(i, colour);
        // A facet line drawn on the stone stays as the edge between its facets.
        const k = ink[i]! >= 96 ? 1 - 0.45 * (ink[i]! / 255) : 1;
        rgba[p] = Math.round(r * k);
        rgba[p + 1] = Math.round(g * k);
        rgba[p + 2] = Math.round(b * k);
      } else if (solid[i] && ink[i]! >= 96) {
        const k = 1 - engravingAt(i).darken * (ink[i]! / 255);
        rgba[p] = Math.round(rgba[p]! * k);
        rgba[p + 1] = Math.round(rgba[p + 1]! * k);
        rgba[p + 2] = Math.round(rgba[p + 2]! * k);
      }
    }
    return await sharp(rgba, { raw: { width, height, channels: 4 } })
      .resize(fullWidth, fullHeight, { fit: 'fill' })
      .png({ compressionLevel: 3 })
      .toBuffer();
  } finally {
    for (const m of mats) m.delete();
  }
}

/**
 * Each stone's centre and size, and how a pixel of it is lit: the table (the flat top, within half
 * the stone's depth of its middle) bright and even, the crown cut into facets by angle round the
 * centre (an emerald cut: in steps along its sides), each facet its own tone, a few flashing with a spectral colour (dispersion), and a dark
 * seat at the girdle where the metal holds the stone.
 */
function stoneGeometry(
  map: RegionMap,
  regionAt: Uint16Array,
  kinds: Uint8Array,
  width: number,
  height: number,
  depth: Float32Array,
) {
  const sum = new Map<number, { x: number; y: number; n: number; deepest: number }>();
  for (let i = 0; i < regionAt.length; i++) {
    if (kinds[i] !== 2) continue;
    const id = regionAt[i]!;
    const s = sum.get(id) ?? { x: 0, y: 0, n: 0, deepest: 1 };
    s.x += i % width;
    s.y += Math.floor(i / width);
    s.n++;
    s.deepest = Math.max(s.deepest, depth[i]!);
    sum.set(id, s);
  }
  const colours = new Map<number, Rgb>();
  const stepCut = new Set<number>();
  for (const region of map.regions) {
    if (region.kind !== 'stone') continue;
    colours.set(region.id, stoneColour(region.colour));
    if (isStepCut(region.cut)) stepCut.add(region.id);
  }
  void height;
  return {
    colourOf: (id: number) => colours.get(id) ?? DEFAULT_STONE,
    shade(i: number, colour: Rgb): [number, number, number] {
      const id = regionAt[i]!;
      const s = sum.get(id)!;
      const cx = s.x / s.n;
      const cy = s.y / s.n;
      const x = i % width;
      const y = Math.floor(i / width);
      const t = depth[i]! / s.deepest; // 0 at the girdle, 1 in the middle
      let tone: number;
      let flash: Rgb | null = null;
      if (t < 0.12) {
        tone = 0.25; // the seat: the metal's shadow at the girdle
      } else if (t > 0.55) {
        tone = 0.95 - 0.1 * hash01(id, 7); // the table
      } else if (stepCut.has(id)) {
        // An emerald cut: three steps down from the table, parallel to the outline, each side of
        // a step its own facet (by the direction from the centre: four sides).
        const step = t > 0.4 ? 2 : t > 0.26 ? 1 : 0;
        const side = Math.floor(
          ((Math.atan2(y - cy, x - cx) + Math.PI * 1.25) / (Math.PI / 2)) % 4,
        );
        tone = 0.45 + 0.15 * step + 0.35 * hash01(id * 97 + side, step);
      } else {
        const facets = 16;
        const angle = Math.atan2(y - cy, x - cx);
        const facet = Math.floor(((angle + Math.PI) / (2 * Math.PI)) * facets) % facets;
        const ring = t > 0.33 ? 1 : 0;
        const h = hash01(id * 97 + facet, ring);
        tone = 0.35 + 0.75 * h;
        if (h > 0.86) flash = spectral(hash01(facet, id + ring));
      }
      const lit = (c: number) =>
        Math.max(0, Math.min(255, Math.round(c * tone + 40 * (tone - 0.5))));
      const base: [number, number, number] = [lit(colour[0]), lit(colour[1]), lit(colour[2])];
      if (!flash) return base;
      return [
        Math.round(base[0] * 0.5 + flash[0] * 0.5),
        Math.round(base[1] * 0.5 + flash[1] * 0.5),
        Math.round(base[2] * 0.5 + flash[2] * 0.5),
      ];
    },
  };
}
