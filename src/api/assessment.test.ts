import { describe, expect, it } from 'vitest';
import { criterionChallenges, prettifyCriterion } from './assessment';

describe('assessment challenges', () => {
  it('lists criteria under 4, lowest first, prettified, skipping summary keys', () => {
    expect(
      criterionChallenges({
        status: 'complete',
        sketch_quality: { score: 8 },
        perspective_and_scale: { score: 3.5 },
        extraneous_marks: { score: 3 },
        form_definition: { score: 4 },
        final_score: 1,
        total_dp: 2,
        weighted_score: 0,
        category: 'x',
      }),
    ).toEqual([
      { key: 'extraneous_marks', label: 'Extraneous Marks', score: 3 },
      { key: 'perspective_and_scale', label: 'Perspective And Scale', score: 3.5 },
    ]);
    expect(prettifyCriterion('text_logo_presence')).toBe('Text Logo Presence');
  });
});
