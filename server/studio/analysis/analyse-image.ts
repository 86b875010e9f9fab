// The whole analysis of one image, from its analysis copy: measure, then decide. Deterministic:
// the same pixels always give the same answer.
import type {
  AssessmentDetails,
  DetectedCharacteristics,
  DifficultyAssessment,
  TechnicalQualityReport,
} from '../../../src/api/assessment';
import { estimateBackground, colourDistance, type BackgroundModel } from './background-model';
import { maskArea, type Box, type Mask } from './binary-mask';
import { meanSaturation } from './colour';
import { suggestDesignName } from './design-name';
import { assessDifficulty, type DifficultyResult } from './difficulty';
import { edgeDensity, expandBox, gradientMagnitude } from './edges';
import { exposureQuality, measureExposure } from './exposure';
import { readGemstones, type Gemstone } from './gemstones';
import { classifyImageStyle, type StyleDecision } from './image-style';
import { classifyJewelryType, fallback, type TypeDecision } from './jewelry-type';
import { measureLinePolarity } from './line-polarity';
import { readMaterial, type Material } from './material';
import { estimateNoiseSigma, noiseScore } from './noise';
import type { Raster } from './raster';
import { periodicity } from './repetition';
import { measureShape, pieceIsSeparated, type ShapeFeatures } from './shape-features';
import { laplacianVariance, sharpnessScore } from './sharpness';
import { findSubject, localMean, paperRadius, type Subject } from './subject-mask';
import { technicalQualityReport } from './technical-quality';
import { contrastMarks, findTextMarks, type TextMarks } from './text-marks';

/** The analysis fields of a temporary design (contract: src/api/asset.ts). */
export interface ImageAnalysis {
  detected_characteristics: DetectedCharacteristics;
  difficulty_assessment: DifficultyAssessment;
  technical_quality_report: TechnicalQualityReport;
  initial_difficulty_assessment_details: AssessmentDetails;
}

/** Where the piece is, as fractions (0-1) of the image's width and height. */
export interface RelativeBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Why the analysis decided what it did; for logs, the eval script and tests, not for clients. */
export interface AnalysisDiagnostics {
  style: StyleDecision;
  type: TypeDecision;
  shape: ShapeFeatures;
  separated: boolean;
  linePolarity: number;
  meanSaturation: number;
  background: Pick<BackgroundModel, 'colour' | 'luma' | 'uniformity' | 'tolerance' | 'transparent'>;
  material: Material;
  gemstones: Gemstone | 'unknown';
  text: TextMarks;
  periodicity: number;
  edgeDensity: number;
  laplacianVariance: number;
  noiseSigma: number;
}

export interface AnalysedImage {
  analysis: ImageAnalysis;
  /** The piece's box for the automatic crop; null when nothing stands out from the background. */
  pieceBox: RelativeBox | null;
  /** Background colour (sRGB) to pad a crop with; null when the background is transparent. */
  paddingColour: [number, number, number] | null;
  diagnostics: AnalysisDiagnostics;
}

/** Bridges gaps in pencil work (wider than in photos) before the outline is measured. */
const SKETCH_BRIDGE_RADIUS = 6;
const PHOTO_BRIDGE_RADIUS = 2;
/** Less than this share of the image differing from the background is no piece at all. */
const MIN_PIECE_AREA = 0.0005;

/**
 * Analyses the analysis copy of an upload. `resolution` is the size of the stored original
 * (the copy is smaller), used for the resolution measurements.
 */
