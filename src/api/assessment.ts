// What the analysis of an upload finds: detected characteristics, how hard the piece is to render
// faithfully (criteria scored 0-10, higher is easier), and the technical quality of the image.
import { z } from 'zod';

/** Criteria scored for a sketch (spec §3); the confirm screen averages them for sketches. */
export const SKETCH_CRITERIA = [
  'sketch_quality',
  'form_definition',
  'design_complexity',
  'perspective_and_scale',
  'replication_familiarity',
  'extraneous_marks',
] as const;

/** Criteria scored for a photo; the confirm screen weights them (spec §9). */
export const PHOTO_CRITERIA = [
  'image_clarity',
  'detail_complexity',
  'text_logo_presence',
  'subject_isolation',
  'design_clarity',
  'repetition_difficulty',
] as const;

export const DIFFICULTY_CRITERIA = [...SKETCH_CRITERIA, ...PHOTO_CRITERIA] as const;
export type DifficultyCriterion = (typeof DIFFICULTY_CRITERIA)[number];

export const PHOTO_CRITERION_WEIGHTS: Record<(typeof PHOTO_CRITERIA)[number], number> = {
  image_clarity: 1.5,
  detail_complexity: 1.5,
  text_logo_presence: 2,
  subject_isolation: 1,
  design_clarity: 1,
  repetition_difficulty: 1,
};

/** Summary keys that sit beside the criteria and are never listed as challenges. */
export const ASSESSMENT_SUMMARY_KEYS = [
  'final_score',
  'category',
  'total_dp',
  'weighted_score',
] as const;

/** Values of difficulty_assessment.status; 'pending' shows 'Analyzing...'. Open: other values may come. */
export const DIFFICULTY_STATUSES = ['pending', 'complete', 'failed'] as const;

/** One criterion: a 0-10 score (higher is easier), and whatever the analysis adds (reasons...). */
export const CriterionScoreSchema = z.looseObject({ score: z.number().min(0).max(10) });
export type CriterionScore = z.infer<typeof CriterionScoreSchema>;

const criterionShape = Object.fromEntries(
  DIFFICULTY_CRITERIA.map((key) => [key, CriterionScoreSchema.optional()]),
) as Record<DifficultyCriterion, z.ZodOptional<typeof CriterionScoreSchema>>;

const summaryShape = {
  final_score: z.number().nullable().optional(),
  category: z.string().nullable().optional(),
  total_dp: z.number().nullable().optional(),
  weighted_score: z.number().nullable().optional(),
};

/**
 * Named criteria with scores, plus the summary keys. Known keys are validated; unknown keys are
 * kept (a newer analysis may score more criteria), which is why this is a loose object.
 */
export const AssessmentDetailsSchema = z.looseObject({ ...criterionShape, ...summaryShape });
export type AssessmentDetails = z.infer<typeof AssessmentDetailsSchema>;

/** The assessment stored with a design: the details plus a status. */
export const DifficultyAssessmentSchema = AssessmentDetailsSchema.extend({
  status: z.string().optional(),
});
export type DifficultyAssessment = z.infer<typeof DifficultyAssessmentSchema>;

/**
 * The scored criteria of an assessment as [key, score] pairs, in stored order: entries shaped
 * `{score: number}`, skipping status and the summary keys (spec §3).
 */
export function criterionScores(
  details: Record<string, unknown> | null | undefined,
): Array<[string, number]> {
  if (!details) return [];
  const skipped = new Set<string>(['status', ...ASSESSMENT_SUMMARY_KEYS]);
  const scores: Array<[string, number]> = [];
  for (const [key, value] of Object.entries(details)) {
    if (skipped.has(key) || typeof value !== 'object' || value === null) continue;
    const score = (value as { score?: unknown }).score;
    if (typeof score === 'number' && Number.isFinite(score)) scores.push([key, score]);
  }
  return scores;
}

/** Spec §2/§4 texts of the success chance, shown where a design's assessment is. */
export const ANALYZING_LABEL = 'Analyzing...';
export const NO_CHALLENGES_MESSAGE = 'No critical issues detected.';

/** A criterion the piece may struggle with, as the success-chance views list it. */
export interface Challenge {
  key: string;
  label: string;
  score: number;
}

/** 'perspective_and_scale' → 'Perspective And Scale'. */
export function prettifyCriterion(key: string): string {
  return key
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The criteria of the other style than `imageStyle`: an upload is scored both ways, so that the
 * success chance follows the style the designer chooses. None for a style that is neither.
 */
export function otherStyleCriteria(imageStyle: string | null | undefined): readonly string[] {
  if (imageStyle === 'sketch') return styleCriteria('photo');
  if (imageStyle === 'photo') return styleCriteria('sketch');
  return [];
}

/** The criteria a style is scored by; none for a style that is neither sketch nor photo. */
export function styleCriteria(imageStyle: string | null | undefined): readonly string[] {
  if (imageStyle === 'sketch') return SKETCH_CRITERIA;
  if (imageStyle === 'photo') return PHOTO_CRITERIA;
  return [];
}

/**
 * Criteria scoring under 4, lowest first, with prettified names (spec §4, §9); with a style,
 * only that style's criteria (and any the studio does not know).
 */
export function criterionChallenges(
  details: Record<string, unknown> | null | undefined,
  imageStyle?: string | null,
): Challenge[] {
  const other = new Set(otherStyleCriteria(imageStyle));
  return criterionScores(details)
    .filter(([key, score]) => score < 4 && !other.has(key))
    .sort((a, b) => a[1] - b[1])
    .map(([key, score]) => ({ key, label: prettifyCriterion(key), score }));
}

/** What the analysis read from the image. Null when it could not tell. */
export const DetectedCharacteristicsSchema = z.object({
  name: z.string().nullable(),
  /** Free text from the analysis; the UI falls back to ring when it is not a known type. */
  jewelry_type: z.string().nullable(),
  /** Free text from the analysis; the UI falls back to unclear when it is not known. */
  image_style: z.string().nullable(),
  /** Ignored by the UI when empty or 'unknown'. */
  material: z.string().nullable(),
  /** Ignored by the UI when empty, 'unknown' or 'none'. */
  gemstones: z.string().nullable(),
});
export type DetectedCharacteristics = z.infer<typeof DetectedCharacteristicsSchema>;

const unit = z.number().min(0).max(1);

/** Measurements of the uploaded image, all optional so the report can grow without breaking. */
export const TechnicalQualityReportSchema = z.looseObject({
  resolution: z
    .looseObject({
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      megapixels: z.number().min(0),
    })
    .optional(),
  /** 0-1: 1 is crisp edges, 0 is a blur. */
  sharpness: unit.optional(),
  /** 0-1: mean brightness; about 0.5 is well exposed, lower is dark, higher is blown out. */
  exposure: unit.optional(),
  /** 0-1: 0 is clean, 1 is grainy. */
  noise: unit.optional(),
  /** 0-1: 1 is a plain, even background that separates cleanly from the piece. */
  background_uniformity: unit.optional(),
});
export type TechnicalQualityReport = z.infer<typeof TechnicalQualityReportSchema>;
