// How hard the piece will be to render faithfully: six criteria scored 0-10 (higher is easier),
// each from one or two measurements, with the sentence that explains it. Photos and sketches
// have their own criteria (spec §3); the summary follows the confirm screen (spec §4, §9).
import {
  PHOTO_CRITERION_WEIGHTS,
  otherStyleCriteria,
  styleCriteria,
  type PHOTO_CRITERIA,
  type SKETCH_CRITERIA,
} from '../../../src/api/assessment';
import { capByCutout, type CutoutReviewOf } from '../../../src/api/cutout-cap';

export type PhotoCriterion = (typeof PHOTO_CRITERIA)[number];
export type SketchCriterion = (typeof SKETCH_CRITERIA)[number];
export type Criterion = PhotoCriterion | SketchCriterion;

export interface ScoredCriterion {
  score: number;
  reason: string;
  /**
   * A criterion the cut-out capped keeps its score and reason from before the cap, so the cap can
   * follow a later cut-out: a corrected one that reads 'ok' lifts it, another review changes it.
   */
  before_cutout_cap?: { score: number; reason?: string };
}

export type DifficultyCategory = 'Easy' | 'Manageable' | 'Challenging' | 'Very Hard';

export interface DifficultySummary {
  weighted_score: number;
  final_score: number;
  category: DifficultyCategory;
  total_dp: number;
}

export interface DifficultyResult {
  criteria: Partial<Record<Criterion, ScoredCriterion>>;
  summary: DifficultySummary;
}

/** What the criteria are computed from; every value is measured on the analysis copy. */
export interface DifficultyInputs {
  /** Long-side/short-side pixels of the upload as stored. */
  resolution: { width: number; height: number };
  /** 0-1 focus (see sharpnessScore). */
  sharpness: number;
  /** 0-1, 1 well exposed (see exposureQuality). */
  exposureQuality: number;
  /** 0-1, 0 clean (see noiseScore). */
  noise: number;
  /** Share of the piece's box on an edge (see edgeDensity). */
  edgeDensity: number;
  /** Letter-like marks in rows (see findTextMarks). */
  glyphs: number;
  /** Loose specks (see findTextMarks). */
  specks: number;
  /** 0-1, share of the border that is plain backdrop. */
  backgroundUniformity: number;
  /** Whether the piece could be told from its surroundings at all. */
  separated: boolean;
  /** Share of the frame the piece's box covers. */
  boxCoverage: number;
  /** Mean colour distance (RGB units) of the piece's pixels from the background colour. */
  pieceContrast: number;
  /** 0-1 (see periodicity). */
  periodicity: number;
  /** Mean depth (luma levels) of the strokes below the paper around them (sketches). */
  strokeDepth: number;
  /** Outline area / box area of the drawing (sketches; see ShapeFeatures.fill). */
  outlineFill: number;
  /** Separate drawings on the page (see ShapeFeatures.significantParts). */
  parts: number;
  /** 0-1 mirror symmetry of the outline. */
  symmetry: number;
  /** The stored cut-out's review, when there is one: every visual starts from the cut-out. */
  cutout?: CutoutReviewOf | null;
}

