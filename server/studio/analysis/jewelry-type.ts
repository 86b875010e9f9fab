// Which of the five kinds of piece this is: from the piece's structure (measured on the stored
// cut-out when there is one) and, as a prior, the words of the uploaded file's name. Each shape
// rule is one sentence and the first that fires wins. The name decides when the shape says
// nothing, agrees, or fits the name's kind too; the shape wins when it clearly says otherwise.
// "Ring" is the answer when neither says anything (the spec's fallback).
import { JEWELRY_TYPE_LABELS, type ImageStyle, type JewelryType } from '../../../src/api/catalogue';
import type { FileNameReading } from './file-name';
import {
  type CentreLine,
  type PartShape,
  type ShapeFeatures,
  pieceIsSeparated,
} from './shape-features';

/** Which evidence decided the type (diagnostics, eval output and the README's table). */
export type TypeEvidence =
  'shape' | 'file name' | 'file name and shape agree' | 'shape over file name' | 'default';

export interface TypeDecision {
  type: JewelryType;
  /** 0-1; the fallback is reported at TYPE_RULES.fallback. */
  confidence: number;
  /** The rule that decided, in words (shown in eval output and logs, not to designers). */
  reason: string;
  /** Which evidence decided. */
  decidedBy: TypeEvidence;
  /**
   * Other kinds the same shape also fits, which a name may choose without being overruled: two
   * compact matching parts are two earrings, or two pendants whose chains the photo does not show.
   */
  alsoFits?: readonly JewelryType[];
}

/** A shape rule this sure outweighs the file name's word (a pair, a case between straps). */
export const CLEAR_SHAPE = 0.7;

/**
 * The shape rules' thresholds, in the order the rules are tried (the first that fires wins), each
 * with what it says about the piece. Measures are ShapeFeatures' (shape-features.ts).
 */
