// The one call behind POST /api/designs/initiate-analysis: check the upload, analyse it, and
// produce the two files to store (the clean original and the automatic crop). Throws the typed
// upload errors (415/413/422) before anything is produced, so a refused file leaves nothing.
import {
  analyseImage,
  type AnalysisDiagnostics,
  type ImageAnalysis,
} from './analysis/analyse-image';
import { ANALYSIS_MAX_SIDE, loadRaster } from './analysis/raster';
import { cropAroundPiece } from './intake/auto-crop';
import {
  decodeOrRefuse,
  decoderOptions,
  encodeOriginal,
  inspectUpload,
  type EncodedImage,
} from './intake/normalise';
import type { ImageFormat } from './intake/sniff';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './upload-limits';

export interface AnalyseUploadOptions {
  limits?: UploadLimits;
  /** Long side of the analysis copy (default 512); tests may go lower for speed. */
  analysisMaxSide?: number;
}

export interface AnalysedUpload {
  /** Oriented, metadata-free re-encode of the upload (JPEG, or WebP when transparent). */
  original: EncodedImage;
  /** Square WebP around the piece with a margin. */
  cropped: EncodedImage;
  /** Whether the analysis found a piece distinct from its surroundings to crop around. */
  pieceFound: boolean;
  /** The format the bytes were in. */
  sourceFormat: ImageFormat;
  analysis: ImageAnalysis;
  diagnostics: AnalysisDiagnostics;
  timings: UploadTimings;
}

/** Milliseconds per stage; encode and crop overlap with the analysis, so they do not add up. */
export interface UploadTimings {
  inspect: number;
  decode: number;
  analyse: number;
  original: number;
  crop: number;
  total: number;
}

export async function analyseUpload(
  bytes: Buffer,
  options: AnalyseUploadOptions = {},
): Promise<AnalysedUpload> {
  const limits = options.limits ?? DEFAULT_UPLOAD_LIMITS;
  const started = performance.now();
  const header = await inspectUpload(bytes, limits);
  const inspected = performance.now();
  const raster = await decodeOrRefuse(() =>
    loadRaster(bytes, {
      maxSide: options.analysisMaxSide ?? ANALYSIS_MAX_SIDE,
      decoder: decoderOptions(limits),
    }),
  );
  const decoded = performance.now();
  const transparent = raster.alpha !== null;
  // The big re-encode runs on sharp's threads while the analysis runs here.
  const original = timed(encodeOriginal(bytes, header, transparent, limits));
  let analysed: ReturnType<typeof analyseImage>;
  try {
    analysed = analyseImage(raster, { width: header.width, height: header.height });
  } catch (error) {
    await original.catch(() => undefined);
    throw error;
  }
  const analysedAt = performance.now();
  const cropped = timed(
    cropAroundPiece(bytes, header, analysed.diagnostics.separated ? analysed.pieceBox : null, {
      transparent,
      paddingColour: analysed.paddingColour,
      limits,
    }),
  );
  const [originalResult, croppedResult] = await Promise.all([original, cropped]);
  return {
    original: originalResult.value,
    cropped: croppedResult.value,
    pieceFound: analysed.diagnostics.separated,
    sourceFormat: header.format,
    analysis: analysed.analysis,
    diagnostics: analysed.diagnostics,
    timings: {
      inspect: round(inspected - started),
      decode: round(decoded - inspected),
      analyse: round(analysedAt - decoded),
      original: round(originalResult.ms),
      crop: round(croppedResult.ms),
      total: round(performance.now() - started),
    },
  };
}

async function timed<T>(promise: Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await promise;
  return { value, ms: performance.now() - start };
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
