// The one call behind POST /api/designs/initiate-analysis: check the upload, analyse it, and
// produce the files to store (the clean original, the automatic crop and the design's cut-out).
// Throws the typed upload errors (415/413/422) before anything is produced, so a refused file
// leaves nothing.
import {
  analyseImage,
  locatePiece,
  type AnalysisDiagnostics,
  type ImageAnalysis,
} from './analysis/analyse-image';
import { cutoutAlphaAt } from './analysis/cutout-alpha';
import { ANALYSIS_MAX_SIDE, loadRaster } from './analysis/raster';
import type { EditableCutout } from './cutout/editable-cutout';
import { cutOutInThread } from './cutout/cutout-threads';
import type { RgbImage } from './cutout/salient-prior';
import { decodeWorkingImage, type CutoutStyle } from './cutout/stored-cutout';
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
  /** The uploaded file's name: a prior for the type, and the design's name when meaningful. */
  fileName?: string | null;
  /**
   * How the cut-out is made: on the cut-out thread by default; an analysis already running on a
   * thread of its own (server/designs/analysis-threads.ts) makes it there.
   */
  cutOut?: (image: RgbImage, style: CutoutStyle) => Promise<EditableCutout>;
}

export interface AnalysedUpload {
  /** Oriented, metadata-free re-encode of the upload (JPEG, or WebP when transparent). */
  original: EncodedImage;
  /** Square WebP around the piece with a margin. */
  cropped: EncodedImage;
  /**
   * The piece cut from the oriented original at working resolution, segmented for the detected
   * style ('unclear' counts as a photo), with its review (and a sketch sheet's motifs). The
   * analysis reads colours, stones and the type's structure from it.
   */
  cutout: EditableCutout;
  /** Whether the analysis found a piece distinct from its surroundings to crop around. */
  pieceFound: boolean;
  /** The format the bytes were in. */
  sourceFormat: ImageFormat;
  analysis: ImageAnalysis;
  diagnostics: AnalysisDiagnostics;
  timings: UploadTimings;
}

/**
 * Milliseconds per stage; the encode, crop and cut-out overlap with the analysis and each other,
 * so they do not add up.
 */
export interface UploadTimings {
  inspect: number;
  decode: number;
  analyse: number;
  original: number;
  crop: number;
  /** The cut-out: its working-size decode (started with the analysis), segmentation, encode. */
  cutout: number;
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
  // The big re-encode and the cut-out's working-size decode run on sharp's threads while the
  // analysis runs here.
  const original = timed(encodeOriginal(bytes, header, transparent, limits));
  const cutoutStarted = performance.now();
  const working = decodeOrRefuse(() => decodeWorkingImage(bytes, limits));
  // Sketch or photo and where the piece is come first: the crop and the cut-out need them.
  let located: ReturnType<typeof locatePiece>;
  try {
    located = locatePiece(raster);
  } catch (error) {
    await Promise.allSettled([original, working]);
    throw error;
  }
  const locatedMs = performance.now() - decoded;
  const cropped = timed(
    cropAroundPiece(bytes, header, located.separated ? located.pieceBox : null, {
      transparent,
      paddingColour: located.paddingColour,
      limits,
    }),
  );
  // The cut-out is segmented for the detected style; its model runs on its own threads.
  const style = located.style.style === 'sketch' ? 'sketch' : 'photo';
  const cutout = working.then(async (image) => {
    const value = await (options.cutOut ?? cutOutInThread)(image, style);
    return { value, ms: performance.now() - cutoutStarted };
  });
  // The rest of the analysis measures the piece on the cut-out's pixels.
  const cut = (await Promise.allSettled([cutout]))[0];
  if (cut.status === 'rejected') {
    await Promise.allSettled([original, cropped]);
    throw cut.reason;
  }
  const finishing = performance.now();
  const alpha = await cutoutAlphaAt(cut.value.value.png, raster.width, raster.height);
  const analysed = analyseImage(
    raster,
    { width: header.width, height: header.height },
    {
      fileName: options.fileName ?? null,
      piece: { alpha, review: cut.value.value.review, reasons: cut.value.value.reasons },
    },
    located,
  );
  const analyseMs = locatedMs + performance.now() - finishing;
  const [originalResult, croppedResult, cutoutResult] = await Promise.all([
    original,
    cropped,
    cutout,
  ]);
  return {
    original: originalResult.value,
    cropped: croppedResult.value,
    cutout: cutoutResult.value,
    pieceFound: analysed.diagnostics.separated,
    sourceFormat: header.format,
    analysis: analysed.analysis,
    diagnostics: analysed.diagnostics,
    timings: {
      inspect: round(inspected - started),
      decode: round(decoded - inspected),
      analyse: round(analyseMs),
      original: round(originalResult.ms),
      crop: round(croppedResult.ms),
      cutout: round(cutoutResult.ms),
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
