// End to end over the generated photos, sketches and edge files: every image analyses, the
// output fits the contract, the sketch/photo split matches the labels, stored files are clean.
// Awkward but valid images and file names on their own.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DifficultyAssessmentSchema } from '../../src/api/assessment';
import { assessmentForStyle } from './analysis/difficulty';
import { analyseUpload } from './analyse-upload';
import { fixtureImages } from './testing/fixture-images';
import { describeUploadChecks } from './testing/upload-checks';

describeUploadChecks('the generated photos, sketches and edge files', await fixtureImages());

describe('awkward but valid images', () => {
  it.each([
    [32, 2000, '#ffffff'],
    [2000, 32, '#000000'],
    [33, 33, '#ffffff'],
    [600, 400, '#ff0000'],
  ])('a plain %i x %i %s image analyses, with no piece found', async (width, height, colour) => {
    const bytes = await sharp({ create: { width, height, channels: 3, background: colour } })
      .png()
      .toBuffer();
    const result = await analyseUpload(bytes);
    expect(result.pieceFound).toBe(false);
    expect(result.analysis.detected_characteristics.jewelry_type).toBe('ring');
    expect(result.cropped.width).toBe(Math.min(width, height));
    DifficultyAssessmentSchema.parse(result.analysis.difficulty_assessment);
  });

  it('takes the type, the metal and the name from the file name when the image says nothing', async () => {
    const bytes = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#fff' },
    })
      .jpeg()
      .toBuffer();
    const result = await analyseUpload(bytes, { fileName: 'Ohrringe_Silber-final_v2.JPG' });
    const found = result.analysis.detected_characteristics;
    expect(found.jewelry_type).toBe('earring');
    expect(found.name).toBe('Ohrringe Silber');
    expect(result.diagnostics.type.decidedBy).toBe('file name');
    expect(found.material).toBe('Silver');
    expect(result.diagnostics.material).toMatchObject({ decidedBy: 'file name' });
    expect(result.diagnostics.nameFrom).toBe('file name');
    // Nothing was cut out, so the success chance cannot read Excellent.
    expect(result.cutout.review).toBe('required');
    const stored = result.analysis.difficulty_assessment;
    expect(stored.category).not.toBe('Easy');
    // Stored with its score from before the cap, which a corrected cut-out lifts at Save.
    expect(stored.subject_isolation).toMatchObject({
      score: 3,
      note: expect.stringContaining('The cut-out needs checking'),
      before_cutout_cap: { score: expect.any(Number), note: expect.any(String) },
    });
    const uncapped = stored.subject_isolation!.before_cutout_cap as { score: number };
    expect(uncapped.score).toBeGreaterThan(3);
    const corrected = assessmentForStyle(stored, 'photo', { review: 'ok', reasons: [] })!;
    expect(corrected.subject_isolation).toEqual({
      score: uncapped.score,
      note: (stored.subject_isolation!.before_cutout_cap as { note: string }).note,
    });
  });

  it('calls a blank white page unclear rather than guessing', async () => {
    const blank = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#fff' },
    })
      .jpeg()
      .toBuffer();
    const result = await analyseUpload(blank);
    expect(result.analysis.detected_characteristics.image_style).toBe('unclear');
    // Nothing to cut out: the designer must look before anything is rendered.
    expect(result.cutout).toMatchObject({ style: 'photo', review: 'required', width: 300 });
    expect(result.cutout.reasons.length).toBeGreaterThan(0);
  });
});
