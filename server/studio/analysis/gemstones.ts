// Stones, from small strongly coloured areas inside the piece (named by hue) and from sparkle:
// many tiny bright points that outshine their neighbours, as cut diamonds do under studio light.
// Stones the file name says decide over them (decideGemstones).
import { colourDistance } from './background-model';
import type { BackgroundModel } from './background-model';
import { pixelHsv } from './colour';
import type { FileNameReading } from './file-name';
import type { Raster } from './raster';
import { erode } from '../imaging/morphology';
import type { Mask } from '../imaging/mask';

export type Gemstone =
  'Ruby' | 'Pink sapphire' | 'Amethyst' | 'Sapphire' | 'Emerald' | 'Diamonds' | 'none';

/** Which evidence decided the stones (diagnostics and the eval output). */
export type GemstoneEvidence = 'file name' | 'colour and sparkle' | 'nothing';

export interface GemstoneDecision {
  /** As the gemstones field writes them: a stone the pixels read, the name's, 'none' or 'unknown'. */
  gemstones: string;
  decidedBy: GemstoneEvidence;
}

/**
 * The stones from the pixels' reading and the file name's words: stones the designer named
 * decide (colour reads a few stones from a photo and none from a drawing); otherwise the pixels.
 */
export function decideGemstones(
  read: Gemstone | 'unknown',
  name: Pick<FileNameReading, 'gemstones'>,
): GemstoneDecision {
  if (name.gemstones) return { gemstones: name.gemstones, decidedBy: 'file name' };
  if (read !== 'unknown') return { gemstones: read, decidedBy: 'colour and sparkle' };
  return { gemstones: 'unknown', decidedBy: 'nothing' };
}

export interface GemstoneReading {
  gemstones: Gemstone;
  /** Share of the piece's pixels in the winning stone colour (0 for diamonds or none). */
  colourShare: number;
  /** Sparkle points per 1000 pixels of the piece. */
  sparkleDensity: number;
}

export interface GemstoneParams {
  /** A stone colour must cover this share of the piece to be named (small accents count)... */
  minStoneShare: number;
  /** ...and above this share a colour is the material (copper, enamel, resin), not an accent. */
  maxStoneShare: number;
  /** A stone colour is this saturated and this bright at least: greys and shade are not stones. */
  stoneSaturation: number;
  stoneValue: number;
  /** Colours within this many backdrop tolerances of its colour are the backdrop bleeding in. */
  backdropTolerances: number;
  /**
   * Stone colours by hue range (degrees) and least saturation. Orange to yellow (gold, copper,
   * skin) is never a stone; a ruby must be a deep, pure red to tell it from rose gold and copper.
   */
  stoneHues: ReadonlyArray<{ stone: Gemstone; from: number; to: number; saturation: number }>;
  /** A sparkle point is at least this bright (luma) and outshines all 8 neighbours by this much. */
  sparkleLuma: number;
  sparkleContrast: number;
  /** Sparkle points per 1000 piece pixels above which the piece is taken to carry diamonds. */
  diamondSparkle: number;
  /** On a cut-out, a sparkle point counts for diamonds only when this colourless... */
  whiteSparkleSaturation: number;
  /** ...and fewer white points (per 1000 piece pixels) make diamonds, the tinted glints gone. */
  diamondWhiteSparkle: number;
}

export const GEMSTONES: GemstoneParams = {
  minStoneShare: 0.02,
  maxStoneShare: 0.3,
  stoneSaturation: 0.3,
  stoneValue: 0.2,
  backdropTolerances: 2,
  stoneHues: [
    { stone: 'Ruby', from: 345, to: 360, saturation: 0.6 },
    { stone: 'Ruby', from: 0, to: 3, saturation: 0.6 },
    { stone: 'Pink sapphire', from: 300, to: 345, saturation: 0.35 },
    { stone: 'Amethyst', from: 255, to: 300, saturation: 0.3 },
    { stone: 'Sapphire', from: 185, to: 255, saturation: 0.35 },
    { stone: 'Emerald', from: 85, to: 185, saturation: 0.35 },
  ],
  sparkleLuma: 150,
  sparkleContrast: 28,
  diamondSparkle: 4,
  whiteSparkleSaturation: 0.12,
  diamondWhiteSparkle: 3,
};

/**
 * Counts piece pixels of saturated stone colours (unlike the backdrop, so a coloured backdrop
 * bleeding into edges is not a stone) and sparkle points; colour wins over sparkle. On a stored
 * cut-out (`cutout`), colours are read a pixel inside its edge, where the backdrop's colour
 * cannot bleed in through the matte.
 */
export function readGemstones(
  raster: Raster,
  cutoutOrSubject: Mask,
  background: BackgroundModel,
  cutout = false,
  params: GemstoneParams = GEMSTONES,
): GemstoneReading {
  const { width, height, rgb, luma } = raster;
  const inner = cutout ? erode(cutoutOrSubject, 1) : cutoutOrSubject;
  const piece = cutoutOrSubject;
  const counts = new Map<Gemstone, number>();
  let pieceArea = 0;
  let sparkles = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!piece.data[i]) continue;
      pieceArea++;
      const { hue, saturation, value } = pixelHsv(rgb, i);
      // A diamond's fire is white light: a glint tinted by the metal is the metal.
      const white = !cutout || saturation < params.whiteSparkleSaturation;
      if (
        white &&
        x > 0 &&
        y > 0 &&
        x < width - 1 &&
        y < height - 1 &&
        isSparkle(luma, i, width, params)
      )
        sparkles++;
      if (!inner.data[i]) continue;
      if (saturation < params.stoneSaturation || value < params.stoneValue) continue;
      const bleed = params.backdropTolerances * background.tolerance;
      if (colourDistance(rgb, i, background.colour) < bleed) continue;
      const range = params.stoneHues.find(
        (entry) => hue >= entry.from && hue < entry.to && saturation >= entry.saturation,
      );
      if (range) counts.set(range.stone, (counts.get(range.stone) ?? 0) + 1);
    }
  }
  const sparkleDensity = pieceArea ? (1000 * sparkles) / pieceArea : 0;
  const [stone, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['none', 0];
  const colourShare = pieceArea ? count / pieceArea : 0;
  if (colourShare >= params.minStoneShare && colourShare <= params.maxStoneShare)
    return { gemstones: stone, colourShare, sparkleDensity };
  if (sparkleDensity >= (cutout ? params.diamondWhiteSparkle : params.diamondSparkle))
    return { gemstones: 'Diamonds', colourShare: 0, sparkleDensity };
  return { gemstones: 'none', colourShare, sparkleDensity };
}

function isSparkle(luma: Float32Array, i: number, width: number, params: GemstoneParams): boolean {
  const value = luma[i]!;
  if (value < params.sparkleLuma) return false;
  for (const offset of [-width - 1, -width, -width + 1, -1, 1, width - 1, width, width + 1]) {
    if (value - luma[i + offset]! < params.sparkleContrast) return false;
  }
  return true;
}