/** The criteria's scales and weights; each criterion is a 0-1 share before it is scored 0-10. */
export interface DifficultyParams {
  /** Short side (px) from which resolution no longer costs clarity: a render needs no invention. */
  fullResolutionSide: number;
  /** A piece's box filling less of the frame than this is small: its details are few pixels. */
  smallPiece: number;
  /** Colour distance (RGB units) at which the piece stands fully apart from its backdrop. */
  fullContrast: number;
  /** Image clarity: what focus, exposure, a clean image and resolution each count for. */
  clarity: { sharpness: number; exposure: number; clean: number; resolution: number };
  /** Fine edges cost nothing up to `from` of the piece's area, everything at `from + span`. */
  fineEdges: { from: number; span: number };
  /** Each letter-like mark costs this much (text is hard to reproduce), down to `floor`. */
  textMarks: { each: number; floor: number };
  /**
   * Isolation: a plain backdrop counts `backdrop`, room around the piece `room` (crowded from
   * `crowdedFrom` of the frame, fully at `crowdedFrom + crowdedSpan`). A piece that could not be
   * separated (worn, held, staged) scores `unseparated` plus `unseparatedBackdrop` × plainness.
   */
  isolation: {
    backdrop: number;
    room: number;
    crowdedFrom: number;
    crowdedSpan: number;
    unseparated: number;
    unseparatedBackdrop: number;
  };
  /** Design clarity: contrast and size; `unseparated` times that when it could not be separated. */
  designClarity: { contrast: number; size: number; unseparated: number };
  /** A repeat echo costs nothing up to `from`, everything at `from + span`; named from `motif`. */
  repetition: { from: number; span: number; motif: number };
  /** Stroke depth (luma levels) at which a sketch's lines are fully dark against the paper. */
  fullStrokeDepth: number;
  /** Sketch quality: what dark lines and crisp lines each count for. */
  sketchQuality: { contrast: number; sharpness: number };
  /**
   * Form: open strokes score `base`, closed outlines covering `fullFill` of the box add `fill`;
   * more than `manyParts` drawings on the page leave `partsFactor` of that (which one is meant?).
   */
  form: { base: number; fill: number; fullFill: number; manyParts: number; partsFactor: number };
  /** Line work costs nothing up to `from` of the drawing's area, everything at `from + span`. */
  sketchComplexity: { from: number; span: number };
  /** Each drawing beyond one costs `perExtraPart` (down to `floor`); a small one `smallFactor`. */
  perspective: { perExtraPart: number; floor: number; smallFactor: number };
  /** Familiarity: `base`, plus `symmetry` × mirror symmetry (symmetric forms are familiar). */
  familiarity: { base: number; symmetry: number };
  /** Each note costs `perGlyph`, each loose speck `perSpeck`, down to `floor`. */
  strayMarks: { perGlyph: number; perSpeck: number; floor: number };
}

export const DIFFICULTY: DifficultyParams = {
  fullResolutionSide: 1000,
  smallPiece: 0.1,
  fullContrast: 100,
  clarity: { sharpness: 0.45, exposure: 0.25, clean: 0.15, resolution: 0.15 },
  fineEdges: { from: 0.05, span: 0.35 },
  textMarks: { each: 0.05, floor: 0.2 },
  isolation: {
    backdrop: 0.6,
    room: 0.4,
    crowdedFrom: 0.6,
    crowdedSpan: 0.4,
    unseparated: 0.2,
    unseparatedBackdrop: 0.3,
  },
  designClarity: { contrast: 0.6, size: 0.4, unseparated: 0.5 },
  repetition: { from: 0.2, span: 0.6, motif: 0.35 },
  fullStrokeDepth: 80,
  sketchQuality: { contrast: 0.5, sharpness: 0.5 },
  form: { base: 0.4, fill: 0.6, fullFill: 0.5, manyParts: 2, partsFactor: 0.8 },
  sketchComplexity: { from: 0.03, span: 0.25 },
  perspective: { perExtraPart: 0.15, floor: 0.3, smallFactor: 0.7 },
  familiarity: { base: 0.4, symmetry: 0.6 },
  strayMarks: { perGlyph: 0.03, perSpeck: 0.004, floor: 0.1 },
};

export function assessDifficulty(
  useSketchCriteria: boolean,
  inputs: DifficultyInputs,
  params: DifficultyParams = DIFFICULTY,
): DifficultyResult {
  const criteria = useSketchCriteria
    ? sketchCriteria(inputs, params)
    : photoCriteria(inputs, params);
  capByCutout(criteria, useSketchCriteria, inputs.cutout);
  return { criteria, summary: summarise(criteria, useSketchCriteria) };
}

