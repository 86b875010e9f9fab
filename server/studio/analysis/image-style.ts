// Sketch or photo, from three cues a person would also use: dark strokes rather than glints,
// little colour, and light paper behind. Each cue adds evidence (log-odds); the sum decides.
import type { ImageStyle } from '../../../src/api/catalogue';

export interface StyleCues {
  /** Dark thin lines over light thin lines (see measureLinePolarity). */
  linePolarity: number;
  /** Thin-line contrast per pixel (see measureLinePolarity); near 0 on a blank or smooth image. */
  lineContrast: number;
  /** Mean HSV saturation of the image, 0-1. */
  meanSaturation: number;
  /** Luma (0-255) of the background model. */
  backgroundLuma: number;
}

export interface StyleDecision {
  style: ImageStyle;
  /** 0.5-1 for sketch or photo: how sure; for unclear, how close to a coin toss it was. */
  confidence: number;
  /** Probability of "sketch" (0-1) after adding the evidence below. */
  sketchProbability: number;
  evidence: { lines: number; colour: number; paper: number };
}

/** Polarity where the line cue is neutral: photos measure about 0.5-1.3, drawings 2 or more. */
const NEUTRAL_POLARITY = 1.6;
/** Saturation where the colour cue is neutral: pencil and ink are grey, metal and gems are not. */
const NEUTRAL_SATURATION = 0.05;
/** Line contrast per pixel from which the line cue counts fully; a blank page has no lines. */
const FULL_LINE_EVIDENCE = 0.05;
/** Below this certainty either way, the answer is "unclear" (spec §5 asks the designer). */
const DECISIVE_PROBABILITY = 0.65;

export function classifyImageStyle(cues: StyleCues): StyleDecision {
  const evidence = {
    // Each doubling of the dark/light line ratio is worth 3 (capped): the main cue. It counts
    // less when there are hardly any lines to compare.
    lines:
      clamp(3 * Math.log2(cues.linePolarity / NEUTRAL_POLARITY), -3, 3) *
      Math.min(1, cues.lineContrast / FULL_LINE_EVIDENCE),
    // Colour speaks for a photo; greyness only mildly for a sketch (grey photos exist).
    colour: clamp(1 - cues.meanSaturation / NEUTRAL_SATURATION, -2, 0.5),
    // Drawings are on light paper: a dark background is strong photo evidence; light says little.
    paper: clamp((cues.backgroundLuma - 130) / 15, -2, 0),
  };
  const total = evidence.lines + evidence.colour + evidence.paper;
  const sketchProbability = 1 / (1 + Math.exp(-total));
  if (sketchProbability >= DECISIVE_PROBABILITY) {
    return { style: 'sketch', confidence: sketchProbability, sketchProbability, evidence };
  }
  if (sketchProbability <= 1 - DECISIVE_PROBABILITY) {
    return { style: 'photo', confidence: 1 - sketchProbability, sketchProbability, evidence };
  }
  return {
    style: 'unclear',
    confidence: 1 - Math.abs(sketchProbability - 0.5) * 2,
    sketchProbability,
    evidence,
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