export const TYPE_RULES = {
  /** Two parts at least this alike, side by side, are a pair (of earrings unless the next two say). */
  pair: { similarity: 0.65 },
  /**
   * A pair whose every part alone is a long, thin chain round an opening or over a pendant is two
   * necklaces laid side by side: a chain laid out is long; an earring is not long and thin both.
   */
  pairedNecklaces: {
    /** Long side over short side of the part: a laid-out chain, not a round hoop or a stud. */
    minElongation: 2,
    /** Measured thickness (about half the drawn width) over the part's length: a chain. */
    maxThickness: 0.035,
    /** The enclosed opening's share of the part: the chain closes round the neck's space. */
    holeShare: 0.35,
    /** Or its middle this much wider than its ends: the pendant it carries. */
    middleBulge: 2,
    /**
     * An oval fills π/4 of its box, a drape with its pendant hanging below far less: a charm on
     * a loop this full is a bracelet's, not a pendant.
     */
    ovalFill: 0.7,
    /** As sure as a pair, so it overrules "earrings" in the file name too. */
    confidence: 0.75,
  },
  /**
   * A pair whose every part alone is a round loop of chain round a wide opening, finer than any
   * hoop earring's wire, is two bracelets: a hoop's tube is at least ~4% of its width (measured
   * as about 2%), a bracelet's chain is less.
   */
  pairedBracelets: {
    /** Measured thickness over the part's length: finer than a hoop's wire. */
    maxThickness: 0.02,
    /** The enclosed opening's share of the part: the wrist's space. */
    holeShare: 0.35,
    /** As sure as a pair, so it overrules "earrings" in the file name too. */
    confidence: 0.75,
  },
  /**
   * Two matching loops round wide openings are hoops, or two bracelets at another scale, which a
   * photo does not show: earrings, but not sure enough to overrule a name that says bracelets.
   */
  pairOfLoops: { holeShare: 0.35, confidence: 0.65 },
  /**
   * A case between two straps, enclosing no opening (a bangle or a loop of links does). Either
   * upright: a solid, symmetric band that widens in its middle (straps leaving the frame too);
   * or along the piece's own long axis, so a tilted watch counts: long, clearly wider in the
   * middle than at its even outer stretches (straps run parallel; an oval narrows to its tips).
   */
  watch: {
    maxHoleShare: 0.1,
    upright: { elongation: 1.3, fill: 0.7, symmetry: 0.8, middleBulge: 1.3 },
    alongAxis: { elongation: 1.5, middleOverEnds: 1.4, endsEvenness: 0.85 },
    confidence: 0.7,
  },
  /**
   * One piece whose centre line is mostly a fine chain carrying something far thicker, the chain
   * reaching several times that thing's width: a pendant on its chain (an earring's hook is
   * about as long as its drop).
   */
  chainWithPendant: { thinShare: 0.6, thickOverMedian: 4, reach: 4, confidence: 0.6 },
  /** Long and even (no case in its middle): a band of links. */
  linkBand: { elongation: 2.5, maxMiddleBulge: 1.6, confidence: 0.6 },
  /**
   * A photo of a thin chain or band round a wide opening: a bracelet lying open. Thin is the
   * median thickness, or the loop reaching this many times its widest point (so a ring's head
   * or stones never pass): finer than a ring's band beside its finger hole. Right on 22 of the
   * 23 generated scenes it fired on (`npm run eval:types`, seeds 1–7), so it overrules a name.
   */
  openBracelet: { holeShare: 0.35, maxThickness: 0.03, minReach: 12, confidence: 0.75 },
  /** A drawing of one or two parts, tall (a pendant) or open and draped (a necklace). */
  drawnNecklace: { maxParts: 2, maxAspect: 0.8, maxFill: 0.5, confidence: 0.5 },
  /** A photo of a thin chain, tall or open, carrying something much wider: a pendant. */
  pendantChain: {
    maxThickness: 0.04,
    middleBulge: 2,
    maxAspect: 0.8,
    maxFill: 0.3,
    confidence: 0.5,
  },
  /** A photo of a solid band round a finger-sized opening, not long: a ring. */
  ring: { holeShare: 0.12, thickness: 0.04, maxElongation: 1.6, confidence: 0.55 },
  /** The name's word and the shape agree: at least this sure. */
  agreed: 0.85,
  /** The name's word decides against a weaker shape guess, this sure. */
  byName: 0.75,
  /** Nothing decided: the spec's fallback, reported this unsure. */
  fallback: 0.3,
};

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
  const r = TYPE_RULES;
  if (shape.pairSimilarity >= r.pair.similarity) {
    const parts = shape.pairParts;
    if (parts.length > 0 && parts.every(isLaidOutNecklace)) {
      return {
        type: 'necklace',
        confidence: r.pairedNecklaces.confidence,
        reason:
          'two matching parts side by side, each alone a long thin chain round an opening or carrying a pendant: two necklaces, not earrings',
        decidedBy: 'shape',
      };
    }
    if (parts.length > 0 && parts.every(isChainBracelet)) {
      return {
        type: 'bracelet',
        confidence: r.pairedBracelets.confidence,
        reason:
          'two matching parts side by side, each alone a loop of chain finer than a hoop round a wide opening: two bracelets, not earrings',
        decidedBy: 'shape',
      };
    }
    const loops = TYPE_RULES.pairOfLoops;
    if (parts.length > 0 && parts.every((part) => part.largestHoleShare >= loops.holeShare)) {
      return {
        type: 'earring',
        confidence: Math.min(shape.pairSimilarity, loops.confidence),
        reason:
          'two matching parts side by side, each a loop round an opening (hoops, or bracelets)',
        decidedBy: 'shape',
      };
    }
    return {
      type: 'earring',
      confidence: shape.pairSimilarity,
      reason: 'two matching parts side by side',
      decidedBy: 'shape',
      alsoFits: ['necklace'],
    };
  }
  if (shape.largestHoleShare < r.watch.maxHoleShare && caseBetweenStraps(shape)) {
    return {
      type: 'watch',
      confidence: r.watch.confidence,
      reason: 'a case between two straps (wider in the middle, no opening)',
      decidedBy: 'shape',
    };
  }
  if (shape.elongation >= r.linkBand.elongation && shape.middleBulge < r.linkBand.maxMiddleBulge) {
    return {
      type: 'bracelet',
      confidence: r.linkBand.confidence,
      reason: 'a long, even band of links',
      decidedBy: 'shape',
    };
  }
  if (
    !drawing &&
    shape.largestHoleShare >= r.openBracelet.holeShare &&
    (shape.relativeThickness < r.openBracelet.maxThickness ||
      shape.centreLine.reach >= r.openBracelet.minReach)
  ) {
    return {
      type: 'bracelet',
      confidence: r.openBracelet.confidence,
      reason: 'a thin chain or band enclosing a wide opening',
      decidedBy: 'shape',
    };
  }
  const drawn = r.drawnNecklace;
  if (
    drawing &&
    shape.significantParts <= drawn.maxParts &&
    (shape.aspect < drawn.maxAspect || shape.fill < drawn.maxFill)
  ) {
    return {
      type: 'necklace',
      confidence: drawn.confidence,
      reason: 'one drawing, either tall like a pendant or an open, draped outline',
      decidedBy: 'shape',
    };
  }
  if (!drawing && carriesPendant(shape.centreLine)) {
    return {
      type: 'necklace',
      confidence: r.chainWithPendant.confidence,
      reason: 'a fine chain reaching far beyond the pendant it carries',
      decidedBy: 'shape',
    };
  }
  if (
    !drawing &&
    shape.relativeThickness < r.pendantChain.maxThickness &&
    shape.middleBulge >= r.pendantChain.middleBulge &&
    (shape.aspect < r.pendantChain.maxAspect || shape.fill < r.pendantChain.maxFill)
  ) {
    return {
      type: 'necklace',
      confidence: r.pendantChain.confidence,
      reason: 'a thin chain, tall or draped open, carrying a pendant',
      decidedBy: 'shape',
    };
  }
  if (
    !drawing &&
    shape.largestHoleShare >= r.ring.holeShare &&
    shape.relativeThickness >= r.ring.thickness &&
    shape.elongation < r.ring.maxElongation
  ) {
    return {
      type: 'ring',
      confidence: r.ring.confidence,
      reason: 'a band around a finger-sized opening',
      decidedBy: 'shape',
    };
  }
  return fallback('no shape rule matched');
}

