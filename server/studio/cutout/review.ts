// Judges an automatic cut-out the way a careful designer would glance at it, and says whether it
// must be checked before any visual is made from it: 'ok', 'suggested' or 'required', with the
// reasons in the designer's words. Each sign is a measurement of the cut-out itself, not of any
// one picture: where it touches the frame, how boxy it is, how many parts it has, what it holds
// (skin, leaves), its size, and how sure the model was.
import { skinSurfaces } from './skin-in-frame';
import { rasterFromRgb } from './rgb-image';
import type { PieceSegmentation, RgbImage } from './segment-piece';
import { componentsTouchingBorder, connectedComponents } from '../imaging/labelling';
import { type Mask, maskDataWhere } from '../imaging/mask';

export type CutoutReviewState = 'ok' | 'suggested' | 'required';

export interface CutoutReview {
  review: CutoutReviewState;
  reasons: string[];
}

/** The measurements behind a review, for diagnostics and the evaluation. */
export interface CutoutSigns {
  /** Share of the piece's area in the image. */
  area: number;
  /** Longest run of piece along one side of the frame, as a share of that side. */
  frameRun: number;
  /** Area of the largest part over its bounding box: a box or a wall is near 1. */
  boxiness: number;
  /** Parts of more than 1% of the piece. */
  parts: number;
  /** Shares of the piece that are smooth skin, and leaf green, entering the frame. */
  skin: number;
  foliage: number;
  confidence: number;
}

/** Long side the signs are measured at (they are about shape, not detail). */
const SIGN_SIDE = 384;

interface Rule {
  /** 'required' when the sign is past `required`, 'suggested' past `suggested`. */
  sign: (s: CutoutSigns) => number;
  suggested: number;
  required: number;
  reason: string;
  /** Line art is many strokes and no skin: such signs speak for photos only. */
  photoOnly?: boolean;
}

const RULES: Rule[] = [
  {
    // A piece leaving the frame is rare; the backdrop kept along an edge is common.
    sign: (s) => s.frameRun,
    suggested: 0.15,
    required: 0.35,
    reason: 'The cut-out runs along the edge of the photo, so part of the background may be in it.',
  },
  {
    sign: (s) => (s.area > 0.05 ? s.boxiness : 0),
    suggested: 0.85,
    required: 0.93,
    reason: 'The cut-out has straight, boxy edges, like a wall or a stand rather than the piece.',
  },
  {
    sign: (s) => s.parts,
    suggested: 6,
    required: 14,
    photoOnly: true,
    reason: 'The cut-out is in many separate parts; some may be specks of the background.',
  },
  {
    sign: (s) => s.skin,
    suggested: 0.12,
    required: 0.3,
    photoOnly: true,
    reason: 'Part of the cut-out looks like skin: a hand or a neck may have been kept.',
  },
  {
    sign: (s) => s.foliage,
    suggested: 0.1,
    required: 0.3,
    photoOnly: true,
    reason: 'Part of the cut-out looks like leaves or plants from the scene.',
  },
  {
    sign: (s) => s.area,
    suggested: 0.55,
    required: 0.75,
    reason: 'The cut-out covers most of the photo, so the background may be in it.',
  },
  {
    // The model's answers for the photo and its mirror image disagree (see salient-prior.ts).
    sign: (s) => 1 - s.confidence,
    suggested: 0.08,
    required: 0.2,
    reason: 'The studio was unsure where the piece ends and the background begins.',
  },
];

const NOTHING_FOUND = 'No piece could be found in this image: mark it with the keep brush.';
/** A piece smaller than this share of the image is as good as nothing. */
const MIN_AREA = 0.0005;

export function judgeCutout(
  segmentation: PieceSegmentation,
  image: RgbImage,
  style: 'photo' | 'sketch',
): CutoutReview {
  const signs = measureCutout(segmentation, image, style);
  return reviewFromSigns(signs, style);
}

