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

export interface TechnicalQualityParams {
  /** Short side (px) below which renders have to invent detail. */
  lowResolutionSide: number;
  /** Focus (0-1) below which the piece's edges are too soft to keep. */
  outOfFocus: number;
  /** Mean luma below which, or a share of clipped shadows above which, detail is lost in dark. */
  darkMeanLuma: number;
  darkClipped: number;
  /** Mean luma above which, or a share of clipped highlights above which, bright areas are lost. */
  brightMeanLuma: number;
  brightClipped: number;
  /** Noise (0-1) above which the grain would be rendered as texture. */
  grainy: number;
  /** Share of plain backdrop below which the piece is hard to separate from its surroundings. */
  busyBackground: number;
}

export const TECHNICAL_QUALITY: TechnicalQualityParams = {
  lowResolutionSide: 800,
  outOfFocus: 0.3,
  darkMeanLuma: 0.2,
  darkClipped: 0.2,
  brightMeanLuma: 0.85,
  brightClipped: 0.2,
  grainy: 0.5,
  busyBackground: 0.5,
};

export function technicalQualityReport(
  inputs: TechnicalQualityInputs,
  params: TechnicalQualityParams = TECHNICAL_QUALITY,
): TechnicalQualityReport {
  const { width, height, sharpness, exposure, noise, backgroundUniformity } = inputs;
  const issues: string[] = [];
  if (Math.min(width, height) < params.lowResolutionSide) {
    issues.push(`Low resolution (${width} x ${height} px): fine details may be lost.`);
  }
  if (sharpness < params.outOfFocus) issues.push('The image looks out of focus.');
  if (exposure.meanLuma < params.darkMeanLuma || exposure.clippedShadows > params.darkClipped)
    issues.push('The piece is very dark.');
  if (
    exposure.meanLuma > params.brightMeanLuma ||
    exposure.clippedHighlights > params.brightClipped
  ) {
    issues.push('The piece is overexposed: bright areas have lost detail.');
  }
  if (noise > params.grainy) issues.push('The image is grainy.');
  if (backgroundUniformity < params.busyBackground)
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
