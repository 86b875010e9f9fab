import { describe, expect, it } from 'vitest';
import { PHOTO_CRITERIA, SKETCH_CRITERIA } from '../../../src/api/assessment';
import { assessDifficulty, categoryFor, summarise, type DifficultyInputs } from './difficulty';
import { suggestDesignName } from './design-name';
import { classifyImageStyle } from './image-style';
import { classifyJewelryType } from './jewelry-type';
import type { ShapeFeatures } from './shape-features';

describe('classifyImageStyle', () => {
  it('calls grey dark strokes on light paper a sketch', () => {
    const decision = classifyImageStyle({
      linePolarity: 3,
      lineContrast: 1,
      meanSaturation: 0,
      backgroundLuma: 250,
    });
    expect(decision.style).toBe('sketch');
    expect(decision.confidence).toBeGreaterThan(0.9);
  });

  it('calls balanced glints and creases in colour a photo', () => {
    expect(
      classifyImageStyle({
        linePolarity: 1,
        lineContrast: 1,
        meanSaturation: 0.2,
        backgroundLuma: 240,
      }).style,
    ).toBe('photo');
  });

  it('does not call a dark background a sketch, even with dark-line evidence', () => {
    const onPaper = classifyImageStyle({
      linePolarity: 2,
      lineContrast: 1,
      meanSaturation: 0.02,
      backgroundLuma: 240,
    });
    const onBlack = classifyImageStyle({
      linePolarity: 2,
      lineContrast: 1,
      meanSaturation: 0.02,
      backgroundLuma: 30,
    });
    expect(onPaper.style).toBe('sketch');
    expect(onBlack.style).not.toBe('sketch');
    expect(
      classifyImageStyle({
        linePolarity: 1,
        lineContrast: 1,
        meanSaturation: 0.02,
        backgroundLuma: 30,
      }).style,
    ).toBe('photo');
  });

  it('answers unclear for a blank page: no lines to judge by', () => {
    expect(
      classifyImageStyle({
        linePolarity: 1,
        lineContrast: 0,
        meanSaturation: 0,
        backgroundLuma: 255,
      }).style,
    ).toBe('unclear');
  });

  it('answers unclear when the cues cancel out', () => {
    const decision = classifyImageStyle({
      linePolarity: 1.6,
      lineContrast: 1,
      meanSaturation: 0.05,
      backgroundLuma: 200,
    });
    expect(decision.style).toBe('unclear');
    expect(decision.sketchProbability).toBeCloseTo(0.5, 1);
  });
});

const shape = (overrides: Partial<ShapeFeatures>): ShapeFeatures => ({
  aspect: 1,
  elongation: 1,
  fill: 0.6,
  boxCoverage: 0.3,
  edgeContact: { top: 0, bottom: 0, left: 0, right: 0 },
  pairSimilarity: 0,
  symmetry: 0.6,
  relativeThickness: 0.1,
  largestHoleShare: 0,
  middleBulge: 1,
  significantParts: 1,
  ...overrides,
});

describe('classifyJewelryType', () => {
  it.each([
    ['earring', shape({ pairSimilarity: 0.8 })],
    ['watch', shape({ aspect: 0.5, elongation: 2, fill: 0.8, symmetry: 0.9, middleBulge: 1.5 })],
    ['bracelet', shape({ aspect: 3, elongation: 3, middleBulge: 1.1 })],
    ['bracelet', shape({ largestHoleShare: 0.5, relativeThickness: 0.01 })],
    ['ring', shape({})],
    ['ring', shape({ boxCoverage: 1, fill: 0.9 })],
  ])('reads %s from the outline', (type, features) => {
    expect(classifyJewelryType(features, 'photo').type).toBe(type);
  });

  it('reads a single tall drawing as a necklace (pendant)', () => {
    expect(classifyJewelryType(shape({ aspect: 0.5, elongation: 2 }), 'sketch').type).toBe(
      'necklace',
    );
  });

  it('falls back to ring with a low confidence and says why', () => {
    const decision = classifyJewelryType(shape({}), 'photo');
    expect(decision.confidence).toBeLessThan(0.5);
    expect(decision.reason).toMatch(/ring by default/);
  });
});

