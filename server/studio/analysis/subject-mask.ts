// Where the piece is: pixels that differ from the background model, and the outline they form.
import type { BackgroundModel } from './background-model';
import { colourDistance } from './background-model';
import type { Raster } from './raster';
import { boxMean } from '../imaging/box-filter';
import { close } from '../imaging/morphology';
import { connectedComponents, maskOfComponents } from '../imaging/labelling';
import { type Box, invertMask, type Mask, maskArea, trimmedBoundingBox } from '../imaging/mask';

export interface Subject {
  /** 1 where a pixel differs from the background by more than its tolerance (or is opaque). */
  mask: Mask;
  /** The mask with small gaps bridged and enclosed background filled: the piece's outline. */
  silhouette: Mask;
  /** Background regions enclosed by the piece (the inside of a ring, a chain loop). */
  holes: Mask;
  /** Area of the largest enclosed hole, as a share of the silhouette's area. */
  largestHoleShare: number;
  /** Box around 99% of the mask (0.5% trimmed per side against stray specks); null if empty. */
  box: Box | null;
  /** Share (0-1) of the image covered by the mask. */
  areaFraction: number;
}

export interface SubjectMaskParams {
  /** Gaps up to twice this (in analysis pixels) are bridged before outlining. */
  bridgeRadius: number;
  /** A stroke is at least this many luma levels darker than the paper around it. */
  strokeContrast: number;
  /** "The paper around" a stroke: this share of the long side (and at least `minPaperRadius`). */
  paperShare: number;
  minPaperRadius: number;
  /** A cut-out's pixel is the piece from this alpha: its outline, half covered. */
  opaqueAlpha: number;
  /** The box leaves out this share of the mask on each side, against stray specks. */
  boxTrim: number;
}

export const SUBJECT_MASK: SubjectMaskParams = {
  bridgeRadius: 2,
  strokeContrast: 16,
  paperShare: 0.03,
  minPaperRadius: 2,
  opaqueAlpha: 128,
  boxTrim: 0.005,
};

/**
 * Separates the piece from the background. Photos: pixels far from the border colour (or opaque
 * pixels of a cut-out). Drawings: strokes darker than the paper around them, which copes with
 * the uneven light of a phone photo of a page.
 */
export function findSubject(
  raster: Raster,
  background: BackgroundModel,
  drawing: boolean,
  params: SubjectMaskParams = SUBJECT_MASK,
): Subject {
  const mask = drawing
    ? strokeMask(raster, params)
    : differsFromBackground(raster, background, params);
  const { width, height } = raster;
  const closed = close(mask, params.bridgeRadius);
  const { holes, largestHole } = enclosedBackground(closed);
  const silhouette: Mask = { width, height, data: new Uint8Array(width * height) };
  for (let i = 0; i < silhouette.data.length; i++) {
    silhouette.data[i] = closed.data[i]! | holes.data[i]!;
  }
  const area = maskArea(mask);
  const silhouetteArea = maskArea(silhouette);
  return {
    mask,
    silhouette,
    holes,
    largestHoleShare: silhouetteArea ? largestHole / silhouetteArea : 0,
    box: trimmedBoundingBox(mask, params.boxTrim),
    areaFraction: area / (width * height),
  };
}

export function differsFromBackground(
  raster: Raster,
  background: BackgroundModel,
  params: SubjectMaskParams = SUBJECT_MASK,
): Mask {
  const { width, height, rgb, alpha } = raster;
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) {
    data[i] =
      background.transparent && alpha
        ? Number(alpha[i]! >= params.opaqueAlpha)
        : Number(colourDistance(rgb, i, background.colour) > background.tolerance);
  }
  return { width, height, data };
}

/** Radius of the neighbourhood that stands for "the paper around" a stroke (see paperShare). */
export function paperRadius(
  width: number,
  height: number,
  params: SubjectMaskParams = SUBJECT_MASK,
): number {
  return Math.max(params.minPaperRadius, Math.round(params.paperShare * Math.max(width, height)));
}

/** Pixels clearly darker than the mean of the paper around them (see paperRadius). */
export function strokeMask(raster: Raster, params: SubjectMaskParams = SUBJECT_MASK): Mask {
  const { width, height, luma } = raster;
  const paper = boxMean(luma, width, height, paperRadius(width, height, params));
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++)
    data[i] = Number(luma[i]! < paper[i]! - params.strokeContrast);
  return { width, height, data };
}

/** Unset regions that do not reach the image border, i.e. background the piece encloses. */
export function enclosedBackground(mask: Mask): { holes: Mask; largestHole: number } {
  const components = connectedComponents(invertMask(mask), 4);
  const enclosed = new Uint8Array(components.items.length + 1);
  let largestHole = 0;
  for (const item of components.items) {
    if (item.touchesBorder) continue;
    enclosed[item.label] = 1;
    largestHole = Math.max(largestHole, item.area);
  }
  const holes = maskOfComponents(components, enclosed, mask.width, mask.height);
  return { holes, largestHole };
}
