// Sketch or photo, from cues a person would also use: dark strokes rather than glints, little
// colour, light paper behind, and against them what only a photographed piece has: strongly
// coloured metal or stones, solid shaded areas and a filled body rather than thin strokes. Each
// cue adds evidence (log-odds); the sum decides. "Unclear" is kept for what truly is both (a
// photo of a sketch with the object lying on it) and for a page with nothing on it.
import type { ImageStyle } from '../../../src/api/catalogue';

export interface StyleCues {
  /** Dark thin lines over light thin lines (see measureLinePolarity). */
  linePolarity: number;
  /** Thin-line contrast per pixel (see measureLinePolarity); near 0 on a blank or smooth image. */
  lineContrast: number;
  /** Share of pixels in thin lines packed as texture, left out of the two above (diagnostic). */
  textureShare?: number;
  /** Mean HSV saturation of the image, 0-1. */
  meanSaturation: number;
  /** Luma (0-255) of the background model. */
  backgroundLuma: number;
  /**
   * 90th percentile of the saturation of the lit pixels that differ from the background: metal
   * and stones are coloured somewhere, pencil and ink nowhere. Omitted: neutral.
   */
  pieceSaturation?: number;
  /**
   * Share of the pixels darker than the paper around them that lie inside a solid dark area
   * (2.5 px or more from its edge at the analysis scale): shading of a photographed surface,
   * where strokes are thin. Packed strokes (drawn tone) are not solid. Omitted: neutral.
   */
  solidShare?: number;
  /**
   * Share of the pixels differing from the background that lie inside a filled region (3 px or
   * more from its edge): a photographed body rather than line work or drawn tone. Omitted: neutral.
   */
  bodyShare?: number;
}

export interface StyleDecision {
  style: ImageStyle;
  /** 0.5-1 for sketch or photo: how sure; for unclear, how close to a coin toss it was. */
  confidence: number;
  /** Probability of "sketch" (0-1) after adding the evidence below. */
  sketchProbability: number;
  evidence: { lines: number; colour: number; paper: number; surface: number };
  /** The cues it was decided from (diagnostics and the style evaluation). */
  cues: StyleCues;
}

/** Polarity where the line cue is neutral: photos measure about 0.5-1.3, drawings 2 or more. */
const NEUTRAL_POLARITY = 1.6;
/** Saturation where the colour cue is neutral: pencil and ink are grey, metal and gems are not. */
const NEUTRAL_SATURATION = 0.05;
/** Line contrast per pixel from which the line cue counts fully; a blank page has no lines. */
const FULL_LINE_EVIDENCE = 0.05;
/** Evidence this strong on each side is a picture that truly is both (a sketch photographed with the piece on it). */
const MIXED_EVIDENCE = 2.5;
/** ...and only when the two sides nearly cancel out. */
const MIXED_BALANCE = 0.5;
/** Below this thin-line contrast and with no surface cue, the page is blank: nothing to judge. */
const BLANK_LINE_CONTRAST = 0.01;

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
    surface: 0,
  };
  // What only a photographed piece has (each ramp starts above what line art measures).
  const colourful = ramp(cues.pieceSaturation, 0.35, 0.5);
  const solid = ramp(cues.solidShare, 0.18, 0.3);
  const body = ramp(cues.bodyShare, 0.7, 0.8);
  evidence.surface = -(2.5 * colourful + 3 * solid + 2 * body);
  const total = evidence.lines + evidence.colour + evidence.paper + evidence.surface;
  const sketchProbability = 1 / (1 + Math.exp(-total));
  const forSketch = Math.max(0, evidence.lines) + Math.max(0, evidence.colour);
  const forPhoto = -(
    Math.min(0, evidence.lines) +
    Math.min(0, evidence.colour) +
    evidence.paper +
    evidence.surface
  );
  const blank = cues.lineContrast < BLANK_LINE_CONTRAST && evidence.surface === 0;
  const mixed =
    forSketch >= MIXED_EVIDENCE && forPhoto >= MIXED_EVIDENCE && Math.abs(total) < MIXED_BALANCE;
  if (blank || mixed) {
    return {
      style: 'unclear',
      confidence: 1 - Math.abs(sketchProbability - 0.5) * 2,
      sketchProbability,
      evidence,
      cues,
    };
  }
  if (sketchProbability >= 0.5) {
    return { style: 'sketch', confidence: sketchProbability, sketchProbability, evidence, cues };
  }
  return { style: 'photo', confidence: 1 - sketchProbability, sketchProbability, evidence, cues };
}

/** 0 at or below `from`, 1 at or above `to`, linear between; 0 when the cue was not measured. */
function ramp(value: number | undefined, from: number, to: number): number {
  if (value === undefined || !Number.isFinite(value)) return 0;
  return clamp((value - from) / (to - from), 0, 1);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
