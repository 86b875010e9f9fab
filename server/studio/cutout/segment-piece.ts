// The automatic cut-out of a piece at working resolution: for a photo, the salient-object prior
// refined against the image's own edges; for a sketch, the drawing's line art, and of a sheet of
// several designs the chosen one, the others kept as candidates.
import { extractLineArt } from '../extract/sketch-line-art';
import { REFINE_STAGES, refineWithGuide, type RefineStages } from './refine';
import { rasterFromRgb } from './rgb-image';
import { salientPrior, type RgbImage } from './salient-prior';
import { sheetMotifs, type MotifCandidate } from './sheet-motifs';
import { maskDataWhere } from '../imaging/mask';

export type { RgbImage } from './salient-prior';

export interface PieceSegmentation {
  width: number;
  height: number;
  /** 0-255 per pixel: the piece's coverage. */
  alpha: Uint8Array;
  /** 0-1: how sure the model is (a clear object on a clear ground is near 1). */
  confidence: number;
  /** A sheet of several designs: each design's place, the chosen one (in `alpha`) first. */
  motifs: MotifCandidate[];
  /** A sheet's whole line art (0-255), from which another motif can be chosen; else null. */
  lineArt: Uint8Array | null;
}

export async function segmentPiece(
  image: RgbImage,
  style: 'photo' | 'sketch',
  /** The evaluation switches stages off to measure what each one earns. */
  stages: RefineStages = REFINE_STAGES,
): Promise<PieceSegmentation> {
  const { width, height } = image;
  if (style === 'sketch') {
    const lineArt = extractLineArt(rasterFromRgb(image)).alpha;
    const inked = maskDataWhere(lineArt.length, (i) => lineArt[i]! >= 128);
    const sheet = sheetMotifs({ width, height, data: inked });
    if (!sheet) return { width, height, alpha: lineArt, confidence: 1, motifs: [], lineArt: null };
    const alpha = new Uint8Array(lineArt.length);
    for (let i = 0; i < alpha.length; i++) if (sheet.chosen.data[i]) alpha[i] = lineArt[i]!;
    return { width, height, alpha, confidence: 1, motifs: sheet.candidates, lineArt };
  }
  // A piece already cut out by the designer (a transparent backdrop) keeps its own alpha.
  if (image.alpha && borderIsTransparent(image.alpha, width, height)) {
    return { width, height, alpha: image.alpha.slice(), confidence: 1, motifs: [], lineArt: null };
  }
  const prior = await salientPrior(image);
  const { alpha, confidence } = await refineWithGuide(image, prior, stages);
  return { width, height, alpha, confidence, motifs: [], lineArt: null };
}

/** Most of the image's border is see-through: the file is a cut-out already. */
function borderIsTransparent(alpha: Uint8Array, width: number, height: number): boolean {
  let clear = 0;
  let count = 0;
  const visit = (i: number) => {
    count++;
    if (alpha[i]! < 16) clear++;
  };
  for (let x = 0; x < width; x++) {
    visit(x);
    visit((height - 1) * width + x);
  }
  for (let y = 1; y < height - 1; y++) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  return clear >= 0.9 * count;
}
