// The stored cut-out of a design as its rows record it (temporary designs and assets share the
// columns), and the answer of GET .../cutout.
import type { Context } from 'hono';
import { CUTOUT_MEDIA_TYPE, type CutoutReview } from '../../src/api/asset';
import type { TemporaryDesignRow } from '../db/schema';
import type { CutoutStyle, StoredCutout } from '../studio/cutout/stored-cutout';

/** The row fields of a cut-out stored under `key`. */
export function cutoutFields(key: string, cutout: StoredCutout) {
  return {
    s3KeyCutout: key,
    cutoutStyle: cutout.style,
    cutoutWidth: cutout.width,
    cutoutHeight: cutout.height,
    cutoutReview: cutout.review,
    cutoutReviewReasons: cutout.reasons,
  };
}

/** What the API says of a row's cut-out. */
export function cutoutReviewOf(row: {
  cutoutReview: CutoutReview;
  cutoutReviewReasons: string[];
}): { cutout_review: CutoutReview; cutout_review_reasons: string[] } {
  return { cutout_review: row.cutoutReview, cutout_review_reasons: row.cutoutReviewReasons };
}

/** The style a design is cut out for: a sketch's strokes, or (photo or unclear) a photo's piece. */
export function cutoutStyleOf(imageStyle: string | null | undefined): CutoutStyle {
  return imageStyle === 'sketch' ? 'sketch' : 'photo';
}

/** The style the temporary design's analysis detected, as the cut-out takes it. */
export function detectedCutoutStyle(temporary: TemporaryDesignRow): CutoutStyle {
  return cutoutStyleOf(temporary.analysis.detected_characteristics?.image_style);
}

/** The cut-out PNG as the answer of a GET; private to its owner, and checked again each time. */
export function cutoutResponse(c: Context, png: Uint8Array): Response {
  return c.body(new Uint8Array(png), 200, {
    'Content-Type': CUTOUT_MEDIA_TYPE,
    'Cache-Control': 'private, no-cache',
  });
}
