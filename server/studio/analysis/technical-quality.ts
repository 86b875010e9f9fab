// The technical quality report (contract: TechnicalQualityReportSchema): the measurements in 0-1
// form, plus plain-language issues a designer can act on.
import type { TechnicalQualityReport } from '../../../src/api/assessment';
import type { Exposure } from './exposure';

export interface TechnicalQualityInputs {
  width: number;
  height: number;
  sharpness: number;
  exposure: Exposure;
  noise: number;
  backgroundUniformity: number;
}

/** Short side below which renders have to invent detail. */
const LOW_RESOLUTION_SIDE = 800;

export function technicalQualityReport(inputs: TechnicalQualityInputs): TechnicalQualityReport {
  const { width, height, sharpness, exposure, noise, backgroundUniformity } = inputs;
  const issues: string[] = [];
  if (Math.min(width, height) < LOW_RESOLUTION_SIDE) {
    issues.push(`Low resolution (${width} x ${height} px): fine details may be lost.`);
  }
  if (sharpness < 0.3) issues.push('The image looks out of focus.');
  if (exposure.meanLuma < 0.2 || exposure.clippedShadows > 0.2)
    issues.push('The piece is very dark.');
  if (exposure.meanLuma > 0.85 || exposure.clippedHighlights > 0.2) {
    issues.push('The piece is overexposed: bright areas have lost detail.');
  }
  if (noise > 0.5) issues.push('The image is grainy.');
  if (backgroundUniformity < 0.5)
    issues.push('The background is busy; a plain backdrop works best.');
  return {
    resolution: { width, height, megapixels: round((width * height) / 1e6, 2) },
    sharpness: round(sharpness, 3),
    exposure: round(exposure.meanLuma, 3),
    noise: round(noise, 3),
    background_uniformity: round(backgroundUniformity, 3),
    clipped_highlights: round(exposure.clippedHighlights, 3),
    clipped_shadows: round(exposure.clippedShadows, 3),
    issues,
  };
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(Math.min(Number.MAX_SAFE_INTEGER, Math.max(0, value)) * factor) / factor;
}
