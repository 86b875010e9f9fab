// The metal, from the colour of the piece's pixels: only what colour can tell. Yellow gold,
// rose gold and silver-white metals look different in a photo; platinum and white gold do not
// differ from silver, and a drawing says nothing about metal. A metal the file name says
// decides over the colour (decideMaterial).
import { pixelHsv } from './colour';
import type { FileNameReading } from './file-name';
import type { NamedMetal } from './name-metal';
import type { Raster } from './raster';
import type { Mask } from '../imaging/mask';

/** The colour can say the first three; only a file name says white gold or platinum. */
export type Material = NamedMetal | 'unknown';

/** Which evidence decided the metal (diagnostics and the eval output). */
export type MaterialEvidence = 'file name' | 'colour' | 'nothing';

export interface MaterialDecision {
  material: Material;
  decidedBy: MaterialEvidence;
  /** In words, for logs and the eval output. */
  reason: string;
}

export interface MaterialReading {
  material: Material;
  /** Share of the piece's lit pixels in each metal colour family. */
  shares: { yellow: number; rose: number; white: number };
}

export interface MaterialParams {
  /** A metal family must cover this share of the piece's lit pixels to be named... */
  dominantShare: number;
  /** ...and this many times the next family's: two metal colours, or a cast between, say nothing. */
  lead: number;
  /** Lit pixels only: darker than this value is shadow, brighter a blown highlight (no hue). */
  minValue: number;
  maxValue: number;
  /** Below this saturation a metal is white (silver, white gold, platinum). */
  whiteSaturation: number;
  /** Yellow gold: hues in this range (degrees) and at least this saturated. */
  yellowHues: [number, number];
  yellowSaturation: number;
  /**
   * Rose gold: hues below the yellow's (or from `roseFromHue` round to red), moderately saturated
   * (a stronger red is a stone or a ground, not the metal).
   */
  roseFromHue: number;
  roseSaturation: [number, number];
  /**
   * Hues (degrees) no metal has: greens, blues and violets. A pixel of these hues at least as
   * saturated as a yellow gold is a stone or a reflection, not metal, and is left out; a fainter
   * one is a white metal tinted by the light or by what it mirrors (gold is never blue).
   */
  noMetalHues: [number, number];
}

export const MATERIAL: MaterialParams = {
  dominantShare: 0.35,
  lead: 1.25,
  minValue: 0.25,
  maxValue: 0.98,
  whiteSaturation: 0.12,
  yellowHues: [32, 60],
  yellowSaturation: 0.25,
  roseFromHue: 345,
  roseSaturation: [0.15, 0.6],
  noMetalHues: [90, 330],
};

/**
 * Sorts the lit pixels of the piece (not shadows, not blown highlights, not stones) into
 * yellow-gold, rose-gold and white-metal colours by hue and saturation, and names the family that
 * dominates.
 */
export function readMaterial(
  raster: Raster,
  piece: Mask,
  params: MaterialParams = MATERIAL,
): MaterialReading {
  const [yellowFrom, yellowTo] = params.yellowHues;
  const [roseLeast, roseMost] = params.roseSaturation;
  const [coldFrom, coldTo] = params.noMetalHues;
  let yellow = 0;
  let rose = 0;
  let white = 0;
  let lit = 0;
  for (let i = 0; i < piece.data.length; i++) {
    if (!piece.data[i]) continue;
    const { hue, saturation, value } = pixelHsv(raster.rgb, i);
    if (value < params.minValue || value > params.maxValue) continue;
    const noMetalHue = hue >= coldFrom && hue <= coldTo;
    if (noMetalHue && saturation >= params.yellowSaturation) continue;
    lit++;
    if (saturation < params.whiteSaturation || noMetalHue) white++;
    else if (hue >= yellowFrom && hue <= yellowTo && saturation >= params.yellowSaturation)
      yellow++;
    else if (
      (hue < yellowFrom || hue >= params.roseFromHue) &&
      saturation >= roseLeast &&
      saturation <= roseMost
    )
      rose++;
  }
  const shares = {
    yellow: lit ? yellow / lit : 0,
    rose: lit ? rose / lit : 0,
    white: lit ? white / lit : 0,
  };
  const ranked = (Object.entries(shares) as Array<[keyof typeof shares, number]>).sort(
    (a, b) => b[1] - a[1],
  );
  const [family, share] = ranked[0]!;
  if (share < params.dominantShare || share < params.lead * ranked[1]![1]) {
    return { material: 'unknown', shares };
  }
  const names = { yellow: 'Yellow gold', rose: 'Rose gold', white: 'Silver' } as const;
  return { material: names[family], shares };
}

/**
 * The metal from the colour's reading and the file name's word: a metal the designer named
 * decides (a photo cannot tell white gold from silver, and light shifts the colours); otherwise
 * the colour, when it names one.
 */
export function decideMaterial(colour: Material, name: FileNameReading): MaterialDecision {
  if (name.metal) {
    const differs = colour !== 'unknown' && colour !== name.metal;
    return {
      material: name.metal,
      decidedBy: 'file name',
      reason: `the file name says "${name.metalWords}"${differs ? `; the colour reads ${colour.toLowerCase()}` : ''}`,
    };
  }
  if (colour !== 'unknown') {
    return { material: colour, decidedBy: 'colour', reason: "the piece's lit pixels" };
  }
  return {
    material: 'unknown',
    decidedBy: 'nothing',
    reason: 'no metal named and no colour dominates',
  };
}
