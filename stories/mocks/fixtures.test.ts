// Every fixture parses with its contract schema, so stories show only what the server can send.
import { describe, expect, it } from 'vitest';
import { AssetSchema, TemporaryDesignSchema } from '../../src/api/asset';
import {
  DetectedCharacteristicsSchema,
  DifficultyAssessmentSchema,
  TechnicalQualityReportSchema,
  criterionScores,
} from '../../src/api/assessment';
import { PlanTierSchema } from '../../src/api/billing';
import { JEWELRY_TYPES, parsePipelineStep } from '../../src/api/catalogue';
import { ProfileSchema, SessionSchema } from '../../src/api/profile';
import { TransformationSchema } from '../../src/api/transformation';
import { canExpand, isActiveStatus, normaliseStatus, previewUrl } from '../../src/api/visual-rules';
import {
  makeDetectedCharacteristics,
  makeDifficultyAssessment,
  makePendingAssessment,
  makePhotoAssessmentDetails,
  makeSketchAssessmentDetails,
  makeTechnicalQualityReport,
} from './fixtures/assessments';
import { makeAsset, makeSampleAssets } from './fixtures/assets';
import { makeTemporaryDesign } from './fixtures/designs';
import { MOCK_IMAGES } from './fixtures/images';
import { makePlanTiers } from './fixtures/plans';
import { makeFreeProfile, makeProfile, makeSession } from './fixtures/profile';
import {
  make3DVisual,
  makeExpandedVisual,
  makeFailedVisual,
  makeMasterDesignVisual,
  makeModelShotVisual,
  makeProcessingVisual,
  makeQueuedVisual,
  makeTransformation,
  makeUnknownStatusVisual,
  makeVisualHistory,
} from './fixtures/transformations';

describe('fixtures follow the contract', () => {
  it('profiles and sessions', () => {
    expect(ProfileSchema.parse(makeProfile())).toEqual(makeProfile());
    expect(ProfileSchema.parse(makeFreeProfile())).toMatchObject({
      subscription_tier: 'free',
      available_credits: 15,
    });
    expect(SessionSchema.parse(makeSession())).toEqual(makeSession());
  });

  it('analysis parts', () => {
    DetectedCharacteristicsSchema.parse(makeDetectedCharacteristics());
    DifficultyAssessmentSchema.parse(makeDifficultyAssessment());
    DifficultyAssessmentSchema.parse(makePendingAssessment());
    DifficultyAssessmentSchema.parse(makeSketchAssessmentDetails());
    DifficultyAssessmentSchema.parse(makePhotoAssessmentDetails());
    TechnicalQualityReportSchema.parse(makeTechnicalQualityReport());
  });

  it('assets, one per jewelry type, with unique ids', () => {
    const assets = makeSampleAssets();
    for (const asset of assets) expect(AssetSchema.parse(asset)).toEqual(asset);
    expect(assets.map((asset) => asset.jewelry_type).sort()).toEqual([...JEWELRY_TYPES].sort());
    expect(new Set(assets.map((asset) => asset.asset_id)).size).toBe(assets.length);
    expect(AssetSchema.parse(makeAsset({ name: 'Other' })).name).toBe('Other');
  });

  it('the temporary design', () => {
    const design = makeTemporaryDesign();
    expect(TemporaryDesignSchema.parse(design)).toEqual(design);
  });

  it('visuals, with unique ids and known steps', () => {
    const visuals = makeVisualHistory();
    for (const visual of visuals) expect(TransformationSchema.parse(visual)).toEqual(visual);
    expect(new Set(visuals.map((visual) => visual.transformation_id)).size).toBe(visuals.length);
    for (const visual of visuals.filter((item) => !item.isMasterDesign)) {
      expect(parsePipelineStep(visual.pipeline_step_name)).not.toBeNull();
    }
    expect(TransformationSchema.parse(makeUnknownStatusVisual()).status).toBe('on_hold');
  });

  it('plans', () => {
    const plans = makePlanTiers();
    for (const plan of plans) PlanTierSchema.parse(plan);
    expect(plans.map((plan) => [plan.tierKey, plan.level])).toEqual([
      ['free', 0],
      ['start', 1],
      ['pro', 2],
      ['enterprise', 3],
    ]);
    expect(plans.map((plan) => [plan.monthly.price, plan.yearly.price])).toEqual([
      [0, 0],
      [39, 390],
      [89, 890],
      [249, 2490],
    ]);
  });

  it('use images from the Storybook static folder, relative to its base, only', () => {
    // Never a root path: a Storybook published in a sub-folder would not find /mock-images/.
    for (const url of Object.values(MOCK_IMAGES)) {
      expect(url).toMatch(/^http:\/\/localhost\/mock-images\/[\w.-]+$/);
    }
  });

  it('are deterministic', () => {
    expect(makeVisualHistory()).toEqual(makeVisualHistory());
    expect(makeSampleAssets()).toEqual(makeSampleAssets());
  });
});

describe('fixtures show the states they are named after', () => {
  it('visual states', () => {
    expect(normaliseStatus(makeTransformation().status)).toBe('completed');
    expect(isActiveStatus(makeProcessingVisual().status)).toBe(true);
    expect(normaliseStatus(makeQueuedVisual().status)).toBe('queued');
    expect(normaliseStatus(makeFailedVisual().status)).toBe('failed');
    expect(normaliseStatus(makeUnknownStatusVisual().status)).toBeNull();
  });

  it('previews and expand offers', () => {
    expect(previewUrl(make3DVisual())).toBe(MOCK_IMAGES.ring3dThumbnail);
    expect(canExpand(make3DVisual())).toBe(false);
    expect(canExpand(makeMasterDesignVisual())).toBe(false);
    expect(canExpand(makeModelShotVisual())).toBe(true);
    expect(canExpand(makeExpandedVisual())).toBe(true);
    expect(canExpand(makeProcessingVisual())).toBe(false);
  });

  it('the sketch assessment has challenges under 4', () => {
    const weak = criterionScores(makeSketchAssessmentDetails()).filter(([, score]) => score < 4);
    expect(weak.map(([key]) => key)).toEqual(['perspective_and_scale', 'extraneous_marks']);
  });
});
