// The whole analysis of one image, from its analysis copy: measure, then decide. Deterministic:
// the same pixels always give the same answer.
import type {
  AssessmentDetails,
  DetectedCharacteristics,
  DifficultyAssessment,
  TechnicalQualityReport,
} from '../../../src/api/assessment';
import { estimateBackground, colourDistance, type BackgroundModel } from './background-model';
import { meanSaturation } from './colour';
import { suggestDesignName } from './design-name';
import { assessDifficulty, type DifficultyResult } from './difficulty';
import { edgeDensity, expandBox, gradientMagnitude } from './edges';
import { exposureQuality, measureExposure } from './exposure';
import { decideGemstones, readGemstones, type Gemstone, type GemstoneDecision } from './gemstones';
import { nameFromFileName, readFileName } from './file-name';
import { classifyImageStyle, type StyleDecision } from './image-style';
import {
  classifyJewelryType,
  decideJewelryType,
  fallback,
  type TypeDecision,
} from './jewelry-type';
import { measureLinePolarity } from './line-polarity';
import { decideMaterial, readMaterial, type Material, type MaterialDecision } from './material';
import { estimateNoiseSigma, noiseScore } from './noise';
import type { Raster } from './raster';
import { periodicity } from './repetition';
import { measureShape, pieceIsSeparated, type ShapeFeatures } from './shape-features';
import { laplacianVariance, sharpnessScore } from './sharpness';
import { findSubject, paperRadius, type Subject } from './subject-mask';
import { measureSurfaceCues } from './surface-cues';
import { technicalQualityReport } from './technical-quality';
import { contrastMarks, findTextMarks, type TextMarks } from './text-marks';
import { type Box, type Mask, maskArea, maskFromAlpha } from '../imaging/mask';
import { boxMean } from '../imaging/box-filter';

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

/** The stored cut-out as the analysis sees it: its alpha at the analysis copy's size, its review. */
export interface PieceEvidence {
  /** 0-255 per pixel of the analysis copy; the piece is alpha >= 128. */
  alpha: Uint8Array;
  review: 'ok' | 'suggested' | 'required';
  /** The review's reasons, in the designer's words (empty when 'ok'). */
  reasons: string[];
}

/** What the analysis knows besides the pixels. */
export interface AnalysisContext {
  /** The uploaded file's name as the designer's computer had it (a prior for type and name). */
  fileName?: string | null;
  /** The stored cut-out; colours, stones and the type's structure are measured on it. */
  piece?: PieceEvidence | null;
}

