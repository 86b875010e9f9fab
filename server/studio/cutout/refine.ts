// The prior made sharp at full resolution: enclosed regions that do not show the backdrop filled
// in, then a colour guided filter (fitted at REFINE_SIDE, applied at full size) so the soft
// outline snaps to the image's own edges, and a ramp into an alpha matte.
import sharp from 'sharp';
import { fastGuidedFilter, type ColourGuide } from '../imaging/guided-filter';
import { resizeBilinear } from '../imaging/resample';
import type { RgbImage, SalientPrior } from './salient-prior';
import { addFineDetail } from './fine-detail';
import { clearBackdropBleed } from './backdrop-bleed';
import { clearBackdropHem } from './backdrop-hem';
import { clearMirrorReflection } from './mirror-reflection';
import { clearSeeThrough, fillOpaqueHoles } from './see-through';
import { dropSkinInFrame } from './skin-in-frame';
import { type Mask, maskDataWhere } from '../imaging/mask';

/** The refinement's optional stages, each kept for its measured effect (see the README). */
export interface RefineStages {
  /** Enclosed regions that do not show the backdrop are part of the piece (a pearl in a frame). */
  opaqueHoles: boolean;
  /** Regions inside the piece that show the backdrop are holes (a ring's middle). */
  seeThrough: boolean;
  /** Smooth skin coming in from the frame is a hand or a neck, not the piece. */
  skinInFrame: boolean;
  /** Thin structures below the prior's scale that stand out and touch the piece (a chain). */
  fineDetail: boolean;
  /** What continues the backdrop across the outline with no edge is not the piece (a wire's loop). */
  backdropBleed: boolean;
  /** A fainter mirror image below the piece is a glossy ground's reflection (mirror-reflection.ts). */
  mirrorReflection: boolean;
  /** The faint backdrop hemming a fine chain, beside its far stronger contrast (backdrop-hem.ts). */
  backdropHem: boolean;
}

export const REFINE_STAGES: RefineStages = {
  opaqueHoles: true,
  seeThrough: true,
  skinInFrame: true,
  fineDetail: true,
  backdropBleed: true,
  mirrorReflection: true,
  backdropHem: true,
};

/** Long side the guided filter's local models are fitted at (speed; applied at full size). */
const REFINE_SIDE = 1024;
/** Guided-filter window radius as a share of the fitting copy's long side. */
const GUIDE_RADIUS_SHARE = 1 / 160;
/** Regularisation: lower follows weaker edges. */
const GUIDE_EPSILON = 1e-3;
/** The matte ramps from 0 to 1 over this band of filtered values about one half. */
const RAMP_LOW = 0.35;
const RAMP_HIGH = 0.65;

export interface Refined {
  alpha: Uint8Array;
  confidence: number;
}

export async function refineWithGuide(
  image: RgbImage,
  prior: SalientPrior,
  stages: RefineStages = REFINE_STAGES,
): Promise<Refined> {
  const small = await workingCopy(image);
  let probability = resizeBilinear(
    prior.probability,
    prior.side,
    prior.side,
    small.width,
    small.height,
  );
  if (stages.opaqueHoles) probability = withMaskChange(probability, small, fillOpaqueHoles);
  if (stages.backdropBleed) probability = withMaskChange(probability, small, clearBackdropBleed);
  if (stages.mirrorReflection) probability = clearMirrorReflection(probability, small);
  if (stages.seeThrough) probability = withMaskChange(probability, small, clearSeeThrough);
  if (stages.backdropHem) probability = withMaskChange(probability, small, clearBackdropHem);
  if (stages.skinInFrame) probability = withMaskChange(probability, small, dropSkinInFrame);
  if (stages.fineDetail) probability = addFineDetail(probability, small);
  return { alpha: matteFrom(image, small, probability), confidence: prior.agreement };
}

/**
 * The alpha matte at `image`'s size from a piece probability (0-1) at `small`'s size (the
 * working copy, at most REFINE_SIDE): its outline snapped to the image's edges by the guided
 * filter, then ramped. The designer's corrections go through the same matting.
 */
export function matteFrom(image: RgbImage, small: RgbImage, probability: Float32Array): Uint8Array {
  const radius = Math.max(2, Math.round(Math.max(small.width, small.height) * GUIDE_RADIUS_SHARE));
  const filtered = fastGuidedFilter(image, small, probability, radius, GUIDE_EPSILON);
  const alpha = new Uint8Array(image.width * image.height);
  for (let i = 0; i < alpha.length; i++) {
    const t = (filtered[i]! - RAMP_LOW) / (RAMP_HIGH - RAMP_LOW);
    alpha[i] = Math.round(255 * Math.min(1, Math.max(0, t)));
  }
  return alpha;
}

/** `image` at most REFINE_SIDE on its long side: the working copy the matting is fitted on. */
export function workingCopy(image: RgbImage): Promise<RgbImage> {
  return downscale(image, REFINE_SIDE);
}

/** The prior with the pixels a mask-level stage set raised to 1 and those it cleared set to 0. */
function withMaskChange(
  probability: Float32Array,
  image: ColourGuide,
  stage: (piece: Mask, image: ColourGuide) => Mask,
): Float32Array {
  const piece: Mask = {
    width: image.width,
    height: image.height,
    data: maskDataWhere(probability.length, (i) => probability[i]! >= 0.5),
  };
  const changed = stage(piece, image);
  if (changed === piece) return probability;
  const out = new Float32Array(probability);
  for (let i = 0; i < out.length; i++) {
    if (changed.data[i] && !piece.data[i]) out[i] = 1;
    else if (!changed.data[i] && piece.data[i]) out[i] = 0;
  }
  return out;
}

async function downscale(image: RgbImage, side: number): Promise<RgbImage> {
  if (Math.max(image.width, image.height) <= side) return image;
  const { data, info } = await sharp(image.rgb, {
    raw: { width: image.width, height: image.height, channels: 3 },
  })
    .resize(side, side, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, rgb: new Uint8Array(data) };
}