const inputs: DifficultyInputs = {
  resolution: { width: 1500, height: 1500 },
  sharpness: 0.9,
  exposureQuality: 1,
  noise: 0.05,
  edgeDensity: 0.1,
  glyphs: 0,
  specks: 0,
  backgroundUniformity: 0.95,
  separated: true,
  boxCoverage: 0.4,
  pieceContrast: 90,
  periodicity: 0.1,
  strokeDepth: 60,
  outlineFill: 0.5,
  parts: 1,
  symmetry: 0.8,
};

describe('assessDifficulty', () => {
  it('scores the six photo criteria and weights them as the confirm screen does', () => {
    const { criteria, summary } = assessDifficulty(false, inputs);
    expect(Object.keys(criteria).sort()).toEqual([...PHOTO_CRITERIA].sort());
    const weights = {
      image_clarity: 1.5,
      detail_complexity: 1.5,
      text_logo_presence: 2,
      subject_isolation: 1,
      design_clarity: 1,
      repetition_difficulty: 1,
    };
    const expected =
      Object.entries(weights).reduce(
        (sum, [key, weight]) => sum + weight * criteria[key as keyof typeof criteria]!.score,
        0,
      ) / 8;
    expect(summary.weighted_score).toBeCloseTo(expected, 1);
    expect(summary.final_score).toBe(summary.weighted_score);
    const points = Object.values(criteria).reduce((sum, entry) => sum + 10 - entry.score, 0);
    expect(summary.total_dp).toBeCloseTo(points, 5);
  });

  it('scores the six sketch criteria with a plain average', () => {
    const { criteria, summary } = assessDifficulty(true, inputs);
    expect(Object.keys(criteria).sort()).toEqual([...SKETCH_CRITERIA].sort());
    const mean = Object.values(criteria).reduce((sum, entry) => sum + entry.score, 0) / 6;
    expect(summary.weighted_score).toBeCloseTo(mean, 1);
  });

  it('penalises text, busy backgrounds and repetition', () => {
    const clean = assessDifficulty(false, inputs).criteria;
    const messy = assessDifficulty(false, {
      ...inputs,
      glyphs: 30,
      backgroundUniformity: 0.2,
      periodicity: 0.9,
    }).criteria;
    expect(messy.text_logo_presence!.score).toBeLessThan(clean.text_logo_presence!.score);
    expect(messy.subject_isolation!.score).toBeLessThan(clean.subject_isolation!.score);
    expect(messy.repetition_difficulty!.score).toBeLessThan(clean.repetition_difficulty!.score);
  });

  it('keeps every score within 0-10 for extreme inputs', () => {
    const { criteria } = assessDifficulty(false, {
      ...inputs,
      resolution: { width: 1, height: 1 },
      sharpness: 0,
      exposureQuality: 0,
      noise: 1,
      edgeDensity: 5,
      glyphs: 1000,
      pieceContrast: Number.NaN,
    });
    for (const { score } of Object.values(criteria)) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(10);
    }
  });
});

describe('summary category', () => {
  it.each([
    [8.5, 'Easy'],
    [8.4, 'Manageable'],
    [6.5, 'Manageable'],
    [6.4, 'Challenging'],
    [4, 'Challenging'],
    [3.9, 'Very Hard'],
  ])('%s is %s (confirm-screen thresholds)', (score, category) => {
    expect(categoryFor(score)).toBe(category);
  });

  it('summarises nothing as zero', () => {
    expect(summarise({}, true)).toEqual({
      weighted_score: 0,
      final_score: 0,
      category: 'Very Hard',
      total_dp: 0,
    });
  });
});

describe('suggestDesignName', () => {
  it.each([
    ['sketch', 'necklace', 'unknown', 'unknown', 'Sketched Necklace'],
    ['photo', 'ring', 'Rose gold', 'Pink sapphire', 'Pink Sapphire Ring'],
    ['photo', 'ring', 'Rose gold', 'Diamonds', 'Rose Gold Ring'],
    ['photo', 'earring', 'unknown', 'Diamonds', 'Diamond Earring'],
    ['photo', 'watch', 'unknown', 'none', 'Watch Design'],
  ] as const)('%s %s %s %s -> %s', (style, type, material, gems, name) => {
    expect(suggestDesignName(style, type, material, gems)).toBe(name);
  });
});