/** Why the analysis decided what it did; for logs, the eval script and tests, not for clients. */
export interface AnalysisDiagnostics {
  style: StyleDecision;
  type: TypeDecision;
  /** Where colours, stones and the type's structure were measured. */
  measuredOn: 'cut-out' | 'subject mask';
  /** The name's source. */
  nameFrom: 'file name' | 'type, material and stone';
  shape: ShapeFeatures;
  separated: boolean;
  background: Pick<BackgroundModel, 'colour' | 'luma' | 'uniformity' | 'tolerance' | 'transparent'>;
  material: MaterialDecision;
  gemstones: GemstoneDecision;
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

/** The first half of the analysis: sketch or photo, and where the piece is (cheap, no cut-out). */
export interface LocatedPiece {
  background: BackgroundModel;
  style: StyleDecision;
  subject: Subject;
  shape: ShapeFeatures;
  found: boolean;
  separated: boolean;
  /** The piece's box for the automatic crop; null when nothing stands out from the background. */
  pieceBox: RelativeBox | null;
  paddingColour: [number, number, number] | null;
}

export function locatePiece(raster: Raster): LocatedPiece {
  const { width, height, luma, rgb } = raster;
  const background = estimateBackground(raster);
  const lines = measureLinePolarity(luma, width, height, undefined, rgb);
  const saturation = meanSaturation(rgb);
  const style = classifyImageStyle({
    linePolarity: lines.polarity,
    lineContrast: lines.lineContrast,
    textureShare: lines.textureShare,
    meanSaturation: saturation,
    backgroundLuma: background.luma,
    ...measureSurfaceCues(raster, background, lines.texture),
  });
  const drawing = style.style === 'sketch';
  const subject = findSubject(raster, background, drawing);
  const shape = measureShape(subject.mask, drawing ? SKETCH_BRIDGE_RADIUS : PHOTO_BRIDGE_RADIUS);
  const found = subject.box !== null && subject.areaFraction >= MIN_PIECE_AREA;
  const separated = found && pieceIsSeparated(shape);
  const pieceBox =
    found && subject.box
      ? {
          x: subject.box.x / width,
          y: subject.box.y / height,
          width: subject.box.width / width,
          height: subject.box.height / height,
        }
      : null;
  const paddingColour = background.transparent ? null : background.colour;
  return {
    background,
    style,
    subject,
    shape,
    found,
    separated,
    pieceBox,
    paddingColour,
  };
}

/**
 * Analyses the analysis copy of an upload. `resolution` is the size of the stored original
 * (the copy is smaller), used for the resolution measurements. With the stored cut-out in
 * `context.piece`, colours, stones and the type's structure come from the piece's own pixels;
 * the file name is a prior for the type and the source of the name.
 */
export function analyseImage(
  raster: Raster,
  resolution: { width: number; height: number },
  context: AnalysisContext = {},
  located: LocatedPiece = locatePiece(raster),
): AnalysedImage {
  const { width, height, luma } = raster;
  const { background, style, subject, shape, found, separated } = located;
  const drawing = style.style === 'sketch';
  // Unclear images are scored with the criteria of the style they lean to.
  const useSketchCriteria = style.sketchProbability >= 0.5;

  // The piece as the cut-out holds it (photos; a sketch's cut-out is its line art).
  const cut = context.piece ?? null;
  const pieceMask = cut ? maskFromAlpha(cut.alpha, width, height) : null;
  const cutArea = pieceMask ? maskArea(pieceMask) / (width * height) : 0;
  const onCutout = pieceMask !== null && cutArea >= MIN_PIECE_AREA;
  const colourMask = onCutout ? pieceMask : subject.mask;
  const structure = onCutout
    ? measureShape(pieceMask, drawing ? SKETCH_BRIDGE_RADIUS : PHOTO_BRIDGE_RADIUS)
    : shape;
  const imageType =
    found || onCutout
      ? classifyJewelryType(structure, style.style, onCutout && cut!.review !== 'required')
      : fallback('nothing stands out from the background');
  const fileName = readFileName(context.fileName);
  const type = decideJewelryType(imageType, fileName);

  const gradient = gradientMagnitude(luma, width, height);
  const fullFrame: Box = { x: 0, y: 0, width, height };
  const pieceBox = subject.box ?? fullFrame;
  const focusBox = expandBox(pieceBox, 0.05, width, height);
  const variance = laplacianVariance(luma, width, height, focusBox);
  const sharpness = sharpnessScore(variance);
  const noiseSigma = estimateNoiseSigma(luma, width, height);
  const repeat = periodicity(gradient, width, pieceBox);
  /** What a style's criteria read: a sketch's strokes and notes, or a photo's edges and text. */
  const measuredAs = (sketch: boolean) => ({
    exposure: measureExposure(luma, sketch || !separated ? null : subject.mask),
    density: sketch
      ? maskAreaIn(subject.mask, pieceBox) / Math.max(1, pieceBox.width * pieceBox.height)
      : edgeDensity(gradient, width, pieceBox),
    text: findTextMarks(sketch ? subject.mask : contrastMarks(luma, width, height)),
  });
  const own = measuredAs(drawing);
  const { exposure, density, text } = own;

  // Colours only from a piece told apart from its frame: the cut-out's pixels, or without one
  // the separated subject. Otherwise nothing is said rather than the backdrop's colour.
  const readColours = !useSketchCriteria && (onCutout || separated);
  const colour: Material = readColours ? readMaterial(raster, colourMask).material : 'unknown';
  const metal = decideMaterial(colour, fileName);
  const { material } = metal;
  const readStones: Gemstone | 'unknown' = readColours
    ? readGemstones(raster, colourMask, background, onCutout).gemstones
    : useSketchCriteria
      ? 'unknown'
      : 'none';
  const stones = decideGemstones(readStones, fileName);
  const { gemstones } = stones;

  const pieceContrast = meanDistanceFromBackground(raster, subject.mask, background);
  // Both styles' criteria are scored, so the success chance follows the style the designer
  // chooses (spec §4); Save keeps the chosen style's. The other style reads the same piece.
  const assessedAs = (sketch: boolean, measured: ReturnType<typeof measuredAs>) =>
    assessDifficulty(sketch, {
      resolution,
      sharpness,
      exposureQuality: exposureQuality(measured.exposure),
      noise: noiseScore(noiseSigma),
      edgeDensity: measured.density,
      glyphs: measured.text.glyphs,
      specks: measured.text.specks,
      backgroundUniformity: background.transparent ? 1 : background.uniformity,
      separated,
      boxCoverage: shape.boxCoverage,
      pieceContrast,
      periodicity: repeat,
      strokeDepth: sketch ? meanStrokeDepth(raster, subject) : 0,
      outlineFill: shape.fill,
      parts: shape.significantParts,
      symmetry: shape.symmetry,
      cutout: cut ? { review: cut.review, reasons: cut.reasons } : null,
    });
  const leaning = assessedAs(useSketchCriteria, own);
  const otherStyle = !useSketchCriteria;
  const other = assessedAs(otherStyle, otherStyle === drawing ? own : measuredAs(otherStyle));
  // The summary keys are the leaning style's; the criteria are both styles'.
  const difficulty: DifficultyResult = {
    criteria: { ...leaning.criteria, ...other.criteria },
    summary: leaning.summary,
  };

  const fromFile = nameFromFileName(fileName);
  const detected: DetectedCharacteristics = {
    name: fromFile ?? suggestDesignName(style.style, type.type, material, gemstones),
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
    pieceBox: located.pieceBox,
    paddingColour: located.paddingColour,
    diagnostics: {
      style,
      type,
      measuredOn: onCutout ? 'cut-out' : 'subject mask',
      nameFrom: fromFile ? 'file name' : 'type, material and stone',
      shape: structure,
      separated,
      background: {
        colour: background.colour,
        luma: background.luma,
        uniformity: background.uniformity,
        tolerance: background.tolerance,
        transparent: background.transparent,
      },
      material: metal,
      gemstones: stones,
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
  const entries = Object.entries(criteria).map(([key, { score, reason, before_cutout_cap }]) => [
    key,
    {
      score,
      note: reason,
      ...(before_cutout_cap && {
        before_cutout_cap: { score: before_cutout_cap.score, note: before_cutout_cap.reason },
      }),
    },
  ]);
  return { status: 'complete', ...Object.fromEntries(entries), ...summary };
}

/** initial_difficulty_assessment_details: each criterion as {score, reason}, and the summary. */
function detailsWithReasons({ criteria, summary }: DifficultyResult): AssessmentDetails {
  const entries = Object.entries(criteria).map(([key, { score, reason, before_cutout_cap }]) => [
    key,
    { score, reason, ...(before_cutout_cap && { before_cutout_cap }) },
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
  const paper = boxMean(luma, width, height, paperRadius(width, height));
  let sum = 0;
  for (let i = 0; i < luma.length; i++) if (subject.mask.data[i]) sum += paper[i]! - luma[i]!;
  return sum / strokes;
}
