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
  /** A metal family must cover this share of the piece's lit pixels to be named. */
  dominantShare: number;
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
}

export const MATERIAL: MaterialParams = {
  dominantShare: 0.35,
  minValue: 0.25,
  maxValue: 0.98,
  whiteSaturation: 0.12,
  yellowHues: [32, 60],
  yellowSaturation: 0.25,
  roseFromHue: 345,
  roseSaturation: [0.15, 0.6],
};

/**
 * Sorts the lit pixels of the piece (not shadows, not blown highlights) into yellow-gold,
 * rose-gold and white-metal colours by hue and saturation, and names the family that dominates.
 */
export function readMaterial(
  raster: Raster,
  piece: Mask,
  params: MaterialParams = MATERIAL,
): MaterialReading {
  const [yellowFrom, yellowTo] = params.yellowHues;
  const [roseLeast, roseMost] = params.roseSaturation;
  let yellow = 0;
  let rose = 0;
  let white = 0;
  let lit = 0;
  for (let i = 0; i < piece.data.length; i++) {
    if (!piece.data[i]) continue;
    const { hue, saturation, value } = pixelHsv(raster.rgb, i);
    if (value < params.minValue || value > params.maxValue) continue;
    lit++;
    if (saturation < params.whiteSaturation) white++;
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
  const [family, share] = (Object.entries(shares) as Array<[keyof typeof shares, number]>).sort(
    (a, b) => b[1] - a[1],
  )[0]!;
  if (share < params.dominantShare) return { material: 'unknown', shares };
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
