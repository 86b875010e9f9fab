// How hard the piece will be to render faithfully: six criteria scored 0-10 (higher is easier),
// each from one or two measurements, with the sentence that explains it. Photos and sketches
// have their own criteria (spec §3); the summary follows the confirm screen (spec §4, §9).
import {
  PHOTO_CRITERION_WEIGHTS,
  type PHOTO_CRITERIA,
  type SKETCH_CRITERIA,
} from '../../../src/api/assessment';

export type PhotoCriterion = (typeof PHOTO_CRITERIA)[number];
export type SketchCriterion = (typeof SKETCH_CRITERIA)[number];
export type Criterion = PhotoCriterion | SketchCriterion;

export interface ScoredCriterion {
  score: number;
  reason: string;
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
  cutout?: { review: 'ok' | 'suggested' | 'required'; reasons: string[] } | null;
}

/**
 * Highest score of the criteria the cut-out decides when its review is not 'ok'. With two
 * criteria at 3 the success chance cannot reach 8.5 (Excellent, Easy) whatever the others say:
 * photos (weights 1 + 1 of 8) at most 8.25, sketches (2 of 6) at most 7.7.
 */
const CUTOUT_CAP = { ok: 10, suggested: 6, required: 3 } as const;

export function assessDifficulty(
  useSketchCriteria: boolean,
  inputs: DifficultyInputs,
): DifficultyResult {
  const criteria = useSketchCriteria ? sketchCriteria(inputs) : photoCriteria(inputs);
  if (inputs.cutout && inputs.cutout.review !== 'ok') {
    const cap = CUTOUT_CAP[inputs.cutout.review];
    const keys: Criterion[] = useSketchCriteria
      ? ['form_definition', 'perspective_and_scale']
      : ['subject_isolation', 'design_clarity'];
    const why =
      inputs.cutout.review === 'required'
        ? 'The cut-out needs checking before any visual is made'
        : 'The cut-out may need a touch-up';
    const detail = inputs.cutout.reasons[0] ? `: ${inputs.cutout.reasons[0]}` : '.';
    for (const key of keys) {
      const criterion = criteria[key as keyof typeof criteria] as ScoredCriterion | undefined;
      if (!criterion || criterion.score <= cap) continue;
      criterion.score = cap;
      criterion.reason = `${why}${detail} ${criterion.reason}`;
    }
  }
  return { criteria, summary: summarise(criteria, useSketchCriteria) };
}

function photoCriteria(m: DifficultyInputs): Record<PhotoCriterion, ScoredCriterion> {
  const shortSide = Math.min(m.resolution.width, m.resolution.height);
  const resolutionQuality = Math.min(1, shortSide / 1000);
  const sizeQuality = m.boxCoverage < 0.1 ? m.boxCoverage / 0.1 : 1;
  const contrast = clamp01(m.pieceContrast / 100);
  return {
    image_clarity: scored(
      0.45 * m.sharpness +
        0.25 * m.exposureQuality +
        0.15 * (1 - m.noise) +
        0.15 * resolutionQuality,
      `Sharpness ${pct(m.sharpness)}, exposure ${pct(m.exposureQuality)}, noise ${pct(m.noise)} at ${m.resolution.width} x ${m.resolution.height} px.`,
    ),
    detail_complexity: scored(
      1 - clamp01((m.edgeDensity - 0.05) / 0.35),
      `${pct(m.edgeDensity)} of the piece's area is fine edges; more detail is harder to keep.`,
    ),
    text_logo_presence: scored(
      Math.max(0.2, 1 - 0.05 * m.glyphs),
      m.glyphs
        ? `${m.glyphs} letter-like marks found: text or logos are hard to reproduce exactly.`
        : 'No text or logos found.',
    ),
    subject_isolation: scored(
      m.separated
        ? 0.6 * m.backgroundUniformity + 0.4 * (1 - clamp01((m.boxCoverage - 0.6) / 0.4))
        : 0.2 + 0.3 * m.backgroundUniformity,
      m.separated
        ? `The backdrop is ${pct(m.backgroundUniformity)} plain; the piece fills ${pct(m.boxCoverage)} of the frame.`
        : 'The piece could not be separated from its surroundings (worn, held or staged).',
    ),
    design_clarity: scored(
      (0.6 * contrast + 0.4 * sizeQuality) * (m.separated ? 1 : 0.5),
      `The piece stands ${pct(contrast)} apart from the backdrop and fills ${pct(m.boxCoverage)} of the frame.`,
    ),
    repetition_difficulty: scored(
      1 - clamp01((m.periodicity - 0.2) / 0.6),
      m.periodicity >= 0.35
        ? `A repeating motif was found (echo ${pct(m.periodicity)}): every repeat must match.`
        : 'No strong repeating motif found.',
    ),
  };
}

function sketchCriteria(m: DifficultyInputs): Record<SketchCriterion, ScoredCriterion> {
  const lineContrast = clamp01(m.strokeDepth / 80);
  const strokeDensity = m.edgeDensity;
  return {
    sketch_quality: scored(
      0.5 * lineContrast + 0.5 * m.sharpness,
      `Lines are ${pct(lineContrast)} dark against the paper and ${pct(m.sharpness)} crisp.`,
    ),
    form_definition: scored(
      (0.4 + 0.6 * clamp01(m.outlineFill / 0.5)) * (m.parts > 2 ? 0.8 : 1),
      `Closed outlines cover ${pct(m.outlineFill)} of the drawing's box; open strokes leave the form to guess.`,
    ),
    design_complexity: scored(
      1 - clamp01((strokeDensity - 0.03) / 0.25),
      `${pct(strokeDensity)} of the drawing's area is line work.`,
    ),
    perspective_and_scale: scored(
      Math.max(0.3, 1 - 0.15 * Math.max(0, m.parts - 1)) * (m.boxCoverage < 0.1 ? 0.7 : 1),
      m.parts > 1
        ? `${m.parts} separate drawings on the page: the intended view and scale are ambiguous.`
        : 'One drawing: the view and scale are clear.',
    ),
    replication_familiarity: scored(
      0.4 + 0.6 * m.symmetry,
      `The outline is ${pct(m.symmetry)} mirror-symmetric; symmetric forms are the most familiar to reproduce.`,
    ),
    extraneous_marks: scored(
      Math.max(0.1, 1 - 0.03 * m.glyphs - 0.004 * m.specks),
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
