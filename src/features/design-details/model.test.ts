import ReactCrop from 'react-image-crop';
import { describe, expect, it } from 'vitest';
import { makeTemporaryDesign } from '../../../stories/mocks/fixtures/designs';
import type { Asset, TemporaryDesign } from '../../api/asset';
import {
  REQUIRED_FIELDS_MESSAGE,
  closeTarget,
  defaultDesignName,
  initialCrop,
  initialFormForAsset,
  initialFormForDesign,
  loadErrorMessage,
  saveErrorMessage,
  successChance,
  successLabel,
  titleFor,
  usableGemstones,
  usableMaterial,
  validationMessage,
  type DetailsForm,
} from './model';

const detected = {
  name: 'Celeste Halo',
  jewelry_type: 'ring',
  image_style: 'sketch',
  material: 'Rose gold',
  gemstones: 'Sapphire',
};

const design = (overrides: Partial<TemporaryDesign> = {}): TemporaryDesign =>
  makeTemporaryDesign({
    temporary_id: 'tmp-1',
    original_filename: 'halo-sketch.final.jpg',
    detected_characteristics: detected,
    difficulty_assessment: null,
    technical_quality_report: null,
    initial_difficulty_assessment_details: null,
    ...overrides,
  });

const form = (overrides: Partial<DetailsForm> = {}): DetailsForm => ({
  name: 'Halo',
  jewelryType: 'ring',
  imageStyle: 'sketch',
  material: '',
  gemstones: '',
  description: '',
  ...overrides,
});

describe('default name (new mode)', () => {
  it('uses the detected name first', () => {
    expect(defaultDesignName(' Celeste ', 'a.jpg')).toBe('Celeste');
  });
  it('falls back to the filename without extension', () => {
    expect(defaultDesignName(null, 'halo-sketch.final.jpg')).toBe('halo-sketch.final');
    expect(defaultDesignName('  ', 'noext')).toBe('noext');
  });
  it('else New Design with five digits', () => {
    expect(defaultDesignName(null, null, () => 0)).toBe('New Design 00000');
    expect(defaultDesignName(null, '', () => 0.999999)).toBe('New Design 99999');
    expect(defaultDesignName(null, '.jpg', () => 0.12345)).toMatch(/^New Design \d{5}$/);
  });
});

describe('fallbacks', () => {
  it('ignores empty and unknown material', () => {
    expect(usableMaterial('')).toBe('');
    expect(usableMaterial('Unknown')).toBe('');
    expect(usableMaterial('Gold')).toBe('Gold');
  });
  it('ignores empty, unknown and none gemstones', () => {
    expect(usableGemstones(null)).toBe('');
    expect(usableGemstones('unknown')).toBe('');
    expect(usableGemstones('None')).toBe('');
    expect(usableGemstones('Ruby')).toBe('Ruby');
  });
  it('falls back to ring and unclear', () => {
    const f = initialFormForDesign(
      design({
        detected_characteristics: {
          ...detected,
          jewelry_type: 'tiara',
          image_style: 'painting',
          material: 'unknown',
          gemstones: 'none',
        },
      }),
    );
    expect(f.jewelryType).toBe('ring');
    expect(f.imageStyle).toBe('unclear');
    expect(f.material).toBe('');
    expect(f.gemstones).toBe('');
    expect(f.name).toBe('Celeste Halo');
  });
  it('edit mode: the asset’s own values win over detected ones', () => {
    const asset = {
      name: 'My Ring',
      jewelry_type: 'necklace',
      image_style: 'photo',
      material: 'Platinum',
      gemstones: '',
      description: null,
      detected_characteristics: detected,
    } as unknown as Asset;
    const f = initialFormForAsset(asset);
    expect(f).toMatchObject({
      name: 'My Ring',
      jewelryType: 'necklace',
      imageStyle: 'photo',
      material: 'Platinum',
      gemstones: 'Sapphire',
      description: '',
    });
  });
});

describe('validation', () => {
  it('needs a non-blank name and a jewelry type', () => {
    expect(validationMessage(form(), 'new')).toBeNull();
    expect(validationMessage(form({ name: '   ' }), 'new')).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(validationMessage(form({ jewelryType: null }), 'edit')).toBe(REQUIRED_FIELDS_MESSAGE);
  });
  it('a new design needs sketch or photo; edit mode does not', () => {
    expect(validationMessage(form({ imageStyle: 'unclear' }), 'new')).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(validationMessage(form({ imageStyle: 'photo' }), 'new')).toBeNull();
    expect(validationMessage(form({ imageStyle: 'unclear' }), 'edit')).toBeNull();
  });
});

