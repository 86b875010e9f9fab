// Every visual starts from the stored cut-out, so a cut-out that needs review caps the criteria it
// decides: the analysis caps by the upload's, Save and a correction by the cut-out kept, and the
// confirm screen by the one on screen. One rule for the server and the client.
import type { CutoutReview } from './asset';

/** A cut-out's review, and why (its first reason is quoted). */
export interface CutoutReviewOf {
  review: CutoutReview;
  reasons: string[];
}

/**
 * Highest score of the criteria the cut-out decides, by its review. With two criteria at 3 the
 * success chance cannot reach 8.5 (Excellent, Easy) whatever the others say: photos (weights
 * 1 + 1 of 8) at most 8.25, sketches (2 of 6) at most 7.7.
 */
export const CUTOUT_CAP: Record<CutoutReview, number> = { ok: 10, suggested: 6, required: 3 };

/** The criteria the cut-out decides: how well the piece stands apart, and its form. */
export function cutoutCriteria(useSketchCriteria: boolean): readonly string[] {
  return useSketchCriteria
    ? ['form_definition', 'perspective_and_scale']
    : ['subject_isolation', 'design_clarity'];
}

/**
 * Caps, in place, the criteria the cut-out decides by its review, from their scores before any
 * earlier cap (`before_cutout_cap`, kept in the criterion; an 'ok' review restores them), saying
 * why in their text (`reason`, or `note` in a stored difficulty_assessment). Returns whether any
 * changed.
 */
export function capByCutout(
  criteria: Record<string, unknown>,
  useSketchCriteria: boolean,
  cutout: CutoutReviewOf | null | undefined,
): boolean {
  if (!cutout) return false;
  const cap = CUTOUT_CAP[cutout.review];
  const why =
    cutout.review === 'required'
      ? 'The cut-out needs checking before any visual is made'
      : 'The cut-out may need a touch-up';
  const detail = cutout.reasons[0] ? `: ${cutout.reasons[0]}` : '.';
  let changed = false;
  for (const key of cutoutCriteria(useSketchCriteria)) {
    const criterion = criteria[key] as Record<string, unknown> | undefined;
    if (typeof criterion?.score !== 'number') continue;
    const { before_cutout_cap: before, ...rest } = criterion;
    // Before any earlier cap: its score and text (the capped text goes with the cap).
    const uncapped: Record<string, unknown> =
      before && typeof before === 'object' ? { ...withoutText(rest), ...before } : rest;
    const score = uncapped.score as number;
    if (score <= cap) {
      if (before !== undefined) criteria[key] = uncapped;
      changed ||= before !== undefined;
      continue;
    }
    const text = 'note' in uncapped ? 'note' : 'reason';
    const said = typeof uncapped[text] === 'string' ? ` ${uncapped[text] as string}` : '';
    criteria[key] = {
      ...uncapped,
      score: cap,
      [text]: `${why}${detail}${said}`,
      before_cutout_cap: { score, ...(text in uncapped && { [text]: uncapped[text] }) },
    };
    changed = true;
  }
  return changed;
}

/** The assessment as the cut-out `cutout` caps it (a copy; the same object when nothing changes). */
export function cappedByCutout<T extends Record<string, unknown>>(
  assessment: T | null | undefined,
  imageStyle: string | null | undefined,
  cutout: CutoutReviewOf | null | undefined,
): T | null | undefined {
  if (!assessment || (imageStyle !== 'photo' && imageStyle !== 'sketch')) return assessment;
  const copy: Record<string, unknown> = { ...assessment };
  return capByCutout(copy, imageStyle === 'sketch', cutout) ? (copy as T) : assessment;
}

/** A criterion without its text (`reason`, or `note` in a stored difficulty_assessment). */
function withoutText({ reason: _reason, note: _note, ...rest }: Record<string, unknown>) {
  return rest;
}
