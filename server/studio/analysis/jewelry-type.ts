// Which of the five kinds of piece this is, from the outline alone. Heuristic and honest about
// it: each rule is one sentence, the first that fires wins, and "ring" is the answer when none
// does (the spec's fallback). Worn pieces and busy scenes usually end up as that fallback.
import type { ImageStyle, JewelryType } from '../../../src/api/catalogue';
import { pieceIsSeparated, type ShapeFeatures } from './shape-features';

export interface TypeDecision {
  type: JewelryType;
  /** 0-1; the fallback is reported at 0.3. */
  confidence: number;
  /** The rule that decided, in words (shown in eval output and logs, not to designers). */
  reason: string;
}

export function classifyJewelryType(shape: ShapeFeatures, style: ImageStyle): TypeDecision {
  const drawing = style === 'sketch';
  if (!pieceIsSeparated(shape)) {
    return fallback('the piece could not be separated from its surroundings (worn or staged)');
  }
  if (shape.pairSimilarity >= 0.65) {
    return {
      type: 'earring',
      confidence: shape.pairSimilarity,
      reason: 'two matching parts side by side',
    };
  }
  if (
    shape.elongation >= 1.3 &&
    shape.fill >= 0.7 &&
    shape.symmetry >= 0.8 &&
    shape.middleBulge >= 1.3
  ) {
    return {
      type: 'watch',
      confidence: 0.7,
      reason: 'a solid, symmetric band that widens in the middle (a case between two straps)',
    };
  }
  if (shape.elongation >= 2.5 && shape.middleBulge < 1.3) {
    return { type: 'bracelet', confidence: 0.6, reason: 'a long, even band of links' };
  }
  if (!drawing && shape.largestHoleShare >= 0.35 && shape.relativeThickness < 0.03) {
    return {
      type: 'bracelet',
      confidence: 0.55,
      reason: 'a thin chain or band enclosing a wide opening',
    };
  }
  if (drawing && shape.significantParts <= 2 && (shape.aspect < 0.8 || shape.fill < 0.5)) {
    return {
      type: 'necklace',
      confidence: 0.5,
      reason: 'one drawing, either tall like a pendant or an open, draped outline',
    };
  }
  if (!drawing && shape.relativeThickness < 0.04 && shape.aspect < 0.8 && shape.middleBulge >= 2) {
    return { type: 'necklace', confidence: 0.5, reason: 'a thin, tall chain carrying a pendant' };
  }
  return fallback('no shape rule matched');
}

/** The spec's fallback (§5): ring, with the reason no rule decided. */
export function fallback(why: string): TypeDecision {
  return { type: 'ring', confidence: 0.3, reason: `ring by default: ${why}` };
}