export function analyseImage(
  raster: Raster,
  resolution: { width: number; height: number },
): AnalysedImage {
  const { width, height, luma, rgb } = raster;
  const background = estimateBackground(raster);
  const lines = measureLinePolarity(luma, width, height);
  const saturation = meanSaturation(rgb);
  const style = classifyImageStyle({
    linePolarity: lines.polarity,
    lineContrast: lines.lineContrast,
    meanSaturation: saturation,
    backgroundLuma: background.luma,
  });
  const drawing = style.style === 'sketch';
  // Unclear images are scored with the criteria of the style they lean to.
  const useSketchCriteria = style.sketchProbability >= 0.5;

  const subject = findSubject(raster, background, drawing);
  const shape = measureShape(subject.mask, drawing ? SKETCH_BRIDGE_RADIUS : PHOTO_BRIDGE_RADIUS);
  const found = subject.box !== null && subject.areaFraction >= MIN_PIECE_AREA;
  const separated = found && pieceIsSeparated(shape);
  const type = found
    ? classifyJewelryType(shape, style.style)
    : fallback('nothing stands out from the background');

  const gradient = gradientMagnitude(luma, width, height);
  const fullFrame: Box = { x: 0, y: 0, width, height };
  const pieceBox = subject.box ?? fullFrame;
  const focusBox = expandBox(pieceBox, 0.05, width, height);
  const variance = laplacianVariance(luma, width, height, focusBox);
  const sharpness = sharpnessScore(variance);
  const noiseSigma = estimateNoiseSigma(luma, width, height);
  const exposure = measureExposure(luma, drawing || !separated ? null : subject.mask);
  const density = drawing
    ? maskAreaIn(subject.mask, pieceBox) / Math.max(1, pieceBox.width * pieceBox.height)
    : edgeDensity(gradient, width, pieceBox);
  const text = findTextMarks(drawing ? subject.mask : contrastMarks(luma, width, height));
  const repeat = periodicity(gradient, width, pieceBox);

  const readColours = !useSketchCriteria && separated;
  const material: Material = readColours ? readMaterial(raster, subject.mask).material : 'unknown';
  const gemstones: Gemstone | 'unknown' = readColours
    ? readGemstones(raster, subject.mask, background).gemstones
    : useSketchCriteria
      ? 'unknown'
      : 'none';

  const difficulty = assessDifficulty(useSketchCriteria, {
    resolution,
    sharpness,
    exposureQuality: exposureQuality(exposure),
    noise: noiseScore(noiseSigma),
    edgeDensity: density,
    glyphs: text.glyphs,
    specks: text.specks,
    backgroundUniformity: background.transparent ? 1 : background.uniformity,
    separated,
    boxCoverage: shape.boxCoverage,
    pieceContrast: meanDistanceFromBackground(raster, subject.mask, background),
    periodicity: repeat,
    strokeDepth: useSketchCriteria ? meanStrokeDepth(raster, subject) : 0,
    outlineFill: shape.fill,
    parts: shape.significantParts,
    symmetry: shape.symmetry,
  });

  const detected: DetectedCharacteristics = {
    name: suggestDesignName(style.style, type.type, material, gemstones),
    jewelry_type: type.type,
    image_style: style.style,
    material,
    gemstones,
  };
  return {
    analysis: {
      detected_characteristics: detected,
      difficulty_assessment: assessmentWithNotes(difficulty),
      technical_quality_report: technicalQualityReport({
        width: resolution.width,
        height: resolution.height,
        sharpness,
        exposure,
        noise: noiseScore(noiseSigma),
        backgroundUniformity: background.transparent ? 1 : background.uniformity,
      }),
      initial_difficulty_assessment_details: detailsWithReasons(difficulty),
    },
    pieceBox:
      found && subject.box
        ? {
            x: subject.box.x / width,
            y: subject.box.y / height,
            width: subject.box.width / width,
            height: subject.box.height / height,
          }
        : null,
    paddingColour: background.transparent ? null : background.colour,
    diagnostics: {
      style,
      type,
      shape,
      separated,
      linePolarity: lines.polarity,
      meanSaturation: saturation,
      background: {
        colour: background.colour,
        luma: background.luma,
        uniformity: background.uniformity,
        tolerance: background.tolerance,
        transparent: background.transparent,
      },
      material,
      gemstones,
      text,
      periodicity: repeat,
      edgeDensity: density,
      laplacianVariance: variance,
      noiseSigma,
    },
  };
}

/** difficulty_assessment: status, each criterion as {score, note}, and the summary keys. */
function assessmentWithNotes({ criteria, summary }: DifficultyResult): DifficultyAssessment {
  const entries = Object.entries(criteria).map(([key, value]) => [
    key,
    { score: value.score, note: value.reason },
  ]);
  return { status: 'complete', ...Object.fromEntries(entries), ...summary };
}

/** initial_difficulty_assessment_details: each criterion as {score, reason}, and the summary. */
function detailsWithReasons({ criteria, summary }: DifficultyResult): AssessmentDetails {
  const entries = Object.entries(criteria).map(([key, value]) => [
    key,
    { score: value.score, reason: value.reason },
  ]);
  return { ...Object.fromEntries(entries), ...summary };
}

function maskAreaIn(mask: Mask, box: Box): number {
  let area = 0;
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) area += mask.data[y * mask.width + x]!;
  }
  return area;
}

/** Mean RGB distance of the piece's pixels from the background colour: how much it stands out. */
function meanDistanceFromBackground(
  raster: Raster,
  mask: Mask,
  background: BackgroundModel,
): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < mask.data.length; i++) {
    if (!mask.data[i]) continue;
    sum += colourDistance(raster.rgb, i, background.colour);
    count++;
  }
  return count ? sum / count : 0;
}

/** Mean darkness (luma levels) of stroke pixels below the paper around them. */
function meanStrokeDepth(raster: Raster, subject: Subject): number {
  const { width, height, luma } = raster;
  const strokes = maskArea(subject.mask);
  if (strokes === 0) return 0;
  const paper = localMean(luma, width, height, paperRadius(width, height));
  let sum = 0;
  for (let i = 0; i < luma.length; i++) if (subject.mask.data[i]) sum += paper[i]! - luma[i]!;
  return sum / strokes;
}
