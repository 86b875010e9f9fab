import { describe, expect, it } from 'vitest';
import { PHOTO_CRITERIA, SKETCH_CRITERIA, criterionScores } from '../../../src/api/assessment';
import {
  assessDifficulty,
  assessmentForStyle,
  categoryFor,
  summarise,
  type DifficultyInputs,
} from './difficulty';
import { suggestDesignName } from './design-name';
import { classifyImageStyle } from './image-style';
import { classifyJewelryType, decideJewelryType, fallback } from './jewelry-type';
import { readFileName } from './file-name';
import { JEWELRY_TYPES } from '../../../src/api/catalogue';
import { baseFidelityScore } from '../../../src/api/fidelity-score';
import type { PartShape, ShapeFeatures } from './shape-features';

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

  it('answers unclear only for a picture that truly is both: strong strokes and a photographed piece, cancelling out', () => {
    const mixed = classifyImageStyle({
      linePolarity: 8,
      lineContrast: 1,
      meanSaturation: 0.025,
      backgroundLuma: 240,
      pieceSaturation: 0.5,
      solidShare: 0.22,
      bodyShare: 0.5,
    });
    expect(mixed.style).toBe('unclear');
  });

  it('decides by the sign of the evidence when the cues lean only weakly (no more "unclear" for a plain photo)', () => {
    const leaning = classifyImageStyle({
      linePolarity: 1.6,
      lineContrast: 1,
      meanSaturation: 0.05,
      backgroundLuma: 200,
    });
    expect(leaning.style).not.toBe('unclear');
  });

  it('calls a grey piece photographed on white a photo: solid shading and a filled body outweigh dark edges', () => {
    const strokesOnly = {
      linePolarity: 2.6,
      lineContrast: 1,
      meanSaturation: 0.01,
      backgroundLuma: 250,
    };
    expect(classifyImageStyle(strokesOnly).style).toBe('sketch');
    const decision = classifyImageStyle({
      ...strokesOnly,
      pieceSaturation: 0.1,
      solidShare: 0.35,
      bodyShare: 0.85,
    });
    expect(decision.style).toBe('photo');
    expect(decision.evidence.surface).toBeLessThan(-4);
  });

  it('keeps thin grey line work on paper a sketch (the surface cues stay silent)', () => {
    expect(
      classifyImageStyle({
        linePolarity: 3,
        lineContrast: 0.5,
        meanSaturation: 0,
        backgroundLuma: 250,
        pieceSaturation: 0,
        solidShare: 0.05,
        bodyShare: 0.05,
      }).style,
    ).toBe('sketch');
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
  pairParts: [],
  axis: { elongation: 1, middleOverEnds: 1, endsEvenness: 1 },
  centreLine: { thinShare: 0, thickOverMedian: 1, reach: 1 },
  holeCount: 0,
  largestHoleSpan: 0,
  ...overrides,
});

