// Judges an automatic cut-out the way a careful designer would glance at it, and says whether it
// must be checked before any visual is made from it: 'ok', 'suggested' or 'required', with reasons
// in the designer's words.
import type { PieceSegmentation, RgbImage } from './segment-piece';

export type CutoutReviewState = 'ok' | 'suggested' | 'required';

export interface CutoutReview {
  review: CutoutReviewState;
  reasons: string[];
}

export function judgeCutout(
  segmentation: PieceSegmentation,
  _image: RgbImage,
  _style: 'photo' | 'sketch',
): CutoutReview {
  const reasons: string[] = [];
  let area = 0;
  for (const a of segmentation.alpha) if (a >= 128) area++;
  const share = area / (segmentation.width * segmentation.height);
  if (share < 0.0005) reasons.push('No piece was found in this image.');
  if (share > 0.85) reasons.push('The cut-out covers almost the whole image.');
  if (segmentation.confidence < 0.5) reasons.push('The piece and its background are hard to tell apart.');
  const review: CutoutReviewState = reasons.length > 0 ? 'required' : 'ok';
  return { review, reasons };
}