/** Wider in the middle than the straps on both sides, upright or along its own long axis. */
function caseBetweenStraps(shape: ShapeFeatures): boolean {
  const { upright, alongAxis } = TYPE_RULES.watch;
  return (
    (shape.elongation >= upright.elongation &&
      shape.fill >= upright.fill &&
      shape.symmetry >= upright.symmetry &&
      shape.middleBulge >= upright.middleBulge) ||
    (shape.axis.elongation >= alongAxis.elongation &&
      shape.axis.middleOverEnds >= alongAxis.middleOverEnds &&
      shape.axis.endsEvenness >= alongAxis.endsEvenness)
  );
}

/** A centre line mostly of fine chain, reaching far beyond the thick thing it carries. */
function carriesPendant(line: CentreLine): boolean {
  const rule = TYPE_RULES.chainWithPendant;
  return (
    line.thinShare >= rule.thinShare &&
    line.thickOverMedian >= rule.thickOverMedian &&
    line.reach >= rule.reach
  );
}

/**
 * One part of a pair, alone: a long, thin chain round an opening or carrying a pendant. A charm
 * on an oval loop round a wide opening is a bracelet's: a necklace's pendant hangs below its loop.
 */
function isLaidOutNecklace(part: PartShape): boolean {
  const rule = TYPE_RULES.pairedNecklaces;
  const long = part.elongation >= rule.minElongation;
  const ovalLoop = part.largestHoleShare >= rule.holeShare && part.fill >= rule.ovalFill;
  return (
    (long &&
      part.relativeThickness < rule.maxThickness &&
      (part.largestHoleShare >= rule.holeShare || part.middleBulge >= rule.middleBulge)) ||
    (!ovalLoop && carriesPendant(part.centreLine))
  );
}

/** One part of a pair, alone: a loop of chain finer than a hoop's wire round a wide opening. */
function isChainBracelet(part: PartShape): boolean {
  const rule = TYPE_RULES.pairedBracelets;
  return part.relativeThickness < rule.maxThickness && part.largestHoleShare >= rule.holeShare;
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
      confidence: Math.max(TYPE_RULES.agreed, shape.confidence),
      reason: `${word}, and the shape agrees: ${shape.reason}`,
      decidedBy: 'file name and shape agree',
    };
  }
  if (shape.decidedBy !== 'default' && shape.alsoFits?.includes(name.type)) {
    return {
      type: name.type,
      confidence: TYPE_RULES.byName,
      reason: `${word}, and the shape fits it too: ${shape.reason}`,
      decidedBy: 'file name',
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
    confidence: TYPE_RULES.byName,
    reason:
      shape.decidedBy === 'default'
        ? `${word}; the shape says nothing clear`
        : `${word}; the shape's weaker guess (${shape.type}: ${shape.reason}) does not overrule it`,
    decidedBy: 'file name',
  };
}

/** The spec's fallback (§5): ring, with the reason no rule decided. */
export function fallback(why: string): TypeDecision {
  return {
    type: 'ring',
    confidence: TYPE_RULES.fallback,
    reason: `ring by default: ${why}`,
    decidedBy: 'default',
  };
}