describe('classifyJewelryType', () => {
  it.each([
    ['earring', shape({ pairSimilarity: 0.8 })],
    ['watch', shape({ axis: { elongation: 3.5, middleOverEnds: 1.75, endsEvenness: 0.96 } })],
    ['bracelet', shape({ aspect: 3, elongation: 3, middleBulge: 1.1 })],
    ['bracelet', shape({ largestHoleShare: 0.5, relativeThickness: 0.01 })],
    ['ring', shape({})],
    ['ring', shape({ boxCoverage: 1, fill: 0.9 })],
  ])('reads %s from the outline', (type, features) => {
    expect(classifyJewelryType(features, 'photo').type).toBe(type);
  });

  // Values as measured on generated scenes' cut-outs (npm run eval:types).
  const watch = shape({
    aspect: 0.38,
    elongation: 2.7,
    fill: 0.61,
    symmetry: 0.4,
    axis: { elongation: 3.55, middleOverEnds: 1.73, endsEvenness: 0.96 },
  });
  const bangle = shape({
    aspect: 1.54,
    elongation: 1.54,
    fill: 0.81,
    symmetry: 0.8,
    relativeThickness: 0.072,
    largestHoleShare: 0.4,
    middleBulge: 1.32,
    holeCount: 1,
    largestHoleSpan: 0.7,
    axis: { elongation: 1.61, middleOverEnds: 1.19, endsEvenness: 0.76 },
  });

  it('reads a tilted watch from its own long axis: a case between even straps', () => {
    expect(classifyJewelryType(watch, 'photo')).toMatchObject({
      type: 'watch',
      decidedBy: 'shape',
    });
    const oval = { ...watch.axis, endsEvenness: 0.5 };
    expect(classifyJewelryType(shape({ ...watch, axis: oval }), 'photo').type).not.toBe('watch');
    const noCase = { ...watch.axis, middleOverEnds: 1.2 };
    expect(classifyJewelryType(shape({ ...watch, axis: noCase }), 'photo').type).not.toBe('watch');
  });

  it('never reads a loop round an opening as a watch (a bangle seen at an angle)', () => {
    expect(classifyJewelryType(bangle, 'photo').type).not.toBe('watch');
    // Even with a case's profile, an opening in the middle is no watch; without it, it is.
    const caseProfile = shape({ ...bangle, axis: watch.axis });
    expect(classifyJewelryType(caseProfile, 'photo').type).not.toBe('watch');
    const solid = shape({ ...caseProfile, largestHoleShare: 0 });
    expect(classifyJewelryType(solid, 'photo').type).toBe('watch');
  });

  it('reads a fine chain reaching far beyond what it carries as a pendant necklace', () => {
    const pendant = shape({
      aspect: 0.82,
      elongation: 1.22,
      fill: 0.06,
      relativeThickness: 0.061,
      middleBulge: 2,
      centreLine: { thinShare: 0.96, thickOverMedian: 29, reach: 4.5 },
    });
    expect(classifyJewelryType(pendant, 'photo')).toMatchObject({
      type: 'necklace',
      decidedBy: 'shape',
    });
    expect(classifyJewelryType(pendant, 'photo').reason).toMatch(/chain/);
    // One drop earring: a hook about as long as its drop.
    const drop = shape({ ...pendant, centreLine: { ...pendant.centreLine, reach: 2 } });
    expect(classifyJewelryType(drop, 'photo').type).not.toBe('necklace');
    // A plain chain with nothing on it.
    const bare = shape({
      ...pendant,
      centreLine: { thinShare: 1, thickOverMedian: 1.5, reach: 60 },
    });
    expect(classifyJewelryType(bare, 'photo').type).not.toBe('necklace');
  });

  it('reads a loop far finer than a ring band round a wide opening as a bracelet', () => {
    const loop = shape({
      aspect: 1.33,
      elongation: 1.33,
      fill: 0.8,
      relativeThickness: 0.035,
      largestHoleShare: 0.72,
      holeCount: 1,
      centreLine: { thinShare: 0, thickOverMedian: 1.04, reach: 13.7 },
    });
    expect(classifyJewelryType(loop, 'photo')).toMatchObject({
      type: 'bracelet',
      decidedBy: 'shape',
    });
    // A solitaire: the same opening, but its head makes the widest point a fifth of the ring.
    const solitaire = shape({ ...loop, centreLine: { ...loop.centreLine, reach: 4.6 } });
    expect(classifyJewelryType(solitaire, 'photo').type).toBe('ring');
    // Right on 22 of 23 generated scenes: clear enough to overrule a name that says earrings.
    expect(
      decideJewelryType(classifyJewelryType(loop, 'photo'), readFileName('earrings.jpg')),
    ).toMatchObject({ type: 'bracelet', decidedBy: 'shape over file name' });
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

describe('assessmentForStyle', () => {
  const both = {
    status: 'complete',
    ...assessDifficulty(true, inputs).criteria,
    ...assessDifficulty(false, inputs).criteria,
    ...assessDifficulty(true, inputs).summary,
  };
  const keys = (details: Record<string, unknown>) =>
    criterionScores(details)
      .map(([key]) => key)
      .sort();

  it("keeps the chosen style's criteria and summarises them as that style", () => {
    const photo = assessmentForStyle(both, 'photo')!;
    expect(keys(photo)).toEqual([...PHOTO_CRITERIA].sort());
    const asPhoto = assessDifficulty(false, inputs);
    expect(photo).toMatchObject({ status: 'complete', ...asPhoto.summary });
    expect(photo.image_clarity).toEqual(asPhoto.criteria.image_clarity);
    const sketch = assessmentForStyle(both, 'sketch')!;
    expect(keys(sketch)).toEqual([...SKETCH_CRITERIA].sort());
    expect(sketch).toMatchObject(assessDifficulty(true, inputs).summary);
  });

  it('caps the criteria a cut-out made again for the style decides, as the analysis would', () => {
    const review = {
      review: 'required' as const,
      reasons: ['Part of the frame may be in the cut-out'],
    };
    const saved = assessmentForStyle(both, 'photo', review)!;
    const analysed = assessDifficulty(false, { ...inputs, cutout: review });
    expect(saved).toMatchObject(analysed.summary);
    expect(saved.subject_isolation).toEqual(analysed.criteria.subject_isolation);
    expect(saved.design_clarity).toMatchObject({ score: 3 });
    expect(saved.category).not.toBe('Easy');
    // Scored one way only, it is capped all the same; an 'ok' review changes nothing.
    const photoOnly = { status: 'complete', ...assessDifficulty(false, inputs).criteria };
    expect(assessmentForStyle(photoOnly, 'photo', review)).toMatchObject(analysed.summary);
    expect(assessmentForStyle(photoOnly, 'photo', { review: 'ok', reasons: [] })).toBe(photoOnly);
  });

  it('lifts the cap for a corrected cut-out that reads ok, and caps again from the score before it', () => {
    const required = { review: 'required' as const, reasons: ['A leaf may be in the cut-out'] };
    const touchUp = { review: 'suggested' as const, reasons: ['A hand may be in the cut-out'] };
    const uncapped = assessDifficulty(false, inputs);
    const atUpload = assessDifficulty(false, { ...inputs, cutout: required });
    expect(uncapped.criteria.subject_isolation!.score).toBeGreaterThan(6);
    expect(atUpload.criteria.subject_isolation).toMatchObject({
      score: 3,
      before_cutout_cap: uncapped.criteria.subject_isolation,
    });
    // As the upload's analysis stores it: criteria with notes, the leaning style's summary.
    const stored: Record<string, unknown> = {
      status: 'complete',
      ...Object.fromEntries(
        Object.entries(atUpload.criteria).map(([key, { score, reason, before_cutout_cap }]) => [
          key,
          {
            score,
            note: reason,
            ...(before_cutout_cap && {
              before_cutout_cap: { score: before_cutout_cap.score, note: before_cutout_cap.reason },
            }),
          },
        ]),
      ),
      ...atUpload.summary,
    };
    const lifted = assessmentForStyle(stored, 'photo', { review: 'ok', reasons: [] })!;
    expect(lifted).toMatchObject(uncapped.summary);
    expect(lifted.subject_isolation).toEqual({
      score: uncapped.criteria.subject_isolation!.score,
      note: uncapped.criteria.subject_isolation!.reason,
    });
    expect(lifted.category).not.toBe(atUpload.summary.category);
    // Another review caps from the score before any cap, not from the capped one.
    const touchedUp = assessmentForStyle(stored, 'photo', touchUp)!;
    const asAnalysed = assessDifficulty(false, { ...inputs, cutout: touchUp });
    expect(touchedUp).toMatchObject(asAnalysed.summary);
    expect(touchedUp.design_clarity).toMatchObject({
      score: asAnalysed.criteria.design_clarity!.score,
      note: asAnalysed.criteria.design_clarity!.reason,
    });
    // And a cut-out that needs review again sets the upload's cap again.
    expect(assessmentForStyle(lifted, 'photo', required)).toMatchObject(atUpload.summary);
  });

  it('leaves an assessment scored one way, a pending one, or an unclear style as it is', () => {
    const sketchOnly = { status: 'complete', ...assessDifficulty(true, inputs).criteria };
    expect(assessmentForStyle(sketchOnly, 'photo')).toBe(sketchOnly);
    expect(assessmentForStyle(sketchOnly, 'sketch')).toBe(sketchOnly);
    const pending = { status: 'pending' };
    expect(assessmentForStyle(pending, 'sketch')).toBe(pending);
    expect(assessmentForStyle(both, 'unclear')).toBe(both);
    expect(assessmentForStyle(null, 'photo')).toBeNull();
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
    ['sketch', 'necklace', 'unknown', 'unknown', 'Necklace Sketch'],
    ['photo', 'ring', 'Rose gold', 'Pink sapphire', 'Rose Gold Pink Sapphire Ring'],
    ['photo', 'ring', 'Yellow gold', 'Diamonds', 'Yellow Gold Diamond Ring'],
    ['photo', 'earring', 'unknown', 'Diamonds', 'Diamond Earrings'],
    ['photo', 'watch', 'unknown', 'none', 'Watch'],
    ['photo', 'bracelet', 'Silver', 'none', 'Silver Bracelet'],
  ] as const)('%s %s %s %s -> %s', (style, type, material, gems, name) => {
    expect(suggestDesignName(style, type, material, gems)).toBe(name);
  });

  it('never calls an earring a ring, nor anything a bare "Design"', () => {
    for (const type of JEWELRY_TYPES) {
      const name = suggestDesignName('photo', type, 'unknown', 'none');
      expect(name).not.toMatch(/Design/);
      if (type !== 'ring') expect(name).not.toMatch(/\bRing\b/);
    }
  });
});

describe('decideJewelryType: the shape and the file name', () => {
  const ringDefault = fallback('no shape rule matched');
  const pair = classifyJewelryType(shape({ pairSimilarity: 0.9 }), 'photo');

  it('takes the file name when the shape says nothing', () => {
    const decision = decideJewelryType(ringDefault, readFileName('Ohrringe_silber.jpg'));
    expect(decision).toMatchObject({ type: 'earring', decidedBy: 'file name' });
  });

  it('keeps the shape when the name has no type word', () => {
    expect(decideJewelryType(pair, readFileName('IMG_1234.JPG'))).toMatchObject({
      type: 'earring',
      decidedBy: 'shape',
    });
  });

  it('says so when both agree', () => {
    expect(decideJewelryType(pair, readFileName('pearl studs.png')).decidedBy).toBe(
      'file name and shape agree',
    );
  });

  it('lets a clear shape overrule the name, and a weak one not', () => {
    expect(decideJewelryType(pair, readFileName('bracelet.jpg'))).toMatchObject({
      type: 'earring',
      decidedBy: 'shape over file name',
    });
    const weak = { ...pair, type: 'bracelet' as const, confidence: 0.55 };
    expect(decideJewelryType(weak, readFileName('collier perles.png'))).toMatchObject({
      type: 'necklace',
      decidedBy: 'file name',
    });
  });
});

describe('a pair: what one part alone is', () => {
  // Parts as measured on generated scenes' cut-outs (npm run eval:types).
  const part = (overrides: Partial<PartShape>): PartShape => ({
    aspect: 1,
    elongation: 1,
    fill: 0.78,
    relativeThickness: 0.3,
    largestHoleShare: 0,
    middleBulge: 1.35,
    centreLine: { thinShare: 0, thickOverMedian: 1, reach: 1 },
    ...overrides,
  });
  const pairOf = (one: PartShape) => shape({ pairSimilarity: 0.93, pairParts: [one, one] });
  const necklace = part({
    aspect: 0.36,
    elongation: 2.8,
    fill: 0.48,
    relativeThickness: 0.009,
    largestHoleShare: 0.6,
    middleBulge: 1.95,
  });
  const hoop = part({ relativeThickness: 0.024, largestHoleShare: 0.867 });
  const chunkyHoop = part({ relativeThickness: 0.066, largestHoleShare: 0.6 });
  const chainLoop = part({
    aspect: 1.1,
    elongation: 1.1,
    relativeThickness: 0.013,
    largestHoleShare: 0.94,
  });
  const stud = part({});
  const drop = part({
    aspect: 0.1,
    elongation: 10,
    relativeThickness: 0.043,
    fill: 0.63,
    middleBulge: 1.2,
  });

  it('reads two long thin chains round an opening as necklaces, and says so', () => {
    const decision = classifyJewelryType(pairOf(necklace), 'photo');
    expect(decision).toMatchObject({ type: 'necklace', decidedBy: 'shape' });
    expect(decision.reason).toMatch(/two necklaces, not earrings/);
    const pendantOnly = part({ ...necklace, largestHoleShare: 0, middleBulge: 2.5 });
    expect(classifyJewelryType(pairOf(pendantOnly), 'photo').type).toBe('necklace');
  });

  it('lets two necklaces overrule "earrings" in the file name', () => {
    const decision = decideJewelryType(
      classifyJewelryType(pairOf(necklace), 'photo'),
      readFileName('earrings.jpg'),
    );
    expect(decision).toMatchObject({ type: 'necklace', decidedBy: 'shape over file name' });
  });

  it('reads two loops of chain finer than a hoop as bracelets', () => {
    expect(classifyJewelryType(pairOf(chainLoop), 'photo')).toMatchObject({
      type: 'bracelet',
      decidedBy: 'shape',
    });
  });

  it('tells a charm on an oval loop (bracelets) from a pendant hanging below its loop (necklaces)', () => {
    const carrying = { thinShare: 0.95, thickOverMedian: 8, reach: 9 };
    const charmLoop = part({ ...chainLoop, fill: 0.74, centreLine: carrying });
    expect(classifyJewelryType(pairOf(charmLoop), 'photo').type).toBe('bracelet');
    // Not long enough for the laid-out chain rule; its pendant alone says necklace.
    const shortDrape = part({
      ...necklace,
      elongation: 1.9,
      fill: 0.53,
      relativeThickness: 0.02,
      largestHoleShare: 0.85,
      centreLine: carrying,
    });
    expect(classifyJewelryType(pairOf(shortDrape), 'photo').type).toBe('necklace');
  });

  it.each([
    ['fine hoops', hoop],
    ['chunky hoops', chunkyHoop],
    ['studs', stud],
    ['drops', drop],
  ])('keeps %s earrings', (_, one) => {
    const decision = decideJewelryType(
      classifyJewelryType(pairOf(one), 'photo'),
      readFileName('earrings.jpg'),
    );
    expect(decision.type).toBe('earring');
  });

  it('lets a name that says bracelets decide two matching loops, but not two studs', () => {
    const named = (one: PartShape, file: string) =>
      decideJewelryType(classifyJewelryType(pairOf(one), 'photo'), readFileName(file));
    expect(classifyJewelryType(pairOf(hoop), 'photo').type).toBe('earring');
    expect(named(hoop, 'bracelets pair.jpg')).toMatchObject({
      type: 'bracelet',
      decidedBy: 'file name',
    });
    expect(named(hoop, 'hoops_silver.jpg').type).toBe('earring');
    expect(named(stud, 'bracelets pair.jpg')).toMatchObject({
      type: 'earring',
      decidedBy: 'shape over file name',
    });
  });

  it('lets a name that says necklaces decide two compact matching parts (pendants, chains unseen)', () => {
    const named = (file: string) =>
      decideJewelryType(classifyJewelryType(pairOf(stud), 'photo'), readFileName(file));
    expect(named('two necklaces.jpg')).toMatchObject({
      type: 'necklace',
      decidedBy: 'file name',
      reason: expect.stringContaining('the shape fits it too'),
    });
    expect(named('Halsketten_set.jpg').type).toBe('necklace');
    // Without a name, or with one that says earrings, the pair is earrings.
    expect(named('upload.jpg')).toMatchObject({ type: 'earring', decidedBy: 'shape' });
    expect(named('studs.jpg')).toMatchObject({ type: 'earring' });
  });

  it('needs every part to be a chain: one necklace beside an earring is still read as a pair', () => {
    const mixed = shape({ pairSimilarity: 0.8, pairParts: [necklace, hoop] });
    expect(classifyJewelryType(mixed, 'photo').type).toBe('earring');
  });
});

describe('assessDifficulty and the cut-out review', () => {
  const perfect: DifficultyInputs = {
    resolution: { width: 3000, height: 3000 },
    sharpness: 1,
    exposureQuality: 1,
    noise: 0,
    edgeDensity: 0,
    glyphs: 0,
    specks: 0,
    backgroundUniformity: 1,
    separated: true,
    boxCoverage: 0.4,
    pieceContrast: 200,
    periodicity: 0,
    strokeDepth: 100,
    outlineFill: 1,
    parts: 1,
    symmetry: 1,
  };

  it.each([false, true])(
    'a cut-out that needs review can read neither Excellent nor Easy (sketch criteria: %s)',
    (sketch) => {
      const ok = assessDifficulty(sketch, { ...perfect, cutout: { review: 'ok', reasons: [] } });
      expect(ok.summary.category).toBe('Easy');
      const required = assessDifficulty(sketch, {
        ...perfect,
        cutout: { review: 'required', reasons: ['The cut-out runs along the edge of the photo.'] },
      });
      expect(required.summary.final_score).toBeLessThan(8.5);
      expect(required.summary.category).not.toBe('Easy');
      const details = Object.fromEntries(
        Object.entries(required.criteria).map(([key, value]) => [key, { score: value!.score }]),
      );
      const fidelity = baseFidelityScore(sketch ? 'sketch' : 'photo', {
        status: 'complete',
        ...details,
      });
      expect(fidelity).toBeLessThan(8.5);
      expect(JSON.stringify(required.criteria)).toContain('runs along the edge');
    },
  );
});
