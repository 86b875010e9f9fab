// The success chance of a design (spec §4): how likely the studio is to render it faithfully, 0-10.
// The confirm screen shows it before saving and the server stores it as base_fidelity_score, so
// both compute it here and can never disagree.
import {
  PHOTO_CRITERIA,
  PHOTO_CRITERION_WEIGHTS,
  SKETCH_CRITERIA,
  type DifficultyAssessment,
} from './assessment';

/**
 * Sketches: the plain average of the sketch criteria. Photos: the average of the photo criteria
 * weighted as spec §9 says. Criteria the analysis did not score are left out of the average.
 * Null while the assessment is pending, when it scored none of the style's criteria, or for a
 * style that is neither sketch nor photo. Rounded to two decimals, so a stored score reads back
 * exactly as it was computed.
 */
export function baseFidelityScore(
  imageStyle: string | null | undefined,
  assessment: DifficultyAssessment | null | undefined,
): number | null {
  if (!assessment || assessment.status?.trim().toLowerCase() === 'pending') return null;
  if (imageStyle === 'sketch') {
    return weightedAverage(SKETCH_CRITERIA.map((key) => [assessment[key]?.score, 1]));
  }
  if (imageStyle === 'photo') {
    return weightedAverage(
      PHOTO_CRITERIA.map((key) => [assessment[key]?.score, PHOTO_CRITERION_WEIGHTS[key]]),
    );
  }
  return null;
}

function weightedAverage(entries: Array<[score: number | undefined, weight: number]>) {
  let total = 0;
  let weights = 0;
  for (const [score, weight] of entries) {
    if (typeof score !== 'number' || !Number.isFinite(score)) continue;
    total += score * weight;
    weights += weight;
  }
  return weights === 0 ? null : roundToHundredths(total / weights);
}

function roundToHundredths(value: number): number {
  return Math.round(value * 100) / 100;
}
