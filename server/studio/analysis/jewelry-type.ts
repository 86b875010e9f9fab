// Which of the five kinds of piece this is: from the piece's structure (measured on the stored
// cut-out when there is one) and, as a prior, the words of the uploaded file's name. Each shape
// rule is one sentence and the first that fires wins. The name decides when the shape says
// nothing or agrees; the shape wins when it clearly says otherwise. "Ring" is the answer when
// neither says anything (the spec's fallback).
import { JEWELRY_TYPE_LABELS, type ImageStyle, type JewelryType } from '../../../src/api/catalogue';
import type { FileNameReading } from './file-name';
import { pieceIsSeparated, type ShapeFeatures } from './shape-features';

/** Which evidence decided the type (diagnostics, eval output and the README's table). */
export type TypeEvidence =
  'shape' | 'file name' | 'file name and shape agree' | 'shape over file name' | 'default';

export interface TypeDecision {
  type: JewelryType;
  /** 0-1; the fallback is reported at 0.3. */
  confidence: number;
  /** The rule that decided, in words (shown in eval output and logs, not to designers). */
  reason: string;
  /** Which evidence decided. */
  decidedBy: TypeEvidence;
}

/** A shape rule this sure outweighs the file name's word (a pair, a case between straps). */
export const CLEAR_SHAPE = 0.7;

export function classifyJewelryType(
  shape: ShapeFeatures,
  style: ImageStyle,
  /** The shape is the reviewed cut-out's: it holds the piece alone, so it counts as separated. */
  fromCutout = false,
): TypeDecision {
  const drawing = style === 'sketch';
  if (!fromCutout && !pieceIsSeparated(shape)) {
    return fallback('the piece could not be separated from its surroundings (worn or staged)');
  }
  if (shape.pairSimilarity >= 0.65) {
    return {
      type: 'earring',
      confidence: shape.pairSimilarity,
      reason: 'two matching parts side by side',
      decidedBy: 'shape',
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
      decidedBy: 'shape',
    };
  }
  if (shape.elongation >= 2.5 && shape.middleBulge < 1.6) {
    return {
      type: 'bracelet',
      confidence: 0.6,
      reason: 'a long, even band of links',
      decidedBy: 'shape',
    };
  }
  if (!drawing && shape.largestHoleShare >= 0.35 && shape.relativeThickness < 0.03) {
    return {
      type: 'bracelet',
      confidence: 0.55,
      reason: 'a thin chain or band enclosing a wide opening',
      decidedBy: 'shape',
    };
  }
  if (drawing && shape.significantParts <= 2 && (shape.aspect < 0.8 || shape.fill < 0.5)) {
    return {
      type: 'necklace',
      confidence: 0.5,
      reason: 'one drawing, either tall like a pendant or an open, draped outline',
      decidedBy: 'shape',
    };
  }
  if (
    !drawing &&
    shape.relativeThickness < 0.04 &&
    shape.middleBulge >= 2 &&
    (shape.aspect < 0.8 || shape.fill < 0.3)
  ) {
    return {
      type: 'necklace',
      confidence: 0.5,
      reason: 'a thin chain, tall or draped open, carrying a pendant',
      decidedBy: 'shape',
    };
  }
  if (
    !drawing &&
    shape.largestHoleShare >= 0.12 &&
    shape.relativeThickness >= 0.04 &&
    shape.elongation < 1.6
  ) {
    return {
      type: 'ring',
      confidence: 0.55,
      reason: 'a band around a finger-sized opening',
      decidedBy: 'shape',
    };
  }
  return fallback('no shape rule matched');
}

/**
 * The type from the shape's decision and the file name's prior: the name decides unless the
 * shape clearly says otherwise (a confident rule, not the fallback).
 */
export function decideJewelryType(shape: TypeDecision, name: FileNameReading): TypeDecision {
  if (!name.type) return shape;
  const word = `the file name says "${name.typeWord}"`;
  if (shape.decidedBy !== 'default' && shape.type === name.type) {
    return {
      type: shape.type,
      confidence: Math.max(0.85, shape.confidence),
      reason: `${word}, and the shape agrees: ${shape.reason}`,
      decidedBy: 'file name and shape agree',
    };
  }
  if (shape.decidedBy !== 'default' && shape.confidence >= CLEAR_SHAPE) {
    return {
      ...shape,
      reason: `${shape.reason}; clear enough to overrule ${word} (${JEWELRY_TYPE_LABELS[name.type].toLowerCase()})`,
      decidedBy: 'shape over file name',
    };
  }
  return {
    type: name.type,
    confidence: 0.75,
    reason:
      shape.decidedBy === 'default'
        ? `${word}; the shape says nothing clear`
        : `${word}; the shape's weaker guess (${shape.type}: ${shape.reason}) does not overrule it`,
    decidedBy: 'file name',
  };
}

/** The spec's fallback (§5): ring, with the reason no rule decided. */
export function fallback(why: string): TypeDecision {
  return { type: 'ring', confidence: 0.3, reason: `ring by default: ${why}`, decidedBy: 'default' };
}