function photoCriteria(
  m: DifficultyInputs,
  p: DifficultyParams,
): Record<PhotoCriterion, ScoredCriterion> {
  const shortSide = Math.min(m.resolution.width, m.resolution.height);
  const resolutionQuality = Math.min(1, shortSide / p.fullResolutionSide);
  const sizeQuality = m.boxCoverage < p.smallPiece ? m.boxCoverage / p.smallPiece : 1;
  const contrast = clamp01(m.pieceContrast / p.fullContrast);
  const { clarity, isolation, designClarity, repetition } = p;
  return {
    image_clarity: scored(
      clarity.sharpness * m.sharpness +
        clarity.exposure * m.exposureQuality +
        clarity.clean * (1 - m.noise) +
        clarity.resolution * resolutionQuality,
      `Sharpness ${pct(m.sharpness)}, exposure ${pct(m.exposureQuality)}, noise ${pct(m.noise)} at ${m.resolution.width} x ${m.resolution.height} px.`,
    ),
    detail_complexity: scored(
      1 - clamp01((m.edgeDensity - p.fineEdges.from) / p.fineEdges.span),
      `${pct(m.edgeDensity)} of the piece's area is fine edges; more detail is harder to keep.`,
    ),
    text_logo_presence: scored(
      Math.max(p.textMarks.floor, 1 - p.textMarks.each * m.glyphs),
      m.glyphs
        ? `${m.glyphs} letter-like marks found: text or logos are hard to reproduce exactly.`
        : 'No text or logos found.',
    ),
    subject_isolation: scored(
      m.separated
        ? isolation.backdrop * m.backgroundUniformity +
            isolation.room *
              (1 - clamp01((m.boxCoverage - isolation.crowdedFrom) / isolation.crowdedSpan))
        : isolation.unseparated + isolation.unseparatedBackdrop * m.backgroundUniformity,
      m.separated
        ? `The backdrop is ${pct(m.backgroundUniformity)} plain; the piece fills ${pct(m.boxCoverage)} of the frame.`
        : 'The piece could not be separated from its surroundings (worn, held or staged).',
    ),
    design_clarity: scored(
      (designClarity.contrast * contrast + designClarity.size * sizeQuality) *
        (m.separated ? 1 : designClarity.unseparated),
      `The piece stands ${pct(contrast)} apart from the backdrop and fills ${pct(m.boxCoverage)} of the frame.`,
    ),
    repetition_difficulty: scored(
      1 - clamp01((m.periodicity - repetition.from) / repetition.span),
      m.periodicity >= repetition.motif
        ? `A repeating motif was found (echo ${pct(m.periodicity)}): every repeat must match.`
        : 'No strong repeating motif found.',
    ),
  };
}

function sketchCriteria(
  m: DifficultyInputs,
  p: DifficultyParams,
): Record<SketchCriterion, ScoredCriterion> {
  const lineContrast = clamp01(m.strokeDepth / p.fullStrokeDepth);
  const strokeDensity = m.edgeDensity;
  const { form, perspective, strayMarks } = p;
  return {
    sketch_quality: scored(
      p.sketchQuality.contrast * lineContrast + p.sketchQuality.sharpness * m.sharpness,
      `Lines are ${pct(lineContrast)} dark against the paper and ${pct(m.sharpness)} crisp.`,
    ),
    form_definition: scored(
      (form.base + form.fill * clamp01(m.outlineFill / form.fullFill)) *
        (m.parts > form.manyParts ? form.partsFactor : 1),
      `Closed outlines cover ${pct(m.outlineFill)} of the drawing's box; open strokes leave the form to guess.`,
    ),
    design_complexity: scored(
      1 - clamp01((strokeDensity - p.sketchComplexity.from) / p.sketchComplexity.span),
      `${pct(strokeDensity)} of the drawing's area is line work.`,
    ),
    perspective_and_scale: scored(
      Math.max(perspective.floor, 1 - perspective.perExtraPart * Math.max(0, m.parts - 1)) *
        (m.boxCoverage < p.smallPiece ? perspective.smallFactor : 1),
      m.parts > 1
        ? `${m.parts} separate drawings on the page: the intended view and scale are ambiguous.`
        : 'One drawing: the view and scale are clear.',
    ),
    replication_familiarity: scored(
      p.familiarity.base + p.familiarity.symmetry * m.symmetry,
      `The outline is ${pct(m.symmetry)} mirror-symmetric; symmetric forms are the most familiar to reproduce.`,
    ),
    extraneous_marks: scored(
      Math.max(
        strayMarks.floor,
        1 - strayMarks.perGlyph * m.glyphs - strayMarks.perSpeck * m.specks,
      ),
      m.glyphs || m.specks
        ? `${m.glyphs} letter-like marks (notes, dimensions) and ${m.specks} loose specks.`
        : 'No notes or stray marks.',
    ),
  };
}

