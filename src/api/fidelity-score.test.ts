import { describe, expect, it } from 'vitest';
import { baseFidelityScore } from './fidelity-score';

const sketch = {
  status: 'complete',
  sketch_quality: { score: 8 },
  form_definition: { score: 7.5 },
  design_complexity: { score: 6 },
  perspective_and_scale: { score: 3.5 },
  replication_familiarity: { score: 9 },
  extraneous_marks: { score: 3 },
  final_score: 9.9,
  weighted_score: 9.9,
};

const photo = {
  status: 'complete',
  image_clarity: { score: 9 },
  detail_complexity: { score: 7 },
  text_logo_presence: { score: 3.5 },
  subject_isolation: { score: 8.5 },
  design_clarity: { score: 8 },
  repetition_difficulty: { score: 7 },
  final_score: 1,
};

describe('baseFidelityScore', () => {
  it('averages the six sketch criteria for a sketch, ignoring the summary keys', () => {
    // (8 + 7.5 + 6 + 3.5 + 9 + 3) / 6 = 6.1666...
    expect(baseFidelityScore('sketch', sketch)).toBe(6.17);
  });

  it('weights the photo criteria as spec §9 says for a photo', () => {
    // (9*1.5 + 7*1.5 + 3.5*2 + 8.5 + 8 + 7) / 8 = 54.5 / 8 = 6.8125
    expect(baseFidelityScore('photo', photo)).toBe(6.81);
  });

  it('uses only the criteria of the chosen style', () => {
    expect(baseFidelityScore('photo', sketch)).toBeNull();
    expect(baseFidelityScore('sketch', { ...photo, sketch_quality: { score: 4 } })).toBe(4);
  });

  it('leaves unscored criteria out of the average', () => {
    const partial = { image_clarity: { score: 10 }, text_logo_presence: { score: 4 } };
    // (10*1.5 + 4*2) / 3.5 = 6.571...
    expect(baseFidelityScore('photo', partial)).toBe(6.57);
  });

  it('is null while pending, without scores, or for an unclear style', () => {
    expect(baseFidelityScore('sketch', { ...sketch, status: 'pending' })).toBeNull();
    expect(baseFidelityScore('sketch', { status: 'complete' })).toBeNull();
    expect(baseFidelityScore('sketch', null)).toBeNull();
    expect(baseFidelityScore('unclear', sketch)).toBeNull();
  });
});