describe('success chance', () => {
  it('labels at the boundaries', () => {
    expect(successLabel(null)).toBe('N/A');
    expect(successLabel(10)).toBe('Easy');
    expect(successLabel(8.5)).toBe('Easy');
    expect(successLabel(8.49)).toBe('Manageable');
    expect(successLabel(6.5)).toBe('Manageable');
    expect(successLabel(6.49)).toBe('Challenging');
    expect(successLabel(4)).toBe('Challenging');
    expect(successLabel(3.99)).toBe('Very Hard');
    expect(successLabel(0)).toBe('Very Hard');
  });
  it('averages sketch criteria and weights photo criteria', () => {
    const sketch = successChance('sketch', {
      status: 'complete',
      sketch_quality: { score: 8 },
      form_definition: { score: 9 },
    });
    expect(sketch).toMatchObject({ pending: false, score: 8.5, label: 'Easy' });
    const photo = successChance('photo', {
      image_clarity: { score: 10 },
      text_logo_presence: { score: 4 },
    });
    // (10 * 1.5 + 4 * 2) / 3.5 = 6.57
    expect(photo).toMatchObject({ score: 6.57, label: 'Manageable' });
    expect(successChance('unclear', { sketch_quality: { score: 8 } }).label).toBe('N/A');
  });
  it("follows the style chosen over an upload scored both ways: that style's score and challenges", () => {
    const both = {
      status: 'complete',
      sketch_quality: { score: 8 },
      extraneous_marks: { score: 3 },
      image_clarity: { score: 9 },
      text_logo_presence: { score: 2 },
    };
    const asSketch = successChance('sketch', both);
    expect(asSketch).toMatchObject({ score: 5.5, label: 'Challenging' });
    expect(asSketch.challenges.map((challenge) => challenge.key)).toEqual(['extraneous_marks']);
    // (9 * 1.5 + 2 * 2) / 3.5 = 5
    const asPhoto = successChance('photo', both);
    expect(asPhoto).toMatchObject({ score: 5, label: 'Challenging' });
    expect(asPhoto.challenges.map((challenge) => challenge.key)).toEqual(['text_logo_presence']);
    // Unclear: no score, and what is hard either way.
    expect(successChance('unclear', both).challenges.map((challenge) => challenge.key)).toEqual([
      'text_logo_presence',
      'extraneous_marks',
    ]);
  });
  it("follows the cut-out on screen: a correction that reads ok lifts the upload's cap", () => {
    const why = 'The cut-out needs checking before any visual is made: A leaf may be kept.';
    // As the analysis stores an upload whose cut-out needed review.
    const uploaded = {
      status: 'complete',
      image_clarity: { score: 9 },
      subject_isolation: { score: 3, note: why, before_cutout_cap: { score: 9, note: 'Clean.' } },
      design_clarity: { score: 3, note: why, before_cutout_cap: { score: 8 } },
    };
    const flagged = { review: 'required' as const, reasons: ['A leaf may be kept.'] };
    // (9 * 1.5 + 3 + 3) / 3.5 = 5.57
    const capped = successChance('photo', uploaded, null, flagged);
    expect(capped).toMatchObject({ score: 5.57, label: 'Challenging' });
    expect(capped.challenges.map((challenge) => challenge.key)).toEqual([
      'subject_isolation',
      'design_clarity',
    ]);
    // (9 * 1.5 + 9 + 8) / 3.5 = 8.71
    const corrected = successChance('photo', uploaded, null, { review: 'ok', reasons: [] });
    expect(corrected).toMatchObject({ score: 8.71, label: 'Easy', challenges: [] });
    // A touch-up caps at 6, from the scores before the upload's cap: (13.5 + 6 + 6) / 3.5 = 7.29.
    const touchUp = { review: 'suggested' as const, reasons: [] };
    expect(successChance('photo', uploaded, null, touchUp)).toMatchObject({ score: 7.29 });
  });
  it('pending shows Analyzing', () => {
    expect(successChance('sketch', { status: 'pending' })).toMatchObject({ pending: true });
  });
});

describe('messages and targets', () => {
  it('save errors: detail, then message, else fallback', () => {
    expect(saveErrorMessage({ detail: 'Name taken.', message: 'x' })).toBe('Name taken.');
    expect(saveErrorMessage(new Error('Boom'))).toBe('Boom');
    expect(saveErrorMessage(null)).toBe('Failed to save and proceed.');
    expect(saveErrorMessage(new Error(''))).toBe('Failed to save and proceed.');
  });
  it('load errors: 404 names the id', () => {
    expect(loadErrorMessage({ status: 404, detail: 'Asset not found.' }, 'abc')).toBe(
      'Asset with ID "abc" not found.',
    );
    expect(loadErrorMessage({ status: 500, detail: 'Down' }, 'abc')).toBe('Down');
    expect(loadErrorMessage(undefined, 'abc')).toBe('Failed to load asset.');
  });
  it('close goes to the asset when editing, the collection when new', () => {
    expect(closeTarget('edit', 'a1')).toBe('/assets/a1');
    expect(closeTarget('new', undefined)).toBe('/collection');
  });
  it('titles by mode and layout', () => {
    expect(titleFor('edit', true)).toBe('Edit Asset Details');
    expect(titleFor('new', true)).toBe('Confirm New Design');
    expect(titleFor('edit', false)).toBe('Edit Details');
    expect(titleFor('new', false)).toBe('Confirm Design');
  });
});

describe('crop', () => {
  it('starts at 90% width, square, centred', () => {
    expect(initialCrop(1000, 1000)).toEqual({ x: 5, y: 5, width: 90, height: 90 });
    const wide = initialCrop(2000, 1000);
    expect(wide.height).toBe(100);
    expect(wide.width).toBe(50);
    expect(wide.x).toBe(25);
    const tall = initialCrop(1000, 2000);
    expect(tall).toEqual({ x: 5, y: 27.5, width: 90, height: 45 });
  });
  it('nudges by the spec steps: 1, Shift 10, Ctrl/Cmd 100 (react-image-crop)', () => {
    expect([ReactCrop.nudgeStep, ReactCrop.nudgeStepMedium, ReactCrop.nudgeStepLarge]).toEqual([
      1, 10, 100,
    ]);
  });
});