/** Weighted (photos, spec §9) or plain (sketches) average; category by the confirm-screen thresholds. */
export function summarise(
  criteria: Partial<Record<Criterion, ScoredCriterion>>,
  useSketchCriteria: boolean,
): DifficultySummary {
  const entries = Object.entries(criteria) as Array<[Criterion, ScoredCriterion]>;
  let weightedSum = 0;
  let weights = 0;
  let points = 0;
  for (const [key, { score }] of entries) {
    const weight = useSketchCriteria ? 1 : (PHOTO_CRITERION_WEIGHTS[key as PhotoCriterion] ?? 1);
    weightedSum += weight * score;
    weights += weight;
    points += 10 - score;
  }
  const weighted = round1(weights ? weightedSum / weights : 0);
  return {
    weighted_score: weighted,
    final_score: weighted,
    category: categoryFor(weighted),
    total_dp: round1(points),
  };
}

/**
 * An upload's assessment (both styles' criteria) as a design of `imageStyle` keeps it at Save:
 * that style's criteria, capped by the review of the cut-out it is saved with instead of the
 * upload's (a cut-out made again for the style may need review where that one did not; a
 * corrected one may not), and the summary keys computed from them. Also re-caps a saved design's
 * assessment when its cut-out is corrected. Left as it is for a style that is neither, or when it
 * was scored one way only and its cap does not change.
 */
export function assessmentForStyle<T extends Record<string, unknown>>(
  assessment: T | null,
  imageStyle: string,
  /** The review of the cut-out the design is saved with (made again for the style, or corrected). */
  cutout?: CutoutReviewOf,
): T | null {
  const own = styleCriteria(imageStyle);
  if (!assessment || own.length === 0) return assessment;
  const kept: Record<string, unknown> = { ...assessment };
  const other = otherStyleCriteria(imageStyle).filter((key) => key in assessment);
  for (const key of other) delete kept[key];
  const changed = capByCutout(kept, imageStyle === 'sketch', cutout);
  const scored = own.flatMap((key) => {
    const score = (kept[key] as { score?: unknown } | undefined)?.score;
    return typeof score === 'number' && Number.isFinite(score)
      ? [[key, { score, reason: '' }] as const]
      : [];
  });
  if (scored.length === 0 || (other.length === 0 && !changed)) return assessment;
  return Object.assign(kept as T, summarise(Object.fromEntries(scored), imageStyle === 'sketch'));
}

/** Confirm-screen labels (spec §4): 8.5 Easy, 6.5 Manageable, 4 Challenging, else Very Hard. */
export function categoryFor(score: number): DifficultyCategory {
  if (score >= 8.5) return 'Easy';
  if (score >= 6.5) return 'Manageable';
  if (score >= 4) return 'Challenging';
  return 'Very Hard';
}

function scored(unit: number, reason: string): ScoredCriterion {
  return { score: round1(10 * clamp01(unit)), reason };
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0));
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function pct(unit: number): string {
  return `${Math.round(100 * clamp01(unit))}%`;
}
