// The upload path's checks over a set of labelled images (see describeUploadChecks).
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AssessmentDetailsSchema,
  DetectedCharacteristicsSchema,
  DifficultyAssessmentSchema,
  PHOTO_CRITERIA,
  SKETCH_CRITERIA,
  TechnicalQualityReportSchema,
} from '../../../src/api/assessment';
import { JEWELRY_TYPES } from '../../../src/api/catalogue';
import { baseFidelityScore } from '../../../src/api/fidelity-score';
import { analyseUpload, type AnalysedUpload } from '../analyse-upload';
import { DAMAGED_IMAGE_DETAIL } from '../upload-errors';
import type { FixtureImage } from './fixture-images';

/**
 * Every image analyses, fits the contract, splits sketch from photo as labelled, and is stored
 * clean. Run over the generated fixtures (analyse-upload.test.ts) and the outside corpus
 * (analyse-upload.corpus.test.ts).
 */
export function describeUploadChecks(title: string, entries: FixtureImage[]): void {
  const analysable = entries.filter((entry) => entry.edge !== 'truncated');
  const results = new Map<string, AnalysedUpload>();

  describe(title, () => {
    beforeAll(async () => {
      for (const entry of analysable) {
        results.set(entry.file, await analyseUpload(entry.bytes));
      }
    }, 120_000);

    it.each(analysable.map((entry) => [entry.file, entry] as const))(
      '%s analyses into the contract shapes',
      (_file, entry: FixtureImage) => {
        const { analysis, original, cropped } = results.get(entry.file)!;
        const detected = DetectedCharacteristicsSchema.parse(analysis.detected_characteristics);
        DifficultyAssessmentSchema.parse(analysis.difficulty_assessment);
        AssessmentDetailsSchema.parse(analysis.initial_difficulty_assessment_details);
        TechnicalQualityReportSchema.parse(analysis.technical_quality_report);
        expect(JEWELRY_TYPES).toContain(detected.jewelry_type);
        expect(['sketch', 'photo', 'unclear']).toContain(detected.image_style);
        expect(detected.name).toBeTruthy();
        const assessment = analysis.difficulty_assessment;
        expect(assessment.status).toBe('complete');
        // Scored both ways, so the success chance follows the style the designer chooses.
        for (const key of [...SKETCH_CRITERIA, ...PHOTO_CRITERIA]) {
          expect(assessment[key]?.score).toBeTypeOf('number');
          expect(analysis.initial_difficulty_assessment_details[key]?.score).toBeTypeOf('number');
        }
        // The summary is the detected style's (rounded to tenths, the score to hundredths).
        if (detected.image_style !== 'unclear') {
          const score = baseFidelityScore(detected.image_style, assessment)!;
          expect(Math.abs(assessment.final_score! - score)).toBeLessThan(0.06);
        }
        expect(assessment.final_score).toBeGreaterThanOrEqual(0);
        expect(assessment.final_score).toBeLessThanOrEqual(10);
        expect(['Easy', 'Manageable', 'Challenging', 'Very Hard']).toContain(assessment.category);
        expect(cropped.width).toBe(cropped.height);
        expect(original.data.length).toBeGreaterThan(0);
      },
    );

    it('splits sketches from photos as the labels do (at least 90%)', () => {
      const labelled = analysable.filter((entry) => entry.expectedStyle);
      const hits = labelled.filter(
        (entry) =>
          results.get(entry.file)!.analysis.detected_characteristics.image_style ===
          entry.expectedStyle,
      );
      expect(labelled.length).toBeGreaterThan(0);
      expect(hits.length / labelled.length).toBeGreaterThanOrEqual(0.9);
    });

    it('refuses the truncated file with 422', async () => {
      for (const entry of entries.filter((item) => item.edge === 'truncated')) {
        await expect(analyseUpload(entry.bytes)).rejects.toMatchObject({
          status: 422,
          message: DAMAGED_IMAGE_DETAIL,
        });
      }
    });

    it('stores originals and crops without metadata, rotated upright', async () => {
      for (const [file, result] of results) {
        for (const image of [result.original, result.cropped]) {
          const metadata = await sharp(image.data).metadata();
          expect(metadata.exif, file).toBeUndefined();
          expect(metadata.xmp, file).toBeUndefined();
          expect(metadata.iptc, file).toBeUndefined();
          expect(metadata.icc, file).toBeUndefined();
        }
      }
      const rotated = results.get('edge_exif_orient6_01.jpg');
      if (rotated) expect(rotated.original.height).toBeGreaterThan(rotated.original.width);
      const cutOut = results.get('edge_alpha_01.png');
      if (cutOut) expect(cutOut.original.contentType).toBe('image/webp');
    });

    it('cuts each design out of its upright original, at most 2048 px, in the detected style', async () => {
      for (const [file, { original, cutout, analysis, timings }] of results) {
        const longSide = Math.max(original.width, original.height);
        const scale = Math.min(1, 2048 / longSide);
        expect(Math.max(cutout.width, cutout.height), file).toBe(Math.round(longSide * scale));
        expect(cutout.width / cutout.height, file).toBeCloseTo(original.width / original.height, 2);
        const png = await sharp(cutout.png).metadata();
        expect(png, file).toMatchObject({
          format: 'png',
          channels: 4,
          width: cutout.width,
          height: cutout.height,
        });
        const detected = analysis.detected_characteristics.image_style;
        expect(cutout.style, file).toBe(detected === 'sketch' ? 'sketch' : 'photo');
        expect(['ok', 'suggested', 'required'], file).toContain(cutout.review);
        expect(cutout.reasons.length === 0, file).toBe(cutout.review === 'ok');
        expect(timings.cutout, file).toBeGreaterThan(0);
      }
    });

    it('is deterministic', async () => {
      const entry = analysable.find((item) => item.expectedStyle === 'photo') ?? analysable[0]!;
      const again = await analyseUpload(entry.bytes);
      expect(again.analysis).toEqual(results.get(entry.file)!.analysis);
    });
  });
}