export function reviewFromSigns(signs: CutoutSigns, style: 'photo' | 'sketch'): CutoutReview {
  if (signs.area < MIN_AREA) return { review: 'required', reasons: [NOTHING_FOUND] };
  const rules = style === 'sketch' ? RULES.filter((r) => !r.photoOnly) : RULES;
  let review: CutoutReviewState = 'ok';
  const reasons: string[] = [];
  for (const rule of rules) {
    const value = rule.sign(signs);
    if (value < rule.suggested) continue;
    reasons.push(rule.reason);
    if (value >= rule.required) review = 'required';
    else if (review === 'ok') review = 'suggested';
  }
  return { review, reasons };
}

export function measureCutout(
  segmentation: PieceSegmentation,
  image: RgbImage,
  style: 'photo' | 'sketch',
): CutoutSigns {
  const small = shrink(segmentation, image, SIGN_SIDE);
  const { width, height } = small.mask;
  const piece = small.mask.data;
  let area = 0;
  for (const v of piece) area += v;
  const frameRun = longestFrameRun(small.mask);
  const { items } = connectedComponents(small.mask, 8);
  let boxiness = 0;
  let largestArea = 0;
  for (const item of items) {
    if (item.area <= largestArea) continue;
    largestArea = item.area;
    boxiness = item.area / (item.box.width * item.box.height);
  }
  const parts = items.filter((i) => i.area > 0.01 * area).length;
  let skin = 0;
  let foliage = 0;
  if (style === 'photo' && area > 0) {
    const skinMask = enteringFrame(skinSurfaces(rasterFromRgb(small.image)));
    const leafMask = enteringFrame(leafGreen(small.image));
    for (let i = 0; i < piece.length; i++) {
      if (!piece[i]) continue;
      skin += skinMask[i]!;
      foliage += leafMask[i]!;
    }
  }
  return {
    area: area / (width * height),
    frameRun,
    boxiness,
    parts,
    skin: area ? skin / area : 0,
    foliage: area ? foliage / area : 0,
    confidence: segmentation.confidence,
  };
}

/**
 * Skin or leaves that come in from the frame: a hand, a neck or a plant enters the picture, while
 * a rose-gold or coral piece of skin colour, or an emerald, lies within it.
 */
function enteringFrame(surface: Mask): Uint8Array {
  return componentsTouchingBorder(surface, 8)?.data ?? new Uint8Array(surface.data.length);
}

/** Leaf green: clearly greener than red and blue (gold and brass are redder than green). */
function leafGreen(image: RgbImage): Mask {
  const { width, height, rgb } = image;
  const data = maskDataWhere(width * height, (i) => {
    const r = rgb[i * 3]!;
    const g = rgb[i * 3 + 1]!;
    const b = rgb[i * 3 + 2]!;
    return g > 1.15 * r && g > 1.1 * b && g - Math.min(r, b) > 30;
  });
  return { width, height, data };
}

function longestFrameRun(mask: Mask): number {
  const { width, height, data } = mask;
  const run = (length: number, at: (k: number) => number) => {
    let best = 0;
    let current = 0;
    for (let k = 0; k < length; k++) {
      current = data[at(k)] ? current + 1 : 0;
      if (current > best) best = current;
    }
    return best / length;
  };
  return Math.max(
    run(width, (x) => x),
    run(width, (x) => (height - 1) * width + x),
    run(height, (y) => y * width),
    run(height, (y) => y * width + width - 1),
  );
}

/** The mask (alpha ≥ 128) and image by nearest sampling at most `side` on the long side. */
function shrink(segmentation: PieceSegmentation, image: RgbImage, side: number) {
  const scale = Math.min(1, side / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const data = new Uint8Array(width * height);
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const sy = Math.min(image.height - 1, Math.floor((y + 0.5) / scale));
    for (let x = 0; x < width; x++) {
      const sx = Math.min(image.width - 1, Math.floor((x + 0.5) / scale));
      const from = sy * image.width + sx;
      const to = y * width + x;
      data[to] = segmentation.alpha[from]! >= 128 ? 1 : 0;
      rgb.set(image.rgb.subarray(from * 3, from * 3 + 3), to * 3);
    }
  }
  return { mask: { width, height, data } as Mask, image: { width, height, rgb } as RgbImage };
}
